// The team's settings (key `teamSettings`): name, crest and the month seasons start, a slot of
// the store (live across tabs through its `storage` listener).
// Saving them is team-settings-commands.ts: only the settings screen saves, so the first page
// carries only the reading.
import { teamSettingsKey } from "../config/storage-keys";
import { readTeamSettings, readTeamSettingsValue } from "../domain/records/team-settings";
import type { TeamSettings } from "../domain/records/types";
import { readSideText } from "../storage/side-keys";
import type { SideKeySpec } from "../storage/side-keys";
import { getSide, useStoreVersion } from "./store";

/** The side key's reader: its migrations, then the record's reader. */
export const teamSettingsSide: SideKeySpec<TeamSettings> = {
  kind: "teamSettings",
  read: readTeamSettingsValue,
  fallback: () => readTeamSettings(undefined),
};

export const getTeamSettings = (): TeamSettings =>
  getSide(teamSettingsKey, (raw) => readSideText(raw, teamSettingsSide).value);

export const useTeamSettings = (): TeamSettings => useStoreVersion(getTeamSettings);
