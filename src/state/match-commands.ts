import type { Match } from "../domain/types";
import { applyMatch } from "../domain/apply-match";
import { commit, getList } from "./store";
import { fromWrite } from "./result";

/**
 * Saves a played match and applies it to players, the formation and the rival (spec 4).
 * All four lists are written as one unit: on a full quota none of them changes.
 */
export function saveMatch(match: Match) {
  const next = applyMatch(
    {
      players: getList("players").items,
      formations: getList("formations").items,
      rivals: getList("rivals").items,
    },
    match,
  );
  return fromWrite(
    commit({
      matches: [...getList("matches").items, match],
      players: next.players,
      formations: next.formations,
      rivals: next.rivals,
    }),
  );
}

/** Deleting a match does not undo its totals (spec 4). */
export function deleteMatch(id: string) {
  return fromWrite(commit({ matches: getList("matches").items.filter((m) => m.id !== id) }));
}
