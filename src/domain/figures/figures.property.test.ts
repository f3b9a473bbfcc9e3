// Properties of the figures rule over generated seasons: the derived
// figures equal replaying every match with the save rule; editing a match and editing it back
// is the identity; deleting with 'keep figures' changes no figure; renaming never changes one.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyMatch } from "../../testing/apply-match";
import { goalsAndAssists } from "./figure-links";
import { deriveFigures, keepFiguresOf, writeFigures } from "./figures";
import { derivePlayerFigures } from "./player-match-log";
import { participationIndex } from "./participation";
import { makeFormation, makePlayer, makeRival } from "../../testing/fixtures";
import type { Formation, Match, Player, PlayerStats, Rival } from "../records/types";
import { asId } from "../../testing/ids";
import type { PlayerId } from "../base/ids";

const SQUAD = 16;
const players: Player[] = Array.from({ length: SQUAD }, (_, i) =>
  makePlayer(`Jugador ${i + 1}`, { id: `p${i + 1}`, number: i + 1 }),
);
const formations: Formation[] = [
  makeFormation("Clásica"),
  makeFormation("Tres atrás", { defenderLines: [3], midfielderLines: [5], forwardLines: [2] }),
];
const rivals: Rival[] = [makeRival("Leones"), makeRival("Águilas"), makeRival("Toros")];

type Recipe = {
  day: number;
  formation: number;
  rival: number;
  home: number;
  away: number;
  shotsFor: number;
  shotsAgainst: number;
  /** A permutation seed for the lineup. */
  order: number[];
  subs: { minute: number; pick: number }[];
  goals: { minute: number; pick: number; assist: number | null }[];
  cards: { pick: number; red: boolean; minute: number | null }[];
  competition: string;
};

const recipe: fc.Arbitrary<Recipe> = fc.record({
  day: fc.integer({ min: 0, max: 700 }),
  formation: fc.integer({ min: 0, max: 1 }),
  rival: fc.integer({ min: 0, max: 2 }),
  home: fc.integer({ min: 0, max: 5 }),
  away: fc.integer({ min: 0, max: 5 }),
  shotsFor: fc.integer({ min: 0, max: 20 }),
  shotsAgainst: fc.integer({ min: 0, max: 20 }),
  order: fc.shuffledSubarray(
    Array.from({ length: SQUAD }, (_, i) => i),
    { minLength: SQUAD, maxLength: SQUAD },
  ),
  subs: fc.array(fc.record({ minute: fc.integer({ min: 1, max: 95 }), pick: fc.nat() }), {
    maxLength: 5,
  }),
  goals: fc.array(
    fc.record({
      minute: fc.integer({ min: 1, max: 90 }),
      pick: fc.nat(),
      assist: fc.option(fc.nat(), { nil: null }),
    }),
    { maxLength: 4 },
  ),
  cards: fc.array(
    fc.record({
      pick: fc.nat(),
      red: fc.boolean(),
      minute: fc.option(fc.integer({ min: 0, max: 90 }), { nil: null }),
    }),
    { maxLength: 3 },
  ),
  competition: fc.constantFrom("Liga", "Copa", "Amistoso"),
});

function isoDay(day: number): string {
  return new Date(Date.UTC(2024, 7, 1 + day)).toISOString().slice(0, 10);
}

/** A valid match as the form saves it: ids beside names, subs in minute order, from the pitch. */
function buildMatch(r: Recipe, i: number): Match {
  const formation = formations[r.formation]!;
  const rival = rivals[r.rival]!;
  const xi = r.order.slice(0, 11);
  const bench = r.order.slice(11);
  const lineup: Record<string, string> = {};
  const lineupIds: Record<string, PlayerId> = {};
  xi.forEach((p, k) => {
    lineup[`Posición ${k + 1}`] = players[p]!.name;
    lineupIds[`Posición ${k + 1}`] = players[p]!.id;
  });
  const on = [...xi];
  const subs: Match["subs"] = [];
  const sorted = [...r.subs].sort((a, b) => a.minute - b.minute);
  for (const s of sorted) {
    if (bench.length === 0) break;
    const out = on.splice(s.pick % on.length, 1)[0]!;
    const inn = bench.shift()!;
    on.push(inn);
    subs.push({
      playerOut: players[out]!.name,
      playerIn: players[inn]!.name,
      minute: s.minute,
      playerOutId: players[out]!.id,
      playerInId: players[inn]!.id,
    });
  }
  const everyone = [...xi, ...r.order.slice(11, 11 + subs.length)];
  const scorers = r.goals.map((g) => {
    const p = players[everyone[g.pick % everyone.length]!]!;
    return { player: p.name, playerId: p.id, minute: g.minute };
  });
  const assisters = r.goals
    .filter((g) => g.assist !== null)
    .map((g) => players[everyone[g.assist! % everyone.length]!]!);
  return {
    id: asId(`m${i}`),
    date: isoDay(r.day),
    rival: rival.name,
    rivalId: rival.id,
    opponent: rival.name,
    location: i % 2 ? "away" : "home",
    score: { home: r.home, away: r.away },
    scorers,
    assists: assisters.map((p) => p.name),
    assistIds: assisters.map((p) => p.id),
    formation: formation.name,
    formationId: formation.id,
    formationUsed: formation.name,
    formationPlayers: lineup,
    formationPlayerIds: lineupIds,
    cards: r.cards.map((c) => {
      const p = players[everyone[c.pick % everyone.length]!]!;
      const type = c.red ? ("red" as const) : ("yellow" as const);
      return {
        player: p.name,
        playerId: p.id,
        type,
        ...(c.minute === null ? {} : { minute: c.minute }),
      };
    }),
    subs,
    shotsFor: r.shotsFor,
    shotsAgainst: r.shotsAgainst,
    competition: r.competition,
  };
}

