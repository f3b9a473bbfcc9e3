// A training session: one-off or repeating (days of the week until a date), with place,
// duration and focus; or the edit of one session, or of the whole series.
import { useCallback } from "react";
import { useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { paths } from "../../../config/paths";
import { todayIso } from "../../../domain/base/dates";
import type { TrainingSeriesId } from "../../../domain/base/ids";
import type { Weekday } from "../../../domain/records/training-series";
import { addDays } from "../../../domain/training/days";
import { findEntry } from "../../../domain/training/sessions";
import type { SessionDraft } from "../../../domain/training/session-form";
import { WEEKDAY_LABELS } from "../../../domain/training/session-form";
import { saveTraining, useTrainingSeries, useTrainingSessions } from "../../../state/training";
import { Alert } from "../../../ui/Alert";
import { Button, ButtonLink } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { EmptyState } from "../../../ui/EmptyState";
import { Field, Input, Textarea } from "../../../ui/Field";
import { PageHeader } from "../../../ui/PageHeader";
import { DraftNotice } from "../../../ui/DraftNotice";
import { FormPageHeader } from "../../../ui/FormPageHeader";
import { useRecordForm } from "../../../ui/record-form";
import { draftStore } from "../../../state/drafts";
import { parseSessionDraft, trainingFormSchema } from "./training-form-schema";

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
  const draftKey = !edit
    ? "add-training"
    : "series" in edit
      ? `edit-training-series:${edit.series}`
      : `edit-training:${edit.entry}`;
  const { form, draft, saveError, onSubmit } = useRecordForm<SessionDraft>({
    schema: trainingFormSchema,
    defaultValues: initial,
    draftKey,
    store: draftStore,
    parse: useCallback((raw: unknown) => parseSessionDraft(initial, raw), [initial]),
  });
  const {
    register,
    control,
    setValue,
    formState: { errors: fieldErrors, isSubmitted },
  } = form;
  const issues = Object.fromEntries(
    Object.entries(fieldErrors).map(([k, e]) => [k, e?.message]),
  ) as Partial<Record<keyof SessionDraft, string>>;
  const [repeat, weekdays] = useWatch({ control, name: ["repeat", "weekdays"] });

  const submit = onSubmit((values) => {
    const r = saveTraining(values, edit);
    if (r.ok) void navigate(paths.calendar);
    return r;
  });

  return (
    <>
      <FormPageHeader
        title={title}
        subtitle="Los entrenamientos aparecen en el calendario junto a los partidos."
      />
      <DraftNotice draft={draft} className="mb-4" />
      {saveError && (
        <Alert tone="error" className="mb-4">
          {saveError}
        </Alert>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <Card>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={repeat ? "Primer día" : "Fecha"} error={issues.date} required>
              {(p) => <Input {...p} type="date" {...register("date")} />}
            </Field>
            <Field label="Hora de inicio" error={issues.time} required>
              {(p) => <Input {...p} type="time" {...register("time")} />}
            </Field>
            <Field label="Duración (minutos)" error={issues.minutes} required>
              {(p) => <Input {...p} inputMode="numeric" {...register("minutes")} />}
            </Field>
            <Field label="Lugar" error={issues.place}>
              {(p) => <Input {...p} placeholder="Campo 2" {...register("place")} />}
            </Field>
            <Field label="Objetivo" error={issues.focus} className="sm:col-span-2">
              {(p) => (
                <Textarea
                  {...p}
                  rows={2}
                  placeholder="Salida de balón, presión tras pérdida…"
                  {...register("focus")}
                />
              )}
            </Field>
          </div>
          {!lockRepeat && (
            <label className="mt-5 flex min-h-12 items-center gap-3 text-sm font-medium text-slate-800">
              <input type="checkbox" className="size-5" {...register("repeat")} />
              Se repite cada semana
            </label>
          )}
          {repeat && (
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <fieldset className="sm:col-span-2">
                <legend className="text-sm font-medium text-slate-700">Días</legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {WEEKDAYS.map((d) => {
                    const on = weekdays.includes(d);
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
                            setValue(
                              "weekdays",
                              on ? weekdays.filter((x) => x !== d) : [...weekdays, d],
                              { shouldDirty: true, shouldValidate: isSubmitted },
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
                {(p) => <Input {...p} type="date" {...register("until")} />}
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
