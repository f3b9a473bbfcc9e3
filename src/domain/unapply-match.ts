// Taking one saved match back out of the figures, so an edited match can replace it
// (issue "9 ·", item 4): the exact opposite of applyMatch, built from the same rule, so
// unapply(apply(state, m), m) gives the same counters back.
import { applyMatch, emptyStats, num } from "./apply-match";
import type { TeamState } from "./apply-match";
import type { Formation, PlayerStats, Rival, RoleStats } from "./types";

const ROLE_KEYS = [
  "matches",
  "goals",
  "assists",
  "yellowCards",
  "redCards",
  "minutesPlayed",
] as const;
const FORMATION_KEYS = [
  "gamesPlayed",
  "wins",
  "draws",
  "losses",
  "goalsFor",
  "goalsAgainst",
  "shotsFor",
  "shotsAgainst",
] as const;
const RIVAL_KEYS = ["matchesPlayed", "wins", "draws", "losses"] as const;

function minusRole(a: Partial<RoleStats> | undefined, b: Partial<RoleStats>): RoleStats {
  const out = {} as RoleStats;
  for (const k of ROLE_KEYS) out[k] = Math.max(0, num(a?.[k]) - num(b[k]));
  return out;
}

function isZero(r: Partial<RoleStats>): boolean {
  return ROLE_KEYS.every((k) => num(r[k]) === 0);
}

/**
 * The state with `match`'s contributions subtracted (never below zero) and its entry removed
 * from the rival's match list. What the match added is found by applying it to zeroed copies,
 * so this stays in step with applyMatch by construction.
 */
export function unapplyMatch(state: TeamState, match: Parameters<typeof applyMatch>[1]): TeamState {
  const zero = applyMatch(
    {
      players: state.players.map((p) => ({ ...p, stats: emptyStats() })),
      formations: state.formations.map((f) => {
        const z = { ...f } as Formation;
        for (const k of FORMATION_KEYS) z[k] = 0;
        return z;
      }),
      rivals: state.rivals.map((r) => {
        const z = { ...r, matches: [] } as Rival;
        for (const k of RIVAL_KEYS) z[k] = 0;
        return z;
      }),
    },
    match,
  );

  const players = state.players.map((p, i) => {
    const delta = zero.players[i]!.stats;
    if (isZero(delta) && Object.keys(delta.positions).length === 0) return p;
    const stats: PlayerStats = {
      ...emptyStats(),
      ...p.stats,
      ...minusRole(p.stats, delta),
      positions: { ...p.stats?.positions },
    };
    for (const [role, d] of Object.entries(delta.positions)) {
      const left = minusRole(stats.positions[role], d);
      // A role left with nothing existed only because of this match: drop it, not keep zeros.
      if (isZero(left)) delete stats.positions[role];
      else stats.positions[role] = left;
    }
    return { ...p, stats };
  });

  const formations = state.formations.map((f, i) => {
    const d = zero.formations[i]!;
    if (FORMATION_KEYS.every((k) => num(d[k]) === 0)) return f;
    const next = { ...f };
    for (const k of FORMATION_KEYS) next[k] = Math.max(0, num(f[k]) - num(d[k]));
    return next;
  });

  const rivals = state.rivals.map((r, i) => {
    const d = zero.rivals[i]!;
    if (RIVAL_KEYS.every((k) => num(d[k]) === 0)) return r;
    const next = { ...r };
    for (const k of RIVAL_KEYS) next[k] = Math.max(0, num(r[k]) - num(d[k]));
    const entries = Array.isArray(r.matches) ? r.matches : [];
    const at = entries.findIndex((e) => e?.id === match.id);
    next.matches = at < 0 ? entries : [...entries.slice(0, at), ...entries.slice(at + 1)];
    return next;
  });

  return { players, formations, rivals };
}
