// Editing a rival from its detail page. A module of its own so the form's libraries load only
// when the coach presses 'Editar rival'.
import { useState } from "react";
import { rivalFormValuesOf } from "../../../domain/rival-form";
import type { Rival } from "../../../domain/types";
import { updateRival } from "../../../state/rival-commands";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { RivalForm } from "./RivalForm";

type EditRivalCardProps = { rival: Rival; onDone: () => void };

export function EditRivalCard({ rival, onDone }: EditRivalCardProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <Card title="Editar rival">
      {error && (
        <Alert tone="error" className="mb-4" title="No se pudo guardar el rival">
          {error}
        </Alert>
      )}
      <RivalForm
        defaultValues={rivalFormValuesOf(rival)}
        submitLabel="Guardar cambios"
        onSubmit={(details) => {
          const r = updateRival(rival.id, details);
          if (!r.ok) return setError(r.message);
          setError(null);
          onDone();
        }}
        cancel={<Button onClick={() => onDone()}>Cancelar</Button>}
      />
    </Card>
  );
}
