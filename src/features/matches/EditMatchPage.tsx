// /edit-match/{id}: the same form as /add-match, filled in with the stored
// match. Saving replaces it and re-derives the figures of players, formation and rival.
import { useMemo } from "react";
import { useNavigate, useParams } from "react-router";
import { links, paths } from "../../config/paths";
import { editedMatch } from "../../domain/match/match-edit";
import { buildMatch, keptSourceOf, matchToFormValues } from "../../domain/match/match-form";
import { withKeptChoices } from "../../domain/match/kept-choices";
import { useFormations, useMatches, usePlayers, useRivals } from "../../state/hooks";
import { updateMatch } from "../../state/match-commands";
import { ButtonLink } from "../../ui/Button";
import { EmptyState } from "../../ui/EmptyState";
import { FormPageHeader } from "../../ui/FormPageHeader";
import { useOnce } from "../../ui/use-once";
import { MatchForm } from "./components/MatchForm";

export function EditMatchPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const players = usePlayers();
  const formations = useFormations();
  const rivals = useRivals();
  const matches = useMatches();
  const match = matches.find((m) => m.id === id);
  // The lists the form offers: the match's own rival and formation stay choices even when the
  // lists no longer hold them.
  const offered = useMemo(
    () => (match ? withKeptChoices({ rivals, formations }, keptSourceOf(match)) : undefined),
    [match, rivals, formations],
  );
  const defaults = useOnce(
    () => match && matchToFormValues(match, { players, rivals, formations }),
    match?.id,
  );

  const back = { to: match ? links.match(match.id) : paths.matches, label: "Partido" };
  if (!match || !defaults || !offered) {
    return (
      <>
        <FormPageHeader title="Editar partido" back={back} />
        <EmptyState>Partido no encontrado.</EmptyState>
      </>
    );
  }
  return (
    <>
      <FormPageHeader
        title="Editar partido"
        subtitle="Al guardar, el partido se sustituye y las cifras de jugadores, formación y rival se recalculan con los datos nuevos."
        back={back}
      />
      <MatchForm
        key={match.id}
        matchId={match.id}
        draftKey={`edit-match:${match.id}`}
        label="Editar partido"
        defaultValues={defaults}
        players={players}
        formations={offered.formations}
        rivals={offered.rivals}
        submitLabel="Guardar cambios"
        onSave={(values) =>
          updateMatch(
            editedMatch(
              match,
              buildMatch(values, { players, rivals, formations, kept: match }, match.id),
            ),
          )
        }
        onSaved={() => navigate(links.match(match.id))}
        cancel={
          <ButtonLink to={links.match(match.id)} variant="secondary">
            Cancelar
          </ButtonLink>
        }
      />
    </>
  );
}
