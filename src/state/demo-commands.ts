// The demo team: loaded only into an empty app, recognised by the `demo` mark on its items. Its
// builder (a season's worth of invented data) is fetched on demand: most visits never use it.
import { listKeys } from "../config/storage-keys";
import { todayIso } from "../domain/base/dates";
import { commit, getList } from "./store";

export const DEMO_NOT_EMPTY_MESSAGE =
  "El equipo de ejemplo solo se puede cargar cuando la aplicación está vacía. Borra los datos actuales (o exporta una copia) antes de cargarlo.";

/** True when none of the six lists holds anything. */
export function isAppEmpty(): boolean {
  return listKeys.every((k) => getList(k).items.length === 0);
}

/** Writes the demo team's six lists as one unit. Refused unless the app is empty. */
export async function loadDemoTeam(): Promise<{ ok: true } | { ok: false; message: string }> {
  const { buildDemoTeam } = await import("../demo/team");
  if (!isAppEmpty()) return { ok: false, message: DEMO_NOT_EMPTY_MESSAGE };
  const team = buildDemoTeam(todayIso());
  const r = commit({
    players: team.players,
    formations: team.formations,
    rivals: team.rivals,
    matches: team.matches,
    matchPlans: team.matchPlans,
    savedInsights: team.savedInsights,
  });
  return r.ok ? { ok: true } : { ok: false, message: r.message };
}
