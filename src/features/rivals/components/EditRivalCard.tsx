// Editing a rival from its detail page. A module of its own so the form's libraries load only
// when the coach presses 'Editar rival'.
import { useState } from "react";
import { rivalFormValuesOf } from "../../../domain/rivals/rival-form";
import type { Rival } from "../../../domain/records/types";
import { updateRival } from "../../../state/rival-commands";
import { Alert } from "../../../ui/Alert";
import { Card } from "../../../ui/Card";
import { useOnce } from "../../../ui/use-once";
import { RivalForm } from "./RivalForm";

type EditRivalCardProps = { rival: Rival; onDone: () => void };

export function EditRivalCard({ rival, onDone }: EditRivalCardProps) {
  const [error, setError] = useState<string | null>(null);
  const defaults = useOnce(() => rivalFormValuesOf(rival), rival.id);
  return (
    <Card title="Editar rival">
      {error && (
        <Alert tone="error" className="mb-4" title="No se pudo guardar el rival">
          {error}
        </Alert>
      )}
      <RivalForm
        draftKey={`edit-rival:${rival.id}`}
        defaultValues={defaults}
        submitLabel="Guardar cambios"
        onSubmit={(details) => {
          const r = updateRival(rival.id, details);
          if (!r.ok) {
            setError(r.message);
            return false;
          }
          setError(null);
          onDone();
          return true;
        }}
        onCancel={onDone}
      />
    </Card>
  );
}
