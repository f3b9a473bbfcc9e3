// The session plan: blocks (warm-up, technical, tactical, game, cool-down) with minutes and
// notes, saved on the session, reusable as templates, printable on one A4 page.
import { useState } from "react";
import { formatDate } from "../../../domain/base/format";
import type { PlanBlock, PlanBlockKind } from "../../../domain/records/training-session";
import { planBlockKinds } from "../../../domain/records/training-session";
import { findEntry } from "../../../domain/training/sessions";
import {
  saveSessionPlan,
  saveTemplate,
  useSessionTemplates,
  useTrainingSeries,
  useTrainingSessions,
} from "../../../state/training";
import { Alert } from "../../../ui/Alert";
import { Button, ButtonLink } from "../../../ui/Button";
import { EmptyState } from "../../../ui/EmptyState";
import { PageHeader } from "../../../ui/PageHeader";
import { trainingLinks } from "./links";

export const BLOCK_LABELS: Record<PlanBlockKind, string> = {
  calentamiento: "Calentamiento",
  tecnico: "Técnico",
  tactico: "Táctico",
  juego: "Juego",
  "vuelta-calma": "Vuelta a la calma",
};

const defaultBlocks = (): PlanBlock[] =>
  planBlockKinds.map((kind) => ({
    kind,
    minutes: kind === "calentamiento" || kind === "vuelta-calma" ? 15 : 20,
    notes: "",
  }));

export function SessionPlanPage({ entryKey: key }: { entryKey: string }) {
  const sessions = useTrainingSessions();
  const series = useTrainingSeries();
  const entry = findEntry(sessions, series, key);
  const stored = sessions.find((s) => s.id === entry?.sessionId);
  if (!entry) {
    return (
      <>
        <PageHeader title="Plan de la sesión" />
        <EmptyState>Este entrenamiento ya no está en el calendario.</EmptyState>
      </>
    );
  }
  return (
    <PlanEditor
      key={entry.key}
      entryKey={key}
      title={`${formatDate(entry.date)} · ${entry.time}${entry.place ? ` · ${entry.place}` : ""}`}
      focus={entry.focus}
      sessionMinutes={entry.minutes}
      initial={stored?.blocks ?? defaultBlocks()}
    />
  );
}

function PlanEditor({
  entryKey,
  title,
  focus,
  sessionMinutes,
  initial,
}: {
  entryKey: string;
  title: string;
  focus: string;
  sessionMinutes: number;
  initial: PlanBlock[];
}) {
  const templates = useSessionTemplates();
  const [blocks, setBlocks] = useState<PlanBlock[]>(initial);
  const [name, setName] = useState("");
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const total = blocks.reduce((n, b) => n + b.minutes, 0);
  const setBlock = (i: number, patch: Partial<PlanBlock>) =>
    setBlocks((bs) => bs.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  const done = (r: { ok: true } | { ok: false; message: string }, text: string) =>
    setMessage(r.ok ? { tone: "success", text } : { tone: "error", text: r.message });

  return (
    <div className="session-plan mx-auto max-w-3xl">
      <PageHeader
        title="Plan de la sesión"
        subtitle={title}
        back={
          <ButtonLink to={trainingLinks.attendance(entryKey)} size="sm" variant="ghost">
            ← Asistencia
          </ButtonLink>
        }
        actions={
          <>
            <Button onClick={() => window.print()}>Imprimir</Button>
            <Button
              variant="primary"
              onClick={() => done(saveSessionPlan(entryKey, blocks), "Plan guardado.")}
            >
              Guardar plan
            </Button>
          </>
        }
      />
      {focus && <p className="-mt-4 mb-4 text-sm text-slate-600">Objetivo: {focus}</p>}
      {message && (
        <Alert tone={message.tone} className="no-print mb-4">
          {message.text}
        </Alert>
      )}
      <p className={`mb-3 text-sm ${total > sessionMinutes ? "text-amber-800" : "text-slate-600"}`}>
        {total} de {sessionMinutes} minutos planificados
        {total > sessionMinutes ? ": el plan dura más que la sesión." : "."}
      </p>
      <ol className="flex flex-col gap-3" aria-label="Bloques">
        {blocks.map((b, i) => (
          <li
            key={i}
            className="rounded-xl border border-slate-200 bg-white p-4 break-inside-avoid"
          >
            <div className="flex flex-wrap items-end gap-3">
              <label className="flex flex-col gap-1 text-sm font-medium">
                Bloque
                <select
                  className="h-10 rounded-lg border border-slate-300 px-2"
                  value={b.kind}
                  onChange={(e) => setBlock(i, { kind: e.target.value as PlanBlockKind })}
                >
                  {planBlockKinds.map((k) => (
                    <option key={k} value={k}>
                      {BLOCK_LABELS[k]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1 text-sm font-medium">
                Minutos
                <input
                  className="h-10 w-20 rounded-lg border border-slate-300 px-2"
                  inputMode="numeric"
                  value={String(b.minutes)}
                  onChange={(e) => {
                    const n = Number(e.target.value);
                    if (Number.isInteger(n) && n >= 0 && n <= 600) setBlock(i, { minutes: n });
                  }}
                />
              </label>
              <Button
                size="sm"
                variant="ghost"
                className="no-print ml-auto"
                onClick={() => setBlocks((bs) => bs.filter((_, j) => j !== i))}
              >
                Quitar
              </Button>
            </div>
            <label className="mt-2 flex flex-col gap-1 text-sm font-medium">
              Notas
              <textarea
                className="rounded-lg border border-slate-300 px-2 py-1 font-normal"
                rows={2}
                value={b.notes}
                onChange={(e) => setBlock(i, { notes: e.target.value.slice(0, 2000) })}
              />
            </label>
          </li>
        ))}
      </ol>
      <div className="no-print mt-4 flex flex-wrap items-end gap-2">
        <Button
          onClick={() => setBlocks((bs) => [...bs, { kind: "tecnico", minutes: 10, notes: "" }])}
        >
          Añadir bloque
        </Button>
        {templates.length > 0 && (
          <label className="flex flex-col gap-1 text-sm font-medium">
            Usar plantilla
            <select
              className="h-10 rounded-lg border border-slate-300 px-2"
              value=""
              onChange={(e) => {
                const t = templates.find((x) => x.id === e.target.value);
                if (t) setBlocks(t.blocks.map((b) => ({ ...b })));
              }}
            >
              <option value="">Elige…</option>
              {templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="flex flex-col gap-1 text-sm font-medium">
          Nombre de la plantilla
          <input
            className="h-10 rounded-lg border border-slate-300 px-2"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <Button
          onClick={() => done(saveTemplate(name, blocks), `Plantilla «${name.trim()}» guardada.`)}
        >
          Guardar como plantilla
        </Button>
      </div>
    </div>
  );
}
