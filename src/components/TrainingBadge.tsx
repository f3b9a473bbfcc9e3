// A player's training where decisions are made (planning, the call-up): 'No entrenó esta semana'
// and the attendance of the last four weeks with its sample, e.g. 'Entrenos 3/4'.
import type { AttendanceRate } from "../domain/training/attendance";
import { NO_TRAINING_THIS_WEEK } from "../domain/training/attendance";
import { cx } from "../ui/cx";

export function TrainingBadge({
  facts,
  className,
}: {
  facts: { rate: AttendanceRate; missedThisWeek: boolean } | undefined;
  className?: string;
}) {
  if (!facts || facts.rate.sessions === 0) return null;
  const { rate } = facts;
  return (
    // Each chip keeps its words together; the two wrap onto two lines rather than widen a row.
    <span className={cx("inline-flex flex-wrap items-center gap-1", className)}>
      {facts.missedThisWeek && (
        <span
          className="rounded-full bg-amber-50 px-2 py-0.5 text-xs whitespace-nowrap font-medium text-amber-900 ring-1 ring-amber-300 ring-inset"
          data-testid="no-training"
        >
          {NO_TRAINING_THIS_WEEK}
        </span>
      )}
      <span
        className="text-xs whitespace-nowrap text-slate-600 tabular-nums"
        title={`Entrenamientos de las últimas 4 semanas: presente en ${rate.present} de ${rate.sessions}`}
        data-testid="training-rate"
      >
        Entrenos {rate.present}/{rate.sessions}
      </span>
    </span>
  );
}
