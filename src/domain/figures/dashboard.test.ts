import { describe, expect, it } from "vitest";
import {
  LAST_MATCHES,
  TOP_PLAYERS,
  average1,
  byGoalsThenAssists,
  dashboardSummary,
} from "./dashboard";
import { makeMatch, makePlayer } from "../../testing/fixtures";

describe("dashboardSummary", () => {
  it("is all zeros and empty lists with no data", () => {
    const s = dashboardSummary([], []);
    expect(s).toMatchObject({
      players: 0,
      matches: 0,
      wins: 0,
      draws: 0,
      losses: 0,
      points: 0,
      pointsPercentage: 0,
      avgGoalsFor: 0,
      avgGoalsAgainst: 0,
      home: { matches: 0, wins: 0, draws: 0, losses: 0 },
      lastMatches: [],
      topPlayers: [],
    });
  });

  it("computes counters, points, averages and venue records", () => {
    const matches = [
      makeMatch({
        id: "1",
        date: "2024-01-01",
        location: "home",
        score: { home: 2, away: 0 },
        shotsFor: 9,
        shotsAgainst: 2,
      }),
      makeMatch({
        id: "2",
        date: "2024-01-08",
        location: "away",
        score: { home: 1, away: 1 },
        shotsFor: 5,
        shotsAgainst: 5,
      }),
      makeMatch({
        id: "3",
        date: "2024-01-15",
        location: "away",
        score: { home: 0, away: 1 },
        shotsFor: 3,
        shotsAgainst: 7,
      }),
      makeMatch({
        id: "4",
        date: "2024-01-22",
        location: "home",
        score: { home: 3, away: 2 },
        shotsFor: 8,
        shotsAgainst: 6,
      }),
      makeMatch({ id: "5", date: "2024-01-29", location: "home", score: { home: 1, away: 0 } }),
      makeMatch({ id: "6", date: "2023-12-01", location: "home", score: { home: 0, away: 0 } }),
    ];
    const s = dashboardSummary([makePlayer("A")], matches);
    expect(s).toMatchObject({
      players: 1,
      matches: 6,
      wins: 3,
      draws: 2,
      losses: 1,
      points: 11,
      pointsPercentage: 61, // 11 / 18
      goalsFor: 7,
      goalsAgainst: 4,
      avgGoalsFor: 1.2, // 7 / 6 = 1.1666…
      avgGoalsAgainst: 0.7, // 4 / 6 = 0.666…
      shotsFor: 25,
      shotsAgainst: 20,
      home: { matches: 4, wins: 3, draws: 1, losses: 0 },
      away: { matches: 2, wins: 0, draws: 1, losses: 1 },
    });
    expect(s.lastMatches.map((m) => m.id)).toEqual(["5", "4", "3", "2", "1"]);
    expect(LAST_MATCHES).toBe(5);
  });

  it("ranks the top 3 players by goals, then assists, then name", () => {
    const players = [
      makePlayer("Zeta", { stats: { goals: 5, assists: 1 } }),
      makePlayer("Beto", { stats: { goals: 5, assists: 3 } }),
      makePlayer("Ana", { stats: { goals: 5, assists: 1 } }),
      makePlayer("Carla", { stats: { goals: 9, assists: 0 } }),
      makePlayer("Dani", { stats: { goals: 0, assists: 9 } }),
    ];
    const frozen = Object.freeze([...players]);
    expect(dashboardSummary(frozen, []).topPlayers.map((p) => p.name)).toEqual([
      "Carla",
      "Beto",
      "Ana",
    ]);
    expect(TOP_PLAYERS).toBe(3);
    expect(byGoalsThenAssists(players[2]!, players[0]!)).toBeLessThan(0);
  });

  it("rounds averages to one decimal", () => {
    expect(average1(0, 0)).toBe(0);
    expect(average1(3, 2)).toBe(1.5);
    expect(average1(10, 3)).toBe(3.3);
  });
});
