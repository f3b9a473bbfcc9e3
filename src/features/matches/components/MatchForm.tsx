// The one match form, for /add-match and /edit-match/{id}. Nothing is written until the whole
// form is valid; what the coach types is kept as a draft and leaving with
// unsaved changes asks first.
import { useCallback, useMemo } from "react";
import type { ReactNode } from "react";
import type { MatchFormValues } from "../../../domain/match/match-form";
import type { Formation, Player, Rival } from "../../../domain/records/types";
import { draftStore } from "../../../state/drafts";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { DraftNotice } from "../../../ui/DraftNotice";
import { useRecordForm } from "../../../ui/record-form";
import type { SaveResult } from "../../../ui/record-form";
import { SaveBar } from "../../../ui/SaveBar";
import { matchFormSchema, parseMatchDraft } from "../match-form-schema";
import { CardsSection } from "./CardsSection";
import { GoalsSection } from "./GoalsSection";
import { LineupSection } from "./LineupSection";
import { MatchInfoSection } from "./MatchInfoSection";
import { SubsSection } from "./SubsSection";

type Props = {
  /** Where the draft is kept: `draft:<draftKey>`. */
  draftKey: string;
  label: string;
  defaultValues: MatchFormValues;
  players: readonly Player[];
  formations: readonly Formation[];
  rivals: readonly Rival[];
  submitLabel: string;
  /** Saves; on success `leave` navigates away (the leave guard is released first). */
  onSave: (values: MatchFormValues) => SaveResult;
  onSaved: () => void;
  cancel: ReactNode;
};

export function MatchForm(props: Props) {
  const { draftKey, label, defaultValues, players: storedPlayers, formations, rivals } = props;
  // The squad by shirt number: how a coach reads a team sheet.
  const players = useMemo(
    () => [...storedPlayers].sort((a, b) => a.number - b.number || a.name.localeCompare(b.name)),
    [storedPlayers],
  );
  const schema = useMemo(
    () =>
      matchFormSchema(new Set(storedPlayers.map((p) => p.id)), {
        rivalIds: new Set(rivals.map((r) => r.id)),
        formationIds: new Set(formations.map((f) => f.id)),
      }),
    [storedPlayers, rivals, formations],
  );
  const parse = useCallback(
    (raw: unknown) => parseMatchDraft(raw, { rivals, formations }),
    [rivals, formations],
  );
  const { form, draft, saveError, onSubmit } = useRecordForm<MatchFormValues>({
    schema,
    defaultValues,
    draftKey,
    store: draftStore,
    parse,
  });
  const { formState } = form;
  const submit = onSubmit((v) => {
    const r = props.onSave(v);
    if (r.ok) props.onSaved();
    return r;
  });
  const errorCount = Object.keys(formState.errors).length;

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label={label}>
      <DraftNotice draft={draft} />
      <MatchInfoSection form={form} rivals={rivals} formations={formations} players={players} />
      <LineupSection form={form} players={players} formations={formations} />
      <GoalsSection form={form} players={players} />
      <CardsSection form={form} players={players} />
      <SubsSection form={form} players={players} />

      <SaveBar>
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
        {props.cancel}
        <Button type="submit" variant="primary">
          {props.submitLabel}
        </Button>
      </SaveBar>
    </form>
  );
}
