import { describe, expect, it } from "vitest";
import { applyMatch, emptyStats } from "./apply-match";
import { diffTotals, rebuildTotals } from "./rebuild-totals";
import { deepFreeze, makeFormation, makeMatch, makePlayer, makeRival } from "./test-fixtures";
import type { Match } from "./types";

const lineup = { "Posición 1": "Ana", "Posición 2": "Beto" };

function state() {
  return {
    players: [
      makePlayer("Ana", {
        stats: {
          goals: 40,
          matches: 99,
          positions: {
            Viejo: {
              matches: 9,
              goals: 0,
              assists: 0,
              yellowCards: 0,
              redCards: 0,
              minutesPlayed: 1,
            },
          },
        },
      }),
      makePlayer("Beto"),
    ],
    formations: [{ ...makeFormation("F"), gamesPlayed: 50, wins: 50, goalsFor: 100 }],
    rivals: [
      makeRival("Leones", {
        matchesPlayed: 7,
        wins: 7,
        matchHistory: [{ legacy: true }],
        notes: ["presionan alto"],
        matches: [
          { id: "gone", date: "2020-01-01", score: { home: 1, away: 0 }, formationUsed: "F" },
        ],
      }),
    ],
  };
}

const matches: Match[] = [
  makeMatch({
    id: "late",
    date: "2024-05-01",
    rival: "Leones",
    score: { home: 0, away: 2 },
    formationPlayers: lineup,
  }),
  makeMatch({
    id: "early",
    date: "2024-03-01",
    rival: "Leones",
    score: { home: 3, away: 1 },
    formationPlayers: lineup,
    scorers: [{ player: "Ana", minute: 5 }],
  }),
  makeMatch({
    id: "same-day",
    date: "2024-05-01",
    rival: "Leones",
    score: { home: 1, away: 1 },
    formationPlayers: { "Posición 1": "Beto" },
  }),
];

describe("rebuildTotals", () => {
  it("equals applying every match oldest first to zeroed entities", () => {
    const s = deepFreeze(state());
    const rebuilt = rebuildTotals(s, matches);
    const [ana, beto] = rebuilt.players;
    expect(ana!.stats).toMatchObject({ matches: 2, goals: 1, minutesPlayed: 180 });
    expect(Object.keys(ana!.stats.positions)).toEqual(["Arquero"]);
    expect(beto!.stats).toMatchObject({ matches: 3, minutesPlayed: 270 });
    expect(rebuilt.formations[0]).toMatchObject({
      gamesPlayed: 3,
      wins: 1,
      draws: 1,
      losses: 1,
      goalsFor: 4,
      goalsAgainst: 4,
    });
    const rival = rebuilt.rivals[0]!;
    expect(rival).toMatchObject({ matchesPlayed: 3, wins: 1, draws: 1, losses: 1 });
    expect(rival.matches.map((m) => m.id)).toEqual(["early", "late", "same-day"]);
    expect(rival.matchHistory).toEqual([{ legacy: true }]);
    expect(rival.notes).toEqual(["presionan alto"]);
  });

  it("gives the same result as saving the matches one by one on zeroed data", () => {
    const zero = {
      players: state().players.map((p) => ({ ...p, stats: emptyStats() })),
      formations: [makeFormation("F")],
      rivals: [
        makeRival("Leones", { notes: ["presionan alto"], matchHistory: [{ legacy: true }] }),
      ],
    };
    const ordered = [matches[1]!, matches[0]!, matches[2]!];
    const oneByOne = ordered.reduce((acc, m) => applyMatch(acc, m), zero);
    expect(rebuildTotals(state(), matches)).toEqual(oneByOne);
  });

  it("zeroes everything when there are no matches", () => {
    const rebuilt = rebuildTotals(state(), []);
    expect(rebuilt.players[0]!.stats).toEqual(emptyStats());
    expect(rebuilt.formations[0]).toMatchObject({ gamesPlayed: 0, wins: 0, goalsFor: 0 });
    expect(rebuilt.rivals[0]).toMatchObject({ matchesPlayed: 0, wins: 0, matches: [] });
  });

  // Speed is measured by `npm run bench`, not by a timed unit test; this checks the count.
  it("counts every one of thousands of matches", () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      makeMatch({ id: `m${i}`, date: "2024-01-01", rival: "Leones", formationPlayers: lineup }),
    );
    const rebuilt = rebuildTotals(state(), many);
    expect(rebuilt.rivals[0]!.matches).toHaveLength(5000);
    expect(rebuilt.players[0]!.stats.matches).toBe(5000);
  });
});

describe("diffTotals", () => {
  it("lists only entities whose counters changed, with the changed counters", () => {
    const before = state();
    const after = rebuildTotals(before, matches);
    const changes = diffTotals(before, after);
    expect(changes.map((c) => `${c.kind}:${c.name}`)).toEqual([
      "player:Ana",
      "player:Beto",
      "formation:F",
      "rival:Leones",
    ]);
    expect(changes[0]).toEqual({
      kind: "player",
      name: "Ana",
      before: { matches: 99, minutesPlayed: 0, goals: 40 },
      after: { matches: 2, minutesPlayed: 180, goals: 1 },
    });
    expect(changes[3]).toEqual({
      kind: "rival",
      name: "Leones",
      before: { matchesPlayed: 7, wins: 7, draws: 0, losses: 0 },
      after: { matchesPlayed: 3, wins: 1, draws: 1, losses: 1 },
    });
  });
  it("is empty when nothing changed", () => {
    const s = rebuildTotals(state(), matches);
    expect(diffTotals(s, rebuildTotals(s, matches))).toEqual([]);
  });
});
