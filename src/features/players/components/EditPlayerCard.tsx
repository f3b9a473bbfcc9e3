// Editing a player from the detail page (?editar=1). A module of its own so the form's
// libraries load only when the editor opens.
import { playerFormValuesOf } from "../../../domain/squad/player-form";
import type { Player } from "../../../domain/records/types";
import { updatePlayer } from "../../../state/player-commands";
import { Card } from "../../../ui/Card";
import { useOnce } from "../../../ui/use-once";
import { PlayerForm } from "./PlayerForm";

type EditPlayerCardProps = { player: Player; players: readonly Player[]; onClose: () => void };

export function EditPlayerCard({ player, players, onClose }: EditPlayerCardProps) {
  const defaults = useOnce(() => playerFormValuesOf(player), player.id);
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
