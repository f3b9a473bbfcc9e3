// The one match form, for /add-match and /edit-match/{id}. Nothing is written until the whole
// form is valid; what the coach types is kept as a draft and leaving with
// unsaved changes asks first.
import { useCallback, useEffect, useMemo, useRef } from "react";
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
  /** The stored match being edited (not its own "last match"). */
  matchId?: string;
  /** A new match: the first required field still empty gets the focus, and an XI that opens
   * complete (from the fixture's plan) shows as a summary. */
  fresh?: boolean;
};

/** The required fields in the order they are shown: the first empty one is where typing starts. */
const START_FIELDS = ["rivalId", "date", "formationId", "goalsFor"] as const;

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
  const formRef = useRef<HTMLFormElement>(null);
  const fresh = props.fresh ?? false;
  useEffect(() => {
    if (!fresh) return;
    const first = START_FIELDS.find((name) => !defaultValues[name]);
    formRef.current?.querySelector<HTMLElement>(`[name="${first ?? "goalsFor"}"]`)?.focus();
  }, [fresh, defaultValues]);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="space-y-6"
      aria-label={label}
      onKeyDown={addRowShortcut}
    >
      <DraftNotice draft={draft} />
      <MatchInfoSection form={form} rivals={rivals} formations={formations} players={players} />
      <LineupSection
        form={form}
        players={players}
        formations={formations}
        matchId={props.matchId}
        summaryAtStart={fresh}
      />
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

/** Alt + a list's letter (its add button's `data-shortcut`) adds a row to that list; a button of
 * the focused row comes first (a goal's 'Añadir su entrada'). Matched on the key's place
 * (`code`), so it works whatever letter the layout or Option gives on a Mac. */
function addRowShortcut(e: React.KeyboardEvent<HTMLFormElement>) {
  if (!e.altKey || e.ctrlKey || e.metaKey || !/^Key[A-Z]$/.test(e.code)) return;
  const selector = `button[data-shortcut="${e.code}"]`;
  const row = e.target instanceof Element ? e.target.closest("li") : null;
  const button =
    row?.querySelector<HTMLButtonElement>(selector) ??
    e.currentTarget.querySelector<HTMLButtonElement>(selector);
  if (!button) return;
  e.preventDefault();
  button.click();
}
