// The team's settings (key `teamSettings`): name, crest and the month seasons start. Live across
// tabs through the store's `storage` listener (any key other than a list re-renders readers).
import { teamSettingsKey } from "../config/storage-keys";
import {
  checkCrest,
  cleanTeamName,
  readTeamSettings,
  readTeamSettingsValue,
} from "../domain/records/team-settings";
import type { TeamSettings } from "../domain/records/types";
import { readRawKey, readSideKey, readSideText, sideKeyText, writeRaw } from "../storage/side-keys";
import type { SideKeySpec } from "../storage/side-keys";
import { notifyStoreChanged, useStoreVersion } from "./store";
import { failed } from "./result";

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

/** Saves the team's settings; a crest that is not http(s) or a small image is refused. */
export function saveTeamSettings(settings: TeamSettings) {
  const crest = checkCrest(settings.crest ?? "");
  if (!crest.ok) return failed(crest.message);
  const current: unknown = readSideKey(teamSettingsKey, teamSettingsSide).value;
  // Fields we do not know (a newer version's) are kept.
  const next = readTeamSettings({
    ...(current && typeof current === "object" && !Array.isArray(current) ? current : {}),
    ...settings,
    name: cleanTeamName(settings.name),
    crest: crest.value,
  });
  const r = writeRaw({ [teamSettingsKey]: sideKeyText("teamSettings", next) });
  if (!r.ok) return failed(r.message);
  notifyStoreChanged();
  return { ok: true } as const;
}
