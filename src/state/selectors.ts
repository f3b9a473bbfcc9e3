// Derived figures as memoized selectors over the store's lists. The store hands out the same
// array until a list changes, so a selector recomputes only then — once for every component
// and every visit to a screen, instead of once per mount as a component's useMemo would.
import { deriveFigures } from "../domain/figures/figures";
import { rivalRecords } from "../domain/rivals/rival-records";
import type { MatchFilter } from "../domain/calendar/season";
import type { Formation, Match, Player, Rival } from "../domain/records/types";
import { useFormations, useMatches, usePlayers, useRivals } from "./hooks";
import { createSelector, useFilteredMatches } from "./match-selectors";

export const selectRivalRecords = createSelector(rivalRecords);

// Every figure comes from the one rule (domain/figures/figures.ts): opening balance + the stored matches.
// Without a filter that is what the stored counters hold, because every write of a match, a
// restore, the example team and a synced change writes them from the rule (and 'Recalcular
// estadísticas' in Datos shows any list that disagrees), so the screens read them as stored. A
// season or competition filter derives them from the matching matches in one pass.
type FigureInput = { players: Player[]; formations: Formation[]; rivals: Rival[] };

/** The lists with the figures of `matches` alone (a filter: opening balances do not count). */
function figuredLists(lists: FigureInput, matches: readonly Match[]) {
  const figures = deriveFigures(lists, matches, { opening: false });
  return {
    players: lists.players.map((p, i) => ({ ...p, stats: figures.players[i]! })),
    formations: lists.formations.map((f, i) => ({ ...f, ...figures.formations[i]! })),
    rivals: lists.rivals.map((r, i) => {
      const { entries, ...totals } = figures.rivals[i]!;
      return { ...r, ...totals, matches: entries };
    }),
  };
}

const selectFiltered = createSelector(
  (players: Player[], formations: Formation[], rivals: Rival[], matches: readonly Match[]) =>
    figuredLists({ players, formations, rivals }, matches),
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
 * Every figure a screen shows, following the season / competition filter: the stored counters
 * (opening balance + every stored match, written by the rule) without a filter, the rule over
 * only the matching matches with one.
 */
export function useFigureView(filter: MatchFilter = {}): FigureView {
  const { matches, filtered } = useFilteredMatches(filter);
  const players = usePlayers();
  const formations = useFormations();
  const rivals = useRivals();
  const view = filtered
    ? selectFiltered(players, formations, rivals, matches)
    : { players, formations, rivals };
  return { ...view, matches, filtered };
}

/** Each rival's record from the stored matches, in the rivals' order (the rivals list). */
export function useRivalRecords(matches?: readonly Match[]) {
  const all = useMatches();
  return selectRivalRecords(useRivals(), (matches ?? all) as Match[]);
}
