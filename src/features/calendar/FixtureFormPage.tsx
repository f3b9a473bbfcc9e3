// Adding or editing a fixture of the calendar. The form keeps a draft and asks
// before leaving with changes, like every form of the app.
import { useMemo, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { paths } from "../../config/paths";
import { todayIso } from "../../domain/calendar/dates";
import { checkFixtureDraft, draftOfFixture } from "../../domain/calendar/fixtures";
import type { FixtureDraft, FixtureErrors } from "../../domain/calendar/fixtures";
import { COMPETITIONS } from "../../domain/calendar/season";
import { mergeFlat, useFormDraft } from "../../state/drafts";
import { saveFixture } from "../../state/fixture-commands";
import { useFixtures, useRivals } from "../../state/hooks";
import { Alert } from "../../ui/Alert";
import { Button, ButtonLink } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { DraftNotice } from "../../ui/DraftNotice";
import { Field, Input, Select } from "../../ui/Field";
import { PageHeader } from "../../ui/PageHeader";
import { FixtureGone } from "./components/FixtureGone";
import { TEXT_LIMITS } from "../../domain/display/text-limits";
import { useLeaveGuard } from "../../ui/leave-guard";

const emptyDraft = (): FixtureDraft => ({
  rivalId: "",
  date: todayIso(),
  time: "",
  location: "home",
  competition: "Liga",
  venue: "",
});

export function FixtureFormPage() {
  const { id } = useParams();
  const fixtures = useFixtures();
  const rivals = useRivals();
  const existing = id ? fixtures.find((f) => f.id === id) : undefined;
  if (id && !existing) {
    return <FixtureGone title="Editar partido" />;
  }
  return (
    <FixtureForm
      key={id ?? "new"}
      id={id}
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
  id: string | undefined;
  initial: FixtureDraft;
  rivals: readonly { id: string; name: string; homeGround: string }[];
}) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FixtureErrors>({});
  const [saveError, setSaveError] = useState("");
  const dirty = useMemo(
    () => JSON.stringify(values) !== JSON.stringify(initial),
    [values, initial],
  );
  const draft = useFormDraft(id ? `edit-fixture:${id}` : "add-fixture", {
    values,
    dirty,
    parse: (raw) => mergeFlat(initial, raw),
    restore: setValues,
  });
  const { release } = useLeaveGuard(dirty);
  const otherCompetition = !COMPETITIONS.includes(values.competition);

  const set = <K extends keyof FixtureDraft>(key: K, value: FixtureDraft[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const chooseRival = (rivalId: string) => {
    const rival = rivals.find((r) => r.id === rivalId);
    setValues((v) => ({
      ...v,
      rivalId,
      // An away game is usually at the rival's ground: offered when the venue is empty.
      venue: v.venue === "" && v.location === "away" && rival ? rival.homeGround : v.venue,
    }));
    setErrors((e) => ({ ...e, rivalId: undefined }));
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = checkFixtureDraft(values, rivals);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const r = saveFixture(values, id);
    if (!r.ok) {
      setSaveError(r.message);
      return;
    }
    draft.clear();
    release();
    navigate(paths.calendar);
  };

  return (
    <>
      <PageHeader
        title={id ? "Editar partido" : "Añadir partido"}
        subtitle="Fecha, hora de inicio, rival, campo y competición del partido."
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
        <form noValidate onSubmit={submit} className="mt-2 grid gap-4 sm:grid-cols-2">
          <Field label="Rival" required error={errors.rivalId} className="sm:col-span-2">
            {(p) => (
              <Select {...p} value={values.rivalId} onChange={(e) => chooseRival(e.target.value)}>
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
            {(p) => (
              <Input
                {...p}
                type="date"
                value={values.date}
                onChange={(e) => set("date", e.target.value)}
              />
            )}
          </Field>
          <Field label="Hora de inicio" required error={errors.time}>
            {(p) => (
              <Input
                {...p}
                type="time"
                value={values.time}
                onChange={(e) => set("time", e.target.value)}
              />
            )}
          </Field>
          <Field label="Campo" error={errors.location}>
            {(p) => (
              <Select
                {...p}
                value={values.location}
                onChange={(e) => set("location", e.target.value === "away" ? "away" : "home")}
              >
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
                value={otherCompetition ? "__other" : values.competition}
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
              {(p) => (
                <Input
                  {...p}
                  maxLength={60}
                  value={values.competition}
                  onChange={(e) => set("competition", e.target.value)}
                />
              )}
            </Field>
          )}
          <Field
            label="Estadio o dirección"
            error={errors.venue}
            hint="Aparece en el calendario del móvil."
            className="sm:col-span-2"
          >
            {(p) => (
              <Input
                {...p}
                maxLength={TEXT_LIMITS.name}
                value={values.venue}
                onChange={(e) => set("venue", e.target.value)}
              />
            )}
          </Field>
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit" variant="primary">
              Guardar partido
            </Button>
            <ButtonLink to={paths.calendar}>Cancelar</ButtonLink>
          </div>
        </form>
      </Card>
    </>
  );
}
