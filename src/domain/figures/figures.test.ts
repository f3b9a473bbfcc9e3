import { describe, expect, it } from "vitest";
import { deriveFigures, keepFiguresOf, migrateOpeningBalances, writeFigures } from "./figures";
import { figureDisagreements } from "./disagreements";
import { zeroRoleStats } from "./counters";
import { roleNameOf } from "../squad/formation-roles";
import { deepFreeze, makeMatch, makePlayer, makeRival } from "../../testing/fixtures";
import {
  exampleMatch as match,
  exampleTeam as setup,
  smallClasica as small,
} from "../../testing/one-match";
import type { Match } from "../records/types";
import { readMatch } from "../records/match";
import { REJECT } from "../records/read";
import { asId } from "../../testing/ids";

const midRole = roleNameOf(small, "Posición 3");

const role = (over: Partial<ReturnType<typeof zeroRoleStats>>) => ({ ...zeroRoleStats(), ...over });

describe("deriveFigures: the hand-computed example", () => {
  const state = deepFreeze(setup());
  const f = deriveFigures(state, [match]);

  it("gives starters 90 (or their exit minute) in their role, the substitute 90 − 60 as 'Suplente'", () => {
    expect(f.players[0]).toEqual({
      ...role({ matches: 1, minutesPlayed: 90 }),
      positions: { Arquero: role({ matches: 1, minutesPlayed: 90 }) },
    });
    const bruno = role({ matches: 1, minutesPlayed: 90, assists: 1, yellowCards: 1 });
    expect(f.players[1]).toEqual({ ...bruno, positions: { Central: bruno } });
    const carla = role({ matches: 1, minutesPlayed: 90, goals: 1 });
    expect(f.players[2]).toEqual({ ...carla, positions: { [midRole]: carla } });
    const diego = role({ matches: 1, minutesPlayed: 60, redCards: 1 });
    expect(f.players[3]).toEqual({ ...diego, positions: { Nueve: diego } });
    const eva = role({ matches: 1, minutesPlayed: 30, goals: 1 });
    expect(f.players[4]).toEqual({ ...eva, positions: { Suplente: eva } });
  });

  it("credits events to a player who did not play, without a match or a role", () => {
    expect(f.players[5]).toEqual({ ...role({ assists: 1 }), positions: {} });
  });

  it("links a shared name to the first player of that name; unknown names count for nobody", () => {
    expect(f.players[6]).toEqual({ ...role({}), positions: {} });
  });

  it("adds the result, goals and shots to the formation used and the rival", () => {
    expect(f.formations[0]!.gamesPlayed).toBe(0);
    expect(f.formations[1]).toEqual({
      gamesPlayed: 1,
      wins: 1,
      draws: 0,
      losses: 0,
      goalsFor: 2,
      goalsAgainst: 1,
      shotsFor: 8,
      shotsAgainst: 5,
    });
    expect(f.rivals[1]).toEqual({
      matchesPlayed: 1,
      wins: 1,
      draws: 0,
      losses: 0,
      entries: [
        { id: "m-1", date: "2024-04-14", score: { home: 2, away: 1 }, formationUsed: "Clásica" },
      ],
    });
    expect(f.rivals[0]!.matchesPlayed).toBe(0);
  });
});

