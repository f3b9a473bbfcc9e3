// The per-match step of the figures rule (figures.ts), into accumulators: one slot of six
// numbers per player (matches, minutes, goals, assists, cards), in typed arrays reused from match
// to match, so a pass over thousands of matches allocates almost nothing; the PlayerStats objects
// are built once, at the end.
import { creditGoalsAndAssists, keyedReds } from "./figure-links";
import type { EntryKeys, Linker } from "./figure-links";
import type { ParticipationIndex } from "./participation";
import { roleNameOf } from "../squad/formation-roles";
import { minutesOf, timelineOf } from "../timeline/timeline";
import type { TimelineSub } from "../timeline/timeline";
import { SUBSTITUTE_ROLE } from "../records/types";
import type { Formation, Match, PlayerStats, RoleStats } from "../records/types";

const M = 0;
const MIN = 1;
const G = 2;
const A = 3;
const Y = 4;
const R = 5;
const WIDTH = 6;
const NO_ROLE = -1;

export type Scratch = {
  count: number;
  /** This match's figures per player, valid where `stamp[i]` is this match's number. */
  cur: Float64Array;
  stamp: Int32Array;
  /** This match's role per player (an index into `roleNames`), or NO_ROLE. */
  role: Int32Array;
  touched: number[];
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

export function scratchFor(keys: EntryKeys): Scratch {
  const { count } = keys;
  return {
    count,
    cur: new Float64Array(count * WIDTH),
    stamp: new Int32Array(count).fill(-1),
    role: new Int32Array(count),
    touched: [],
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
    const o = i * WIDTH;
    const cur = sc.cur;
    cur[o] = cur[o + 1] = cur[o + 2] = cur[o + 3] = cur[o + 4] = cur[o + 5] = 0;
    sc.role[i] = NO_ROLE;
    sc.touched.push(i);
  }
  return i * WIDTH;
}

/**
 * The per-match step of the rule, into the scratch: each linked player's figures. Starters come
 * from the lineup (role from the formation), substitutes who came on get 'Suplente', and the
 * timeline gives everyone's minutes: the spec's (90, or 90 − entry minute, spec 4), or with
 * `real` the red cards end a spell too (the figure every screen shows). `shared`: real minutes
 * from a participation index of the same squad, whose timeline other consumers share.
 */
export function contributionsOf(
  sc: Scratch,
  matchNo: number,
  match: Match,
  formation: Formation | undefined,
  linkPlayer: Linker,
  real = false,
  shared?: ParticipationIndex,
): void {
  const { cur, count } = sc;
  sc.touched.length = 0;
  sc.keys.begin();
  const lineup = match.formationPlayers;
  const lineupIds = match.formationPlayerIds ?? {};
  const subs = match.subs;
  const starters: number[] = [];
  const addStarter = (slot: string) => {
    const key = sc.keys.keyOf(lineupIds[slot], lineup[slot]);
    if (key >= 0 && key < count) {
      if (sc.stamp[key] === matchNo) return; // the same player in two slots: the first one counts
      touch(sc, matchNo, key);
      sc.role[key] = roleOfSlot(sc, formation, slot);
    }
    starters.push(key);
  };
  for (const slot in lineup) addStarter(slot);
  for (const slot in lineupIds) if (!(slot in lineup)) addStarter(slot);
  if (shared) {
    // The same timeline's real minutes, worked out once for every consumer of the index.
    for (const [i, minutes] of shared.of(match).minutes) played(sc, matchNo, i, minutes);
  } else {
    const timed: TimelineSub<number>[] = [];
    for (const s of subs) {
      const out = sc.keys.keyOf(s.playerOutId, s.playerOut);
      timed.push({ out, in: sc.keys.keyOf(s.playerInId, s.playerIn), minute: s.minute });
    }
    const reds = real ? keyedReds(match, sc.keys) : undefined;
    for (const [i, spells] of timelineOf({ starters, subs: timed, reds }).stints) {
      if (i < count) played(sc, matchNo, i, minutesOf(spells));
    }
  }

  creditGoalsAndAssists(
    match,
    linkPlayer,
    (i) => (cur[touch(sc, matchNo, i) + G]! += 1),
    (i) => (cur[touch(sc, matchNo, i) + A]! += 1),
  );
  for (const card of match.cards) {
    const i = linkPlayer(card.playerId, card.player);
    if (i === undefined) continue;
    if (card.type === "yellow") cur[touch(sc, matchNo, i) + Y]! += 1;
    else if (card.type === "red") cur[touch(sc, matchNo, i) + R]! += 1;
  }
}

// Written out, not looped: this runs for every player of every match, mostly before the
// engine has optimized it, where a six-step loop costs twice the six lines.
/** Player i took part in this match for `minutes`; a player who did not start came on. */
function played(sc: Scratch, matchNo: number, i: number, minutes: number): void {
  const o = touch(sc, matchNo, i);
  sc.cur[o + M] = 1;
  sc.cur[o + MIN] = minutes;
  if (sc.role[i] === NO_ROLE) sc.role[i] = roleId(sc, SUBSTITUTE_ROLE);
}

function addSlot(into: Float64Array, cur: Float64Array, o: number): void {
  into[o]! += cur[o]!;
  into[o + 1]! += cur[o + 1]!;
  into[o + 2]! += cur[o + 2]!;
  into[o + 3]! += cur[o + 3]!;
  into[o + 4]! += cur[o + 4]!;
  into[o + 5]! += cur[o + 5]!;
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
export function openPlayer(sc: Scratch, i: number, opening: PlayerStats): void {
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
export function addTouched(sc: Scratch): void {
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

export function playerStatsOf(sc: Scratch, i: number): PlayerStats {
  const o = i * WIDTH;
  const stats: PlayerStats = { ...roleStatsAt(sc.totals, o), positions: {} };
  for (const r of sc.roleOrder[i]!)
    stats.positions[sc.roleNames[r]!] = roleStatsAt(sc.byRole[r]!, o);
  return stats;
}
