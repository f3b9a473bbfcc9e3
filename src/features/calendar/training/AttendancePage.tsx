// Attendance at the session, on the phone: every player starts 'Presente' (the injured
// 'Lesionado', those who answered 'No voy' to the published session 'Justificado' with their
// reason); a tap cycles Ausente, Justificado, Lesionado; minutes if a player left early and
// the session RPE after it. Each tap is stored at once (localStorage, no network), as the live
// match stores each event, so a reload or a dead battery loses nothing.
import { useState } from "react";
import { paths } from "../../../config/paths";
import { formatDate } from "../../../domain/base/format";
import type { AttendanceMark, AttendanceStatus } from "../../../domain/records/attendance";
import { attendanceStatuses } from "../../../domain/records/attendance";
import type { PlayerId } from "../../../domain/base/ids";
import {
  attendanceLabels,
  groupRpe,
  injuredOn,
  nextStatus,
  withSameRpe,
} from "../../../domain/training/attendance";
import { findEntry } from "../../../domain/training/sessions";
import { attendanceFromReplies } from "../../../domain/replies/attendance";
import { sessionEventId } from "../../../domain/replies/schedule";
import { useEventReplies } from "../../../state/event-replies";
import { useAvailabilityRecords, usePlayers } from "../../../state/hooks";
import {
  attendanceOf,
  markAttendance,
  useAttendance,
  useTrainingSeries,
  useTrainingSessions,
} from "../../../state/training";
import { Alert } from "../../../ui/Alert";
import { Button, ButtonLink } from "../../../ui/Button";
import { EmptyState } from "../../../ui/EmptyState";
import { PageHeader } from "../../../ui/PageHeader";
import { trainingLinks } from "./links";

const TONE: Record<AttendanceStatus, string> = {
  presente: "border-emerald-300 bg-emerald-50 text-emerald-900",
  ausente: "border-red-300 bg-red-50 text-red-900",
  justificado: "border-amber-300 bg-amber-50 text-amber-900",
  lesionado: "border-violet-300 bg-violet-50 text-violet-900",
};

