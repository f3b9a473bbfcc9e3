import { describe, expect, it } from "vitest";
import { zeroPlayerStats, zeroRoleStats } from "../domain/figures/counters";
import { applyMatch, createMatchApplier, matchContributions } from "./apply-match";
import { deepFreeze, makeMatch } from "./fixtures";
import { exampleMatch as match, exampleTeam } from "./one-match";
import type { Match } from "../domain/records/types";
import { asId } from "./ids";

/** The example team, with Carla's figures and Leones' record from two earlier matches. */
const setup = () =>
  exampleTeam({
    carla: {
      goals: 4,
      matches: 3,
      minutesPlayed: 270,
      positions: { Pivote: { ...zeroRoleStats(), matches: 3, goals: 4, minutesPlayed: 270 } },
    },
    leones: { wins: 2, matchesPlayed: 2 },
  });

describe("applyMatch: the hand-computed example", () => {
  const state = deepFreeze(setup());
  const before = structuredClone(state);
  const after = applyMatch(state, match);
  const byId = new Map(after.players.map((p) => [p.id, p]));

  it("never mutates its input", () => {
    expect(state).toEqual(before);
    expect(after.players).not.toBe(state.players);
  });

  it("adds starters' full matches with their formation role", () => {
    expect(byId.get(asId("id-Ana"))!.stats).toEqual({
      ...zeroPlayerStats(),
      matches: 1,
      minutesPlayed: 90,
      positions: { Arquero: { ...zeroRoleStats(), matches: 1, minutesPlayed: 90 } },
    });
    expect(byId.get(asId("id-Bruno"))!.stats).toEqual({
      ...zeroPlayerStats(),
      matches: 1,
      minutesPlayed: 90,
      assists: 1,
      yellowCards: 1,
      positions: {
        Central: { ...zeroRoleStats(), matches: 1, minutesPlayed: 90, assists: 1, yellowCards: 1 },
      },
    });
  });

  it("uses the default role for a blank role name and keeps other roles", () => {
    expect(byId.get(asId("id-Carla"))!.stats).toEqual({
      ...zeroPlayerStats(),
      goals: 5,
      matches: 4,
      minutesPlayed: 360,
      positions: {
        Pivote: { ...zeroRoleStats(), matches: 3, goals: 4, minutesPlayed: 270 },
        "Mediocampista 1": { ...zeroRoleStats(), matches: 1, goals: 1, minutesPlayed: 90 },
      },
    });
  });

  it("gives the replaced starter the exit minute and the substitute the rest as 'Suplente'", () => {
    expect(byId.get(asId("id-Diego"))!.stats).toEqual({
      ...zeroPlayerStats(),
      matches: 1,
      minutesPlayed: 60,
      redCards: 1,
      positions: { Nueve: { ...zeroRoleStats(), matches: 1, minutesPlayed: 60, redCards: 1 } },
    });
    expect(byId.get(asId("id-Eva"))!.stats).toEqual({
      ...zeroPlayerStats(),
      matches: 1,
      minutesPlayed: 30,
      goals: 1,
      positions: { Suplente: { ...zeroRoleStats(), matches: 1, minutesPlayed: 30, goals: 1 } },
    });
  });

  it("gives a non-playing player only the event totals; the duplicate name is untouched", () => {
    expect(byId.get(asId("id-Fede"))!.stats).toEqual({ ...zeroPlayerStats(), assists: 1 });
    expect(byId.get(asId("bruno-2"))).toBe(state.players[6]);
  });

  it("updates the formation found by name", () => {
    expect(after.formations[0]).toBe(state.formations[0]);
    expect(after.formations[1]).toMatchObject({
      gamesPlayed: 1,
      wins: 1,
      draws: 0,
      losses: 0,
      goalsFor: 2,
      goalsAgainst: 1,
      shotsFor: 8,
      shotsAgainst: 5,
    });
  });

  it("appends the match to the rival and counts it from our point of view", () => {
    expect(after.rivals[0]).toBe(state.rivals[0]);
    expect(after.rivals[1]).toMatchObject({ matchesPlayed: 3, wins: 3, draws: 0, losses: 0 });
    expect(after.rivals[1]!.matches).toEqual([
      { id: "m-1", date: "2024-04-14", score: { home: 2, away: 1 }, formationUsed: "Clásica" },
    ]);
  });
});

