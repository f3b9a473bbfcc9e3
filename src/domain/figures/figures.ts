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
import { EntryKeys, creditGoalsAndAssists, linker } from "./figure-links";
import { isObject, num as n } from "../records/guards";
import type { Linker } from "./figure-links";
import { roleNameOf } from "../squad/formation-roles";
import { matchOutcome, recordKeyOf } from "../match/match-result";
import { KeyedMinutes } from "../match/timeline";
import { SUBSTITUTE_ROLE } from "../records/types";
import type {
  Formation,
  FormationTotals,
  Match,
  Player,
  PlayerStats,
  Rival,
  RivalMatchEntry,
  RivalTotals,
  RoleStats,
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
};

export const ROLE_COUNTERS = [
  "matches",
  "minutesPlayed",
  "goals",
  "assists",
  "yellowCards",
  "redCards",
] as const satisfies readonly (keyof RoleStats)[];
export const FORMATION_COUNTERS = [
  "gamesPlayed",
  "wins",
  "draws",
  "losses",
  "goalsFor",
  "goalsAgainst",
  "shotsFor",
  "shotsAgainst",
] as const satisfies readonly (keyof FormationTotals)[];
export const RIVAL_COUNTERS = [
  "matchesPlayed",
  "wins",
  "draws",
  "losses",
] as const satisfies readonly (keyof RivalTotals)[];

export function zeroRoleStats(): RoleStats {
  return { matches: 0, goals: 0, assists: 0, yellowCards: 0, redCards: 0, minutesPlayed: 0 };
}

export function zeroPlayerStats(): PlayerStats {
  return { ...zeroRoleStats(), positions: {} };
}

export function zeroFormationTotals(): FormationTotals {
  return {
    gamesPlayed: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    shotsFor: 0,
    shotsAgainst: 0,
  };
}

export function zeroRivalTotals(): RivalTotals {
  return { matchesPlayed: 0, wins: 0, draws: 0, losses: 0 };
}

function readRole(x: unknown): RoleStats {
  const r = isObject(x) ? x : {};
  const out = zeroRoleStats();
  for (const c of ROLE_COUNTERS) out[c] = n(r[c]);
  return out;
}

/** A fresh, clean copy of stored player stats (strings, nulls and junk read as 0). */
export function readPlayerStats(x: unknown): PlayerStats {
  const out: PlayerStats = { ...readRole(x), positions: {} };
  const positions = isObject(x) && isObject(x.positions) ? x.positions : {};
  for (const [role, s] of Object.entries(positions)) out.positions[role] = readRole(s);
  return out;
}

export function readFormationTotals(x: unknown): FormationTotals {
  const r = isObject(x) ? x : {};
  const out = zeroFormationTotals();
  for (const c of FORMATION_COUNTERS) out[c] = n(r[c]);
  return out;
}

export function readRivalTotals(x: unknown): RivalTotals {
  const r = isObject(x) ? x : {};
  const out = zeroRivalTotals();
  for (const c of RIVAL_COUNTERS) out[c] = n(r[c]);
  return out;
}

// Accumulators: one slot of six numbers per player (matches, minutes, goals, assists, cards), in
// typed arrays reused from match to match, so a pass over thousands of matches allocates almost
// nothing; the PlayerStats objects are built once, at the end.
const M = 0;
const MIN = 1;
const G = 2;
const A = 3;
const Y = 4;
const R = 5;
const WIDTH = 6;
const NO_ROLE = -1;

type Scratch = {
  count: number;
  /** This match's figures per player, valid where `stamp[i]` is this match's number. */
  cur: Float64Array;
  stamp: Int32Array;
  /** This match's role per player (an index into `roleNames`), or NO_ROLE. */
  role: Int32Array;
  touched: number[];
  minutes: KeyedMinutes;
  /** The timeline keys of this match's entries (unlinked players take a place on the pitch but
   * are credited nothing). */
  keys: EntryKeys;
  /** Role per formation and slot, looked up once. */
  slotRoles: Map<Formation | undefined, Map<string, number>>;
  roleIds: Map<string, number>;
  roleNames: string[];
  /** Running totals per player (opening balance first, then each match in order). */
  totals: Float64Array;
  /** Running totals per role and player; `inRole[r][i]` says whether player i has role r. */
  byRole: Float64Array[];
  inRole: Uint8Array[];
  /** Each player's roles in the order they first appear (opening balance first). */
  roleOrder: number[][];
};

