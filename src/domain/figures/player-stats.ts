// A player's figures as the detail screen shows them: per-role rows (the 'Suplente' role apart)
// and every figure read defensively, so a stored string or null shows as 0, never NaN.
import { num } from "../base/guards";
import { SUBSTITUTE_ROLE } from "../records/types";
import type { PlayerStats, RoleStats } from "../records/types";

export type RoleRow = RoleStats & { role: string };

function roleStatsOf(x: unknown): RoleStats {
  const r = (x && typeof x === "object" ? x : {}) as Partial<Record<keyof RoleStats, unknown>>;
  return {
    matches: num(r.matches),
    goals: num(r.goals),
    assists: num(r.assists),
    yellowCards: num(r.yellowCards),
    redCards: num(r.redCards),
    minutesPlayed: num(r.minutesPlayed),
  };
}

/** The totals of a player's stats (matches, goals, assists, minutes, cards). */
export function totalsOf(stats: PlayerStats | undefined): RoleStats {
  return roleStatsOf(stats);
}

/**
 * Roles played, most minutes first (then matches, then name), and the 'Suplente' entry apart
 * (null when the player never came on).
 */
export function roleRowsOf(stats: PlayerStats | undefined): {
  played: RoleRow[];
  substitute: RoleRow | null;
} {
  const positions = stats?.positions && typeof stats.positions === "object" ? stats.positions : {};
  // A role whose figures are all zero was never played (e.g. a role an opening balance cancels
  // out after the formation that named it was deleted): it is not a row.
  const rows = Object.entries(positions)
    .map(([role, s]) => ({ role, ...roleStatsOf(s) }))
    .filter(
      (r) =>
        r.matches !== 0 ||
        r.minutesPlayed !== 0 ||
        r.goals !== 0 ||
        r.assists !== 0 ||
        r.yellowCards !== 0 ||
        r.redCards !== 0,
    );
  const played = rows
    .filter((r) => r.role !== SUBSTITUTE_ROLE)
    .sort(
      (a, b) =>
        b.minutesPlayed - a.minutesPlayed ||
        b.matches - a.matches ||
        a.role.localeCompare(b.role, "es"),
    );
  return { played, substitute: rows.find((r) => r.role === SUBSTITUTE_ROLE) ?? null };
}
