// The analytics figures as memoized selectors: computed only by the screens that show
// them (never the first page), once per change of the lists they read, not on every render.
import { fairnessRows } from "../domain/analytics/fairness";
import { squadFigures } from "../domain/analytics/players";
import { teamFigures } from "../domain/analytics/team";
import type { MatchFilter } from "../domain/records/season";
import type { Formation, Match, Player, Rival } from "../domain/records/types";
import { useFormations, usePlayers, useRivals } from "./hooks";
import { createSelector, useFilteredMatches } from "./match-selectors";
import type { ParticipationIndex } from "../domain/figures/participation";
import { useParticipation } from "./participation";
import type { HeldSession } from "../domain/training/attendance";

const selectTeam = createSelector(
  (matches: readonly Match[], formations: Formation[], rivals: Rival[]) =>
    teamFigures(matches, { formations, rivals }),
);
// Every figure reads the one participation index (state/participation.ts).
const selectSquad = createSelector(
  (players: Player[], matches: readonly Match[], index: ParticipationIndex) =>
    squadFigures(players, matches, undefined, index),
);
const selectFairness = createSelector(
  (
    players: Player[],
    matches: readonly Match[],
    target: number,
    recent: number,
    index: ParticipationIndex,
    training: readonly HeldSession[] | undefined,
  ) => fairnessRows(players, matches, { target, recent, training }, index),
);
// The player detail asks for one player's figures: its own memo, and only the matches that
// name him go through the timeline.
const selectPlayerFigures = createSelector(
  (players: Player[], matches: readonly Match[], playerId: string, index: ParticipationIndex) =>
    squadFigures(players, matches, playerId, index).players[0] ?? null,
);

/** Team figures over the filtered matches (the top of /analytics). */
export function useTeamAnalytics(filter: MatchFilter) {
  const matches = useFilteredMatches(filter).matches;
  return { matches, team: selectTeam(matches, useFormations(), useRivals()) };
}

/** Every player's figures over the filtered matches (the player table). */
export function useSquadAnalytics(filter: MatchFilter) {
  const matches = useFilteredMatches(filter).matches;
  return selectSquad(usePlayers(), matches, useParticipation());
}

/** Playing-time fairness over the filtered matches; with `training` (the held sessions, see
 * useHeldSessions) each player's target is scaled by his attendance. */
export function useFairness(
  filter: MatchFilter,
  fairness: { target: number; recent: number },
  training?: readonly HeldSession[],
) {
  const matches = useFilteredMatches(filter).matches;
  return selectFairness(
    usePlayers(),
    matches,
    fairness.target,
    fairness.recent,
    useParticipation(),
    training,
  );
}

/** One player's figures with their samples (player detail), following the filter. */
export function usePlayerAnalytics(playerId: string, filter: MatchFilter) {
  const matches = useFilteredMatches(filter).matches;
  return selectPlayerFigures(usePlayers(), matches, playerId, useParticipation());
}
