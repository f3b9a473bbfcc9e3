// Figures from the match record: ONE pure, linear rule.
//
//   figure = opening balance + what the stored matches give
//
// for every player figure (totals and per role, 'Suplente' included), every formation counter
// and every rival counter, plus the rival's `matches[]` entries. The opening balance is the part
// no stored match explains (`openingStats` / `openingTotals`, absent = zero): imported figures,
// the original product's counters, the match whose figures were kept when it was deleted.
// The spec's stored counters are written from this rule (`writeFigures`), never incremented on
// their own, so saving, editing and deleting a match are all "change the matches, write again".
//
// Links: players by id (`formationPlayerIds`, `scorers[].playerId`, `assistIds`,
// `cards[].playerId`, `subs[].playerOutId/playerInId`), formations by `formationId`, rivals by
// `rivalId`; a match written without ids falls back to the names (first entity of that name).
// An id that names no stored entity links to nobody (a deleted player is not replaced by a
// namesake). Minutes come from the one timeline (timeline.ts).
//
// Speed: one pass over the matches into mutable accumulators (no per-match copies), so ~4,000
// matches derive in a few milliseconds (bench/figures.mjs).
//
// Its parts: counters.ts (the counters as values), accumulators.ts (the per-match step),
// disagreements.ts (stored counters against the rule).
import { EntryKeys, linker } from "./figure-links";
import type { ParticipationIndex } from "./participation";
import { matchOutcome, recordKeyOf } from "../timeline/match-result";
import { addTouched, contributionsOf, openPlayer, playerStatsOf, scratchFor } from "./accumulators";
import {
  FORMATION_COUNTERS,
  RIVAL_COUNTERS,
  addPlayerStats,
  isZeroPlayerStats,
  formationTotalsOf,
  copyPlayerStats,
  rivalTotalsOf,
  samePlayerStats,
  subtractPlayerStats,
  zeroFormationTotals,
  zeroRivalTotals,
} from "./counters";
import type {
  Formation,
  FormationTotals,
  Match,
  Player,
  PlayerStats,
  Rival,
  RivalMatchEntry,
  RivalTotals,
} from "../records/types";

export type FigureLists = {
  players: readonly Player[];
  formations: readonly Formation[];
  rivals: readonly Rival[];
};

export type RivalFigures = RivalTotals & { entries: RivalMatchEntry[] };

/** Figures aligned with the given lists: `players[i]` belongs to `lists.players[i]`, etc. */
export type Figures = {
  players: PlayerStats[];
  formations: FormationTotals[];
  rivals: RivalFigures[];
};

export type DeriveOptions = {
  /** Add the opening balances (default). Off for a season or competition filter, or for the
   * contribution of some matches alone. */
  opening?: boolean;
  /** Real minutes: a red card ends a spell too (timeline.ts), so a player sent off at 30 gets
   * 30 and a substitution of a player already sent off brings nobody on. Every screen, export
   * and AI table shows these; the spec's stored counters (the default) ignore red cards. */
  real?: boolean;
  /** With `real`: the squad's participation index (state/participation.ts), so the timeline of
   * each match is worked out once for the figures and the analytics alike. Ignored unless it is
   * the index of these very players. */
  participation?: ParticipationIndex;
};

/** The rival entry a match writes (spec 4). */
export function rivalEntryOf(match: Match): RivalMatchEntry {
  return {
    id: match.id,
    date: match.date,
    score: { home: match.score.home, away: match.score.away },
    formationUsed: match.formationUsed || match.formation,
  };
}

/** Rival entries that no stored match explains (kept as they are: part of the balance). */
function openingEntries(rival: Rival, matchIds: ReadonlySet<string>): RivalMatchEntry[] {
  return rival.matches.filter((e) => !matchIds.has(e.id));
}

/**
 * THE rule: opening balance (unless `opening: false`) + every given match, in one pass.
 * Entities are matched to matches by id, falling back to names for matches without ids.
 */
export function deriveFigures(
  lists: FigureLists,
  matches: readonly Match[],
  options: DeriveOptions = {},
): Figures {
  const withOpening = options.opening !== false;
  const linkPlayer = linker(lists.players);
  const given = options.participation;
  const shared = options.real && given?.players === lists.players ? given : undefined;
  const sc = scratchFor(new EntryKeys(linkPlayer, lists.players.length));
  if (withOpening) {
    lists.players.forEach((p, i) => openPlayer(sc, i, copyPlayerStats(p.openingStats)));
  }
  const formations = lists.formations.map((f) =>
    withOpening ? formationTotalsOf(f.openingTotals) : zeroFormationTotals(),
  );
  const matchIds = new Set<string>();
  for (const m of matches) matchIds.add(m.id);
  const rivals: RivalFigures[] = lists.rivals.map((r) =>
    withOpening
      ? { ...rivalTotalsOf(r.openingTotals), entries: openingEntries(r, matchIds) }
      : { ...zeroRivalTotals(), entries: [] },
  );

  const linkFormation = linker(lists.formations);
  const linkRival = linker(lists.rivals);

  let matchNo = 0;
  for (const match of matches) {
    const fi = linkFormation(match.formationId, match.formation);
    const formation = fi === undefined ? undefined : lists.formations[fi];
    if (sc.count) {
      contributionsOf(sc, matchNo++, match, formation, linkPlayer, options.real, shared);
      addTouched(sc);
    }
    const { home, away } = match.score;
    const outcome = recordKeyOf(matchOutcome(match.score));
    if (fi !== undefined) {
      const f = formations[fi]!;
      f.gamesPlayed += 1;
      f[outcome] += 1;
      f.goalsFor += home;
      f.goalsAgainst += away;
      f.shotsFor += match.shotsFor;
      f.shotsAgainst += match.shotsAgainst;
    }
    const ri = linkRival(match.rivalId, match.rival);
    if (ri !== undefined) {
      const r = rivals[ri]!;
      r.matchesPlayed += 1;
      r[outcome] += 1;
      r.entries.push(rivalEntryOf(match));
    }
  }
  const players = lists.players.map((_, i) => playerStatsOf(sc, i));
  return { players, formations, rivals };
}

