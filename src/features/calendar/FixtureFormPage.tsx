// Adding or editing a fixture of the calendar. The form keeps a draft and asks
// before leaving with changes, like every form of the app.
import { useCallback, useMemo } from "react";
import { useWatch } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { paths } from "../../config/paths";
import { todayIso } from "../../domain/base/dates";
import { draftOfFixture } from "../../domain/calendar/fixtures";
import type { FixtureDraft } from "../../domain/calendar/fixtures";
import type { FixtureId } from "../../domain/base/ids";
import { COMPETITIONS } from "../../domain/records/season";
import { draftStore, mergeFlat } from "../../state/drafts";
import { saveFixture } from "../../state/fixture-commands";
import { useFixtures, useRivals } from "../../state/hooks";
import { Alert } from "../../ui/Alert";
import { Button, ButtonLink } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { DraftNotice } from "../../ui/DraftNotice";
import { Field, Input, Select, Textarea } from "../../ui/Field";
import { FormPageHeader } from "../../ui/FormPageHeader";
import { FixtureGone } from "./components/FixtureGone";
import { TEXT_LIMITS } from "../../domain/base/text-limits";
import { PLAYER_NOTES_MAX } from "../../domain/records/fixture";
import { useRecordForm } from "../../ui/record-form";
import { fixtureFormSchema } from "./fixture-form-schema";

const emptyDraft = (): FixtureDraft => ({
  rivalId: "",
  date: todayIso(),
  time: "",
  location: "home",
  competition: "Liga",
  venue: "",
  meetTime: "",
  meetPlace: "",
  playerNotes: "",
  answerBy: "",
});

export function FixtureFormPage() {
  const { id } = useParams();
  const fixtures = useFixtures();
  const rivals = useRivals();
  const existing = id ? fixtures.find((f) => f.id === id) : undefined;
  if (id && !existing) {
    return <FixtureGone title="Editar partido del calendario" />;
  }
  return (
    <FixtureForm
      key={id ?? "new"}
      id={existing?.id}
      initial={existing ? draftOfFixture(existing) : emptyDraft()}
      rivals={rivals}
    />
  );
}

