// Editing a saved match (issue "9 ·", item 4): the stored match is replaced and the four lists
// change as one unit — the old match's figures taken out of players, formation and rival, the
// new one's added, exactly as if it had been entered right the first time.
// (The lead may switch the edit page to the figures helper's updateMatch at merge: this is the
// only call site's module.)
import { applyMatch } from "../domain/apply-match";
import { unapplyMatch } from "../domain/unapply-match";
import type { Match } from "../domain/types";
import { fromWrite } from "./result";
import { commit, getList } from "./store";

export const MATCH_GONE = "Este partido ya no existe: otra pestaña lo ha eliminado.";

export function updateMatch(match: Match) {
  const matches = getList("matches").items;
  const at = matches.findIndex((m) => m.id === match.id);
  if (at < 0) return { ok: false as const, message: MATCH_GONE };
  const state = {
    players: getList("players").items,
    formations: getList("formations").items,
    rivals: getList("rivals").items,
  };
  const next = applyMatch(unapplyMatch(state, matches[at]!), match);
  return fromWrite(
    commit({
      matches: matches.map((m, i) => (i === at ? match : m)),
      players: next.players,
      formations: next.formations,
      rivals: next.rivals,
    }),
  );
}