/**
 * The lists with every stored counter written from the rule (opening + matches). Fields the
 * rule does not own are kept; an entity whose figures already agree keeps its identity.
 */
export function writeFigures<L extends FigureLists>(
  lists: L,
  matches: readonly Match[],
): { players: Player[]; formations: Formation[]; rivals: Rival[] } {
  const figures = deriveFigures(lists, matches);
  const players = lists.players.map((p, i) => {
    const stats = figures.players[i]!;
    return samePlayerStats(p.stats, stats) ? p : { ...p, stats };
  });
  const formations = lists.formations.map((f, i) => {
    const totals = figures.formations[i]!;
    return FORMATION_COUNTERS.every((c) => f[c] === totals[c]) ? f : { ...f, ...totals };
  });
  const rivals = lists.rivals.map((r, i) => {
    const { entries, ...totals } = figures.rivals[i]!;
    return { ...r, ...totals, matches: entries };
  });
  return { players, formations, rivals };
}

function combine<T extends Record<K, number>, K extends string>(
  keys: readonly K[],
  a: T,
  b: T,
  sign: 1 | -1,
  zero: () => T,
): T {
  const out = zero();
  for (const c of keys) (out as Record<K, number>)[c] = a[c] + sign * b[c];
  return out;
}

function withPlayerOpening(p: Player, opening: PlayerStats): Player {
  const { openingStats: _drop, ...rest } = p;
  void _drop;
  return isZeroPlayerStats(opening) ? rest : { ...rest, openingStats: opening };
}

function withTotalsOpening<T extends { openingTotals?: O }, O extends Record<string, number>>(
  item: T,
  opening: O,
): T {
  const { openingTotals: _drop, ...rest } = item;
  void _drop;
  return Object.values(opening).every((v) => v === 0)
    ? (rest as T)
    : ({ ...rest, openingTotals: opening } as T);
}

export type MigrateOptions = {
  /** Recompute the balance of entities that already carry one too (default: only those
   * without one, so a stored balance is never overwritten and a second run changes nothing). */
  all?: boolean;
};

/**
 * Opening balance := stored counters − what the stored matches explain, so data from the
 * original product, an import or an older version loses nothing when figures become derived.
 * Stored counters are not changed. A balance that comes out all zero is left absent. Safe to run
 * twice. A balance may be negative when the stored counters hold less than the matches give.
 */
export function migrateOpeningBalances<L extends FigureLists & { matches: readonly Match[] }>(
  lists: L,
  options: MigrateOptions = {},
): L {
  const derived = deriveFigures(lists, lists.matches, { opening: false });
  const players = lists.players.map((p, i) =>
    !options.all && p.openingStats !== undefined
      ? p
      : withPlayerOpening(p, subtractPlayerStats(copyPlayerStats(p.stats), derived.players[i]!)),
  );
  const formations = lists.formations.map((f, i) =>
    !options.all && f.openingTotals !== undefined
      ? f
      : withTotalsOpening(
          f,
          combine(
            FORMATION_COUNTERS,
            formationTotalsOf(f),
            derived.formations[i]!,
            -1,
            zeroFormationTotals,
          ),
        ),
  );
  const rivals = lists.rivals.map((r, i) =>
    !options.all && r.openingTotals !== undefined
      ? r
      : withTotalsOpening(
          r,
          combine(RIVAL_COUNTERS, rivalTotalsOf(r), derived.rivals[i]!, -1, zeroRivalTotals),
        ),
  );
  return { ...lists, players, formations, rivals };
}

/**
 * The lists after moving the figures of `removed` (matches about to leave the record) into the
 * opening balances, so that opening + the remaining matches gives every figure it gave before.
 * Their rival entries stay in `matches[]` (as entries no stored match explains).
 */
export function keepFiguresOf<L extends FigureLists>(lists: L, removed: readonly Match[]): L {
  const part = deriveFigures(lists, removed, { opening: false });
  const players = lists.players.map((p, i) =>
    withPlayerOpening(p, addPlayerStats(copyPlayerStats(p.openingStats), part.players[i]!)),
  );
  const formations = lists.formations.map((f, i) =>
    withTotalsOpening(
      f,
      combine(
        FORMATION_COUNTERS,
        formationTotalsOf(f.openingTotals),
        part.formations[i]!,
        1,
        zeroFormationTotals,
      ),
    ),
  );
  const rivals = lists.rivals.map((r, i) =>
    withTotalsOpening(
      r,
      combine(RIVAL_COUNTERS, rivalTotalsOf(r.openingTotals), part.rivals[i]!, 1, zeroRivalTotals),
    ),
  );
  return { ...lists, players, formations, rivals };
}
