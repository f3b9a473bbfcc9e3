// A player's figures as the detail screen shows them: per-role rows (the 'Suplente' role apart).
import { SUBSTITUTE_ROLE } from "../records/types";
import type { PlayerStats, RoleStats } from "../records/types";

export type RoleRow = RoleStats & { role: string };

/**
 * Roles played, most minutes first (then matches, then name), and the 'Suplente' entry apart
 * (null when the player never came on).
 */
export function roleRowsOf(stats: PlayerStats): {
  played: RoleRow[];
  substitute: RoleRow | null;
} {
  // A role whose figures are all zero was never played (e.g. a role an opening balance cancels
  // out after the formation that named it was deleted): it is not a row.
  const rows = Object.entries(stats.positions)
    .map(([role, s]) => ({ ...s, role }))
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
