// The spec's stored counters as values: which counters a player (per role too), a formation and
// a rival carry, their zero, a clean read of stored ones, and their arithmetic. What they add up
// to is figures.ts's rule.
import { isObject, num as n } from "../base/guards";
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
