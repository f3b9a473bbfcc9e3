import { describe, expect, it } from "vitest";
import { emptyImpactTally, participationOf, playerImpact } from "./player-impact";
import { makeMatch } from "../../testing/fixtures";

const matches = [
  makeMatch({
    id: "1",
    score: { home: 2, away: 0 },
    shotsFor: 10,
    shotsAgainst: 3,
    formationPlayers: { "Posición 1": "Ana" },
  }),
  makeMatch({
    id: "2",
    score: { home: 1, away: 1 },
    shotsFor: 4,
    shotsAgainst: 4,
    formationPlayers: { "Posición 1": "Ana" },
  }),
  makeMatch({
    id: "3",
    score: { home: 0, away: 2 },
    shotsFor: 2,
    shotsAgainst: 9,
    formationPlayers: { "Posición 1": "Beto" },
    subs: [{ playerOut: "Beto", playerIn: "Ana", minute: 70 }],
  }),
  makeMatch({ id: "4", score: { home: 3, away: 1 }, formationPlayers: { "Posición 1": "Beto" } }),
];

describe("participationOf", () => {
  it("is starter, substitute or notPlayed", () => {
    expect(participationOf(matches[0]!, "Ana")).toBe("starter");
    expect(participationOf(matches[2]!, "Ana")).toBe("substitute");
    expect(participationOf(matches[3]!, "Ana")).toBe("notPlayed");
    expect(participationOf(matches[2]!, "Beto")).toBe("starter");
  });
});

describe("playerImpact", () => {
  it("tallies each group", () => {
    const impact = playerImpact("Ana", matches);
    expect(impact.starter).toEqual({
      matches: 2,
      wins: 1,
      draws: 1,
      losses: 0,
      goalsFor: 3,
      goalsAgainst: 1,
      shotsFor: 14,
      shotsAgainst: 7,
    });
    expect(impact.substitute).toMatchObject({
      matches: 1,
      losses: 1,
      goalsAgainst: 2,
      shotsAgainst: 9,
    });
    expect(impact.notPlayed).toMatchObject({ matches: 1, wins: 1, goalsFor: 3, shotsFor: 0 });
  });
  it("is all zeros without matches, and an unknown player never plays", () => {
    expect(playerImpact("Ana", [])).toEqual({
      starter: emptyImpactTally(),
      substitute: emptyImpactTally(),
      notPlayed: emptyImpactTally(),
    });
    expect(playerImpact("Zoe", matches).notPlayed.matches).toBe(4);
  });
});
