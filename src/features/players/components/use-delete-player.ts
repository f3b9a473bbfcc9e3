import { useCallback } from "react";
import { deletePlayer } from "../../../state/player-commands";
import type { Player } from "../../../domain/records/types";
import { useDialogs } from "../../../ui/dialogs";

/** The spec's confirmation before deleting a player, in the spec's words. */
export const DELETE_PLAYER_MESSAGE = "Are you sure you want to delete this player?";

/** Asks that confirmation, then deletes; resolves true only if the player was deleted. */
export function useDeletePlayer(onError: (message: string) => void) {
  const { confirm } = useDialogs();
  return useCallback(
    async (player: Player) => {
      const ok = await confirm({
        title: `Eliminar a ${player.name}`,
        message: DELETE_PLAYER_MESSAGE,
        confirmLabel: "Eliminar",
        danger: true,
      });
      if (!ok) return false;
      const r = deletePlayer(player.id);
      if (!r.ok) onError(r.message);
      return r.ok;
    },
    [confirm, onError],
  );
}
