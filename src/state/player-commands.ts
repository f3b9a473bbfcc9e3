import type { Player } from "../domain/types";
import { newId } from "../domain/ids";
import { emptyStats } from "../domain/apply-match";
import { commit, getList } from "./store";
import { failed, fromWrite } from "./result";

/** The editable details of a player; stats are never edited by hand. */
export type PlayerDetails = Omit<Player, "id" | "stats">;

export function addPlayer(
  details: PlayerDetails,
): { ok: true; id: string } | { ok: false; message: string } {
  const player: Player = { ...details, id: newId(), stats: emptyStats() };
  const r = commit({ players: [...getList("players").items, player] });
  return r.ok ? { ok: true, id: player.id } : failed(r.message);
}

/** Changes a player's details and keeps every stat and unknown field as it was. */
export function updatePlayer(id: string, details: PlayerDetails) {
  const players = getList("players").items;
  if (!players.some((p) => p.id === id)) return failed("Jugador no encontrado.");
  return fromWrite(
    commit({
      players: players.map((p) =>
        p.id === id ? { ...p, ...details, id: p.id, stats: p.stats } : p,
      ),
    }),
  );
}

export function deletePlayer(id: string) {
  return fromWrite(commit({ players: getList("players").items.filter((p) => p.id !== id) }));
}
