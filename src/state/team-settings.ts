// The team's settings (key `teamSettings`): name, crest and the month seasons start. Live across
// tabs through the store's `storage` listener (any key other than a list re-renders readers).
import { teamSettingsKey } from "../config/storage-keys";
import { checkCrest, cleanTeamName, readTeamSettings } from "../domain/records/team-settings";
import type { TeamSettings } from "../domain/records/types";
import { readJsonKey, readRawKey, writeRaw } from "../storage/side-keys";
import { notifyStoreChanged, useStoreVersion } from "./store";
import { failed } from "./result";

let lastRaw: string | null | undefined;
let cached: TeamSettings = readTeamSettings(undefined);

function read(): TeamSettings {
  const raw = readRawKey(teamSettingsKey);
  if (raw !== lastRaw) {
    cached = readTeamSettings(raw === null ? undefined : readJsonKey(teamSettingsKey));
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
  const current = readJsonKey(teamSettingsKey);
  // Fields we do not know (a newer version's) are kept.
  const next = readTeamSettings({
    ...(current && typeof current === "object" && !Array.isArray(current) ? current : {}),
    ...settings,
    name: cleanTeamName(settings.name),
    crest: crest.value,
  });
  const r = writeRaw({ [teamSettingsKey]: JSON.stringify(next) });
  if (!r.ok) return failed(r.message);
  notifyStoreChanged();
  return { ok: true } as const;
}
