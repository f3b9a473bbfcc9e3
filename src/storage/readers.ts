// The readers of every stored list, one per record module of domain/records (player.ts,
// match.ts, …), where each record's type, reader, defaults and labels live together; the reader
// kit they share is domain/records/read.ts (docs/storage.md). Storage keeps the I/O, the damage
// copies and the journal; this table tells it which reader reads which key.
import type { ListKey } from "../config/storage-keys";
import type { Reader } from "../domain/records/read";
import type { Availability } from "../domain/records/availability";
import type { Fixture } from "../domain/records/fixture";
import type { Formation } from "../domain/records/formation";
import type { Match } from "../domain/records/match";
import type { MatchPlan } from "../domain/records/match-plan";
import type { Player } from "../domain/records/player";
import type { Rival } from "../domain/records/rival";
import { readAvailability } from "../domain/records/availability";
import { readFixture } from "../domain/records/fixture";
import { readFormation } from "../domain/records/formation";
import { readMatch } from "../domain/records/match";
import { readMatchPlan } from "../domain/records/match-plan";
import { readPlayer } from "../domain/records/player";
import { readRival } from "../domain/records/rival";
import { readSavedInsight } from "../domain/records/saved-insight";

export { REJECT, takeRepairs, positionalId } from "../domain/records/read";
export type { Reader } from "../domain/records/read";
export { readAvailability } from "../domain/records/availability";
export { readFixture } from "../domain/records/fixture";
export { readFormation } from "../domain/records/formation";
export { readMatch } from "../domain/records/match";
export { readMatchPlan } from "../domain/records/match-plan";
export { readPlayer } from "../domain/records/player";
export { readRival } from "../domain/records/rival";
export { readSavedInsight } from "../domain/records/saved-insight";
export { readAiSettingsValue } from "../domain/records/ai-settings";
export type { StoredAiSettings } from "../domain/records/ai-settings";

/** What each stored list holds, item by item. */
export type ListItems = {
  players: Player;
  matches: Match;
  formations: Formation;
  rivals: Rival;
  matchPlans: MatchPlan;
  savedInsights: string;
  fixtures: Fixture;
  availability: Availability;
};

export const listReaders: { [K in ListKey]: Reader<ListItems[K]> } = {
  players: readPlayer,
  matches: readMatch,
  formations: readFormation,
  rivals: readRival,
  matchPlans: readMatchPlan,
  savedInsights: readSavedInsight,
  fixtures: readFixture,
  availability: readAvailability,
};
