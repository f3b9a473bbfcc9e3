import { describe, expect, it } from "vitest";
import { SCALES, generateTeam } from "../../../dev-data/generate";
import { rivalRecord } from "./rival-record";
import { rivalRecords } from "./rival-records";
import { makeMatch, makeRival } from "../../testing/fixtures";

describe("rivalRecords", () => {
  it("equals rivalRecord for every rival of a generated season", () => {
    const { rivals, matches } = generateTeam({ ...SCALES.small, seed: 5 });
    expect(rivalRecords(rivals, matches)).toEqual(rivals.map((r) => rivalRecord(r, matches)));
  });

  it("counts listed ids, names, repeated ids and repeated rival names like rivalRecord", () => {
    const matches = [
      makeMatch({ id: "a", rival: "Leones", score: { home: 2, away: 1 } }),
      makeMatch({ id: "a", rival: "Leones", score: { home: 0, away: 1 } }),
      makeMatch({ id: "b", rival: "Otro", score: { home: 1, away: 1 } }),
      makeMatch({ id: "", rival: "Leones", score: { home: 0, away: 3 } }),
      makeMatch({ id: "", rival: "Leones", score: { home: 0, away: 3 } }),
      makeMatch({ id: "c", rival: "Nadie", score: { home: 5, away: 0 } }),
    ];
    const rivals = [
      makeRival("Leones", {
        matches: [{ id: "b", date: "2024-01-01", score: { home: 1, away: 1 }, formationUsed: "" }],
      }),
      makeRival("Leones"),
      makeRival("Otro"),
      makeRival("Sin partidos", {
        matches: [{ id: "zz", date: "2024-01-01", score: { home: 1, away: 0 }, formationUsed: "" }],
      }),
    ];
    expect(rivalRecords(rivals, matches)).toEqual(rivals.map((r) => rivalRecord(r, matches)));
    expect(rivalRecords(rivals, matches)[0]).toEqual({ played: 4, wins: 1, draws: 1, losses: 2 });
  });

  it("gives each stored match to exactly its rival over a long history", () => {
    const { rivals, matches } = generateTeam({ ...SCALES.large, seed: 9 });
    const records = rivalRecords(rivals, matches);
    expect(records.reduce((n, r) => n + r.played, 0)).toBe(matches.length);
    expect(records).toEqual(rivals.map((r) => rivalRecord(r, matches)));
  });
});
