import { canRemoveLine } from "../../../domain/squad/formation-roles";
import type { LineGroup } from "../../../domain/squad/formation-roles";
import { Button } from "../../../ui/Button";
import { LineStepper } from "./LineStepper";

export const GROUP_TITLES: Record<LineGroup, string> = {
  defenders: "Defensas",
  midfielders: "Centrocampistas",
  forwards: "Delanteros",
};

const GROUP_HINTS: Record<LineGroup, string> = {
  defenders: "De atrás hacia delante",
  midfielders: "Pivotes, interiores, mediapuntas…",
  forwards: "La última línea",
};

type LineGroupCardProps = {
  group: LineGroup;
  lines: readonly number[];
  onAdd: () => void;
  onRemove: (line: number) => void;
  onCount: (line: number, value: unknown) => void;
};

/** One group of lines (defenders, midfielders or forwards): a stepper per line, back to front. */
export function LineGroupCard({ group, lines, onAdd, onRemove, onCount }: LineGroupCardProps) {
  const title = GROUP_TITLES[group];
  return (
    <section
      aria-label={title}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm sm:grid-cols-[10rem_minmax(0,1fr)]"
    >
      <header>
        <h3 className="text-sm font-semibold">{title}</h3>
        <p className="mt-0.5 text-xs text-slate-500">{GROUP_HINTS[group]}</p>
      </header>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        {lines.map((count, i) => {
          const label = `${title} línea ${i + 1}`;
          return (
            <div key={i} className="flex flex-col gap-1">
              <span className="text-xs font-medium text-slate-500">Línea {i + 1}</span>
              <div className="flex items-center gap-1">
                <LineStepper label={label} count={count} onChange={(v) => onCount(i, v)} />
                {canRemoveLine(i) && (
                  // The first line of a group has no remove button (spec 4).
                  <Button
                    variant="ghost"
                    size="sm"
                    className="w-8 px-0"
                    aria-label={`Quitar ${label}`}
                    title="Quitar línea"
                    onClick={() => onRemove(i)}
                  >
                    <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden>
                      <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                    </svg>
                  </Button>
                )}
              </div>
            </div>
          );
        })}
        <Button
          variant="secondary"
          size="sm"
          className="mb-0.5 border-dashed"
          onClick={onAdd}
          aria-label={`Añadir línea a ${title}`}
        >
          + Añadir línea
        </Button>
      </div>
    </section>
  );
}
