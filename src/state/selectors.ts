// Derived figures as memoized selectors over the store's lists. The store hands out the same
// array until a list changes, so a selector recomputes only then — once for every component
// and every visit to a screen, instead of once per mount as a component's useMemo would.
import { dashboardSummary } from "../domain/dashboard";
import { rivalRecords } from "../domain/rival-records";
import { useMatches, usePlayers, useRivals } from "./hooks";

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

/** Each rival's record from the stored matches, in the rivals' order (the rivals list). */
export function useRivalRecords() {
  return selectRivalRecords(useRivals(), useMatches());
}

/** The dashboard's counters, last matches and top players. */
export function useDashboardSummary() {
  return selectDashboardSummary(usePlayers(), useMatches());
}
