// Saving the team's settings (state/team-settings.ts reads them). Apart so the first page,
// which shows the team's name and crest, does not carry the settings screen's save.
import { teamSettingsKey } from "../config/storage-keys";
import { checkCrest, cleanTeamName, readTeamSettings } from "../domain/records/team-settings";
import type { TeamSettings } from "../domain/records/types";
import { readSideKey, sideKeyText, writeRaw } from "../storage/side-keys";
import { failed } from "./result";
import { notifyStoreChanged } from "./store";
import { teamSettingsSide } from "./team-settings";

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
