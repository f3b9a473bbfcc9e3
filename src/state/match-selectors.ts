// Selectors over the match list that need no figures rule: the season / competition filter and
// the dashboard (the first page, so it loads neither the timeline nor the per-role figures: with
// a filter its top scorers come from figure-links' goals and assists, the rule's own count).
import { dashboardSummary } from "../domain/figures/dashboard";
import { goalsAndAssists } from "../domain/figures/figure-links";
import { competitionsIn, filterMatches, isFiltered, seasonsIn } from "../domain/records/season";
import type { MatchFilter } from "../domain/records/season";
import type { Match, Player } from "../domain/records/types";
import { useMatches, usePlayers } from "./hooks";
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

const selectFilteredMatches = createSelector(
  (matches: Match[], season: string, competition: string, startMonth: number) =>
    filterMatches(matches, { season, competition }, startMonth),
);

/** The matches a filter keeps (all of them without one), and whether a filter is on. */
export function useFilteredMatches(filter: MatchFilter = {}): {
  matches: readonly Match[];
  filtered: boolean;
} {
  const all = useMatches();
  const { seasonStartMonth } = useTeamSettings();
  const filtered = isFiltered(filter);
  const matches = filtered
    ? selectFilteredMatches(all, filter.season ?? "", filter.competition ?? "", seasonStartMonth)
    : all;
  return { matches, filtered };
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

/** Players with the goals and assists of `matches` alone (a filter: no opening balances). */
const selectScorers = createSelector((players: Player[], matches: readonly Match[]): Player[] => {
  const figures = goalsAndAssists(players, matches, { opening: false });
  return players.map((p, i) => ({ ...p, stats: { ...p.stats, ...figures[i]! } }));
});
const selectDashboardSummary = createSelector(dashboardSummary);

/**
 * The dashboard's counters, last matches and top players (following the filter). Without a
 * filter the players' stored goals and assists are the rule's (see selectors.ts).
 */
export function useDashboardSummary(filter: MatchFilter = {}) {
  const { matches, filtered } = useFilteredMatches(filter);
  const stored = usePlayers();
  const players = filtered ? selectScorers(stored, matches) : stored;
  return selectDashboardSummary(players, matches);
}