describe("deriveFigures: opening balances", () => {
  it("adds the balance to what the matches give, per role too; opening:false leaves it out", () => {
    const state = setup();
    state.players[2] = makePlayer("Carla", {
      openingStats: {
        ...role({ goals: 4, matches: 3, minutesPlayed: 270 }),
        positions: { [midRole]: role({ goals: 4, matches: 3, minutesPlayed: 270 }) },
      },
    });
    state.formations[1] = { ...small, openingTotals: { ...zeroFormationTotalsFor(2) } };
    state.rivals[1] = makeRival("Leones", {
      openingTotals: { matchesPlayed: 2, wins: 0, draws: 2, losses: 0 },
      matches: [{ id: "old", date: "2023-01-01", score: { home: 1, away: 1 }, formationUsed: "X" }],
    });
    const f = deriveFigures(state, [match]);
    const carla = role({ goals: 5, matches: 4, minutesPlayed: 360 });
    expect(f.players[2]).toEqual({ ...carla, positions: { [midRole]: carla } });
    expect(f.formations[1]!.gamesPlayed).toBe(3);
    expect(f.formations[1]!.draws).toBe(2);
    expect(f.formations[1]!.wins).toBe(1);
    expect(f.rivals[1]).toMatchObject({ matchesPlayed: 3, wins: 1, draws: 2 });
    expect(f.rivals[1]!.entries.map((e) => e.id)).toEqual(["old", "m-1"]);

    const bare = deriveFigures(state, [match], { opening: false });
    expect(bare.players[2]!.goals).toBe(1);
    expect(bare.rivals[1]!.entries.map((e) => e.id)).toEqual(["m-1"]);
  });
});

function zeroFormationTotalsFor(draws: number) {
  return {
    gamesPlayed: draws,
    wins: 0,
    draws,
    losses: 0,
    goalsFor: draws,
    goalsAgainst: draws,
    shotsFor: 0,
    shotsAgainst: 0,
  };
}

describe("deriveFigures: ids before names", () => {
  const linked: Match = {
    ...match,
    // Names as they were when saved; two players have been renamed since.
    formationPlayers: { ...match.formationPlayers, "Posición 3": "Carlita" },
    formationPlayerIds: {
      "Posición 1": asId("id-Ana"),
      "Posición 2": asId("bruno-2"),
      "Posición 3": asId("id-Carla"),
      "Posición 4": asId("id-Diego"),
    },
    scorers: [
      { player: "Carlita", minute: 10, playerId: asId("id-Carla") },
      { player: "Eva", minute: 75, playerId: asId("id-Eva") },
    ],
    assistIds: [asId("bruno-2"), asId("gone")],
    cards: [{ player: "Bruno", type: "yellow", playerId: asId("bruno-2") }],
    subs: [
      {
        playerOut: "Diego",
        playerIn: "Eva",
        minute: 60,
        playerOutId: asId("id-Diego"),
        playerInId: asId("id-Eva"),
      },
    ],
    formation: "Old name",
    formationId: small.id,
    rival: "Old rival name",
    rivalId: asId("rival-Leones"),
  };
  const f = deriveFigures(setup(), [linked]);

  it("credits the player the id names, whatever the stored name says", () => {
    expect(f.players[2]!.goals).toBe(1);
    expect(f.players[6]).toMatchObject({ matches: 1, assists: 1, yellowCards: 1 });
    expect(f.players[1]).toMatchObject({ matches: 0, assists: 0, yellowCards: 0 });
    // 'gone' names no stored player: nobody gets that assist, not even 'Fede' by name.
    expect(f.players[5]!.assists).toBe(0);
  });

  it("links the formation and the rival by id", () => {
    expect(f.formations[1]!.gamesPlayed).toBe(1);
    expect(f.rivals[1]!.matchesPlayed).toBe(1);
  });
});

