// A saved insight (key `savedInsights`, spec section 3: a bare Markdown string) and what the
// string cannot hold (key `savedInsightsMeta`, ours): the types, the reader and field labels.
import type { Reader } from "./read";
import { REJECT, repaired } from "./read";
import { LIMITS } from "../base/limits";

/** A saved insight is just its Markdown text (spec 3): the stored list stays a list of strings. */
export type SavedInsight = string;

/**
 * What the spec's bare strings cannot hold, kept under its own key (`savedInsightsMeta`), one
 * entry per saved insight in the same order as `savedInsights`. An entry whose `length` does not
 * match its string's length (the original product appended or removed one) is ignored.
 */
export type SavedInsightMeta = {
  id: string;
  /** ISO time. */
  savedAt: string;
  /** The question asked, when it was an answer to one. */
  question?: string;
  kind?: "generate" | "ask" | "brief";
  /** Length of the text this entry describes, to detect a list changed by another app. */
  length: number;
};

export const readSavedInsight: Reader<string> = (v) => {
  if (typeof v !== "string") return REJECT;
  if (v.length <= LIMITS.insight) return v;
  repaired();
  return v.slice(0, LIMITS.insight);
};
