// 'Conflictos' (docs/sync.md): every shared document that two devices changed at
// once, its versions side by side with Spanish labels per field. The coach keeps one version or
// merges field by field; until then every version stays on every device.
import { useCallback, useEffect, useState } from "react";
import { compareVersions, formatValue, mergeVersions } from "../../state/conflicts";
import type { Conflict } from "../../state/sync";
import { getSyncSettings, loadConflicts, resolveConflict, useSyncStatus } from "../../state/sync";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { EmptyState } from "../../ui/EmptyState";
import { PageHeader } from "../../ui/PageHeader";

function versionName(i: number, winner: boolean) {
  return winner ? `Versión ${i + 1} (la que se ve ahora)` : `Versión ${i + 1}`;
}

function ConflictCard({ conflict, onDone }: { conflict: Conflict; onDone: (msg: string) => void }) {
  const versions = conflict.versions.map((v) => v.body);
  const rows = compareVersions(versions);
  const [choices, setChoices] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const keep = async (body: Record<string, unknown>, what: string) => {
    setBusy(true);
    const r = await resolveConflict(conflict.id, body);
    setBusy(false);
    if (r.ok) onDone(`${conflict.label}: ${what}.`);
    else setError(r.message);
  };

  const differing = rows.filter((r) => !r.same);
  return (
    <Card
      title={conflict.label}
      description={`${versions.length} versiones de este documento.`}
      as="article"
    >
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption className="sr-only">Versiones de {conflict.label}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left">
              <th scope="col" className="w-40 py-2 pr-3 font-medium text-slate-500">
                Campo
              </th>
              {conflict.versions.map((v, i) => (
                <th key={v.rev} scope="col" className="py-2 pr-3 font-semibold text-slate-800">
                  {versionName(i, v.winner)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.field}
                className={
                  row.same
                    ? "border-b border-slate-100 text-slate-500"
                    : "border-b border-slate-100 bg-amber-50/60"
                }
              >
                <th
                  scope="row"
                  className="py-2 pr-3 text-left align-top font-medium text-slate-700"
                >
                  {row.label}
                </th>
                {row.values.map((value, i) => (
                  <td key={i} className="py-2 pr-3 align-top">
                    {row.same ? (
                      formatValue(row.field, value)
                    ) : (
                      <label className="flex cursor-pointer items-start gap-2">
                        <input
                          type="radio"
                          className="mt-0.5 h-4 w-4"
                          name={`${conflict.id}-${row.field}`}
                          aria-label={`${row.label}: ${versionName(i, conflict.versions[i]!.winner)}`}
                          checked={(choices[row.field] ?? 0) === i}
                          onChange={() => setChoices((c) => ({ ...c, [row.field]: i }))}
                        />
                        <span className="text-slate-900">{formatValue(row.field, value)}</span>
                      </label>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        {conflict.versions.map((v, i) => (
          <Button
            key={v.rev}
            disabled={busy}
            onClick={() => void keep(versions[i]!, `se conservó la versión ${i + 1}`)}
          >
            Conservar versión {i + 1}
          </Button>
        ))}
        {differing.length > 1 && (
          <Button
            variant="primary"
            disabled={busy}
            onClick={() =>
              void keep(mergeVersions(versions, 0, choices), "se guardó la combinación elegida")
            }
          >
            Guardar combinación
          </Button>
        )}
      </div>
    </Card>
  );
}

export function ConflictsPage() {
  const status = useSyncStatus();
  const [conflicts, setConflicts] = useState<Conflict[] | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const configured = getSyncSettings() !== undefined;
  const reload = useCallback(() => {
    void loadConflicts().then(setConflicts);
  }, []);
  // Reload when the count changes (another device resolved one, a new one arrived).
  useEffect(reload, [reload, status.conflicts, status.state]);

  return (
    <>
      <PageHeader
        title="Conflictos"
        subtitle="Documentos que dos dispositivos cambiaron a la vez. Hasta que elijas, se guardan todas las versiones en todos los dispositivos."
      />
      {done && (
        <Alert tone="success" className="mb-5">
          {done}
        </Alert>
      )}
      {!configured ? (
        <Card>
          <EmptyState>
            Compartir con el cuerpo técnico no está activado en este dispositivo: no puede haber
            conflictos. Actívalo en Configuración.
          </EmptyState>
        </Card>
      ) : conflicts === null ? (
        <p className="text-sm text-slate-500">Cargando…</p>
      ) : conflicts.length === 0 ? (
        <Card>
          <EmptyState>No hay conflictos: todas las versiones coinciden.</EmptyState>
        </Card>
      ) : (
        <div className="space-y-5">
          {conflicts.map((c) => (
            <ConflictCard
              key={`${c.id}:${c.versions.map((v) => v.rev).join(",")}`}
              conflict={c}
              onDone={(msg) => {
                setDone(msg);
                reload();
              }}
            />
          ))}
        </div>
      )}
    </>
  );
}
