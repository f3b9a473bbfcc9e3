// Availability: one index per change of the matches, the absences or the settings;
// every screen asks `availabilityOn` of it. Kept apart from selectors.ts so the dashboard (the
// first page) never loads the availability rules.
import { buildAvailabilityIndex, unavailableOn } from "../domain/squad/availability";
import type { AvailabilityIndex } from "../domain/squad/availability";
import type { Availability, Match, Player } from "../domain/records/types";
import { useAvailabilityRecords, useMatches } from "./hooks";
import { createSelector } from "./match-selectors";
import { getTeamSettings, useTeamSettings } from "./team-settings";
import type { TeamSettings } from "../domain/records/types";
import { getList } from "./store";

const selectAvailabilityIndex = createSelector(
  (matches: Match[], records: Availability[], yellowCardLimit: number, seasonStartMonth: number) =>
    buildAvailabilityIndex(matches, records, { yellowCardLimit, seasonStartMonth }),
);

export function useAvailabilityIndex(): AvailabilityIndex {
  return indexOf(useMatches(), useAvailabilityRecords(), useTeamSettings());
}

/** The index only once `wanted` (a card that shows who cannot play only after a choice). */
export function useAvailabilityIndexOnceWanted(wanted: boolean): AvailabilityIndex | undefined {
  const matches = useMatches();
  const records = useAvailabilityRecords();
  const settings = useTeamSettings();
  return wanted ? indexOf(matches, records, settings) : undefined;
}

/** The index worked out before a screen asks for it (the menu's preloading, at an idle moment). */
export const prepareAvailabilityIndex = () =>
  indexOf(getList("matches").items, getList("availability").items, getTeamSettings());

const indexOf = (matches: Match[], records: Availability[], settings: TeamSettings) =>
  selectAvailabilityIndex(matches, records, settings.yellowCardLimit, settings.seasonStartMonth);

/** The ids of players who cannot play on `date` in `competition` (planning, live, call-up). */
export function unavailableIds(
  players: readonly Player[],
  index: AvailabilityIndex,
  date: string,
  competition?: string,
): Set<string> {
  const out = unavailableOn(index, date, competition);
  return new Set(players.filter((p) => out.has(p.id)).map((p) => p.id));
}
