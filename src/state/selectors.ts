// Derived figures as memoized selectors over the store's lists. The store hands out the same
// array until a list changes, so a selector recomputes only then — once for every component
// and every visit to a screen, instead of once per mount as a component's useMemo would.
import { deriveFigures } from "../domain/figures/figures";
import { rivalRecords } from "../domain/rivals/rival-records";
import type { MatchFilter } from "../domain/records/season";
import type { Formation, Match, Player } from "../domain/records/types";
import { useFormations, useMatches, usePlayers, useRivals } from "./hooks";
import { createSelector, useFilteredMatches } from "./match-selectors";
import { getList } from "./store";

export const selectRivalRecords = createSelector(rivalRecords);

// Every figure a screen shows comes from the one rule (domain/figures/figures.ts) with real
// minutes, where a red card ends a spell: opening balance + the stored matches. The spec's stored
// counters (stats.minutesPlayed and the per-role minutes: 90 for a starter sent off) stay in
// storage for the original product and are never shown; every writer keeps them at opening
// balance + the matches by the spec's rule, so the two differ only where a red card does. A
// season or competition filter derives over the matching matches only (opening balances belong
// to no season).
// Each screen asks for the figures of the list it shows: the players' need the per-match
// timeline (minutes, roles), the formations' only the scores, so a formations screen never pays
// for the players' pass. Both come from the one rule.
const figureOptions = (filtered: boolean) => ({ opening: !filtered, real: true });

const selectPlayerFigures = createSelector(
  (players: Player[], formations: Formation[], matches: readonly Match[], filtered: boolean) => {
    const figures = deriveFigures(
      { players, formations, rivals: [] },
      matches,
      figureOptions(filtered),
    );
    return players.map((p, i) => ({ ...p, stats: figures.players[i]! }));
  },
);

const selectFormationFigures = createSelector(
  (formations: Formation[], matches: readonly Match[], filtered: boolean) => {
    const figures = deriveFigures(
      { players: [], formations, rivals: [] },
      matches,
      figureOptions(filtered),
    );
    return formations.map((f, i) => ({ ...f, ...figures.formations[i]! }));
  },
);

export type FigureView = {
  /** The players with every figure derived (filtered when a filter is on). */
  players: Player[];
  /** The matches the figures come from (all of them without a filter). */
  matches: readonly Match[];
  /** Whether a season or competition filter is on (then opening balances do not count). */
  filtered: boolean;
};

/** The players' figures a screen shows (real minutes), following the season / competition filter. */
export function useFigureView(filter: MatchFilter = {}): FigureView {
  const { matches, filtered } = useFilteredMatches(filter);
  const players = selectPlayerFigures(usePlayers(), useFormations(), matches, filtered);
  return { players, matches, filtered };
}

/**
 * The players' unfiltered figures once `wanted`: a screen that shows them only beside the players
 * the coach picks works them out with the first pick (or finds them prepared), not on opening.
 */
export function usePlayerFiguresOnceWanted(wanted: boolean): Player[] | undefined {
  const { matches, filtered } = useFilteredMatches();
  const players = usePlayers();
  const formations = useFormations();
  return wanted ? selectPlayerFigures(players, formations, matches, filtered) : undefined;
}

/** The formations with their figures, following the filter. */
export function useFormationFigures(filter: MatchFilter = {}): Formation[] {
  const { matches, filtered } = useFilteredMatches(filter);
  return selectFormationFigures(useFormations(), matches, filtered);
}

/**
 * The players' unfiltered figures, worked out before a screen asks for them (the menu's
 * preloading, at an idle moment): the players' screen then only draws.
 */
export const prepareFigureView = () =>
  selectPlayerFigures(
    getList("players").items,
    getList("formations").items,
    getList("matches").items,
    false,
  );

/** Each rival's record from the stored matches, in the rivals' order (the rivals list). */
export function useRivalRecords(matches?: readonly Match[]) {
  const all = useMatches();
  return selectRivalRecords(useRivals(), (matches ?? all) as Match[]);
}
