// Player participation (who played each match, real minutes, spells) computed once per players
// and matches lists and shared by every consumer: the analytics screens, fairness, the AI prompt
// and the pre-match brief. The memo lives here, in state, not in the domain: a new list (any
// change to a player or a match) starts a new index; the lists themselves are handed out
// unchanged until they change, so their identity is the key.
import { participationIndex } from "../domain/figures/participation";
import type { ParticipationIndex } from "../domain/figures/participation";
import type { Match, Player } from "../domain/records/types";
import { useMatches, usePlayers } from "./hooks";
import { createSelector } from "./match-selectors";
import { getList } from "./store";

// `matches` is only the key: the index computes a match when first asked for it.
const selectParticipation = createSelector(
  (players: readonly Player[], _matches: readonly Match[]): ParticipationIndex =>
    participationIndex(players),
);

/** The shared index for these lists (the stored ones, or any others: a test's). */
export function participationFor(
  players: readonly Player[],
  matches: readonly Match[],
): ParticipationIndex {
  return selectParticipation(players, matches);
}

/** The shared index for the stored lists, outside React (a prompt read when a call starts). */
export function storedParticipation(): ParticipationIndex {
  return participationFor(getList("players").items, getList("matches").items);
}

/** The shared index for the stored lists, in a screen. */
export function useParticipation(): ParticipationIndex {
  return participationFor(usePlayers(), useMatches());
}
