import { positionLabel } from "../../../domain/squad/player-labels";
import type { Player } from "../../../domain/records/types";

/** Plan detail suggestions (spec 9): players not in the lineup, highest shirt number first. */
export function PlanSuggestions({ players }: { players: Player[] }) {
  if (players.length === 0)
    return (
      <p className="text-sm text-slate-500">No hay jugadores disponibles para sugerir cambios.</p>
    );
  return (
    <ol className="divide-y divide-slate-100" aria-label="Sugerencias de cambios">
      {players.map((p, i) => (
        <li
          key={p.id ?? `${p.name}-${i}`}
          data-testid="plan-suggestion"
          className="flex items-center gap-3 py-2 print:py-1"
        >
          <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold tabular-nums print:border print:border-black print:bg-white">
            {p.number}
          </span>
          <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">
            {p.name}
          </span>
          <span className="text-xs text-slate-500 print:text-black">
            {positionLabel[p.position] ?? p.position}
          </span>
        </li>
      ))}
    </ol>
  );
}
