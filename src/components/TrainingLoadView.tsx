// A player's attendance and load, with the ratio's caveat: the player page's card and each row
// of the load screen draw from it.
import { formatDate } from "../domain/base/format";
import type { AttendanceRate } from "../domain/training/attendance";
import { NO_TRAINING_THIS_WEEK, rateText } from "../domain/training/attendance";
import { addDays } from "../domain/training/days";
import type { LoadSummary } from "../domain/training/load";
import { HIGH_RATIO, ratioText, ratioView } from "../domain/training/load";

export type TrainingView = {
  rate: AttendanceRate;
  missedThisWeek: boolean;
  load: LoadSummary;
  returning: boolean;
  flagged: boolean;
};

/** The ratio, marked 'Alto' above HIGH_RATIO, with the assumed match RPE beside it when used. */
export function RatioFigure({ load }: { load: LoadSummary }) {
  const v = ratioView(load);
  return (
    <span data-testid="acwr">
      <span className={v.high ? "font-semibold text-amber-800" : undefined}>{v.text}</span>
      {v.high && (
        <span className="ml-1.5 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900 ring-1 ring-amber-300 ring-inset">
          Alto (más de {ratioText(HIGH_RATIO)})
        </span>
      )}
      {v.note && <span className="block text-xs font-normal text-slate-500">{v.note}</span>}
    </span>
  );
}

export const RETURNING_FLAG = `Vuelve de una lesión y su carga ha subido de golpe (ratio por encima de ${ratioText(HIGH_RATIO)}): vigílalo.`;

/** The four weeks' loads, each labelled by the day it ends. */
export function WeeklyLoads({ load, today }: { load: LoadSummary; today: string }) {
  return (
    <ol className="grid grid-cols-4 gap-2 text-center" aria-label="Carga semanal">
      {load.weeks.map((w, i) => (
        <li key={i} className="rounded-lg bg-slate-50 px-2 py-1.5">
          <span className="block text-xs text-slate-500">
            hasta {formatDate(addDays(today, -7 * (load.weeks.length - 1 - i))).slice(0, 5)}
          </span>
          <span className="font-semibold tabular-nums">{Math.round(w)}</span>
        </li>
      ))}
    </ol>
  );
}

export function AttendanceLine({ view }: { view: TrainingView }) {
  return (
    <p className="text-sm">
      Asistencia a entrenamientos (últimas 4 semanas): <strong>{rateText(view.rate)}</strong>
      {view.rate.sessions > 0 && (
        <span className="text-slate-500">
          {" "}
          · muestra de {view.rate.sessions} {view.rate.sessions === 1 ? "sesión" : "sesiones"}
        </span>
      )}
      {view.missedThisWeek && (
        <span className="ml-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300 ring-inset">
          {NO_TRAINING_THIS_WEEK}
        </span>
      )}
    </p>
  );
}
