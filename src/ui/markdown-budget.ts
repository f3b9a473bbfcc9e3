// Whether a text gets Markdown formatting or is shown as plain text, decided with one cheap pass
// before anything parses it. The parser's work grows with the square of the emphasis and link
// marks it has to pair up: 28,000 characters of '*a*a…' take seconds, '*_*_…' minutes, and a
// page of five of them freezes the tab. A real answer has a few hundred marks at most, so a text
// past the budget is shown as it is, wrapped, with a note.
import { isTooDeep } from "./markdown-depth";

/**
 * Longer texts are shown plainly until the coach asks for formatting: formatting 100,000
 * characters at once blocks the page for seconds.
 */
export const MAX_FORMATTED_CHARS = 30_000;

/**
 * Most runs of emphasis, strikethrough, code and link marks ('**', '_', '~~', '`', '[', ']')
 * a formatted text may have. A 30,000-character answer with one bold phrase per line has about
 * 700; 1,500 runs of the worst kind format in about as long as that answer (a fifth of a second).
 */
export const MAX_MARKUP_RUNS = 1_500;

/**
 * Longest run of characters without a space a formatted text may have. The longest real word
 * is a link of a few hundred characters; one of thousands is not prose.
 */
export const MAX_WORD_CHARS = 1_000;

/** While an answer streams in it is formatted only while this short (it redraws often). */
export const STREAM_FORMAT_CHARS = 20_000;

/**
 * While an answer streams in, once one redraw with formatting took longer than this, the rest of
 * the stream shows plain text (formatted once, at the end): the tab never spends most of its
 * time formatting, and 'Cancelar' answers at once.
 */
export const STREAM_RENDER_BUDGET_MS = 60;

export type PlainReason = "long" | "deep" | "heavy" | "word";
export type MarkdownPlan = { format: true } | { format: false; reason: PlainReason };

const MARKS = new Set(["*", "_", "~", "`", "[", "]"]);
const isSpace = (code: number) =>
  code === 32 || code === 9 || code === 10 || code === 13 || code === 12 || code === 0xa0;

/** Runs of markup characters (a run is one character repeated: '**' is one), up to `limit` + 1. */
export function markupRuns(text: string, limit = MAX_MARKUP_RUNS): number {
  let runs = 0;
  let prev = "";
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (ch !== prev && MARKS.has(ch)) {
      runs += 1;
      if (runs > limit) return runs;
    }
    prev = ch;
  }
  return runs;
}

/** Length of the longest stretch without whitespace, stopping once it passes `limit`. */
export function longestWord(text: string, limit = MAX_WORD_CHARS): number {
  let longest = 0;
  let current = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (isSpace(text.charCodeAt(i))) {
      current = 0;
      continue;
    }
    current += 1;
    if (current > longest) {
      longest = current;
      if (longest > limit) return longest;
    }
  }
  return longest;
}

/**
 * Whether `text` is formatted as Markdown or shown plainly, and why. Linear in its length.
 * `longOnRequest`: the coach asked to format a text past the length limit; it is still refused
 * for any other reason, with a budget of marks that grows with its length.
 */
export function markdownPlan(text: string, longOnRequest = false): MarkdownPlan {
  if (text.length > MAX_FORMATTED_CHARS && !longOnRequest) return { format: false, reason: "long" };
  if (isTooDeep(text)) return { format: false, reason: "deep" };
  const runBudget = MAX_MARKUP_RUNS * Math.max(1, Math.ceil(text.length / MAX_FORMATTED_CHARS));
  if (markupRuns(text, runBudget) > runBudget) return { format: false, reason: "heavy" };
  if (longestWord(text) > MAX_WORD_CHARS) return { format: false, reason: "word" };
  return { format: true };
}

/**
 * Whether an answer still streaming in is redrawn with formatting: only while short, within the
 * budget, and while no redraw of this stream has yet taken longer than the time budget.
 */
export function formatWhileStreaming(text: string, slowestRenderMs: number): boolean {
  return (
    text.length <= STREAM_FORMAT_CHARS &&
    slowestRenderMs <= STREAM_RENDER_BUDGET_MS &&
    markdownPlan(text).format
  );
}
