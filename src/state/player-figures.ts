// One player's figures for the player page, memoized like the squad's (selectors.ts) but from
// his matches alone. A module of its own so only that page loads the match log's rules it uses.
import { derivePlayerFigures } from "../domain/figures/player-match-log";
import type { MatchFilter } from "../domain/records/season";
import type { Formation, Match, Player } from "../domain/records/types";
import { useFormations, usePlayers } from "./hooks";
import { createSelector, useFilteredMatches } from "./match-selectors";

const selectPlayerFigured = createSelector(
  (
    players: Player[],
    formations: Formation[],
    matches: readonly Match[],
    filtered: boolean,
    id: string,
  ): Player | undefined => {
    const i = players.findIndex((p) => p.id === id);
    if (i < 0) return undefined;
    const options = { opening: !filtered, real: true };
    return {
      ...players[i]!,
      stats: derivePlayerFigures({ players, formations }, i, matches, options),
    };
  },
);

/**
 * One player with his figures, as `useFigureView(filter).players` gives him (undefined for an id
 * not in the squad), and the matches they come from: the player page shows no one else's.
 */
export function usePlayerFigureView(id: string, filter: MatchFilter = {}) {
  const { matches, filtered } = useFilteredMatches(filter);
  const player = selectPlayerFigured(usePlayers(), useFormations(), matches, filtered, id);
  return { player, matches };
}
