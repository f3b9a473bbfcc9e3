// Drafts of the forms: what the coach typed is kept in this browser as he
// types, under `draft:<form>`, and offered back when he returns. Drafts are not one of the
// spec's six lists: they are not backed up, not checked by the damage banner, and a draft that
// cannot be read is simply not offered.
import { readStoredDraft } from "../domain/records/draft";
import type { StoredDraft } from "../domain/records/draft";
import { readSideKey, sideKeyText } from "../storage/side-keys";
import { writeLoose } from "./store";
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
    return writeLoose(keyOf(formKey), sideKeyText("draft", { values, savedAt: now.toISOString() }));
  } catch {
    // Values JSON cannot write (a cycle, a BigInt): the draft is not kept.
    return false;
  }
}

export function clearDraft(formKey: string) {
  // A draft that cannot be removed is offered again and can be discarded.
  writeLoose(keyOf(formKey), null);
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

/** The drafts as the forms' hook reads and writes them (`ui/record-form.ts`, which may not import
 * state: the feature hands this port over). */
export const draftStore = { read: readDraft, write: writeDraft, clear: clearDraft };
