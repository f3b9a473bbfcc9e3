// Derived figures as memoized selectors over the store's lists. The store hands out the same
// array until a list changes, so a selector recomputes only then — once for every component
// and every visit to a screen, instead of once per mount as a component's useMemo would.
import { deriveFigures } from "../domain/figures";
import { rivalRecords } from "../domain/rival-records";
import type { MatchFilter } from "../domain/season";
import type { Formation, Match, Player, Rival } from "../domain/types";
import { useFormations, useMatches, usePlayers, useRivals } from "./hooks";
import { createSelector, useFilteredMatches } from "./match-selectors";

export const selectRivalRecords = createSelector(rivalRecords);

// Every figure comes from one pass of the rule over the lists (domain/figures.ts): players,
// formations and rivals at once, with the opening balances that start-up migration stored
// (storage/migrations.ts), so there is no second pass to settle them here.
type FigureInput = { players: Player[]; formations: Formation[]; rivals: Rival[] };

function figuredLists(lists: FigureInput, matches: readonly Match[], opening: boolean) {
  const figures = deriveFigures(lists, matches, { opening });
  return {
    players: lists.players.map((p, i) => ({ ...p, stats: figures.players[i]! })),
    formations: lists.formations.map((f, i) => ({ ...f, ...figures.formations[i]! })),
    rivals: lists.rivals.map((r, i) => {
      const { entries, ...totals } = figures.rivals[i]!;
      return { ...r, ...totals, matches: entries };
    }),
  };
}

// One memo per use: all matches (with balances) and filtered matches (without).
const selectAll = createSelector(
  (players: Player[], formations: Formation[], rivals: Rival[], matches: readonly Match[]) =>
    figuredLists({ players, formations, rivals }, matches, true),
);
const selectFiltered = createSelector(
  (players: Player[], formations: Formation[], rivals: Rival[], matches: readonly Match[]) =>
    figuredLists({ players, formations, rivals }, matches, false),
);

export type FigureView = {
  /** Players, formations and rivals with every figure derived (filtered when a filter is on). */
  players: Player[];
  formations: Formation[];
  rivals: Rival[];
  /** The matches the figures come from (all of them without a filter). */
  matches: readonly Match[];
  /** Whether a season or competition filter is on (then opening balances do not count). */
  filtered: boolean;
};

/**
 * Every figure a screen shows, following the season / competition filter: opening balance +
 * every stored match without a filter, only the matching matches with one.
 */
export function useFigureView(filter: MatchFilter = {}): FigureView {
  const { matches, filtered } = useFilteredMatches(filter);
  const players = usePlayers();
  const formations = useFormations();
  const rivals = useRivals();
  const view = filtered
    ? selectFiltered(players, formations, rivals, matches)
    : selectAll(players, formations, rivals, matches);
  return { ...view, matches, filtered };
}

/** Each rival's record from the stored matches, in the rivals' order (the rivals list). */
export function useRivalRecords(matches?: readonly Match[]) {
  const all = useMatches();
  return selectRivalRecords(useRivals(), (matches ?? all) as Match[]);
}
