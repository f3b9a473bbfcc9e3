// One player's figures for the player page, memoized like the squad's (selectors.ts) but from
// his matches alone. A module of its own so only that page loads the match log's rules it uses.
import { derivePlayerFigures } from "../domain/figures/player-match-log";
import type { MatchFilter } from "../domain/records/season";
import type { Formation, Match, Player } from "../domain/records/types";
import { useFormations, usePlayers } from "./hooks";
import { createSelector, useFilteredMatches } from "./match-selectors";
import { useParticipation } from "./participation";
import type { ParticipationIndex } from "../domain/figures/participation";

const selectPlayerFigured = createSelector(
  (
    players: Player[],
    formations: Formation[],
    matches: readonly Match[],
    filtered: boolean,
    id: string,
    participation: ParticipationIndex,
  ): Player | undefined => {
    const i = players.findIndex((p) => p.id === id);
    if (i < 0) return undefined;
    // The page's figures card reads the same index: his matches go through the timeline once.
    const options = { opening: !filtered, real: true, participation };
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
  const players = usePlayers();
  const participation = useParticipation();
  const player = selectPlayerFigured(
    players,
    useFormations(),
    matches,
    filtered,
    id,
    participation,
  );
  return { player, matches };
}
