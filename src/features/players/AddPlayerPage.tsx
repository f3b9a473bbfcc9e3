import { useMemo } from "react";
import { useNavigate } from "react-router";
import { links, paths } from "../../config/paths";
import { emptyPlayerForm } from "../../domain/squad/player-form";
import { usePlayers } from "../../state/hooks";
import { addPlayer } from "../../state/player-commands";
import { Card } from "../../ui/Card";
import { FormPageHeader } from "../../ui/FormPageHeader";
import { PlayerForm } from "./components/PlayerForm";

/** /add-player: after saving, the coach lands on the new player's detail. */
export function AddPlayerPage() {
  const players = usePlayers();
  const navigate = useNavigate();
  const defaults = useMemo(() => emptyPlayerForm(), []);
  return (
    <>
      <FormPageHeader
        title="Añadir jugador"
        subtitle="Los campos marcados con * son obligatorios."
        back={{ to: paths.players, label: "Jugadores" }}
      />
      <Card className="max-w-3xl">
        <PlayerForm
          draftKey="add-player"
          defaultValues={defaults}
          players={players}
          submitLabel="Guardar jugador"
          onCancel={() => navigate(paths.players)}
          onSave={(details) => {
            const r = addPlayer(details);
            if (r.ok) navigate(links.player(r.id));
            return r;
          }}
        />
      </Card>
    </>
  );
}