describe("deriveFigures: the timeline decides who played", () => {
  it("a substitution whose player going off is not on the pitch brings nobody on", () => {
    const m = makeMatch({
      formation: "Clásica",
      formationPlayers: { "Posición 1": "Ana" },
      subs: [{ playerOut: "Diego", playerIn: "Eva", minute: 30 }],
    });
    const f = deriveFigures(setup(), [m]);
    expect(f.players[4]!.matches).toBe(0);
  });

  it("a substitute taken off again plays from entry to exit", () => {
    const m = makeMatch({
      formation: "Clásica",
      formationPlayers: { "Posición 4": "Diego" },
      subs: [
        { playerOut: "Eva", playerIn: "Fede", minute: 80 },
        { playerOut: "Diego", playerIn: "Eva", minute: 50 },
      ],
    });
    const f = deriveFigures(setup(), [m]);
    expect(f.players[3]!.minutesPlayed).toBe(50);
    expect(f.players[4]!.positions.Suplente).toEqual(role({ matches: 1, minutesPlayed: 30 }));
    expect(f.players[5]!.positions.Suplente).toEqual(role({ matches: 1, minutesPlayed: 10 }));
  });

  it("with real minutes a red card ends the spell; the spec's counters ignore it", () => {
    const m = makeMatch({
      formation: "Clásica",
      formationPlayers: { "Posición 1": "Ana", "Posición 4": "Diego" },
      subs: [
        { playerOut: "Diego", playerIn: "Eva", minute: 60 },
        // Ana was sent off at 30: a referee allows no substitution for her.
        { playerOut: "Ana", playerIn: "Fede", minute: 70 },
      ],
      cards: [
        { player: "Ana", type: "red", minute: 30 },
        { player: "Diego", type: "yellow", minute: 50 },
      ],
    });
    const spec = deriveFigures(setup(), [m]).players;
    const real = deriveFigures(setup(), [m], { real: true }).players;
    // Spec 4: Ana 70 (taken off at 70), Fede 20 as 'Suplente'.
    expect([spec[0]!.minutesPlayed, spec[3]!.minutesPlayed, spec[4]!.minutesPlayed]).toEqual([
      70, 60, 30,
    ]);
    expect(spec[5]!.positions.Suplente).toEqual(role({ matches: 1, minutesPlayed: 20 }));
    // Real: Ana 30 in her role, Fede never came on (no match, no role).
    expect(real[0]).toEqual({
      ...role({ matches: 1, minutesPlayed: 30, redCards: 1 }),
      positions: { Arquero: role({ matches: 1, minutesPlayed: 30, redCards: 1 }) },
    });
    expect([real[3]!.minutesPlayed, real[4]!.minutesPlayed]).toEqual([60, 30]);
    expect(real[5]).toEqual({ ...role({}), positions: {} });
  });

  it("what screens show: opening balance + the stored matches in real minutes", () => {
    const m = makeMatch({
      formation: "Clásica",
      formationPlayers: { "Posición 1": "Ana" },
      cards: [{ player: "Ana", type: "red", minute: 30 }],
    });
    const team = setup();
    // Four matches no stored match explains (360), as the stored counters' balance.
    const stats = { ...role({ matches: 5, minutesPlayed: 450, redCards: 1 }), positions: {} };
    const ana0 = { ...team.players[0]!, stats };
    const lists = migrateOpeningBalances({ ...team, players: [ana0], matches: [m] });
    expect(lists.players[0]!.openingStats).toMatchObject({ matches: 4, minutesPlayed: 360 });
    const ana = deriveFigures(lists, [m], { real: true }).players[0]!;
    expect([ana.matches, ana.minutesPlayed, ana.redCards]).toEqual([5, 390, 1]);
  });

  it("counts damaged matches, once read, without throwing", () => {
    const junk: unknown[] = [
      null,
      { id: "x" },
      { ...makeMatch({}), score: { home: "2", away: NaN }, subs: [null] },
    ];
    const read = junk.flatMap((v, i) => {
      const m = readMatch(v, i);
      return m === REJECT ? [] : [m];
    });
    expect(read).toHaveLength(2);
    const f = deriveFigures(setup(), read);
    expect(f.players.every((p) => p.matches === 0)).toBe(true);
  });
});

describe("writeFigures", () => {
  it("writes the counters and rival entries from the rule and keeps every other field", () => {
    const state = setup();
    state.players[0] = { ...state.players[0]!, extra: "kept" } as never;
    const next = writeFigures(state, [match]);
    expect((next.players[0] as unknown as { extra: string }).extra).toBe("kept");
    expect(next.players[4]!.stats.minutesPlayed).toBe(30);
    expect(next.formations[1]!.gamesPlayed).toBe(1);
    expect(next.rivals[1]!.matches.map((e) => e.id)).toEqual(["m-1"]);
    // Nothing changed for the unused formation: same object.
    expect(next.formations[0]).toBe(state.formations[0]);
  });
});

