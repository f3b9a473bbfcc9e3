// /add-match: the heart of the product. Every total elsewhere comes from what is saved here,
// so nothing is written until the whole form is valid, and the four lists change as one unit.
import { useNavigate, useSearchParams } from "react-router";
import { paths } from "../../config/paths";
import { todayIso } from "../../domain/base/dates";
import { fixtureTitle, longDate, planOf } from "../../domain/calendar/fixtures";
import { buildMatch, emptyMatchForm, fixtureToFormValues } from "../../domain/match/match-form";
import { newId } from "../../domain/base/ids";
import { teamDisplayName } from "../../domain/records/team-settings";
import {
  useFixtures,
  useFormations,
  useMatchPlans,
  usePlayers,
  useRivals,
} from "../../state/hooks";
import { useTeamSettings } from "../../state/team-settings";
import { Alert } from "../../ui/Alert";
import { saveMatch } from "../../state/match-commands";
import { ButtonLink } from "../../ui/Button";
import { FormPageHeader } from "../../ui/FormPageHeader";
import { useOnce } from "../../ui/use-once";
import { MatchForm } from "./components/MatchForm";

export const ADD_MATCH_DRAFT = "add-match";

export function AddMatchPage() {
  const navigate = useNavigate();
  const players = usePlayers();
  const formations = useFormations();
  const rivals = useRivals();
  // A result recorded from a calendar fixture starts from it and its plan, and saving
  // marks the fixture played in the same write.
  const [params] = useSearchParams();
  const fixtures = useFixtures();
  const plans = useMatchPlans();
  const team = useTeamSettings();
  const fixture = fixtures.find((f) => f.id === params.get("fixture") && !f.matchId);
  const plan = fixture ? planOf(fixture, plans) : undefined;
  const defaults = useOnce(
    () =>
      fixture
        ? fixtureToFormValues(fixture, plan, { players, rivals, formations })
        : emptyMatchForm(todayIso()),
    fixture?.id,
  );

  return (
    <>
      <FormPageHeader
        title="Registrar partido"
        subtitle="Al guardar, los goles, asistencias, tarjetas y minutos se suman a los jugadores, la formación y el rival."
        back={{ to: paths.matches, label: "Partidos" }}
      />
      {fixture && (
        <Alert tone="info" className="mb-4" title="Partido del calendario">
          {fixtureTitle(fixture, teamDisplayName(team))} · {fixture.competition} ·{" "}
          {longDate(fixture.date)}
          {plan ? ". Formación y titulares vienen de su planificación." : "."}
        </Alert>
      )}
      <MatchForm
        key={fixture?.id ?? "new"}
        draftKey={fixture ? `${ADD_MATCH_DRAFT}:fixture:${fixture.id}` : ADD_MATCH_DRAFT}
        label="Registrar partido"
        defaultValues={defaults}
        players={players}
        formations={formations}
        rivals={rivals}
        submitLabel="Guardar partido"
        fresh
        onSave={(values) => {
          const match = buildMatch(values, { players, rivals, formations }, newId());
          return saveMatch(fixture ? { ...match, fixtureId: fixture.id } : match);
        }}
        onSaved={() => navigate(paths.dashboard)}
        cancel={
          <ButtonLink to={paths.matches} variant="secondary">
            Cancelar
          </ButtonLink>
        }
      />
    </>
  );
}
