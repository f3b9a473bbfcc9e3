// The spec's stored counters as values: which counters a player (per role too), a formation and
// a rival carry, their zero, a fresh copy of stored ones, and their arithmetic. What they add up
// to is figures.ts's rule.
import { emptyTeamTotals } from "../timeline/match-result";
import type { FormationTotals, PlayerStats, RivalTotals, RoleStats } from "../records/types";

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
  return { gamesPlayed: 0, ...emptyTeamTotals() };
}

export function zeroRivalTotals(): RivalTotals {
  return { matchesPlayed: 0, wins: 0, draws: 0, losses: 0 };
}

/** The counters `keys` of `from` (a record may carry more fields), or `zero()` when absent. */
function countersOf<T>(keys: readonly (keyof T)[], from: T | undefined, zero: () => T): T {
  const out = zero();
  if (from) for (const c of keys) out[c] = from[c];
  return out;
}

/** A fresh copy of a player's stats; absent (no opening balance) is all zero. */
export function copyPlayerStats(x: PlayerStats | undefined): PlayerStats {
  const out: PlayerStats = { ...countersOf(ROLE_COUNTERS, x, zeroRoleStats), positions: {} };
  for (const [role, s] of Object.entries(x?.positions ?? {}))
    out.positions[role] = countersOf(ROLE_COUNTERS, s, zeroRoleStats);
  return out;
}

/** A formation's counters alone (of a formation or its opening balance; absent is zero). */
export const formationTotalsOf = (x: FormationTotals | undefined) =>
  countersOf(FORMATION_COUNTERS, x, zeroFormationTotals);

/** A rival's counters alone (of a rival or its opening balance; absent is zero). */
export const rivalTotalsOf = (x: RivalTotals | undefined) =>
  countersOf(RIVAL_COUNTERS, x, zeroRivalTotals);

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

function addRole(into: RoleStats, c: RoleStats): void {
  into.matches += c.matches;
  into.goals += c.goals;
  into.assists += c.assists;
  into.yellowCards += c.yellowCards;
  into.redCards += c.redCards;
  into.minutesPlayed += c.minutesPlayed;
}
