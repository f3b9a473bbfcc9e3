// The quick check of a stored rival (isStoredRival) may only ever skip the reader where the
// reader would change nothing: whatever it accepts, readRival hands back as the same object with
// no repair. Inputs are rivals as the app writes them, the same with one field (of the rival, of
// one of its match entries or of its opening totals) replaced by an arbitrary JSON value, and
// arbitrary values.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateTeam } from "../../../dev-data/generate";
import { makeRival } from "../../testing/fixtures";
import { againstReader, storedCopy } from "../../testing/quick-check";
import { LIMITS } from "../base/limits";
import { readRival } from "./rival";
import { isStoredRival } from "./rival-check";

const entry = {
  id: "m-1",
  date: "2025-03-02",
  score: { home: 2, away: 1 },
  formationUsed: "4-4-2",
};
const totals = { matchesPlayed: 3, wins: 1, losses: -1, draws: 0 };
const written = JSON.parse(
  JSON.stringify(
    makeRival("Leones", {
      logo: "https://example.org/leones.png",
      homeGround: "La Dehesa",
      notes: ["Presionan arriba"],
      matchesPlayed: 4,
      wins: 2,
      losses: 1,
      draws: 1,
      matchHistory: [{ old: true }],
      matches: [entry],
      openingTotals: totals,
    }),
  ),
) as Record<string, unknown>;
const long = "x".repeat(LIMITS.shortText + 1);

const { read, agrees, eachField, anyValue } = againstReader(readRival, isStoredRival);

const copy = storedCopy;

describe("the quick check of a stored rival", () => {
  it("accepts a rival as the app writes it, and every generated rival", () => {
    expect(isStoredRival(copy(written))).toBe(true);
    expect(isStoredRival(copy(makeRival("Sin nada")))).toBe(true);
    // Without this the quick check would silently stop applying to real data.
    const team = generateTeam({ matches: 200, players: 30 });
    const stored = copy({ rivals: team.rivals }).rivals as unknown[];
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.filter((r) => !isStoredRival(r))).toEqual([]);
  });

  it("leaves to the reader what it would convert or repair", () => {
    const cases: unknown[] = [
      { ...written, id: 7 },
      { ...written, id: "" },
      { ...written, name: " Leones" },
      { ...written, name: long },
      { ...written, homeGround: undefined },
      { ...written, wins: "2" },
      { ...written, notes: ["x".repeat(LIMITS.note + 1)] },
      { ...written, matchHistory: undefined },
      { ...written, matches: [{ ...entry, score: "2-1" }] },
      { ...written, matches: [{ ...entry, id: 3 }] },
      { ...written, matches: [{ ...entry, score: { home: -1, away: 0 } }] },
      { ...written, openingTotals: null },
      JSON.parse('{"__proto__": {"x": 1}, "id": "r", "name": "R"}'),
    ];
    for (const c of cases) {
      expect(isStoredRival(c)).toBe(false);
      // The reader still reads them (or rejects them) as before.
      read(c);
    }
  });

  it("never accepts what the reader would change (property)", () => {
    eachField(written, (field, value) => ({ ...written, [field]: value }), 2000);
    eachField(
      entry,
      (field, value) => ({ ...written, matches: [entry, { ...entry, [field]: value }] }),
      1000,
    );
    fc.assert(
      fc.property(fc.constantFrom("home", "away"), fc.jsonValue(), (field, value) => {
        agrees(
          copy({ ...written, matches: [{ ...entry, score: { ...entry.score, [field]: value } }] }),
        );
      }),
      { numRuns: 300 },
    );
    eachField(
      totals,
      (field, value) => ({ ...written, openingTotals: { ...totals, [field]: value } }),
      300,
    );
    anyValue();
  });
});
