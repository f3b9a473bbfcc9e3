// The one form pattern: react-hook-form with a zod schema (the feature's, whose messages come from
// the domain's rules), the form's draft kept as the coach types, and the leave guard that asks
// before unsaved changes are lost. Every form of the app is wired through this hook.
import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { FieldValues, Mode, Path, SubmitErrorHandler, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { FIX_FIELD_PARAM } from "../config/paths";
import { useFormDraft } from "./form-draft";
import type { DraftStore, FormDraft } from "./form-draft";
import { useLeaveGuard } from "./leave-guard";
import type { LeaveGuard } from "./leave-guard";

export type SaveResult = { ok: true } | { ok: false; message: string };

type Options<V extends FieldValues> = {
  /** The form's rules: parses the inputs `V` into what is saved. Without one, `V` is saved. */
  schema?: z.ZodType<unknown, V>;
  defaultValues: V;
  /** Where the draft is kept: `draft:<draftKey>`, in `store` (state/drafts.ts `draftStore`). */
  draftKey: string;
  store: DraftStore;
  /** Reads a stored draft; undefined when it does not fit the form (then it is not offered). */
  parse: (raw: unknown) => V | undefined;
  /** What of the values the draft keeps (all of them by default; never a secret). */
  draftOf?: (values: V) => unknown;
  mode?: Mode;
};

export type RecordForm<V extends FieldValues, Out> = {
  form: UseFormReturn<V, unknown, Out>;
  draft: FormDraft<V>;
  guard: LeaveGuard;
  /** The message of the last save that failed ('' when none). */
  saveError: string;
  /**
   * The form's submit handler: once the values pass the schema, `save` runs with the guard
   * released (it may navigate). On success the draft is dropped; on failure the guard asks again
   * and `saveError` holds the message.
   */
  onSubmit: (
    save: (out: Out) => SaveResult | Promise<SaveResult>,
    onInvalid?: SubmitErrorHandler<V>,
  ) => (e?: React.BaseSyntheticEvent) => Promise<void>;
  /** Called inside a successful `save` of a form that stays open: once the save is done, these
   * values become the form's starting point. */
  saved: (values: V) => void;
  /** For a 'Cancelar': runs `leave` when nothing is lost or the coach confirms. */
  cancel: (leave: () => void) => Promise<void>;
};

export function useRecordForm<V extends FieldValues, Out = V>(
  options: Options<V>,
): RecordForm<V, Out> {
  const { schema, defaultValues, draftKey, store, parse, mode } = options;
  // The first render's: a feature passes a module-level function, which never changes.
  const [draftOf] = useState(() => options.draftOf ?? identity);
  const form = useForm<V, unknown, Out>({
    // The schema's output type is the form's `Out` by construction of each feature's schema.
    ...(schema ? { resolver: zodResolver(schema as never) as never } : {}),
    defaultValues: defaultValues as never,
    ...(mode ? { mode } : {}),
  });
  const { watch, reset, handleSubmit } = form;
  const restore = useCallback((v: V) => reset(v, { keepDefaultValues: true }), [reset]);
  // What "unchanged" means for the draft: the values the form opened with, then the last saved.
  // A box, not a ref: the draft's subscription reads it when the values change, never in render.
  const [base] = useState(() => ({ current: JSON.stringify(draftOf(defaultValues)) }));
  const subscribe = useMemo(() => watchForDraft(watch, draftOf, base), [watch, draftOf, base]);
  const draft = useFormDraft<V>(draftKey, { store, subscribe, parse, restore });
  const guard = useLeaveGuard(form.formState.isDirty);
  const [saveError, setSaveError] = useState("");
  const stay = useRef<V | null>(null);

  const onSubmit = useCallback(
    (save: (out: Out) => SaveResult | Promise<SaveResult>, onInvalid?: SubmitErrorHandler<V>) =>
      handleSubmit(async (out) => {
        guard.release();
        const saving = save(out);
        // A save that waits (a server) still finishes in the same turn when it does not.
        const r = saving instanceof Promise ? await saving : saving;
        if (r.ok) draft.clear();
        else guard.release(false);
        const stayed = stay.current;
        stay.current = null;
        if (r.ok && stayed) {
          base.current = JSON.stringify(draftOf(stayed));
          reset(stayed);
          // The form stays open: leaving with new changes asks again.
          guard.release(false);
        }
        setSaveError(r.ok ? "" : r.message);
      }, onInvalid),
    [handleSubmit, guard, draft, reset, base, draftOf],
  );
  const cancel = useCallback(
    async (leave: () => void) => {
      if (await guard.confirmLeave()) leave();
    },
    [guard],
  );
  const saved = useCallback((values: V) => {
    stay.current = values;
  }, []);
  useFieldToFix(form);
  return { form, draft, guard, saveError, onSubmit, saved, cancel };
}

const identity = <T>(v: T) => v;

/** A schema's `superRefine` from a domain rule's issues, so each message has one definition. */
export const domainIssues =
  <V>(check: (values: V) => readonly { path: PropertyKey[]; message: string }[]) =>
  (values: V, ctx: z.RefinementCtx) => {
    for (const { path, message } of check(values))
      ctx.addIssue({ code: "custom", path: path as string[], message });
  };

/**
 * Opened to correct one field (`?campo=<name>`, the 'Corregir' of a record the server refused):
 * that field is checked, so its error shows beside it, and focused. A name the form does not
 * have is ignored.
 */
function useFieldToFix<V extends FieldValues, Out>(form: UseFormReturn<V, unknown, Out>) {
  const { setFocus, trigger } = form;
  useEffect(() => {
    const field = new URLSearchParams(window.location.search).get(FIX_FIELD_PARAM);
    if (!field) return;
    const name = field as Path<V>;
    void trigger(name).then(() => {
      try {
        setFocus(name, { shouldSelect: true });
      } catch {
        // Not a field of this form.
      }
    });
  }, [setFocus, trigger]);
}

/**
 * A react-hook-form `watch` as the draft's subscription, so typing does not re-render the form:
 * the kept part of the values, and whether it differs from `base` (JSON).
 */
function watchForDraft<V>(
  watch: (cb: (values: unknown) => void) => { unsubscribe: () => void },
  draftOf: (values: V) => unknown,
  base: { current: string },
) {
  return (onChange: (values: V, dirty: boolean) => void) => {
    const sub = watch((v) => {
      const kept = draftOf(v as V);
      onChange(kept as V, JSON.stringify(kept) !== base.current);
    });
    return () => sub.unsubscribe();
  };
}
