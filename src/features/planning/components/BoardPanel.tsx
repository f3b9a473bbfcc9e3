import { LineupBoard } from "../../../components/LineupBoard";
import type { BoardPlayer } from "../../../components/LineupBoard";
import type { Formation } from "../../../domain/records/types";
import { Button } from "../../../ui/Button";
import { cx } from "../../../ui/cx";

type Check = { label: string; done: boolean; detail?: string };

type BoardPanelProps = {
  title: string;
  /** The chosen formation; none yet: the board waits for one. */
  formation: Formation | undefined;
  playerAt: (key: string) => BoardPlayer | null;
  highlightKey: string | undefined;
  onSelect: (key: string) => void;
  checks: Check[];
  onSave: () => void;
  saving: boolean;
};

/** The right column: the pitch filling up as the coach chooses, what is missing, and Save. */
export function BoardPanel({
  title,
  formation,
  playerAt,
  highlightKey,
  onSelect,
  checks,
  onSave,
  saving,
}: BoardPanelProps) {
  return (
    <aside className="space-y-4 lg:sticky lg:top-20" aria-label="Pizarra">
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="mb-3 text-base font-semibold">{title}</h2>
        {formation ? (
          <>
            <LineupBoard
              formation={formation}
              playerAt={playerAt}
              label="Diagrama táctico"
              highlightKey={highlightKey}
              onSelect={onSelect}
              className="mx-auto max-h-[calc(100vh-22rem)] w-auto"
            />
            <p className="mt-2 text-center text-xs text-slate-500">
              Pulsa una posición para elegir su jugador.
            </p>
          </>
        ) : (
          <div className="flex aspect-[680/1050] max-h-[calc(100vh-22rem)] items-center justify-center rounded-xl border-2 border-dashed border-slate-200 px-6 text-center text-sm text-slate-500">
            La pizarra se dibuja al elegir una formación.
          </div>
        )}
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <ul className="mb-4 space-y-1.5 text-sm" aria-label="Estado de la planificación">
          {checks.map((c) => (
            <li key={c.label} className="flex items-center gap-2">
              <span
                aria-hidden
                className={cx(
                  "flex h-5 w-5 items-center justify-center rounded-full text-xs font-bold",
                  c.done ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-400",
                )}
              >
                {c.done ? "✓" : "·"}
              </span>
              <span className={c.done ? "text-slate-900" : "text-slate-500"}>{c.label}</span>
              {c.detail && <span className="ml-auto text-slate-500 tabular-nums">{c.detail}</span>}
            </li>
          ))}
        </ul>
        <Button variant="primary" className="w-full" onClick={onSave} disabled={saving}>
          Guardar Planificación
        </Button>
      </div>
    </aside>
  );
}
