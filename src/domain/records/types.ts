// The stored records of spec section 3 and ours, one module each (player.ts, match.ts, …: the
// type, its reader and defaults; their Spanish field labels are in field-labels.ts). This barrel
// re-exports their types, so a type import of records/types keeps working. Field names are exactly the
// spec's: data written by the original product must load unchanged. Stored objects may carry
// fields we do not know; the readers keep them, so the types describe what we read, not all that
// is there.
export type { PlayerPosition, PreferredFoot, RoleStats, PlayerStats, Player } from "./player";
export {
  playerPositions,
  defaultPlayerPosition,
  preferredFeet,
  defaultPreferredFoot,
} from "./player";
export type { FormationTotals, Formation } from "./formation";
export type { RivalTotals, RivalMatchEntry, Rival } from "./rival";
export type {
  Score,
  MatchLocation,
  Scorer,
  CardType,
  Card,
  Substitution,
  Match,
  MatchShot,
  EventStamp,
  MatchEvent,
  MatchEventKind,
} from "./match";
export { FULL_MATCH_MINUTES } from "./match";
export type { MatchPlan } from "./match-plan";
export type { Fixture } from "./fixture";
export type { AvailabilityKind, Availability } from "./availability";
export { availabilityKinds } from "./availability";
export type { SavedInsight, SavedInsightMeta } from "./saved-insight";
export type { TeamSettings } from "./team-settings";
export { defaultTeamSettings } from "./team-settings";
export type { AiSettings } from "./ai-settings";
export { defaultAiSettings } from "./ai-settings";

/** Labels that are data values of the spec (section 3, position numbering). */
export const GOALKEEPER_LABEL = "Arquero";
export const SUBSTITUTE_ROLE = "Suplente";
export const VACANT_LABEL = "Vacante";
