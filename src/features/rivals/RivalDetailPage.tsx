import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { paths } from "../../config/paths";
import { parseListIndex } from "../../domain/list-index";
import { rivalFormValuesOf } from "../../domain/rival-form";
import { rivalMatches, rivalRecord } from "../../domain/rival-record";
import { useMatches, useRivals } from "../../state/hooks";
import { updateRival } from "../../state/rival-commands";
import { Alert } from "../../ui/Alert";
import { Button, ButtonLink } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { PageHeader } from "../../ui/PageHeader";
import { RivalForm } from "./components/RivalForm";
import { RivalMatches } from "./components/RivalMatches";
import { RivalNotes } from "./components/RivalNotes";
import { RivalSummary } from "./components/RivalSummary";

export const RIVAL_LOADING = "Cargando detalles del rival...";
export const RIVAL_NOT_FOUND_LOG = "Invalid rival ID or rival not found.";

export function RivalDetailPage() {
  const { index } = useParams();
  const navigate = useNavigate();
  const rivals = useRivals();
  const matches = useMatches();
  const at = parseListIndex(index, rivals.length);
  const rival = at === undefined ? undefined : rivals[at];
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reported = useRef<string | undefined>(undefined);

  // Spec 8: an invalid index or a missing rival is logged and sends the user back to the list.
  useEffect(() => {
    if (rival || reported.current === index) return;
    reported.current = index;
    console.error(RIVAL_NOT_FOUND_LOG);
    navigate(paths.rivals, { replace: true });
  }, [rival, index, navigate]);

  const found = useMemo(() => (rival ? rivalMatches(rival, matches) : []), [rival, matches]);
  const record = useMemo(() => (rival ? rivalRecord(rival, matches) : null), [rival, matches]);

  if (!rival || at === undefined || !record) {
    return (
      <>
        <PageHeader title="Detalles del Rival" />
        <p className="text-sm text-slate-500" role="status">
          {RIVAL_LOADING}
        </p>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Detalles del Rival"
        subtitle={rival.name}
        actions={<ButtonLink to={paths.rivals}>Volver</ButtonLink>}
      />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          {editing ? (
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
                  const r = updateRival(at, details);
                  if (!r.ok) return setError(r.message);
                  setError(null);
                  setEditing(false);
                }}
                cancel={<Button onClick={() => setEditing(false)}>Cancelar</Button>}
              />
            </Card>
          ) : (
            <RivalSummary
              rival={rival}
              record={record}
              actions={
                <Button size="sm" onClick={() => setEditing(true)}>
                  Editar rival
                </Button>
              }
            />
          )}
          <RivalMatches matches={found} />
        </div>
        <RivalNotes rivalIndex={at} notes={rival.notes} />
      </div>
    </>
  );
}
