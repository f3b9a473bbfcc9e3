// Drafts of the forms: what the coach typed is kept in this browser as he
// types, under `draft:<form>`, and offered back when he returns. Drafts are not one of the
// spec's six lists: they are not backed up, not checked by the damage banner, and a draft that
// cannot be read is simply not offered.
import { useCallback, useEffect, useRef, useState } from "react";
import { readStoredDraft } from "../domain/records/draft";
import type { StoredDraft } from "../domain/records/draft";
import { readSideKey, removeKeys, sideKeyText, writeRawKey } from "../storage/side-keys";
import type { SideKeySpec } from "../storage/side-keys";

export const DRAFT_PREFIX = "draft:";

export type { StoredDraft } from "../domain/records/draft";

const draftSide: SideKeySpec<StoredDraft<unknown> | null> = {
  kind: "draft",
  read: readStoredDraft,
  fallback: () => null,
};

const keyOf = (formKey: string) => `${DRAFT_PREFIX}${formKey}`;

/** The stored draft of a form, or null when there is none or it cannot be read. */
export function readDraft(formKey: string): StoredDraft<unknown> | null {
  return readSideKey(keyOf(formKey), draftSide).value;
}

/** Keeps a draft; a full quota only means the draft is not kept (the form itself goes on). */
export function writeDraft(formKey: string, values: unknown, now = new Date()): boolean {
  try {
    return writeRawKey(
      keyOf(formKey),
      sideKeyText("draft", { values, savedAt: now.toISOString() }),
    );
  } catch {
    // Values JSON cannot write (a cycle, a BigInt): the draft is not kept.
    return false;
  }
}

export function clearDraft(formKey: string) {
  // A draft that cannot be removed is offered again and can be discarded.
  removeKeys([keyOf(formKey)]);
}

/**
 * For flat forms of text fields: the draft's fields that have the same type as the defaults',
 * the defaults for the rest. Never throws on foreign data.
 */
export function mergeFlat<T extends Record<string, unknown>>(
  defaults: T,
  raw: unknown,
): T | undefined {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return undefined;
  const out: Record<string, unknown> = { ...defaults };
  for (const [k, v] of Object.entries(defaults)) {
    const got = (raw as Record<string, unknown>)[k];
    if (typeof got === typeof v && got !== null) out[k] = got;
  }
  return out as T;
}

type DraftOptions<T> = {
  /** Reads a stored draft; undefined when it does not fit this form (then it is not offered). */
  parse: (raw: unknown) => T | undefined;
  /** Puts a draft's values into the form. */
  restore: (values: T) => void;
} & (
  | {
      /** The form's current values (state-held forms: re-rendered on every change anyway). */
      values: T;
      /** Whether they differ from what the form opened with (only then is a draft kept). */
      dirty: boolean;
    }
  | {
      /**
       * For react-hook-form: calls back on every change with the values and whether they differ
       * from what the form opened with, without re-rendering the form on each keystroke.
       */
      subscribe: (onChange: (values: T, dirty: boolean) => void) => () => void;
    }
);

export type FormDraft<T> = {
  /** A draft found when the form opened, waiting for 'Continuar borrador' or 'Descartar'. */
  offered: StoredDraft<T> | null;
  continueDraft: () => void;
  discard: () => void;
  /** After a successful save: the draft is gone and is not written again. */
  clear: () => void;
};

/** A react-hook-form `watch` as a draft subscription; dirty = differs from `initial`. */
export function watchForDraft<T>(
  watch: (cb: (values: unknown) => void) => { unsubscribe: () => void },
  initial: T,
) {
  const base = JSON.stringify(initial);
  return (onChange: (values: T, dirty: boolean) => void) => {
    const sub = watch((v) => onChange(v as T, JSON.stringify(v) !== base));
    return () => sub.unsubscribe();
  };
}

/**
 * Keeps the form's draft under `draft:<formKey>` while it is dirty. A draft found on opening is
 * offered first; until the coach answers it is not overwritten.
 */
export function useFormDraft<T>(formKey: string, options: DraftOptions<T>): FormDraft<T> {
  const { parse, restore } = options;
  const [offered, setOffered] = useState<StoredDraft<T> | null>(() => {
    const stored = readDraft(formKey);
    if (!stored) return null;
    const parsed = parse(stored.values);
    return parsed === undefined ? null : { values: parsed, savedAt: stored.savedAt };
  });
  const done = useRef(false);
  const paused = useRef(offered !== null);
  useEffect(() => {
    paused.current = offered !== null;
  }, [offered]);

  const keep = useCallback(
    (values: T, dirty: boolean) => {
      if (paused.current) return;
      if (!dirty) {
        // Back to what the form opened with (or saved and reset): nothing to keep.
        done.current = false;
        clearDraft(formKey);
      } else if (!done.current) writeDraft(formKey, values);
    },
    [formKey],
  );

  const subscribe = "subscribe" in options ? options.subscribe : undefined;
  const values = "values" in options ? options.values : undefined;
  const dirty = "dirty" in options ? options.dirty : false;
  useEffect(() => (subscribe ? subscribe(keep) : undefined), [subscribe, keep]);
  useEffect(() => {
    if (!subscribe && !offered) keep(values as T, dirty);
  }, [subscribe, keep, values, dirty, offered]);

  const continueDraft = useCallback(() => {
    paused.current = false;
    if (offered) restore(offered.values);
    setOffered(null);
  }, [offered, restore]);
  const discard = useCallback(() => {
    paused.current = false;
    clearDraft(formKey);
    setOffered(null);
  }, [formKey]);
  const clear = useCallback(() => {
    done.current = true;
    clearDraft(formKey);
  }, [formKey]);

  return { offered, continueDraft, discard, clear };
}
