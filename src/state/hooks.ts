// One hook per collection. Each returns the same array until that list changes.
import { useList } from "./store";

export const usePlayers = () => useList("players");
export const useMatches = () => useList("matches");
export const useFormations = () => useList("formations");
export const useRivals = () => useList("rivals");
export const useMatchPlans = () => useList("matchPlans");
export const useSavedInsights = () => useList("savedInsights");
export const useFixtures = () => useList("fixtures");
export const useAvailabilityRecords = () => useList("availability");
