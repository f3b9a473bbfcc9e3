import { Fragment, useState } from "react";
import type { TotalsChange } from "../../../domain/rebuild-totals";
import { applyRebuild, previewRebuild } from "../../../state/data-commands";
import { useMatches } from "../../../state/hooks";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { useDialogs } from "../../../ui/dialogs";
import { Table, Td, Th } from "../../../ui/Table";
import { counterLabels, kindLabels } from "./labels";

type Outcome = { tone: "success" | "error" | "info"; text: string };

function countBy(changes: TotalsChange[], kind: TotalsChange["kind"]) {
  return changes.filter((c) => c.kind === kind).length;
}

export function RebuildCard() {
  const { confirm } = useDialogs();
  const matches = useMatches();
  const [changes, setChanges] = useState<TotalsChange[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const check = () => {
    const found = previewRebuild();
    setOutcome(
      found.length === 0
        ? {
            tone: "success",
            text: "Las estadísticas ya coinciden con los partidos guardados. No hay nada que cambiar.",
          }
        : null,
    );
    setChanges(found.length === 0 ? null : found);
  };

  const apply = async () => {
    if (!changes) return;
    const ok = await confirm({
      title: "¿Recalcular estadísticas?",
      message: `Se actualizarán los totales de ${countBy(changes, "player")} jugadores, ${countBy(changes, "formation")} formaciones y ${countBy(changes, "rival")} rivales para que coincidan con los ${matches.length} partidos guardados.`,
      confirmLabel: "Recalcular",
    });
    if (!ok) return;
    const r = applyRebuild();
    setChanges(null);
    setOutcome(
      r.ok
        ? { tone: "success", text: "Estadísticas recalculadas a partir de los partidos guardados." }
        : { tone: "error", text: r.message },
    );
  };

  return (
    <Card
      title="Recalcular estadísticas"
      description="Borrar un partido no descuenta sus goles, minutos ni resultados de los totales."
      actions={
        <Button size="sm" onClick={check}>
          Recalcular estadísticas
        </Button>
      }
    >
      <p className="text-sm text-slate-600">
        Vuelve a calcular los totales de cada jugador, formación y rival a partir de los{" "}
        {matches.length} partidos guardados, con la misma regla que al guardar un partido. Verás qué
        cambia antes de aplicarlo.
      </p>
      {outcome && (
        <Alert className="mt-4" tone={outcome.tone}>
          {outcome.text}
        </Alert>
      )}
      {changes && (
        <section
          aria-label="Cambios en las estadísticas"
          className="mt-4 rounded-lg border border-slate-200"
        >
          <p className="border-b border-slate-100 px-4 py-3 text-sm text-slate-700">
            Cambiarían {countBy(changes, "player")} jugadores, {countBy(changes, "formation")}{" "}
            formaciones y {countBy(changes, "rival")} rivales.
          </p>
          <div className="max-h-96 overflow-y-auto">
            <Table>
              <thead>
                <tr>
                  <Th>Tipo</Th>
                  <Th>Nombre</Th>
                  <Th>Dato</Th>
                  <Th numeric>Antes</Th>
                  <Th numeric>Después</Th>
                </tr>
              </thead>
              <tbody>
                {changes.map((c, i) => {
                  const counters = Object.keys(c.after);
                  return (
                    <Fragment key={i}>
                      {counters.map((counter, j) => (
                        <tr
                          key={counter}
                          className={j === 0 ? "border-t border-slate-200" : undefined}
                        >
                          <Td className="text-slate-500">{j === 0 ? kindLabels[c.kind] : ""}</Td>
                          <Td className="font-medium">{j === 0 ? c.name : ""}</Td>
                          <Td>{counterLabels[counter] ?? counter}</Td>
                          <Td numeric className="text-slate-500">
                            {c.before[counter]}
                          </Td>
                          <Td numeric className="font-semibold">
                            {c.after[counter]}
                          </Td>
                        </tr>
                      ))}
                    </Fragment>
                  );
                })}
              </tbody>
            </Table>
          </div>
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 px-4 py-3">
            <Button onClick={() => setChanges(null)}>Cancelar</Button>
            <Button variant="primary" onClick={() => void apply()}>
              Aplicar cambios
            </Button>
          </div>
        </section>
      )}
    </Card>
  );
}
