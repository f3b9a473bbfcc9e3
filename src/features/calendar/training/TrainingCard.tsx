// 'Entrenamientos' on the calendar: the sessions of the last two weeks and the next three, one-off
// or from a series, with attendance, the plan, edits and 'Suspendido'.
import { useMemo, useState } from "react";
import { formatDate } from "../../../domain/base/format";
import type { SessionEntry } from "../../../domain/training/sessions";
import { MAX_ENTRIES, sessionEntries } from "../../../domain/training/sessions";
import { sessionEventId, sessionEventTitle } from "../../../domain/replies/schedule";
import { addDays } from "../../../domain/training/days";
import { WEEKDAY_LABELS } from "../../../domain/training/session-form";
import type { TrainingSeriesId, TrainingSessionId } from "../../../domain/base/ids";
import {
  attendanceOf,
  deleteSeries,
  deleteSession,
  setSessionStatus,
  useAttendance,
  useTrainingSeries,
  useTrainingSessions,
} from "../../../state/training";
import { Alert } from "../../../ui/Alert";
import { Button, ButtonLink } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { EmptyState } from "../../../ui/EmptyState";
import { useDialogs } from "../../../ui/dialogs";
import { DateBlock } from "../components/DateBlock";
import { EventReplies } from "../components/EventReplies";
import { trainingLinks } from "./links";

export const EMPTY_TRAINING =
  "No hay entrenamientos en estas semanas. Añade uno, o una serie (p. ej. martes y jueves a las 19:00).";

export function TrainingCard({ today }: { today: string }) {
  const sessions = useTrainingSessions();
  const series = useTrainingSeries();
  const attendance = useAttendance();
  const { confirm } = useDialogs();
  const [error, setError] = useState("");
  // One more than is shown, to tell whether the weeks hold more.
  const found = useMemo(
    () =>
      sessionEntries(
        sessions,
        series,
        { from: addDays(today, -14), to: addDays(today, 21) },
        MAX_ENTRIES + 1,
      ),
    [sessions, series, today],
  );
  const entries = found.slice(0, MAX_ENTRIES);
  const result = (r: { ok: boolean; message?: string }) => setError(r.ok ? "" : (r.message ?? ""));

  const removeSeries = async (id: TrainingSeriesId) => {
    const ok = await confirm({
      message:
        "¿Eliminar la serie? Sus próximos entrenamientos desaparecen del calendario; los que ya tienen asistencia o cambios se conservan.",
      danger: true,
      confirmLabel: "Eliminar serie",
    });
    if (ok) result(deleteSeries(id));
  };
  const removeOne = async (id: TrainingSessionId) => {
    const ok = await confirm({
      message: "¿Eliminar este entrenamiento del calendario?",
      danger: true,
      confirmLabel: "Eliminar",
    });
    if (ok) result(deleteSession(id));
  };

  return (
    <Card
      title="Entrenamientos"
      description="Las dos últimas semanas y las tres próximas."
      flush
      actions={
        <ButtonLink to={trainingLinks.load} size="sm">
          Carga
        </ButtonLink>
      }
    >
      {error && (
        <Alert tone="error" className="m-4">
          {error}
        </Alert>
      )}
      {entries.length === 0 ? (
        <EmptyState>{EMPTY_TRAINING}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Entrenamientos">
          {entries.map((e) => (
            <TrainingRow
              key={e.key}
              entry={e}
              today={today}
              taken={attendanceOf(attendance, e.sessionId)?.marks}
              seriesDays={series.find((s) => s.id === e.seriesId)?.weekdays}
              onStatus={(status) => result(setSessionStatus(e.key, status))}
              onDeleteSeries={(id) => void removeSeries(id)}
              onDeleteOne={(id) => void removeOne(id)}
            />
          ))}
        </ul>
      )}
      {found.length > MAX_ENTRIES && (
        <p className="border-t border-slate-100 px-5 py-3 text-sm text-slate-600">
          Se muestran los {MAX_ENTRIES} primeros entrenamientos de estas semanas.
        </p>
      )}
    </Card>
  );
}

function TrainingRow({
  entry: e,
  today,
  taken,
  seriesDays,
  onStatus,
  onDeleteSeries,
  onDeleteOne,
}: {
  entry: SessionEntry;
  today: string;
  taken: readonly { status: string }[] | undefined;
  seriesDays: readonly (keyof typeof WEEKDAY_LABELS)[] | undefined;
  onStatus: (status: "programado" | "suspendido") => void;
  onDeleteSeries: (id: TrainingSeriesId) => void;
  onDeleteOne: (id: TrainingSessionId) => void;
}) {
  const suspended = e.status === "suspendido";
  const present = taken?.filter((m) => m.status === "presente").length ?? 0;
  const title = `Entrenamiento · ${formatDate(e.date)} ${e.time}`;
  return (
    <li className="flex flex-col gap-3 px-5 py-4" aria-label={title}>
      <div className="flex min-w-0 items-center gap-4">
        <DateBlock date={e.date} muted={e.date < today} />
        <div className="min-w-0">
          <h3 className={`font-semibold ${suspended ? "text-slate-500 line-through" : ""}`}>
            Entrenamiento
          </h3>
          <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-slate-600">
            <span>{e.time}</span>
            <span>{e.minutes} min</span>
            {e.place && <span>{e.place}</span>}
            {e.focus && <span>{e.focus}</span>}
          </p>
          <p className="mt-1 flex flex-wrap gap-2 text-xs">
            {suspended && (
              <span className="rounded-full bg-red-50 px-2 py-0.5 font-semibold text-red-800">
                Suspendido
              </span>
            )}
            {seriesDays && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
                Serie: {seriesDays.map((d) => WEEKDAY_LABELS[d].toLowerCase()).join(" y ")}
              </span>
            )}
            {taken && (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800">
                Asistencia: {present} de {taken.length}
              </span>
            )}
          </p>
        </div>
      </div>
      <EventReplies
        event={{
          eventId: sessionEventId(e),
          date: e.date,
          time: e.time,
          title: sessionEventTitle(e.focus),
        }}
        testId="session-replies"
      />
      <div
        className="flex flex-wrap gap-2 sm:pl-[4.5rem]"
        role="group"
        aria-label={`Acciones: ${title}`}
      >
        {!suspended && (
          <ButtonLink to={trainingLinks.attendance(e.key)} size="sm">
            Asistencia
          </ButtonLink>
        )}
        <ButtonLink to={trainingLinks.plan(e.key)} size="sm">
          Plan
        </ButtonLink>
        <ButtonLink to={trainingLinks.editOne(e.key)} size="sm" variant="ghost">
          Editar
        </ButtonLink>
        {e.seriesId && seriesDays && (
          <ButtonLink to={trainingLinks.editSeries(e.seriesId)} size="sm" variant="ghost">
            Editar serie
          </ButtonLink>
        )}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onStatus(suspended ? "programado" : "suspendido")}
        >
          {suspended ? "Reanudar" : "Suspender"}
        </Button>
        {e.seriesId && seriesDays ? (
          <Button size="sm" variant="danger" onClick={() => onDeleteSeries(e.seriesId!)}>
            Eliminar serie
          </Button>
        ) : (
          e.sessionId &&
          !taken && (
            <Button size="sm" variant="danger" onClick={() => onDeleteOne(e.sessionId!)}>
              Eliminar
            </Button>
          )
        )}
      </div>
    </li>
  );
}
