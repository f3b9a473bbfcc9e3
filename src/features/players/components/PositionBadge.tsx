import { positionLabel } from "../../../domain/squad/player-labels";
import type { PlayerPosition } from "../../../domain/records/types";
import { cx } from "../../../ui/cx";

const tones: Record<PlayerPosition, string> = {
  Goalkeeper: "bg-amber-50 text-amber-800 ring-amber-200",
  Defender: "bg-sky-50 text-sky-800 ring-sky-200",
  Midfielder: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  Forward: "bg-rose-50 text-rose-800 ring-rose-200",
};

/** A player's position as a soft coloured label, one colour per line of the team. */
export function PositionBadge({ position }: { position: PlayerPosition }) {
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset",
        tones[position] ?? "bg-slate-50 text-slate-700 ring-slate-200",
      )}
    >
      {positionLabel[position] ?? position}
    </span>
  );
}

/** Yellow and red card counts as two small cards with their numbers. */
export function CardCounts({ yellow, red }: { yellow: number; red: number }) {
  return (
    <span className="inline-flex items-center justify-end gap-2.5 tabular-nums">
      <span className="inline-flex items-center gap-1" title="Tarjetas amarillas">
        <span aria-hidden className="inline-block h-3.5 w-2.5 rounded-[2px] bg-yellow-400" />
        <span className="sr-only">Amarillas: </span>
        {yellow}
      </span>
      <span className="inline-flex items-center gap-1" title="Tarjetas rojas">
        <span aria-hidden className="inline-block h-3.5 w-2.5 rounded-[2px] bg-red-500" />
        <span className="sr-only">Rojas: </span>
        {red}
      </span>
    </span>
  );
}
