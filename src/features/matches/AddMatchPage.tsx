// /add-match: the heart of the product. Every total elsewhere comes from what is saved here,
// so nothing is written until the whole form is valid, and the four lists change as one unit.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { todayIso } from "../../domain/dates";
import { buildMatch, emptyMatchForm } from "../../domain/match-form";
import type { MatchFormValues } from "../../domain/match-form";
import { newId } from "../../domain/ids";
import { useFormations, usePlayers, useRivals } from "../../state/hooks";
import { saveMatch } from "../../state/match-commands";
import { Alert } from "../../ui/Alert";
import { Button, ButtonLink } from "../../ui/Button";
import { PageHeader } from "../../ui/PageHeader";
import { CardsSection } from "./components/CardsSection";
import { GoalsSection } from "./components/GoalsSection";
import { LineupSection } from "./components/LineupSection";
import { MatchInfoSection } from "./components/MatchInfoSection";
import { SubsSection } from "./components/SubsSection";
import { matchFormSchema } from "./match-form-schema";

export function AddMatchPage() {
  const navigate = useNavigate();
  const storedPlayers = usePlayers();
  const formations = useFormations();
  const rivals = useRivals();
  // The squad by position, then shirt number: how a coach reads a team sheet.
  const players = useMemo(
    () => [...storedPlayers].sort((a, b) => a.number - b.number || a.name.localeCompare(b.name)),
    [storedPlayers],
  );
  const schema = useMemo(
    () => matchFormSchema(new Set(storedPlayers.map((p) => p.id))),
    [storedPlayers],
  );
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<MatchFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyMatchForm(todayIso()),
  });
  const { handleSubmit, formState } = form;

  const submit = handleSubmit((values) => {
    const r = saveMatch(buildMatch(values, storedPlayers, newId()));
    if (r.ok) navigate(paths.dashboard);
    else setSaveError(r.message);
  });
  const errorCount = Object.keys(formState.errors).length;

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
      <form noValidate onSubmit={submit} className="space-y-6" aria-label="Registrar partido">
        <MatchInfoSection form={form} rivals={rivals} formations={formations} />
        <LineupSection form={form} players={players} formations={formations} />
        <GoalsSection form={form} players={players} />
        <CardsSection form={form} players={players} />
        <SubsSection form={form} players={players} />

        <div className="sticky bottom-0 -mx-2 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-slate-50/95 px-2 py-4 backdrop-blur">
          {saveError && (
            <Alert tone="error" title="No se guardó el partido" className="mr-auto">
              {saveError}
            </Alert>
          )}
          {!saveError && errorCount > 0 && formState.isSubmitted && (
            <p className="mr-auto text-sm text-red-700" role="alert">
              Revisa los campos marcados en rojo: el partido no se ha guardado.
            </p>
          )}
          <ButtonLink to={paths.matches} variant="secondary">
            Cancelar
          </ButtonLink>
          <Button type="submit" variant="primary">
            Guardar partido
          </Button>
        </div>
      </form>
    </>
  );
}
