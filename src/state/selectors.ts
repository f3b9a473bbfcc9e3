// Derived figures as memoized selectors over the store's lists. The store hands out the same
// array until a list changes, so a selector recomputes only then — once for every component
// and every visit to a screen, instead of once per mount as a component's useMemo would.
import { dashboardSummary } from "../domain/dashboard";
import { deriveFigures, migrateOpeningBalances } from "../domain/figures";
import { rivalRecords } from "../domain/rival-records";
import { competitionsIn, filterMatches, isFiltered, seasonsIn } from "../domain/season";
import type { MatchFilter } from "../domain/season";
import type { Formation, Match, Player, Rival } from "../domain/types";
import { useFormations, useMatches, usePlayers, useRivals } from "./hooks";
import { useTeamSettings } from "./team-settings";

/** Remembers the last result per argument identity (one entry: lists change as a whole). */
export function createSelector<A extends readonly unknown[], R>(
  compute: (...args: A) => R,
): (...args: A) => R {
  let lastArgs: A | null = null;
  let lastResult: R;
  return (...args: A) => {
    if (lastArgs && lastArgs.length === args.length && lastArgs.every((a, i) => a === args[i])) {
      return lastResult;
    }
    lastResult = compute(...args);
    lastArgs = args;
    return lastResult;
  };
}

export const selectRivalRecords = createSelector(rivalRecords);
export const selectDashboardSummary = createSelector(dashboardSummary);

// Players and formations are derived apart from rivals, so a change to the rivals list does not
// recompute (or hand out new) player figures, and the other way round.

/** Players and formations with an opening balance for every entity that has none yet. */
const selectSettledSquad = createSelector(
  (players: Player[], formations: Formation[], matches: Match[]) =>
    migrateOpeningBalances<SettledLists>({ players, formations, rivals: [], matches }),
);
/** Rivals with an opening balance for every rival that has none yet. */
const selectSettledRivals = createSelector((rivals: Rival[], matches: Match[]) =>
  migrateOpeningBalances<SettledLists>({ players: [], formations: [], rivals, matches }),
);

type SettledLists = {
  players: Player[];
  formations: Formation[];
  rivals: Rival[];
  matches: Match[];
};
type Settled = SettledLists;

function figuredLists(lists: Settled, matches: readonly Match[], opening: boolean) {
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
const selectSquadAll = createSelector((l: Settled, m: readonly Match[]) =>
  figuredLists(l, m, true),
);
const selectRivalsAll = createSelector((l: Settled, m: readonly Match[]) =>
  figuredLists(l, m, true),
);
const selectSquadFiltered = createSelector((l: Settled, m: readonly Match[]) =>
  figuredLists(l, m, false),
);
const selectRivalsFiltered = createSelector((l: Settled, m: readonly Match[]) =>
  figuredLists(l, m, false),
);

export const selectFilteredMatches = createSelector(
  (matches: Match[], season: string, competition: string, startMonth: number) =>
    filterMatches(matches, { season, competition }, startMonth),
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
  const allMatches = useMatches();
  const squad = selectSettledSquad(usePlayers(), useFormations(), allMatches);
  const rivalLists = selectSettledRivals(useRivals(), allMatches);
  const { seasonStartMonth } = useTeamSettings();
  const filtered = isFiltered(filter);
  const matches = filtered
    ? selectFilteredMatches(
        allMatches,
        filter.season ?? "",
        filter.competition ?? "",
        seasonStartMonth,
      )
    : allMatches;
  const s = filtered ? selectSquadFiltered(squad, matches) : selectSquadAll(squad, matches);
  const r = filtered
    ? selectRivalsFiltered(rivalLists, matches)
    : selectRivalsAll(rivalLists, matches);
  return { players: s.players, formations: s.formations, rivals: r.rivals, matches, filtered };
}

const selectSeasons = createSelector(seasonsIn);
const selectCompetitions = createSelector(competitionsIn);

/** The seasons and competitions present in the stored matches, for the filter's options. */
export function useFilterOptions(): { seasons: string[]; competitions: string[] } {
  const matches = useMatches();
  const { seasonStartMonth } = useTeamSettings();
  return {
    seasons: selectSeasons(matches, seasonStartMonth),
    competitions: selectCompetitions(matches),
  };
}

/** Each rival's record from the stored matches, in the rivals' order (the rivals list). */
export function useRivalRecords(matches?: readonly Match[]) {
  const all = useMatches();
  return selectRivalRecords(useRivals(), (matches ?? all) as Match[]);
}

/** The dashboard's counters, last matches and top players (following the filter). */
export function useDashboardSummary(filter: MatchFilter = {}) {
  const view = useFigureView(filter);
  return selectDashboardSummary(view.players, view.matches as Match[]);
}
