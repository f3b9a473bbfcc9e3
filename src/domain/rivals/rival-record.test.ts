import { describe, expect, it } from "vitest";
import { formatRecord } from "../timeline/match-result";
import { rivalMatches, rivalRecord } from "./rival-record";
import { makeMatch, makeRival, readStoredRival } from "../../testing/fixtures";

const entry = (id: string) => ({
  id,
  date: "2024-01-01",
  score: { home: 0, away: 0 },
  formationUsed: "F",
});

describe("rivalMatches", () => {
  const rival = makeRival("Leones", { matches: [entry("a"), entry("deleted"), entry("renamed")] });
  const matches = [
    makeMatch({ id: "a", date: "2024-01-01", rival: "Leones", score: { home: 2, away: 0 } }),
    makeMatch({
      id: "renamed",
      date: "2024-03-01",
      rival: "Leones FC",
      score: { home: 0, away: 1 },
    }),
    makeMatch({ id: "b", date: "2024-02-01", rival: "Leones", score: { home: 1, away: 1 } }),
    makeMatch({ id: "other", date: "2024-02-02", rival: "Tigres", score: { home: 5, away: 0 } }),
    makeMatch({ id: "a", date: "2024-01-01", rival: "Leones", score: { home: 2, away: 0 } }),
  ];

  it("keeps listed matches that still exist plus matches naming the rival, newest first, once", () => {
    expect(rivalMatches(rival, matches).map((m) => m.id)).toEqual(["renamed", "b", "a"]);
  });
  it("computes the record from those matches", () => {
    const record = rivalRecord(rival, matches);
    expect(record).toEqual({ played: 3, wins: 1, draws: 1, losses: 1 });
    expect(formatRecord(record)).toBe("1-1-1");
  });
  it("is empty without matches", () => {
    expect(rivalMatches(rival, [])).toEqual([]);
    expect(rivalRecord(makeRival("Nadie"), matches)).toEqual({
      played: 0,
      wins: 0,
      draws: 0,
      losses: 0,
    });
  });
  it("reads a rival stored without a matches list as one with none", () => {
    const broken = readStoredRival({ ...makeRival("Tigres"), matches: undefined });
    expect(rivalMatches(broken, matches).map((m) => m.id)).toEqual(["other"]);
  });
});
