// The team's settings (key `teamSettings`): name, crest and the month seasons start. Live across
// tabs through the store's `storage` listener (any key other than a list re-renders readers).
// Saving them is team-settings-commands.ts: only the settings screen saves, so the first page
// carries only the reading.
import { teamSettingsKey } from "../config/storage-keys";
import { readTeamSettings, readTeamSettingsValue } from "../domain/records/team-settings";
import type { TeamSettings } from "../domain/records/types";
import { readRawKey, readSideText } from "../storage/side-keys";
import type { SideKeySpec } from "../storage/side-keys";
import { useStoreVersion } from "./store";

/** The side key's reader: its migrations, then the record's reader. */
export const teamSettingsSide: SideKeySpec<TeamSettings> = {
  kind: "teamSettings",
  read: readTeamSettingsValue,
  fallback: () => readTeamSettings(undefined),
};

let lastRaw: string | null | undefined;
let cached: TeamSettings = readTeamSettings(undefined);

function read(): TeamSettings {
  const raw = readRawKey(teamSettingsKey);
  if (raw !== lastRaw) {
    cached = readSideText(raw, teamSettingsSide).value;
    lastRaw = raw;
  }
  return cached;
}

export function getTeamSettings(): TeamSettings {
  return read();
}

export function useTeamSettings(): TeamSettings {
  return useStoreVersion(read);
}
