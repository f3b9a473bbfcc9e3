// A form's draft: what the coach typed is kept while it differs from what the form opened with,
// and offered back ('Continuar borrador' / 'Descartar') when he returns. Where drafts are kept is
// a port (`DraftStore`): state/drafts.ts gives the browser's, so this hook stays free of storage.
import { useCallback, useEffect, useRef, useState } from "react";

export type StoredDraft<T> = { values: T; savedAt: string };

/** Reads, writes and removes the draft of a form by its key (without the `draft:` prefix). */
export type DraftStore = {
  read: (formKey: string) => StoredDraft<unknown> | null;
  write: (formKey: string, values: unknown) => boolean;
  clear: (formKey: string) => void;
};

type DraftOptions<T> = {
  /** Where drafts are kept (state/drafts.ts `draftStore`). */
  store: DraftStore;
  /** Reads a stored draft; undefined when it does not fit this form (then it is not offered). */
  parse: (raw: unknown) => T | undefined;
  /** Puts a draft's values into the form. */
  restore: (values: T) => void;
  /**
   * Calls back on every change with the values and whether they differ from what the form
   * opened with, without re-rendering the form on each keystroke (react-hook-form's `watch`).
   */
  subscribe: (onChange: (values: T, dirty: boolean) => void) => () => void;
};

export type FormDraft<T> = {
  /** A draft found when the form opened, waiting for 'Continuar borrador' or 'Descartar'. */
  offered: StoredDraft<T> | null;
  continueDraft: () => void;
  discard: () => void;
  /** After a successful save: the draft is gone and is not written again. */
  clear: () => void;
};

/**
 * Keeps the form's draft under `draft:<formKey>` while it is dirty. A draft found on opening is
 * offered first; until the coach answers it is not overwritten.
 */
export function useFormDraft<T>(formKey: string, options: DraftOptions<T>): FormDraft<T> {
  const { parse, restore } = options;
  const { store } = options;
  const [offered, setOffered] = useState<StoredDraft<T> | null>(() => {
    const stored = store.read(formKey);
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
        store.clear(formKey);
      } else if (!done.current) store.write(formKey, values);
    },
    [formKey, store],
  );

  const { subscribe } = options;
  useEffect(() => subscribe(keep), [subscribe, keep]);

  const continueDraft = useCallback(() => {
    paused.current = false;
    if (offered) restore(offered.values);
    setOffered(null);
  }, [offered, restore]);
  const discard = useCallback(() => {
    paused.current = false;
    store.clear(formKey);
    setOffered(null);
  }, [formKey, store]);
  const clear = useCallback(() => {
    done.current = true;
    store.clear(formKey);
  }, [formKey, store]);

  return { offered, continueDraft, discard, clear };
}