describe("migrateOpeningBalances", () => {
  it("sets balance = stored − what the matches explain, leaves it absent when zero, is idempotent", () => {
    const state = { ...setup(), matches: [match] };
    const written = writeFigures(state, [match]);
    // Carla also has 4 goals from imported data, Leones 2 earlier wins.
    const carla = written.players[2]!;
    written.players[2] = {
      ...carla,
      stats: {
        ...carla.stats,
        goals: carla.stats.goals + 4,
        positions: { ...carla.stats.positions, Extremo: role({ matches: 2, goals: 4 }) },
      },
    };
    written.rivals[1] = { ...written.rivals[1]!, wins: 3, matchesPlayed: 3 };
    const once = migrateOpeningBalances({ ...written, matches: [match] });
    expect(once.players[2]!.openingStats).toEqual({
      ...role({ goals: 4 }),
      positions: { Extremo: role({ matches: 2, goals: 4 }) },
    });
    expect(once.players[0]!.openingStats).toBeUndefined();
    expect(once.rivals[1]!.openingTotals).toEqual({
      matchesPlayed: 2,
      wins: 2,
      draws: 0,
      losses: 0,
    });
    expect(once.formations[1]!.openingTotals).toBeUndefined();
    // Stored counters are unchanged, and now agree with the rule.
    expect(once.players[2]!.stats).toBe(written.players[2]!.stats);
    expect(figureDisagreements(once, [match])).toEqual([]);
    expect(migrateOpeningBalances(once)).toEqual(once);
    expect(migrateOpeningBalances(once, { all: true })).toEqual(once);
  });

  it("keeps original-product counters with no matches at all as the balance", () => {
    const p = makePlayer("Vieja", { stats: { goals: 7, matches: 10, minutesPlayed: 900 } });
    const out = migrateOpeningBalances({ players: [p], formations: [], rivals: [], matches: [] });
    expect(out.players[0]!.openingStats).toMatchObject({
      goals: 7,
      matches: 10,
      minutesPlayed: 900,
    });
  });

  it("gives a negative balance when the stored counters hold less than the matches give", () => {
    const out = migrateOpeningBalances({ ...setup(), matches: [match] });
    expect(out.players[4]!.openingStats).toEqual({
      ...role({ matches: -1, minutesPlayed: -30, goals: -1 }),
      positions: { Suplente: role({ matches: -1, minutesPlayed: -30, goals: -1 }) },
    });
  });
});

describe("keepFiguresOf", () => {
  it("moves a match's figures into the balances: the remaining matches give the same figures", () => {
    const other = makeMatch({
      id: "m-2",
      rival: "Halcones",
      formation: "Clásica",
      score: { home: 0, away: 3 },
      formationPlayers: { "Posición 1": "Ana" },
    });
    const state = { ...setup(), matches: [match, other] };
    const written = { ...state, ...writeFigures(state, state.matches) };
    const before = deriveFigures(written, written.matches);
    const kept = keepFiguresOf(written, [match]);
    const after = deriveFigures(kept, [other]);
    expect(after).toEqual(before);
    expect(kept.players[4]!.openingStats!.positions.Suplente).toEqual(
      role({ matches: 1, minutesPlayed: 30, goals: 1 }),
    );
  });
});

describe("figureDisagreements", () => {
  it("lists entity, field, stored and expected where counters and the rule disagree", () => {
    const state = setup();
    const written = writeFigures(state, [match]);
    written.players[4] = {
      ...written.players[4]!,
      stats: { ...written.players[4]!.stats, goals: 3 },
    };
    written.formations[1] = { ...written.formations[1]!, wins: 0 };
    expect(figureDisagreements(written, [match])).toEqual([
      { kind: "player", index: 4, name: "Eva", field: "goals", stored: 3, expected: 1 },
      { kind: "formation", index: 1, name: "Clásica", field: "wins", stored: 0, expected: 1 },
    ]);
  });
});
