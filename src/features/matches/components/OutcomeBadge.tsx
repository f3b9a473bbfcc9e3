import type { MatchOutcome } from "../../../domain/timeline/match-result";
import { outcomeLabel } from "../../../domain/squad/player-labels";

const tone: Record<MatchOutcome, string> = {
  win: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  draw: "bg-amber-50 text-amber-800 ring-amber-600/20",
  loss: "bg-red-50 text-red-800 ring-red-600/20",
};

/** 'Victoria' / 'Empate' / 'Derrota' as a small coloured label. */
export function OutcomeBadge({ outcome }: { outcome: MatchOutcome }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tone[outcome]}`}
    >
      {outcomeLabel[outcome]}
    </span>
  );
}
