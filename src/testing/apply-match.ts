// The original product's accumulator, kept as the tests' oracle: saving a match (spec 4): the players involved, the formation used and the rival all get the
// match's figures added. The app only ever adds; deleting a match does not undo these updates.
import { zeroPlayerStats, zeroRoleStats } from "../domain/figures/counters";
import { num } from "../domain/base/guards";
import { roleNameOf } from "../domain/squad/formation-roles";
import { matchOutcome, recordKeyOf } from "../domain/timeline/match-result";
import { FULL_MATCH_MINUTES, SUBSTITUTE_ROLE } from "../domain/records/types";
import type {
  Formation,
  Match,
  Player,
  PlayerStats,
  Rival,
  RoleStats,
} from "../domain/records/types";

export type TeamState = { players: Player[]; formations: Formation[]; rivals: Rival[] };

/** What one match adds to one player. `role` is absent when the player did not take part. */
export type Contribution = RoleStats & { role?: string };

/** A stored number read defensively: anything that is not a finite number counts as 0. */

/** Minutes are within the 90 of a full match (spec 9), so extra-time minutes count as 90. */
function clampMinute(x: unknown): number {
  return Math.min(FULL_MATCH_MINUTES, Math.max(0, num(x)));
}

/**
 * Each player's figures from one match, keyed by name. Starters come from `formationPlayers`
 * (role from the formation), substitutes who came on get the role 'Suplente'; names only in
 * scorers, assists or cards get those events and no role.
 */
export function matchContributions(
  match: Match,
  formation: Formation | undefined,
): Map<string, Contribution> {
  const result = new Map<string, Contribution>();
  const get = (name: string): Contribution => {
    let c = result.get(name);
    if (!c) result.set(name, (c = zeroRoleStats()));
    return c;
  };
  const subs = Array.isArray(match.subs) ? match.subs : [];
  // Minutes at which each player was taken off, in stored order.
  const outMinutes = new Map<string, number[]>();
  for (const sub of subs) {
    if (!sub?.playerOut) continue;
    const list = outMinutes.get(sub.playerOut) ?? [];
    list.push(clampMinute(sub.minute));
    outMinutes.set(sub.playerOut, list);
  }

  for (const [key, name] of Object.entries(match.formationPlayers ?? {})) {
    if (typeof name !== "string" || name === "" || result.has(name)) continue;
    const c = get(name);
    c.role = roleNameOf(formation, key);
    c.matches = 1;
    c.minutesPlayed = outMinutes.get(name)?.[0] ?? FULL_MATCH_MINUTES;
  }
  for (const sub of subs) {
    const name = sub?.playerIn;
    if (!name || result.has(name)) continue;
    const entry = clampMinute(sub.minute);
    const exit = outMinutes.get(name)?.find((m) => m >= entry) ?? FULL_MATCH_MINUTES;
    const c = get(name);
    c.role = SUBSTITUTE_ROLE;
    c.matches = 1;
    c.minutesPlayed = Math.max(0, exit - entry);
  }

  for (const s of match.scorers ?? []) if (s?.player) get(s.player).goals += 1;
  for (const a of match.assists ?? []) if (a) get(a).assists += 1;
  for (const card of match.cards ?? []) {
    if (!card?.player) continue;
    if (card.type === "yellow") get(card.player).yellowCards += 1;
    else if (card.type === "red") get(card.player).redCards += 1;
  }
  return result;
}

function addRoleStats(base: Partial<RoleStats> | undefined, c: RoleStats): RoleStats {
  return {
    matches: num(base?.matches) + c.matches,
    goals: num(base?.goals) + c.goals,
    assists: num(base?.assists) + c.assists,
    yellowCards: num(base?.yellowCards) + c.yellowCards,
    redCards: num(base?.redCards) + c.redCards,
    minutesPlayed: num(base?.minutesPlayed) + c.minutesPlayed,
  };
}

/** The first index of each name: players with a shared name resolve to the first one listed. */
function indexByName<T extends { name: string }>(items: readonly T[]): Map<string, number> {
  const index = new Map<string, number>();
  items.forEach((item, i) => {
    if (!index.has(item.name)) index.set(item.name, i);
  });
  return index;
}

export type MatchApplier = {
  apply: (match: Match) => void;
  result: () => TeamState;
};

/**
 * Applies many matches against one name index, copying each entity on its first change, so
 * replaying every match costs O(total events) rather than O(matches × squad).
 * The given state is never modified.
 */
export function createMatchApplier(state: TeamState): MatchApplier {
  const players = [...state.players];
  const formations = [...state.formations];
  const rivals = [...state.rivals];
  const playerIndex = indexByName(players);
  const formationIndex = indexByName(formations);
  const rivalIndex = indexByName(rivals);
  const copiedPlayers = new Set<number>();
  const copiedRivals = new Set<number>();

  const apply = (match: Match) => {
    const fi = formationIndex.get(match.formation);
    const formation = fi === undefined ? undefined : formations[fi];

    for (const [name, c] of matchContributions(match, formation)) {
      const i = playerIndex.get(name);
      if (i === undefined) continue;
      const player = players[i]!;
      const stats: PlayerStats = copiedPlayers.has(i)
        ? player.stats
        : { ...zeroPlayerStats(), ...player.stats, positions: { ...player.stats?.positions } };
      const next: PlayerStats = { ...stats, ...addRoleStats(stats, c) };
      if (c.role !== undefined) next.positions[c.role] = addRoleStats(next.positions[c.role], c);
      players[i] = { ...player, stats: next };
      copiedPlayers.add(i);
    }

    const home = num(match.score?.home);
    const away = num(match.score?.away);
    const outcomeKey = recordKeyOf(matchOutcome({ home, away }));
    if (formation && fi !== undefined) {
      formations[fi] = {
        ...formation,
        gamesPlayed: num(formation.gamesPlayed) + 1,
        goalsFor: num(formation.goalsFor) + home,
        goalsAgainst: num(formation.goalsAgainst) + away,
        shotsFor: num(formation.shotsFor) + num(match.shotsFor),
        shotsAgainst: num(formation.shotsAgainst) + num(match.shotsAgainst),
        [outcomeKey]: num(formation[outcomeKey]) + 1,
      };
    }

    const ri = rivalIndex.get(match.rival);
    if (ri !== undefined) {
      const rival = rivals[ri]!;
      // The entry list is copied once, then appended to, so long histories stay linear.
      const entries = copiedRivals.has(ri)
        ? rival.matches
        : [...(Array.isArray(rival.matches) ? rival.matches : [])];
      copiedRivals.add(ri);
      entries.push({
        id: match.id,
        date: match.date,
        score: { home, away },
        formationUsed: match.formationUsed || match.formation,
      });
      rivals[ri] = {
        ...rival,
        matches: entries,
        matchesPlayed: num(rival.matchesPlayed) + 1,
        [outcomeKey]: num(rival[outcomeKey]) + 1,
      };
    }
  };

  const result = (): TeamState => {
    // What we hand out must never change afterwards: later applies copy again.
    copiedPlayers.clear();
    copiedRivals.clear();
    return { players: [...players], formations: [...formations], rivals: [...rivals] };
  };

  return { apply, result };
}

/** The state after saving `match` (spec 4 'Saving a match'). Returns new lists; never mutates. */
export function applyMatch(state: TeamState, match: Match): TeamState {
  const applier = createMatchApplier(state);
  applier.apply(match);
  return applier.result();
}
