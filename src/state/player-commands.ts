import type { Player } from "../domain/records/types";
import { newId } from "../domain/base/ids";
import { zeroPlayerStats } from "../domain/figures/counters";
import { renamePlayerEverywhere } from "../domain/records/identity";
import { commit, getList } from "./store";
import { onlyChanged } from "./only-changed";
import { failed, fromWrite } from "./result";
import type { PlayerId } from "../domain/base/ids";

/** The editable details of a player; stats are never edited by hand. */
export type PlayerDetails = Omit<Player, "id" | "stats">;

export const PLAYER_GONE_MESSAGE =
  "Este jugador ya no existe: puede que se haya borrado en otra pestaña. No se ha cambiado nada.";

export function addPlayer(
  details: PlayerDetails,
): { ok: true; id: PlayerId } | { ok: false; message: string } {
  const player: Player = { ...details, id: newId<PlayerId>(), stats: zeroPlayerStats() };
  const r = commit({ players: [...getList("players").items, player] });
  return r.ok ? { ok: true, id: player.id } : failed(r.message);
}

/**
 * Changes a player's details and keeps every stat and unknown field as it was. A new name is
 * written into every match and plan that names him, in the same all-or-nothing write, so his
 * history stays his.
 */
export function updatePlayer(id: PlayerId, details: PlayerDetails) {
  const players = getList("players").items;
  const player = players.find((p) => p.id === id);
  if (!player) return failed(PLAYER_GONE_MESSAGE);
  const nextPlayers = players.map((p) =>
    p.id === id ? { ...p, ...details, id: p.id, stats: p.stats } : p,
  );
  const to = details.name;
  if (to === player.name) return fromWrite(commit({ players: nextPlayers }));
  const linked = renamePlayerEverywhere(
    { id, from: player.name, to },
    getList("matches").items,
    getList("matchPlans").items,
  );
  return fromWrite(commit(onlyChanged({ players: nextPlayers, ...linked })));
}

export function deletePlayer(id: PlayerId) {
  return fromWrite(commit({ players: getList("players").items.filter((p) => p.id !== id) }));
}
