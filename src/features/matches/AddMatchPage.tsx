// /add-match: the heart of the product. Every total elsewhere comes from what is saved here,
// so nothing is written until the whole form is valid, and the four lists change as one unit.
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { todayIso } from "../../domain/dates";
import { buildMatch, emptyMatchForm } from "../../domain/match-form";
import { newId } from "../../domain/ids";
import { useFormations, usePlayers, useRivals } from "../../state/hooks";
import { saveMatch } from "../../state/match-commands";
import { ButtonLink } from "../../ui/Button";
import { PageHeader } from "../../ui/PageHeader";
import { MatchForm } from "./components/MatchForm";

export const ADD_MATCH_DRAFT = "add-match";

export function AddMatchPage() {
  const navigate = useNavigate();
  const players = usePlayers();
  const formations = useFormations();
  const rivals = useRivals();
  const defaults = useMemo(() => emptyMatchForm(todayIso()), []);

  return (
    <>
      <PageHeader
        title="Registrar partido"
        subtitle="Al guardar, los goles, asistencias, tarjetas y minutos se suman a los jugadores, la formación y el rival."
        back={
          <ButtonLink to={paths.matches} variant="ghost" size="sm">
            ← Partidos
          </ButtonLink>
        }
      />
      <MatchForm
        draftKey={ADD_MATCH_DRAFT}
        label="Registrar partido"
        defaultValues={defaults}
        players={players}
        formations={formations}
        rivals={rivals}
        submitLabel="Guardar partido"
        onSave={(values) => saveMatch(buildMatch(values, { players, rivals, formations }, newId()))}
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
