import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { emptyRivalForm } from "../../domain/rivals/rival-form";
import { addRival } from "../../state/rival-commands";
import { Alert } from "../../ui/Alert";
import { Card } from "../../ui/Card";
import { FormPageHeader } from "../../ui/FormPageHeader";
import { RivalForm } from "./components/RivalForm";

export function AddRivalPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const defaults = useMemo(() => emptyRivalForm(), []);
  return (
    <div className="max-w-3xl">
      <FormPageHeader
        title="Nuevo rival"
        subtitle="Las notas y el historial se completan después, desde el detalle del rival."
        back={{ to: paths.rivals, label: "Rivales" }}
      />
      {error && (
        <Alert tone="error" className="mb-4" title="No se pudo guardar el rival">
          {error}
        </Alert>
      )}
      <Card>
        <RivalForm
          draftKey="add-rival"
          defaultValues={defaults}
          submitLabel="Guardar rival"
          onSubmit={(details) => {
            const r = addRival(details);
            if (!r.ok) {
              setError(r.message);
              return false;
            }
            navigate(paths.rivals);
            return true;
          }}
          onCancel={() => navigate(paths.rivals)}
        />
      </Card>
    </div>
  );
}
