// Saved insights: the spec's list of Markdown strings (`savedInsights`, readable by the original
// product) and, beside it, what the strings cannot hold (`savedInsightsMeta`: date, question).
// The two lists are aligned by position. Another app (the original product, an older version)
// may append or remove strings without touching the meta list, so an entry describes its string
// only when it records that string's length; any other entry is ignored, and a string without a
// valid entry simply shows no date or question.
import { formatDate } from "../base/format";
import { pad2 } from "../base/dates";
import type { SavedInsightMeta } from "./types";

/** Meta as stored: one entry per saved string, `null` where nothing is known. */
export type StoredInsightMeta = (SavedInsightMeta | null)[];

/** Longest question kept with a saved insight. */
export const MAX_QUESTION_CHARS = 2000;

const KINDS = new Set(["generate", "ask", "brief"]);

/** Whether a stored value is a well-formed meta entry (whatever string it sits beside). */
export function isSavedInsightMeta(value: unknown): value is SavedInsightMeta {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === "string" &&
    typeof v.savedAt === "string" &&
    !Number.isNaN(Date.parse(v.savedAt)) &&
    typeof v.length === "number" &&
    Number.isInteger(v.length) &&
    v.length >= 0 &&
    (v.question === undefined || typeof v.question === "string") &&
    (v.kind === undefined || (typeof v.kind === "string" && KINDS.has(v.kind)))
  );
}

/**
 * The meta entry of each saved string, by position: the stored entry when it is well formed and
 * its `length` equals the string's length, else null. Entries past the end are ignored. Any
 * stored value (not a list, corrupt entries) is accepted and never throws.
 */
export function alignInsightMeta(texts: readonly string[], stored: unknown): StoredInsightMeta {
  const list = Array.isArray(stored) ? stored : [];
  return texts.map((text, i) => {
    const entry: unknown = list[i];
    if (!isSavedInsightMeta(entry) || entry.length !== text.length) return null;
    // A question longer than any the app keeps (from another device, say) is cut to that length.
    return entry.question !== undefined && entry.question.length > MAX_QUESTION_CHARS
      ? { ...entry, question: entry.question.slice(0, MAX_QUESTION_CHARS) }
      : entry;
  });
}

export type NewInsightInfo = {
  id: string;
  /** ISO time of saving. */
  savedAt: string;
  question?: string;
  kind?: SavedInsightMeta["kind"];
};

/** The meta entry for a text about to be saved. */
export function metaFor(text: string, info: NewInsightInfo): SavedInsightMeta {
  const question = info.question?.trim();
  return {
    id: info.id,
    savedAt: info.savedAt,
    ...(question ? { question: question.slice(0, MAX_QUESTION_CHARS) } : {}),
    ...(info.kind ? { kind: info.kind } : {}),
    length: text.length,
  };
}

export type SavedInsights = { texts: string[]; meta: StoredInsightMeta };

/** Appends a text and its meta; entries that no longer describe their string are written as null. */
export function appendInsight(
  texts: readonly string[],
  stored: unknown,
  text: string,
  info: NewInsightInfo,
): SavedInsights {
  return {
    texts: [...texts, text],
    meta: [...alignInsightMeta(texts, stored), metaFor(text, info)],
  };
}

/**
 * Removes the saved text at `index`, with its meta. `expected` is the text the coach saw there:
 * when the stored list changed meanwhile (another tab), nothing is removed and null comes back.
 */
export function removeInsight(
  texts: readonly string[],
  stored: unknown,
  index: number,
  expected: string,
): SavedInsights | null {
  if (!Number.isInteger(index) || index < 0 || index >= texts.length) return null;
  if (texts[index] !== expected) return null;
  const meta = alignInsightMeta(texts, stored);
  return {
    texts: texts.filter((_, i) => i !== index),
    meta: meta.filter((_, i) => i !== index),
  };
}

/**
 * When an insight was saved, as the coach's clock shows it, in the app's one date style: '14/04/2024, 18:05'. `offsetMinutes`
 * is the local offset from UTC at that instant (`-new Date(iso).getTimezoneOffset()`), so the
 * function stays pure.
 */
export function formatSavedAt(iso: string, offsetMinutes: number): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  const d = new Date(ms + offsetMinutes * 60_000);
  const day = `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
  return `${formatDate(day)}, ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
}