const season = fc
  .array(recipe, { minLength: 1, maxLength: 25 })
  .map((rs) => rs.map((r, i) => buildMatch(r, i)));

const lists = { players, formations, rivals };

describe("figures over generated seasons", () => {
  it("equal replaying every match with the save rule (spec 4)", () => {
    fc.assert(
      fc.property(season, (matches) => {
        const replayed = matches.reduce((state, m) => applyMatch(state, m), lists);
        const written = writeFigures(lists, matches);
        expect(written.players.map((p) => p.stats)).toEqual(replayed.players.map((p) => p.stats));
        expect(written.formations).toEqual(replayed.formations);
        expect(written.rivals).toEqual(replayed.rivals);
      }),
      { numRuns: 60 },
    );
  });

  it("the dashboard's goals and assists are the rule's, with and without opening balances", () => {
    fc.assert(
      fc.property(season, fc.nat({ max: 5 }), (matches, extra) => {
        // Some players carry an opening balance (figures no stored match explains).
        const withBalances = players.map((p, i) =>
          i % 3 === 0
            ? { ...p, openingStats: { ...p.stats, goals: extra + i, assists: extra } }
            : p,
        );
        const all = { ...lists, players: withBalances };
        for (const opening of [true, false]) {
          const derived = deriveFigures(all, matches, { opening }).players;
          expect(goalsAndAssists(withBalances, matches, { opening })).toEqual(
            derived.map((s) => ({ goals: s.goals, assists: s.assists })),
          );
        }
      }),
      { numRuns: 60 },
    );
  });

  it("real minutes: red cards never add team minutes and change no event; without timed red cards they are the spec's", () => {
    fc.assert(
      fc.property(season, (matches) => {
        const spec = deriveFigures(lists, matches).players;
        const real = deriveFigures(lists, matches, { real: true }).players;
        const total = (list: PlayerStats[]) => list.reduce((t, p) => t + p.minutesPlayed, 0);
        // (A player may get more: a substitute sent off on the bench cannot come on.)
        expect(total(real)).toBeLessThanOrEqual(total(spec));
        real.forEach((r, i) => {
          const s = spec[i]!;
          expect([r.goals, r.assists, r.yellowCards, r.redCards]).toEqual([
            s.goals,
            s.assists,
            s.yellowCards,
            s.redCards,
          ]);
        });
        const untimed = matches.map((m) => ({
          ...m,
          cards: m.cards.map(({ minute: _m, ...c }) => c),
        }));
        expect(deriveFigures(lists, untimed, { real: true })).toEqual(
          deriveFigures(lists, untimed),
        );
      }),
      { numRuns: 60 },
    );
  });

  it("editing a match and editing it back is the identity", () => {
    fc.assert(
      fc.property(season, recipe, fc.nat(), (matches, other, at) => {
        const start = { ...lists, ...writeFigures(lists, matches) };
        const i = at % matches.length;
        const edited = [...matches];
        edited[i] = { ...buildMatch(other, 999), id: matches[i]!.id };
        const afterEdit = { ...start, ...writeFigures(start, edited) };
        const back = writeFigures(afterEdit, matches);
        expect(back).toEqual({
          players: start.players,
          formations: start.formations,
          rivals: start.rivals,
        });
      }),
      { numRuns: 60 },
    );
  });

  it("deleting a match while keeping its figures changes no figure", () => {
    fc.assert(
      fc.property(season, fc.nat(), (matches, at) => {
        const start = { ...lists, ...writeFigures(lists, matches) };
        const gone = matches[at % matches.length]!;
        const remaining = matches.filter((m) => m.id !== gone.id);
        const kept = keepFiguresOf(start, [gone]);
        const after = writeFigures(kept, remaining);
        expect(after.players.map((p) => p.stats)).toEqual(start.players.map((p) => p.stats));
        expect(after.formations.map(({ openingTotals: _o, ...f }) => f)).toEqual(
          start.formations.map(({ openingTotals: _o, ...f }) => f),
        );
        const counters = (r: Rival) => [r.matchesPlayed, r.wins, r.draws, r.losses];
        expect(after.rivals.map(counters)).toEqual(start.rivals.map(counters));
        // The rival still lists the deleted match's entry.
        expect(after.rivals.flatMap((r) => r.matches.map((e) => e.id))).toContain(gone.id);
      }),
      { numRuns: 60 },
    );
  });

  it("renaming players, formations and rivals (ids kept) never changes a figure", () => {
    fc.assert(
      fc.property(season, fc.string({ minLength: 1, maxLength: 8 }), (matches, suffix) => {
        const before = deriveFigures(lists, matches);
        const renamed = {
          players: players.map((p) => ({ ...p, name: `${p.name} ${suffix}` })),
          formations: formations.map((f) => ({ ...f, name: `${f.name} ${suffix}` })),
          rivals: rivals.map((r) => ({ ...r, name: `${r.name} ${suffix}` })),
        };
        expect(deriveFigures(renamed, matches)).toEqual(before);
      }),
      { numRuns: 40 },
    );
  });

  it("one player's figures alone equal his row of the squad's, for every player", () => {
    // A namesake of the first player and matches written without ids (linked by name, so to the
    // first player of that name) make the players' matches overlap as the rule links them.
    const squad = [...players, makePlayer("Jugador 1", { id: "p-namesake", number: 99 })];
    const withBalances = squad.map((p, i) =>
      i % 4 === 0 ? { ...p, openingStats: { ...p.stats, goals: i, minutesPlayed: 90 } } : p,
    );
    const noIds = ({ formationPlayerIds: _l, assistIds: _a, ...m }: Match): Match => ({
      ...m,
      scorers: m.scorers.map(({ playerId: _p, ...s }) => s),
      cards: m.cards.map(({ playerId: _p, ...c }) => c),
      subs: m.subs.map(({ playerInId: _i, playerOutId: _o, ...s }) => s),
    });
    fc.assert(
      fc.property(season, fc.boolean(), fc.boolean(), (played, opening, real) => {
        const matches = played.map((m, k) => (k % 3 === 2 ? noIds(m) : m));
        const all = { players: withBalances, formations, rivals };
        const squadRows = deriveFigures(all, matches, { opening, real }).players;
        withBalances.forEach((_, i) => {
          expect(derivePlayerFigures(all, i, matches, { opening, real })).toEqual(squadRows[i]);
        });
      }),
      { numRuns: 60 },
    );
  });

  it("each list's figures alone equal its part of the whole: a screen derives only its own list", () => {
    fc.assert(
      fc.property(season, fc.boolean(), fc.boolean(), (played, opening, real) => {
        const whole = deriveFigures({ players, formations, rivals }, played, { opening, real });
        const only = (lists: Partial<Parameters<typeof deriveFigures>[0]>) =>
          deriveFigures({ players: [], formations: [], rivals: [], ...lists }, played, {
            opening,
            real,
          });
        expect(only({ formations }).formations).toEqual(whole.formations);
        expect(only({ players, formations }).players).toEqual(whole.players);
        expect(only({ rivals }).rivals).toEqual(whole.rivals);
      }),
      { numRuns: 60 },
    );
  });

  it("real minutes read from a shared participation index are the rule's own, for the squad and one player", () => {
    fc.assert(
      fc.property(season, fc.boolean(), (played, opening) => {
        const all = { players, formations, rivals };
        const options = { opening, real: true };
        const own = deriveFigures(all, played, options);
        const participation = participationIndex(players);
        expect(deriveFigures(all, played, { ...options, participation })).toEqual(own);
        players.forEach((_, i) => {
          expect(derivePlayerFigures(all, i, played, { ...options, participation })).toEqual(
            own.players[i],
          );
        });
        // An index of another squad list is not used.
        const other = participationIndex([...players]);
        expect(deriveFigures(all, played, { ...options, participation: other })).toEqual(own);
      }),
      { numRuns: 60 },
    );
  });
});