function scratchFor(keys: EntryKeys): Scratch {
  const { count } = keys;
  return {
    count,
    cur: new Float64Array(count * WIDTH),
    stamp: new Int32Array(count).fill(-1),
    role: new Int32Array(count),
    touched: [],
    minutes: new KeyedMinutes(count + 16),
    keys,
    slotRoles: new Map(),
    roleIds: new Map(),
    roleNames: [],
    totals: new Float64Array(count * WIDTH),
    byRole: [],
    inRole: [],
    roleOrder: Array.from({ length: count }, () => []),
  };
}

function roleId(sc: Scratch, name: string): number {
  let r = sc.roleIds.get(name);
  if (r === undefined) {
    sc.roleIds.set(name, (r = sc.roleNames.length));
    sc.roleNames.push(name);
    sc.byRole.push(new Float64Array(sc.count * WIDTH));
    sc.inRole.push(new Uint8Array(sc.count));
  }
  return r;
}

function roleOfSlot(sc: Scratch, formation: Formation | undefined, slot: string): number {
  let roles = sc.slotRoles.get(formation);
  if (!roles) sc.slotRoles.set(formation, (roles = new Map()));
  let r = roles.get(slot);
  if (r === undefined) roles.set(slot, (r = roleId(sc, roleNameOf(formation, slot))));
  return r;
}

/** This match's slot for player i, zeroed the first time the match touches him. */
function touch(sc: Scratch, matchNo: number, i: number): number {
  if (sc.stamp[i] !== matchNo) {
    sc.stamp[i] = matchNo;
    sc.cur.fill(0, i * WIDTH, i * WIDTH + WIDTH);
    sc.role[i] = NO_ROLE;
    sc.touched.push(i);
  }
  return i * WIDTH;
}

/**
 * The per-match step of the rule, into the scratch: each linked player's figures. Starters come
 * from the lineup (role from the formation), substitutes who came on get 'Suplente', and the
 * timeline gives everyone's minutes (90, or 90 − entry minute, spec 4).
 */
function contributionsOf(
  sc: Scratch,
  matchNo: number,
  match: Match,
  formation: Formation | undefined,
  linkPlayer: Linker,
): void {
  const { cur, count, minutes } = sc;
  sc.touched.length = 0;
  sc.keys.begin();
  const lineup = isObject(match.formationPlayers) ? match.formationPlayers : {};
  const lineupIds = isObject(match.formationPlayerIds) ? match.formationPlayerIds : {};
  const subs = Array.isArray(match.subs) ? match.subs : [];
  minutes.begin(count);
  const addStarter = (slot: string) => {
    const key = sc.keys.keyOf(lineupIds[slot], lineup[slot]);
    if (key >= 0 && key < count) {
      if (sc.stamp[key] === matchNo) return; // the same player in two slots: the first one counts
      touch(sc, matchNo, key);
      sc.role[key] = roleOfSlot(sc, formation, slot);
    }
    minutes.start(key);
  };
  for (const slot in lineup) addStarter(slot);
  for (const slot in lineupIds) if (!(slot in lineup)) addStarter(slot);
  for (const s of subs) {
    if (!isObject(s)) continue;
    minutes.sub(
      sc.keys.keyOf(s.playerOutId, s.playerOut),
      sc.keys.keyOf(s.playerInId, s.playerIn),
      s.minute,
    );
  }
  minutes.end();
  for (const i of minutes.took) {
    if (i >= count) continue;
    const o = touch(sc, matchNo, i);
    cur[o + M] = 1;
    cur[o + MIN] = minutes.total[i]!;
    if (sc.role[i] === NO_ROLE) sc.role[i] = roleId(sc, SUBSTITUTE_ROLE);
  }

  creditGoalsAndAssists(
    match,
    linkPlayer,
    (i) => (cur[touch(sc, matchNo, i) + G]! += 1),
    (i) => (cur[touch(sc, matchNo, i) + A]! += 1),
  );
  for (const card of Array.isArray(match.cards) ? match.cards : []) {
    if (!isObject(card)) continue;
    const i = linkPlayer(card.playerId, card.player);
    if (i === undefined) continue;
    if (card.type === "yellow") cur[touch(sc, matchNo, i) + Y]! += 1;
    else if (card.type === "red") cur[touch(sc, matchNo, i) + R]! += 1;
  }
}

