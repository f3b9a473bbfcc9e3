// The AI connection form's draft: base URL and model are kept as the
// coach types and offered on return; the API key never goes into a draft (a key is bound to the
// address it was typed for, and a draft would keep a second copy of it). Leaving with unsaved
// changes, the key included, asks first.
import { useCallback, useMemo, useRef } from "react";
import type { UseFormReset, UseFormWatch } from "react-hook-form";
import { clearDraft, mergeFlat, useFormDraft } from "../../state/drafts";
import { DraftNotice } from "../../ui/DraftNotice";
import { useLeaveGuard } from "../../ui/leave-guard";
import type { SettingsValues } from "./settings-schema";

export const SETTINGS_DRAFT = "settings";

type Kept = { baseUrl: string; model: string };
const keptOf = (v: Partial<SettingsValues>): Kept => ({
  baseUrl: String(v.baseUrl ?? ""),
  model: String(v.model ?? ""),
});

type Options = {
  watch: UseFormWatch<SettingsValues>;
  reset: UseFormReset<SettingsValues>;
  initial: SettingsValues;
  dirty: boolean;
};

export function useSettingsDraft({ watch, reset, initial, dirty }: Options) {
  const base = useMemo(() => keptOf(initial), [initial]);
  // What "unchanged" means: the values the form opened with, then the last saved ones.
  const savedJson = useRef(JSON.stringify(base));
  const subscribe = useMemo(
    () => (onChange: (v: Kept, dirty: boolean) => void) => {
      const sub = watch((v) => {
        const kept = keptOf(v);
        onChange(kept, JSON.stringify(kept) !== savedJson.current);
      });
      return () => sub.unsubscribe();
    },
    [watch],
  );
  const draft = useFormDraft<Kept>(SETTINGS_DRAFT, {
    subscribe,
    parse: useCallback((raw: unknown) => mergeFlat(base, raw), [base]),
    restore: useCallback(
      (kept: Kept) => reset({ ...initial, ...kept }, { keepDefaultValues: true }),
      [reset, initial],
    ),
  });
  useLeaveGuard(dirty);

  const notice = <DraftNotice draft={draft} />;
  /** After a successful save: the saved values become the form's starting point. */
  const saved = useCallback(
    (values: SettingsValues) => {
      savedJson.current = JSON.stringify(keptOf(values));
      clearDraft(SETTINGS_DRAFT);
      reset(values);
    },
    [reset],
  );
  return { notice, saved };
}
