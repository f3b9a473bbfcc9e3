// Editing a player from the detail page (?editar=1). A module of its own so the form's
// libraries load only when the editor opens.
import { useMemo } from "react";
import { playerFormValuesOf } from "../../../domain/squad/player-form";
import type { Player } from "../../../domain/records/types";
import { updatePlayer } from "../../../state/player-commands";
import { Card } from "../../../ui/Card";
import { PlayerForm } from "./PlayerForm";

type EditPlayerCardProps = { player: Player; players: readonly Player[]; onClose: () => void };

export function EditPlayerCard({ player, players, onClose }: EditPlayerCardProps) {
  // The values the editor opened with; a change made elsewhere meanwhile does not reset it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const defaults = useMemo(() => playerFormValuesOf(player), [player.id]);
  return (
    <Card className="max-w-3xl">
      <PlayerForm
        key={player.id}
        draftKey={`edit-player:${player.id}`}
        defaultValues={defaults}
        players={players}
        playerId={player.id}
        submitLabel="Guardar cambios"
        onCancel={onClose}
        onSave={(details) => {
          const r = updatePlayer(player.id, details);
          if (r.ok) onClose();
          return r;
        }}
      />
    </Card>
  );
}
