// The quick check of a stored player (isStoredPlayer) may only ever skip the reader where the
// reader would change nothing: whatever it accepts, readPlayer hands back as the same object
// with no repair. Inputs are players as the app writes them, the same with one field (of the
// player, of his stats or of one role's figures) replaced by an arbitrary JSON value, and
// arbitrary values.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateTeam } from "../../../dev-data/generate";
import { makePlayer } from "../../testing/fixtures";
import { againstReader, storedCopy } from "../../testing/quick-check";
import { LIMITS } from "../base/limits";
import { readPlayer } from "./player";
import { isStoredPlayer } from "./player-check";

const role = { matches: 3, goals: 1, assists: 0, yellowCards: 1, redCards: 0, minutesPlayed: 200 };
const written = JSON.parse(
  JSON.stringify(
    makePlayer("Ana", {
      position: "Midfielder",
      number: 8,
      height: 170,
      weight: 60,
      birthdate: "2008-05-01",
      preferredFoot: "Left",
      photo: "https://example.org/ana.png",
      stats: { goals: 1, matches: 3, positions: { "Posición 1": role, Suplente: role } },
      openingStats: { ...role, goals: -1, positions: {} },
    }),
  ),
) as Record<string, unknown>;
const stats = written.stats as Record<string, unknown>;
const long = "x".repeat(LIMITS.shortText + 1);

const { read, agrees, eachField, anyValue } = againstReader(readPlayer, isStoredPlayer);

const copy = storedCopy;

describe("the quick check of a stored player", () => {
  it("accepts a player as the app writes him, and every generated player", () => {
    expect(isStoredPlayer(copy(written))).toBe(true);
    expect(isStoredPlayer(copy(makePlayer("Bea")))).toBe(true);
    // Without this the quick check would silently stop applying to real data.
    const team = generateTeam({ matches: 200, players: 30 });
    const stored = copy({ players: team.players }).players as unknown[];
    expect(stored.filter((p) => !isStoredPlayer(p))).toEqual([]);
  });

  it("leaves to the reader what it would convert or repair", () => {
    const cases: unknown[] = [
      { ...written, id: 7 },
      { ...written, name: "Ana " },
      { ...written, name: long },
      { ...written, number: "8" },
      { ...written, number: -1 },
      { ...written, position: "Striker" },
      { ...written, preferredFoot: undefined },
      { ...written, birthdate: 2008 },
      { ...written, stats: { ...stats, goals: "1" } },
      { ...written, stats: { ...stats, positions: { "Posición 1": null } } },
      { ...written, openingStats: null },
      JSON.parse('{"__proto__": {"x": 1}, "id": "p", "name": "P"}'),
    ];
    for (const c of cases) {
      expect(isStoredPlayer(c)).toBe(false);
      // The reader still reads them (or rejects them) as before.
      read(c);
    }
  });

  it("never accepts what the reader would change (property)", () => {
    eachField(written, (field, value) => ({ ...written, [field]: value }), 2000);
    eachField(stats, (field, value) => ({ ...written, stats: { ...stats, [field]: value } }), 1000);
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(role)),
        fc.jsonValue(),
        fc.string(),
        (field, value, key) => {
          const positions = { "Posición 1": role, [key]: { ...role, [field]: value } };
          agrees(copy({ ...written, stats: { ...stats, positions } }));
        },
      ),
      { numRuns: 1000 },
    );
    anyValue();
  });
});
