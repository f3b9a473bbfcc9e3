// The quick check of a stored match (isStoredMatch) may only ever skip the reader where the
// reader would change nothing: whatever it accepts, readMatch hands back as the same object with
// no repair. Inputs are matches as the app writes them, the same with one field replaced by an
// arbitrary JSON value, and arbitrary values.
import { describe, expect, it } from "vitest";
import { generateTeam } from "../../../dev-data/generate";
import { makeMatch } from "../../testing/fixtures";
import { againstReader } from "../../testing/quick-check";
import { LIMITS } from "../base/limits";
import { readMatch } from "./match";
import { isStoredMatch } from "./match-check";

const written = makeMatch({
  id: "m-1",
  scorers: [{ player: "Ana", minute: 12, playerId: "p-1" }],
  assists: ["Bea"],
  assistIds: ["p-2"],
  formationPlayers: { "Posición 1": "Ana" },
  formationPlayerIds: { "Posición 1": "p-1" },
  cards: [{ player: "Ana", type: "yellow", playerId: "p-1", minute: 30 }],
  subs: [{ playerOut: "Ana", playerIn: "Bea", minute: 60, playerOutId: "p-1", playerInId: "p-2" }],
  rivalId: "r-1",
  formationId: "f-1",
  season: "2025-26",
  competition: "Liga",
  periodMinutes: 45,
  rivalGoalMinutes: [33],
  shotsTimeline: [{ side: "for", minute: 12, period: 1, goal: true }],
  fixtureId: "fx-1",
});
const long = "x".repeat(LIMITS.shortText + 1);

const { read, eachField, anyValue } = againstReader(readMatch, isStoredMatch);

describe("the quick check of a stored match", () => {
  it("accepts a match as the app writes it, and every generated match", () => {
    expect(isStoredMatch(JSON.parse(JSON.stringify(written)))).toBe(true);
    // Without this the quick check would silently stop applying to real data.
    const team = generateTeam({ matches: 200, players: 30 });
    const stored = JSON.parse(JSON.stringify(team.matches)) as unknown[];
    expect(stored.filter((m) => !isStoredMatch(m))).toEqual([]);
  });

  it("leaves to the reader what it would convert or repair", () => {
    const cases: Record<string, unknown>[] = [
      { ...written, id: 7 },
      { ...written, rival: long },
      { ...written, shotsFor: "3" },
      { ...written, shotsFor: -1 },
      { ...written, score: "2-1" },
      { ...written, location: "neutral" },
      { ...written, scorers: [{ name: "Ana", minute: 3 }] },
      { ...written, assists: [{ player: "Ana" }] },
      { ...written, cards: [{ player: "Ana", type: "blue" }] },
      { ...written, rivalId: null },
      { ...written, formationPlayers: { "Posición 1": 9 } },
      { ...written, events: [] },
      JSON.parse('{"__proto__": {"x": 1}, "id": "m"}') as Record<string, unknown>,
    ];
    for (const c of cases) {
      expect(isStoredMatch(c)).toBe(false);
      // The reader still reads them (or rejects them) as before.
      read(c);
    }
  });

  it("never accepts what the reader would change (property)", () => {
    eachField(written, (field, value) => ({ ...written, [field]: value }), 2000);
    anyValue();
  });
});
