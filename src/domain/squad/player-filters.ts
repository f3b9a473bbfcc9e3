// The players list: search as you type (name or position, in Spanish or as stored, ignoring
// case and accents), a filter by position and preferred foot, and the squad order.
import { positionLabel } from "./player-labels";
import { matchesSearch } from "../base/text";
import { playerPositions } from "../records/types";
import type { Player, PlayerPosition, PreferredFoot } from "../records/types";

export type PlayerFilter = {
  query: string;
  /** Empty means every position. */
  positions: readonly PlayerPosition[];
  /** Empty means every foot. */
  feet: readonly PreferredFoot[];
};

export const noPlayerFilter: PlayerFilter = { query: "", positions: [], feet: [] };

/** How many of the position/foot choices are on (the search box is counted apart). */
export function activeFilterCount(filter: PlayerFilter): number {
  return filter.positions.length + filter.feet.length;
}

export function isFiltering(filter: PlayerFilter): boolean {
  return filter.query.trim() !== "" || activeFilterCount(filter) > 0;
}

function searchFields(player: Player): string[] {
  return [player.name, player.position, positionLabel[player.position]];
}

export function matchesPlayerFilter(player: Player, filter: PlayerFilter): boolean {
  if (filter.positions.length > 0 && !filter.positions.includes(player.position)) return false;
  if (filter.feet.length > 0 && !filter.feet.includes(player.preferredFoot)) return false;
  return matchesSearch(searchFields(player), filter.query);
}

export function filterPlayers(players: readonly Player[], filter: PlayerFilter): Player[] {
  // Nothing to filter (the list's first render): no row is normalized for a blank search, whose
  // accent-stripping expression costs milliseconds to build the first time.
  if (!isFiltering(filter)) return [...players];
  return players.filter((p) => matchesPlayerFilter(p, filter));
}

/** Goalkeepers, defenders, midfielders, forwards; by shirt number within each; then by name. */
export function sortSquad(players: readonly Player[]): Player[] {
  const rank = (p: Player) => playerPositions.indexOf(p.position);
  return [...players].sort(
    (a, b) => rank(a) - rank(b) || a.number - b.number || a.name.localeCompare(b.name, "es"),
  );
}

/** Turns one choice on or off in a list of choices, keeping the canonical order. */
export function toggleChoice<T>(choices: readonly T[], value: T, order: readonly T[]): T[] {
  const on = choices.includes(value);
  return order.filter((v) => (v === value ? !on : choices.includes(v)));
}
