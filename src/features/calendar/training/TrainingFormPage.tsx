// A training session: one-off or repeating (days of the week until a date), with place,
// duration and focus; or the edit of one session, or of the whole series.
import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../config/paths";
import { todayIso } from "../../../domain/calendar/dates";
import type { TrainingSeriesId } from "../../../domain/records/ids";
import type { Weekday } from "../../../domain/records/training-series";
import { addDays } from "../../../domain/training/days";
import { findEntry } from "../../../domain/training/sessions";
import type { SessionDraft } from "../../../domain/training/session-form";
import { WEEKDAY_LABELS, checkSessionDraft } from "../../../domain/training/session-form";
import { saveTraining, useTrainingSeries, useTrainingSessions } from "../../../state/training";
import { Alert } from "../../../ui/Alert";
import { Button, ButtonLink } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { EmptyState } from "../../../ui/EmptyState";
import { Field, Input, Textarea } from "../../../ui/Field";
import { PageHeader } from "../../../ui/PageHeader";

const WEEKDAYS: Weekday[] = [1, 2, 3, 4, 5, 6, 7];

export function TrainingFormPage({
  entryKey: key,
  seriesId,
}: {
  entryKey?: string;
  seriesId?: string;
}) {
  const sessions = useTrainingSessions();
  const series = useTrainingSeries();
  const today = todayIso();
  if (seriesId) {
    const sr = series.find((s) => s.id === seriesId);
    if (!sr) return <Gone />;
    return (
      <TrainingForm
        title="Editar la serie"
        initial={{
          date: sr.from,
          time: sr.time,
          minutes: String(sr.minutes),
          place: sr.place,
          focus: sr.focus,
          repeat: true,
          weekdays: sr.weekdays,
          until: sr.until,
        }}
        edit={{ series: sr.id as TrainingSeriesId }}
        lockRepeat
      />
    );
  }
  if (key) {
    const entry = findEntry(sessions, series, key);
    if (!entry) return <Gone />;
    return (
      <TrainingForm
        title="Editar este entrenamiento"
        initial={{
          date: entry.date,
          time: entry.time,
          minutes: String(entry.minutes),
          place: entry.place,
          focus: entry.focus,
          repeat: false,
          weekdays: [],
          until: "",
        }}
        edit={{ entry: key }}
        lockRepeat
      />
    );
  }
  return (
    <TrainingForm
      title="Nuevo entrenamiento"
      initial={{
        date: today,
        time: "19:00",
        minutes: "90",
        place: "",
        focus: "",
        repeat: false,
        weekdays: [],
        until: addDays(today, 60),
      }}
    />
  );
}

function Gone() {
  return (
    <>
      <PageHeader title="Entrenamiento" />
      <EmptyState>
        Este entrenamiento ya no está en el calendario: puede que se haya borrado en otra pestaña.
      </EmptyState>
      <p className="mt-4">
        <ButtonLink to={paths.calendar}>Volver al calendario</ButtonLink>
      </p>
    </>
  );
}

function TrainingForm({
  title,
  initial,
  edit,
  lockRepeat,
}: {
  title: string;
  initial: SessionDraft;
  edit?: { series: TrainingSeriesId } | { entry: string };
  lockRepeat?: boolean;
}) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<SessionDraft>(initial);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState("");
  const issues = tried ? checkSessionDraft(draft) : {};
  const set = <K extends keyof SessionDraft>(k: K, v: SessionDraft[K]) =>
    setDraft((d) => ({ ...d, [k]: v }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(checkSessionDraft(draft)).length > 0) return;
    const r = saveTraining(draft, edit);
    if (!r.ok) return setError(r.message);
    void navigate(paths.calendar);
  };

  return (
    <>
      <PageHeader
        title={title}
        subtitle="Los entrenamientos aparecen en el calendario junto a los partidos."
      />
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label={title}>
        <Card>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={draft.repeat ? "Primer día" : "Fecha"} error={issues.date} required>
              {(p) => (
                <Input
                  {...p}
                  type="date"
                  value={draft.date}
                  onChange={(e) => set("date", e.target.value)}
                />
              )}
            </Field>
            <Field label="Hora de inicio" error={issues.time} required>
              {(p) => (
                <Input
                  {...p}
                  type="time"
                  value={draft.time}
                  onChange={(e) => set("time", e.target.value)}
                />
              )}
            </Field>
            <Field label="Duración (minutos)" error={issues.minutes} required>
              {(p) => (
                <Input
                  {...p}
                  inputMode="numeric"
                  value={draft.minutes}
                  onChange={(e) => set("minutes", e.target.value)}
                />
              )}
            </Field>
            <Field label="Lugar" error={issues.place}>
              {(p) => (
                <Input
                  {...p}
                  value={draft.place}
                  placeholder="Campo 2"
                  onChange={(e) => set("place", e.target.value)}
                />
              )}
            </Field>
            <Field label="Objetivo" error={issues.focus} className="sm:col-span-2">
              {(p) => (
                <Textarea
                  {...p}
                  rows={2}
                  value={draft.focus}
                  placeholder="Salida de balón, presión tras pérdida…"
                  onChange={(e) => set("focus", e.target.value)}
                />
              )}
            </Field>
          </div>
          {!lockRepeat && (
            <label className="mt-5 flex min-h-12 items-center gap-3 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                className="size-5"
                checked={draft.repeat}
                onChange={(e) => set("repeat", e.target.checked)}
              />
              Se repite cada semana
            </label>
          )}
          {draft.repeat && (
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <fieldset className="sm:col-span-2">
                <legend className="text-sm font-medium text-slate-700">Días</legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {WEEKDAYS.map((d) => {
                    const on = draft.weekdays.includes(d);
                    return (
                      <label
                        key={d}
                        className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm ${
                          on ? "border-brand-600 bg-brand-50 text-brand-900" : "border-slate-300"
                        }`}
                      >
                        <input
                          type="checkbox"
                          checked={on}
                          onChange={() =>
                            set(
                              "weekdays",
                              on ? draft.weekdays.filter((x) => x !== d) : [...draft.weekdays, d],
                            )
                          }
                        />
                        {WEEKDAY_LABELS[d]}
                      </label>
                    );
                  })}
                </div>
                {issues.weekdays && (
                  <p className="mt-1 text-sm text-red-700" role="alert">
                    {issues.weekdays}
                  </p>
                )}
              </fieldset>
              <Field label="Hasta (inclusive)" error={issues.until} required>
                {(p) => (
                  <Input
                    {...p}
                    type="date"
                    value={draft.until}
                    onChange={(e) => set("until", e.target.value)}
                  />
                )}
              </Field>
            </div>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <ButtonLink to={paths.calendar}>Cancelar</ButtonLink>
            <Button type="submit" variant="primary">
              Guardar entrenamiento
            </Button>
          </div>
        </Card>
      </form>
    </>
  );
}