export function AttendancePage({ entryKey: key }: { entryKey: string }) {
  const sessions = useTrainingSessions();
  const series = useTrainingSeries();
  const attendance = useAttendance();
  const players = usePlayers();
  const absences = useAvailabilityRecords();
  const [error, setError] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const entry = findEntry(sessions, series, key);
  const stored = attendanceOf(attendance, entry?.sessionId);
  const date = entry?.date ?? "";
  const injured = injuredOn(absences, date);
  const playerIds = players.map((p) => p.id);
  const replies = useEventReplies(entry ? sessionEventId(entry) : "");
  if (!entry) {
    return (
      <>
        <PageHeader title="Asistencia" />
        <EmptyState>
          Este entrenamiento ya no está en el calendario: puede que se haya borrado en otra pestaña.
        </EmptyState>
      </>
    );
  }
  const replied = attendanceFromReplies(playerIds, injured, replies);
  const start = { playerIds, injured, marks: replied.marks };
  const marks = new Map<string, AttendanceMark>(
    (stored?.marks ?? replied.marks).map((m) => [m.playerId, m]),
  );
  const markOf = (id: PlayerId): AttendanceMark =>
    marks.get(id) ?? { playerId: id, status: injured.has(id) ? "lesionado" : "presente" };
  const counts = attendanceStatuses.map(
    (s) => [s, players.filter((p) => markOf(p.id).status === s).length] as const,
  );
  const suspended = entry.status === "suspendido";

  const save = (change?: Parameters<typeof markAttendance>[2]) => {
    const r = markAttendance(key, start, change);
    setError(r.ok ? "" : r.message);
  };

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader
        title="Asistencia"
        subtitle={`${formatDate(entry.date)} · ${entry.time} · ${entry.minutes} min${entry.place ? ` · ${entry.place}` : ""}`}
        back={
          <ButtonLink to={paths.calendar} size="sm" variant="ghost">
            ← Calendario
          </ButtonLink>
        }
      />
      {entry.focus && <p className="-mt-4 mb-4 text-sm text-slate-600">Objetivo: {entry.focus}</p>}
      {suspended && (
        <Alert tone="warning" className="mb-4">
          Este entrenamiento está suspendido: no se pasa lista.
        </Alert>
      )}
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <p className="mb-3 flex flex-wrap gap-x-3 gap-y-1 text-sm" aria-live="polite" role="status">
        {counts.map(([s, n]) => (
          <span key={s}>
            {attendanceLabels[s]}: <strong>{n}</strong>
          </span>
        ))}
        <span className="text-slate-500">
          {stored ? "Guardado en este dispositivo" : "Sin guardar todavía"}
        </span>
      </p>
      {players.length > 0 && !suspended && (
        <div className="mb-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm">
          <RpeButtons
            label="Misma RPE para todos"
            value={groupRpe(players.map((p) => markOf(p.id)))}
            onPick={(rpe) => rpe !== undefined && save({ all: (list) => withSameRpe(list, rpe) })}
          />
          <p className="mt-2 text-xs text-slate-600">
            Se pone a todos los presentes. Para quien dé otra, toca ⋯ en su fila: la suya se
            mantiene aunque cambies la de todos.
          </p>
        </div>
      )}
      {players.length === 0 ? (
        <EmptyState>No hay jugadores en la plantilla.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Jugadores">
          {players.map((p) => {
            const m = markOf(p.id);
            const expanded = open === p.id && m.status === "presente";
            return (
              <li key={p.id} className={`rounded-xl border ${TONE[m.status]}`}>
                <div className="flex items-stretch">
                  <button
                    type="button"
                    disabled={suspended}
                    className="flex min-h-12 flex-1 items-center justify-between gap-3 px-4 py-2 text-left"
                    aria-label={`${p.name}: ${attendanceLabels[m.status]}. Toca para cambiar.`}
                    onClick={() =>
                      save({ playerId: p.id, patch: { status: nextStatus(m.status) } })
                    }
                  >
                    <span className="min-w-0">
                      <span className="block font-medium wrap-anywhere">
                        {p.number ? `${p.number}. ` : ""}
                        {p.name}
                      </span>
                      {replied.reasons.has(p.id) && (
                        <span className="block text-xs wrap-anywhere">
                          No voy{replied.reasons.get(p.id) ? ` · ${replied.reasons.get(p.id)}` : ""}
                        </span>
                      )}
                    </span>
                    <span className="shrink-0 text-sm font-semibold">
                      {attendanceLabels[m.status]}
                      {m.minutes !== undefined ? ` · ${m.minutes}′` : ""}
                      {m.rpe !== undefined ? ` · RPE ${m.rpe}` : ""}
                    </span>
                  </button>
                  {m.status === "presente" && !suspended && (
                    <button
                      type="button"
                      className="min-h-12 min-w-12 border-l border-current/20 px-3 text-sm"
                      aria-expanded={expanded}
                      aria-label={`Minutos y RPE de ${p.name}`}
                      onClick={() => setOpen(expanded ? null : p.id)}
                    >
                      ⋯
                    </button>
                  )}
                </div>
                {expanded && (
                  <div className="flex flex-wrap items-end gap-3 border-t border-current/20 px-4 py-3 text-sm">
                    <label className="flex flex-col gap-1">
                      Minutos (si se fue antes)
                      <input
                        className="h-12 w-28 rounded-lg border border-slate-300 bg-white px-3"
                        inputMode="numeric"
                        defaultValue={m.minutes ?? ""}
                        placeholder={String(entry.minutes)}
                        onChange={(e) => {
                          const v = e.target.value.trim();
                          const n = Number(v);
                          if (v === "")
                            return save({ playerId: p.id, patch: { minutes: undefined } });
                          if (!Number.isInteger(n) || n < 0 || n > entry.minutes)
                            return setError(
                              `Los minutos deben ser un número entero entre 0 y ${entry.minutes}.`,
                            );
                          save({ playerId: p.id, patch: { minutes: n } });
                        }}
                      />
                    </label>
                    <RpeButtons
                      label={`RPE de ${p.name}`}
                      clearable
                      value={m.rpe}
                      onPick={(rpe) => save({ playerId: p.id, patch: { rpe } })}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {!stored && !suspended && players.length > 0 && (
          <Button variant="primary" className="min-h-12" onClick={() => save()}>
            Guardar lista (todos como están)
          </Button>
        )}
        <ButtonLink to={trainingLinks.plan(key)} className="min-h-12">
          Plan de la sesión
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * The session RPE (1–10) as buttons, one tap each (a select costs two or three on a phone);
 * `clearable`: a rated player's panel also offers 'Sin RPE'.
 */
function RpeButtons({
  label,
  value,
  clearable = false,
  onPick,
}: {
  label: string;
  value: number | undefined;
  clearable?: boolean;
  onPick: (rpe: number | undefined) => void;
}) {
  return (
    <fieldset className="w-full min-w-0">
      <legend className="mb-2 font-medium">{label}</legend>
      <div className="grid grid-cols-5 gap-2">
        {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={value === n}
            className="min-h-12 rounded-lg border border-slate-300 bg-white font-semibold tabular-nums aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            onClick={() => onPick(n)}
          >
            {n}
          </button>
        ))}
        {clearable && value !== undefined && (
          <button
            type="button"
            className="col-span-2 min-h-12 rounded-lg border border-slate-300 bg-white"
            onClick={() => onPick(undefined)}
          >
            Sin RPE
          </button>
        )}
      </div>
    </fieldset>
  );
}