function addSlot(into: Float64Array, cur: Float64Array, o: number): void {
  for (let k = 0; k < WIDTH; k++) into[o + k]! += cur[o + k]!;
}

function setSlot(into: Float64Array, o: number, s: RoleStats): void {
  into[o + M] = s.matches;
  into[o + MIN] = s.minutesPlayed;
  into[o + G] = s.goals;
  into[o + A] = s.assists;
  into[o + Y] = s.yellowCards;
  into[o + R] = s.redCards;
}

function roleStatsAt(from: Float64Array, o: number): RoleStats {
  return {
    matches: from[o + M]!,
    goals: from[o + G]!,
    assists: from[o + A]!,
    yellowCards: from[o + Y]!,
    redCards: from[o + R]!,
    minutesPlayed: from[o + MIN]!,
  };
}

/** Player i's opening balance into the accumulators (his opening roles first, in their order). */
function openPlayer(sc: Scratch, i: number, opening: PlayerStats): void {
  const o = i * WIDTH;
  setSlot(sc.totals, o, opening);
  for (const [name, stats] of Object.entries(opening.positions)) {
    const r = roleId(sc, name);
    if (sc.inRole[r]![i]) continue;
    sc.inRole[r]![i] = 1;
    sc.roleOrder[i]!.push(r);
    setSlot(sc.byRole[r]!, o, stats);
  }
}

/** This match's figures of the players it touched, into the running totals. */
function addTouched(sc: Scratch): void {
  for (const i of sc.touched) {
    const o = i * WIDTH;
    addSlot(sc.totals, sc.cur, o);
    // A role only for a player who took part (events alone give none).
    const r = sc.cur[o + M]! > 0 ? sc.role[i]! : NO_ROLE;
    if (r === NO_ROLE) continue;
    if (!sc.inRole[r]![i]) {
      sc.inRole[r]![i] = 1;
      sc.roleOrder[i]!.push(r);
    }
    addSlot(sc.byRole[r]!, sc.cur, o);
  }
}

function playerStatsOf(sc: Scratch, i: number): PlayerStats {
  const o = i * WIDTH;
  const stats: PlayerStats = { ...roleStatsAt(sc.totals, o), positions: {} };
  for (const r of sc.roleOrder[i]!)
    stats.positions[sc.roleNames[r]!] = roleStatsAt(sc.byRole[r]!, o);
  return stats;
}

function addRole(into: RoleStats, c: RoleStats): void {
  into.matches += c.matches;
  into.goals += c.goals;
  into.assists += c.assists;
  into.yellowCards += c.yellowCards;
  into.redCards += c.redCards;
  into.minutesPlayed += c.minutesPlayed;
}

/** The rival entry a match writes (spec 4). */
export function rivalEntryOf(match: Match): RivalMatchEntry {
  return {
    id: match.id,
    date: match.date,
    score: { home: n(match.score?.home), away: n(match.score?.away) },
    formationUsed: match.formationUsed || match.formation,
  };
}

