// 'Recalcular estadísticas' as a check: every figure is opening balance + the
// stored matches, and the stored counters are written from that rule. The check lists where
// they disagree (data changed by another app, a damaged import) and offers two fixes.
import { Fragment, useState } from "react";
import type { FigureDisagreement } from "../../../domain/figures/disagreements";
import {
  checkFigures,
  fixFiguresFromRecord,
  keepStoredFigures,
} from "../../../state/match-commands";
import { useMatches } from "../../../state/hooks";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { useDialogs } from "../../../ui/dialogs";
import { Table, Td, Th } from "../../../ui/Table";
import { counterLabels, kindLabels } from "./labels";

type Outcome = { tone: "success" | "error" | "info"; text: string };

export const FIGURES_AGREE =
  "Las estadísticas ya coinciden con los partidos guardados y el saldo inicial. No hay nada que cambiar.";

/** 'Goles', or 'Goles (Central)' for a per-role figure. */
export function fieldLabel(field: string): string {
  const m = /^positions\.(.*)\.([^.]+)$/.exec(field);
  if (!m) return counterLabels[field] ?? field;
  return `${counterLabels[m[2]!] ?? m[2]} (${m[1]})`;
}

function entities(rows: FigureDisagreement[], kind: FigureDisagreement["kind"]) {
  return new Set(rows.filter((r) => r.kind === kind).map((r) => r.index)).size;
}

/** Rows grouped by entity, in the order found. */
function groups(rows: FigureDisagreement[]) {
  const out = new Map<string, FigureDisagreement[]>();
  for (const r of rows) {
    const key = `${r.kind}:${r.index}`;
    const list = out.get(key) ?? [];
    list.push(r);
    out.set(key, list);
  }
  return [...out.values()];
}

export function RebuildCard() {
  const { confirm } = useDialogs();
  const matches = useMatches();
  const [rows, setRows] = useState<FigureDisagreement[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const check = () => {
    const found = checkFigures();
    setOutcome(found.length === 0 ? { tone: "success", text: FIGURES_AGREE } : null);
    setRows(found.length === 0 ? null : found);
  };

  const summary = (r: FigureDisagreement[]) =>
    `${entities(r, "player")} jugadores, ${entities(r, "formation")} formaciones y ${entities(r, "rival")} rivales`;

  const fixFromRecord = async () => {
    if (!rows) return;
    const ok = await confirm({
      title: "¿Corregir con los partidos?",
      message: `Los totales guardados de ${summary(rows)} pasarán a ser el saldo inicial más lo que dan los ${matches.length} partidos guardados (la columna «Esperado»).`,
      confirmLabel: "Corregir",
    });
    if (!ok) return;
    const r = fixFiguresFromRecord();
    setRows(null);
    setOutcome(
      r.ok
        ? { tone: "success", text: "Estadísticas corregidas a partir de los partidos guardados." }
        : { tone: "error", text: r.message },
    );
  };

  const keepStored = async () => {
    if (!rows) return;
    const ok = await confirm({
      title: "¿Conservar los totales guardados?",
      message: `Los totales de ${summary(rows)} no cambian: la diferencia con los partidos guardados pasa a su saldo inicial.`,
      confirmLabel: "Conservar",
    });
    if (!ok) return;
    const r = keepStoredFigures();
    setRows(null);
    setOutcome(
      r.ok
        ? { tone: "success", text: "Totales conservados: la diferencia es ahora saldo inicial." }
        : { tone: "error", text: r.message },
    );
  };

  return (
    <Card
      title="Recalcular estadísticas"
      description="Cada cifra es el saldo inicial más lo que dan los partidos guardados."
      actions={
        <Button size="sm" onClick={check}>
          Recalcular estadísticas
        </Button>
      }
    >
      <p className="text-sm text-slate-600">
        Comprueba que los totales guardados de cada jugador, formación y rival coinciden con su
        saldo inicial (cifras importadas o de partidos eliminados conservando sus estadísticas) más
        los {matches.length} partidos guardados. Verás dónde no coinciden antes de cambiar nada.
      </p>
      {outcome && (
        <Alert className="mt-4" tone={outcome.tone}>
          {outcome.text}
        </Alert>
      )}
      {rows && (
        <section
          aria-label="Diferencias en las estadísticas"
          className="mt-4 rounded-lg border border-slate-200"
        >
          <p className="border-b border-slate-100 px-4 py-3 text-sm text-slate-700">
            No coinciden {summary(rows)}.
          </p>
          <div className="max-h-96 overflow-y-auto">
            <Table>
              <thead>
                <tr>
                  <Th>Tipo</Th>
                  <Th>Nombre</Th>
                  <Th>Dato</Th>
                  <Th numeric>Guardado</Th>
                  <Th numeric>Esperado</Th>
                </tr>
              </thead>
              <tbody>
                {groups(rows).map((group) => (
                  <Fragment key={`${group[0]!.kind}:${group[0]!.index}`}>
                    {group.map((r, j) => (
                      <tr
                        key={r.field}
                        className={j === 0 ? "border-t border-slate-200" : undefined}
                      >
                        <Td className="text-slate-500">{j === 0 ? kindLabels[r.kind] : ""}</Td>
                        <Td className="font-medium">{j === 0 ? r.name : ""}</Td>
                        <Td>{fieldLabel(r.field)}</Td>
                        <Td numeric className="text-slate-500">
                          {r.stored}
                        </Td>
                        <Td numeric className="font-semibold">
                          {r.expected}
                        </Td>
                      </tr>
                    ))}
                  </Fragment>
                ))}
              </tbody>
            </Table>
          </div>
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 px-4 py-3">
            <Button onClick={() => setRows(null)}>Cancelar</Button>
            <Button onClick={() => void keepStored()}>Conservar los totales guardados</Button>
            <Button variant="primary" onClick={() => void fixFromRecord()}>
              Corregir con los partidos
            </Button>
          </div>
        </section>
      )}
    </Card>
  );
}
