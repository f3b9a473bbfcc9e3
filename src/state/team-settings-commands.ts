// Saving the team's settings (state/team-settings.ts reads them). Apart so the first page,
// which shows the team's name and crest, does not carry the settings screen's save.
import { teamSettingsKey } from "../config/storage-keys";
import { checkCrest, cleanTeamName, readTeamSettings } from "../domain/records/team-settings";
import type { TeamSettings } from "../domain/records/types";
import { sideKeyText } from "../storage/side-keys";
import { failed, fromWrite } from "./result";
import { commit } from "./store";
import { getTeamSettings } from "./team-settings";

/** Saves the team's settings; a crest that is not http(s) or a small image is refused. */
export function saveTeamSettings(settings: TeamSettings) {
  const crest = checkCrest(settings.crest ?? "");
  if (!crest.ok) return failed(crest.message);
  // Fields we do not know (a newer version's) are kept: the reader keeps them.
  const next = readTeamSettings({
    ...getTeamSettings(),
    ...settings,
    name: cleanTeamName(settings.name),
    crest: crest.value,
  });
  return fromWrite(commit({}, { [teamSettingsKey]: sideKeyText("teamSettings", next) }));
}