/** Rival entries that no stored match explains (kept as they are: part of the balance). */
function openingEntries(rival: Rival, matchIds: ReadonlySet<string>): RivalMatchEntry[] {
  const list = Array.isArray(rival.matches) ? rival.matches : [];
  return list.filter((e) => isObject(e) && !matchIds.has(e.id as string));
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
  const sc = scratchFor(new EntryKeys(linkPlayer, lists.players.length));
  if (withOpening) {
    lists.players.forEach((p, i) => openPlayer(sc, i, readPlayerStats(p.openingStats)));
  }
  const formations = lists.formations.map((f) =>
    withOpening ? readFormationTotals(f.openingTotals) : zeroFormationTotals(),
  );
  const matchIds = new Set<string>();
  for (const m of matches) if (typeof m?.id === "string") matchIds.add(m.id);
  const rivals: RivalFigures[] = lists.rivals.map((r) =>
    withOpening
      ? { ...readRivalTotals(r.openingTotals), entries: openingEntries(r, matchIds) }
      : { ...zeroRivalTotals(), entries: [] },
  );

  const linkFormation = linker(lists.formations);
  const linkRival = linker(lists.rivals);

  let matchNo = 0;
  for (const match of matches) {
    if (!isObject(match)) continue;
    const fi = linkFormation(match.formationId, match.formation);
    const formation = fi === undefined ? undefined : lists.formations[fi];
    if (sc.count) {
      contributionsOf(sc, matchNo++, match, formation, linkPlayer);
      addTouched(sc);
    }
    const home = n(match.score?.home);
    const away = n(match.score?.away);
    const outcome = recordKeyOf(matchOutcome({ home, away }));
    if (fi !== undefined) {
      const f = formations[fi]!;
      f.gamesPlayed += 1;
      f[outcome] += 1;
      f.goalsFor += home;
      f.goalsAgainst += away;
      f.shotsFor += n(match.shotsFor);
      f.shotsAgainst += n(match.shotsAgainst);
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

function sameRole(a: RoleStats, b: RoleStats): boolean {
  return ROLE_COUNTERS.every((c) => a[c] === b[c]);
}

export function samePlayerStats(a: PlayerStats, b: PlayerStats): boolean {
  if (!sameRole(a, b)) return false;
  const roles = new Set([...Object.keys(a.positions), ...Object.keys(b.positions)]);
  for (const role of roles) {
    if (!sameRole(a.positions[role] ?? zeroRoleStats(), b.positions[role] ?? zeroRoleStats())) {
      return false;
    }
  }
  return true;
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
    return samePlayerStats(readPlayerStats(p.stats), stats) && isObject(p.stats)
      ? p
      : { ...p, stats };
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

function subRole(a: RoleStats, b: RoleStats): RoleStats {
  const out = zeroRoleStats();
  for (const c of ROLE_COUNTERS) out[c] = a[c] - b[c];
  return out;
}

function isZeroRole(a: RoleStats): boolean {
  return ROLE_COUNTERS.every((c) => a[c] === 0);
}

/** a − b, per counter and per role; roles whose difference is all zero are left out. */
export function subtractPlayerStats(a: PlayerStats, b: PlayerStats): PlayerStats {
  const out: PlayerStats = { ...subRole(a, b), positions: {} };
  const roles = new Set([...Object.keys(a.positions), ...Object.keys(b.positions)]);
  for (const role of roles) {
    const d = subRole(a.positions[role] ?? zeroRoleStats(), b.positions[role] ?? zeroRoleStats());
    if (!isZeroRole(d)) out.positions[role] = d;
  }
  return out;
}

/** a + b, per counter and per role. */
export function addPlayerStats(a: PlayerStats, b: PlayerStats): PlayerStats {
  const out: PlayerStats = { ...zeroRoleStats(), positions: {} };
  addRole(out, a);
  addRole(out, b);
  for (const role of new Set([...Object.keys(a.positions), ...Object.keys(b.positions)])) {
    const r = zeroRoleStats();
    if (a.positions[role]) addRole(r, a.positions[role]);
    if (b.positions[role]) addRole(r, b.positions[role]);
    out.positions[role] = r;
  }
  return out;
}

export function isZeroPlayerStats(s: PlayerStats): boolean {
  return isZeroRole(s) && Object.values(s.positions).every(isZeroRole);
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
      : withPlayerOpening(p, subtractPlayerStats(readPlayerStats(p.stats), derived.players[i]!)),
  );
  const formations = lists.formations.map((f, i) =>
    !options.all && f.openingTotals !== undefined
      ? f
      : withTotalsOpening(
          f,
          combine(
            FORMATION_COUNTERS,
            readFormationTotals(f),
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
          combine(RIVAL_COUNTERS, readRivalTotals(r), derived.rivals[i]!, -1, zeroRivalTotals),
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
    withPlayerOpening(p, addPlayerStats(readPlayerStats(p.openingStats), part.players[i]!)),
  );
  const formations = lists.formations.map((f, i) =>
    withTotalsOpening(
      f,
      combine(
        FORMATION_COUNTERS,
        readFormationTotals(f.openingTotals),
        part.formations[i]!,
        1,
        zeroFormationTotals,
      ),
    ),
  );
  const rivals = lists.rivals.map((r, i) =>
    withTotalsOpening(
      r,
      combine(
        RIVAL_COUNTERS,
        readRivalTotals(r.openingTotals),
        part.rivals[i]!,
        1,
        zeroRivalTotals,
      ),
    ),
  );
  return { ...lists, players, formations, rivals };
}

export type FigureDisagreement = {
  kind: "player" | "formation" | "rival";
  /** Position in its stored list. */
  index: number;
  name: string;
  /** 'goals', 'wins', … or 'positions.<role>.<counter>' for a per-role figure. */
  field: string;
  stored: number;
  expected: number;
};

/**
 * Where the stored counters and opening balance + match record disagree: one row per entity
 * and field. Empty when the stored figures are exactly what the rule writes.
 */
export function figureDisagreements(
  lists: FigureLists,
  matches: readonly Match[],
): FigureDisagreement[] {
  const figures = deriveFigures(lists, matches);
  const out: FigureDisagreement[] = [];
  lists.players.forEach((p, index) => {
    const stored = readPlayerStats(p.stats);
    const expected = figures.players[index]!;
    const name = String(p.name ?? "");
    for (const field of ROLE_COUNTERS) {
      if (stored[field] !== expected[field]) {
        out.push({
          kind: "player",
          index,
          name,
          field,
          stored: stored[field],
          expected: expected[field],
        });
      }
    }
    const roles = [
      ...new Set([...Object.keys(stored.positions), ...Object.keys(expected.positions)]),
    ];
    for (const role of roles.sort((a, b) => a.localeCompare(b, "es"))) {
      const s = stored.positions[role] ?? zeroRoleStats();
      const e = expected.positions[role] ?? zeroRoleStats();
      for (const c of ROLE_COUNTERS) {
        if (s[c] !== e[c]) {
          out.push({
            kind: "player",
            index,
            name,
            field: `positions.${role}.${c}`,
            stored: s[c],
            expected: e[c],
          });
        }
      }
    }
  });
  lists.formations.forEach((f, index) => {
    const stored = readFormationTotals(f);
    const expected = figures.formations[index]!;
    for (const field of FORMATION_COUNTERS) {
      if (stored[field] !== expected[field]) {
        out.push({
          kind: "formation",
          index,
          name: String(f.name ?? ""),
          field,
          stored: stored[field],
          expected: expected[field],
        });
      }
    }
  });
  lists.rivals.forEach((r, index) => {
    const stored = readRivalTotals(r);
    const expected = figures.rivals[index]!;
    for (const field of RIVAL_COUNTERS) {
      if (stored[field] !== expected[field]) {
        out.push({
          kind: "rival",
          index,
          name: String(r.name ?? ""),
          field,
          stored: stored[field],
          expected: expected[field],
        });
      }
    }
  });
  return out;
}