describe("substitution minutes", () => {
  const minutes = (minute: number) => {
    const c = matchContributions(
      makeMatch({
        formationPlayers: { "Posición 1": "A" },
        subs: [{ playerOut: "A", playerIn: "B", minute }],
      }),
      undefined,
    );
    return [c.get("A")!.minutesPlayed, c.get("B")!.minutesPlayed];
  };
  it("at 0, 60, 90 and 120 (extra time counts as the full 90)", () => {
    expect(minutes(0)).toEqual([0, 90]);
    expect(minutes(60)).toEqual([60, 30]);
    expect(minutes(90)).toEqual([90, 0]);
    expect(minutes(120)).toEqual([90, 0]);
    expect(minutes(-5)).toEqual([0, 90]);
  });
  it("a substitute later taken off plays exit − entry", () => {
    const c = matchContributions(
      makeMatch({
        formationPlayers: { "Posición 1": "A" },
        subs: [
          { playerOut: "A", playerIn: "B", minute: 30 },
          { playerOut: "B", playerIn: "C", minute: 80 },
        ],
      }),
      undefined,
    );
    expect(c.get("A")).toMatchObject({ minutesPlayed: 30, matches: 1, role: "Posición 1" });
    expect(c.get("B")).toMatchObject({ minutesPlayed: 50, matches: 1, role: "Suplente" });
    expect(c.get("C")).toMatchObject({ minutesPlayed: 10, matches: 1, role: "Suplente" });
  });
  it("skips empty slots and counts a player in two slots once", () => {
    const c = matchContributions(
      makeMatch({ formationPlayers: { "Posición 1": "", "Posición 2": "A", "Posición 3": "A" } }),
      undefined,
    );
    expect([...c.keys()]).toEqual(["A"]);
    expect(c.get("A")).toMatchObject({ matches: 1, minutesPlayed: 90, role: "Posición 2" });
  });
});

describe("applyMatch edges", () => {
  it("a missing formation or rival changes only the players; role falls back to the key", () => {
    const state = setup();
    const after = applyMatch(
      state,
      makeMatch({ formation: "Nada", rival: "Nadie", formationPlayers: { "Posición 2": "Ana" } }),
    );
    expect(after.formations).toEqual(state.formations);
    expect(after.rivals).toEqual(state.rivals);
    expect(after.players[0]!.stats.positions).toEqual({
      "Posición 2": { ...zeroRoleStats(), matches: 1, minutesPlayed: 90 },
    });
  });
  it("counts draws and losses, missing numbers as 0, and prefers formationUsed", () => {
    const state = setup();
    const draw = {
      ...makeMatch({ rival: "Halcones", formation: "Otra", formationUsed: "4-4-2 rombo" }),
    };
    const loss = makeMatch({
      id: "m2",
      rival: "Halcones",
      formation: "Otra",
      score: { home: 0, away: 3 },
    });
    delete (loss as Partial<Match>).shotsFor;
    const after = applyMatch(applyMatch(state, draw), loss);
    expect(after.formations[0]).toMatchObject({
      gamesPlayed: 2,
      draws: 1,
      losses: 1,
      goalsAgainst: 3,
      shotsFor: 0,
    });
    expect(after.rivals[0]).toMatchObject({ matchesPlayed: 2, draws: 1, losses: 1, wins: 0 });
    expect(after.rivals[0]!.matches.map((m) => m.formationUsed)).toEqual(["4-4-2 rombo", "Otra"]);
  });
  it("an applier never changes what it already handed out", () => {
    const applier = createMatchApplier(setup());
    applier.apply(makeMatch({ rival: "Halcones", formationPlayers: { "Posición 1": "Ana" } }));
    const first = structuredClone(applier.result());
    const handed = applier.result();
    applier.apply(
      makeMatch({ id: "m2", rival: "Halcones", formationPlayers: { "Posición 1": "Ana" } }),
    );
    expect(handed).toEqual(first);
    expect(applier.result().players[0]!.stats.matches).toBe(2);
    expect(applier.result().rivals[0]!.matches).toHaveLength(2);
  });
});
