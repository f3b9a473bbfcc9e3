import { useCallback } from "react";
import { deletePlayer } from "../../../state/player-commands";
import type { Player } from "../../../domain/records/types";
import { useDialogs } from "../../../ui/dialogs";

/** The spec's confirmation before deleting a player; resolves true only if it was deleted. */
export const DELETE_PLAYER_MESSAGE = "Are you sure you want to delete this player?";

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