function FixtureForm({
  id,
  initial,
  rivals,
}: {
  id: FixtureId | undefined;
  initial: FixtureDraft;
  rivals: readonly { id: string; name: string; homeGround: string }[];
}) {
  const navigate = useNavigate();
  const schema = useMemo(() => fixtureFormSchema(rivals), [rivals]);
  const { form, draft, saveError, onSubmit } = useRecordForm<FixtureDraft>({
    schema,
    defaultValues: initial,
    draftKey: id ? `edit-fixture:${id}` : "add-fixture",
    store: draftStore,
    parse: useCallback((raw: unknown) => mergeFlat(initial, raw), [initial]),
  });
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors: fieldErrors, isSubmitted },
  } = form;
  const errors = Object.fromEntries(
    Object.entries(fieldErrors).map(([k, e]) => [k, e?.message]),
  ) as Partial<Record<keyof FixtureDraft, string>>;
  const [rivalId, competition] = useWatch({ control, name: ["rivalId", "competition"] });
  const otherCompetition = !COMPETITIONS.includes(competition);
  const set = <K extends keyof FixtureDraft>(key: K, value: FixtureDraft[K]) =>
    setValue(key, value as never, { shouldDirty: true, shouldValidate: isSubmitted });

  const chooseRival = (id: string) => {
    const rival = rivals.find((r) => r.id === id);
    set("rivalId", id);
    // An away game is usually at the rival's ground: offered when the venue is empty.
    const { venue, location } = getValues();
    if (venue === "" && location === "away" && rival) set("venue", rival.homeGround);
  };

  const submit = onSubmit((values) => {
    const r = saveFixture(values, id);
    if (r.ok) navigate(paths.calendar);
    return r;
  });

  return (
    <>
      <FormPageHeader
        // Scheduling, not recording: the words are not those of the played-match form.
        title={id ? "Editar partido del calendario" : "Nuevo partido del calendario"}
        subtitle="Fecha, hora de inicio, rival, campo y competición del partido; la citación para los jugadores."
      />
      <DraftNotice draft={draft} className="mb-4" />
      {saveError && (
        <Alert tone="error" className="mb-4">
          {saveError}
        </Alert>
      )}
      <Card className="max-w-2xl">
        {rivals.length === 0 ? (
          <Alert tone="info">
            Primero añade el rival en «Rivales»: cada partido del calendario va contra un rival
            guardado.
          </Alert>
        ) : null}
        <form
          noValidate
          onSubmit={(e) => void submit(e)}
          className="mt-2 grid gap-4 sm:grid-cols-2"
        >
          <Field label="Rival" required error={errors.rivalId} className="sm:col-span-2">
            {(p) => (
              <Select {...p} value={rivalId} onChange={(e) => chooseRival(e.target.value)}>
                <option value="">Elige un rival…</option>
                {rivals.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Fecha" required error={errors.date}>
            {(p) => <Input {...p} type="date" {...register("date")} />}
          </Field>
          <Field label="Hora de inicio" required error={errors.time}>
            {(p) => <Input {...p} type="time" {...register("time")} />}
          </Field>
          <Field label="Campo" error={errors.location}>
            {(p) => (
              <Select {...p} {...register("location")}>
                <option value="home">Local</option>
                <option value="away">Visitante</option>
              </Select>
            )}
          </Field>
          <Field
            label="Competición"
            required
            error={otherCompetition ? undefined : errors.competition}
          >
            {(p) => (
              <Select
                {...p}
                value={otherCompetition ? "__other" : competition}
                onChange={(e) =>
                  set("competition", e.target.value === "__other" ? "" : e.target.value)
                }
              >
                {COMPETITIONS.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
                <option value="__other">Otra…</option>
              </Select>
            )}
          </Field>
          {otherCompetition && (
            <Field
              label="Nombre de la competición"
              required
              error={errors.competition}
              className="sm:col-span-2"
            >
              {(p) => <Input {...p} maxLength={60} {...register("competition")} />}
            </Field>
          )}
          <Field
            label="Estadio o dirección"
            error={errors.venue}
            hint="Aparece en el calendario del móvil."
            className="sm:col-span-2"
          >
            {(p) => <Input {...p} maxLength={TEXT_LIMITS.name} {...register("venue")} />}
          </Field>
          <fieldset className="grid gap-4 border-t border-slate-200 pt-4 sm:col-span-2 sm:grid-cols-2">
            <legend className="pt-2 text-sm font-semibold text-slate-800">
              Para los jugadores
            </legend>
            <Field label="Citación: hora" error={errors.meetTime} hint="Cuándo quedar.">
              {(p) => <Input {...p} type="time" {...register("meetTime")} />}
            </Field>
            <Field label="Citación: lugar" error={errors.meetPlace} hint="Vacío: en el campo.">
              {(p) => <Input {...p} maxLength={TEXT_LIMITS.name} {...register("meetPlace")} />}
            </Field>
            <Field
              label="Responder antes de"
              error={errors.answerBy}
              hint="Los jugadores lo ven junto a la pregunta."
            >
              {(p) => <Input {...p} type="datetime-local" {...register("answerBy")} />}
            </Field>
            <Field
              label="Notas para los jugadores"
              error={errors.playerNotes}
              hint="Equipación, transporte… Las ven los jugadores en su teléfono."
              className="sm:col-span-2"
            >
              {(p) => (
                <Textarea
                  {...p}
                  rows={3}
                  maxLength={PLAYER_NOTES_MAX}
                  {...register("playerNotes")}
                />
              )}
            </Field>
          </fieldset>
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit" variant="primary">
              Guardar en el calendario
            </Button>
            <ButtonLink to={paths.calendar}>Cancelar</ButtonLink>
          </div>
        </form>
      </Card>
    </>
  );
}
