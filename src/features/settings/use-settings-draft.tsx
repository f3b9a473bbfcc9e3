// The AI connection form's draft: base URL and model are kept as the coach types and offered on
// return; the API key never goes into a draft (a key is bound to the address it was typed for,
// and a draft would keep a second copy of it). Leaving with unsaved changes, the key included,
// asks first. The form itself is the one pattern (ui/record-form.ts).
import { useCallback, useMemo } from "react";
import { draftStore, mergeFlat } from "../../state/drafts";
import { useRecordForm } from "../../ui/record-form";
import { settingsSchema } from "./settings-schema";
import type { SettingsDetails, SettingsValues } from "./settings-schema";

export const SETTINGS_DRAFT = "settings";

type Kept = { baseUrl: string; model: string };
const keptOf = (v: Partial<SettingsValues>): Kept => ({
  baseUrl: String(v.baseUrl ?? ""),
  model: String(v.model ?? ""),
});

export function useSettingsForm(initial: SettingsValues) {
  const base = useMemo(() => keptOf(initial), [initial]);
  return useRecordForm<SettingsValues, SettingsDetails>({
    schema: settingsSchema,
    defaultValues: initial,
    draftKey: SETTINGS_DRAFT,
    store: draftStore,
    parse: useCallback(
      (raw: unknown) => {
        const kept = mergeFlat(base, raw);
        return kept && { ...initial, ...kept };
      },
      [base, initial],
    ),
    draftOf: keptOf,
    mode: "onTouched",
  });
}
