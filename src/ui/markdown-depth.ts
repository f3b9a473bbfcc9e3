// How deeply a Markdown text nests its containers (lists, block quotes) and inline groups
// (emphasis, links), measured with one cheap pass before anything parses it. A parser and the
// renderer recurse once per level, so thousands of levels overflow the stack and crash the
// screen; a text deeper than any real answer is shown as plain text instead.

/** Deeper than this is not a real answer: it is shown as plain text. */
export const MAX_MARKDOWN_DEPTH = 32;

const FENCE = /^ {0,3}(?:```|~~~)/;
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/;

/** Block containers opened on one line: leading indentation, `>` quotes and list markers. */
function lineDepth(line: string, limit: number): number {
  let depth = 0;
  let i = 0;
  let columns = 0;
  while (i < line.length && depth <= limit) {
    const ch = line[i]!;
    if (ch === " " || ch === "\t") {
      // Indentation before the first marker nests; spaces after a marker only separate.
      if (depth === 0) columns += ch === " " ? 1 : 4;
      i += 1;
    } else if (ch === ">") {
      depth += 1;
      i += 1;
    } else {
      const marker = LIST_MARKER.exec(line.slice(i, i + 11));
      if (!marker) break;
      depth += 1;
      i += marker[0].length;
    }
  }
  // Every two columns of indentation can open one more nested list.
  return depth + Math.floor(columns / 2);
}

const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);
const isPunct = (ch: string | undefined) => ch !== undefined && /[\p{P}\p{S}]/u.test(ch);

/**
 * The deepest inline nesting of one paragraph: link brackets, and runs of emphasis marks that
 * open (followed by text, not preceded by it) minus those that close. Unclosed openers count,
 * so it over-estimates rather than under-estimates.
 */
function inlineDepth(paragraph: string): number {
  let open = 0;
  let max = 0;
  let i = 0;
  while (i < paragraph.length) {
    const ch = paragraph[i]!;
    if (ch === "[") open += 1;
    else if (ch === "]") open = Math.max(0, open - 1);
    else if (ch === "*" || ch === "_" || ch === "~") {
      let j = i;
      while (paragraph[j] === ch) j += 1;
      const run = j - i;
      const before = paragraph[i - 1];
      const after = paragraph[j];
      const opens = !isSpace(after) && (isSpace(before) || isPunct(before));
      const closes = !isSpace(before) && (isSpace(after) || isPunct(after));
      // '**' is one level (strong); a run of n marks can open up to ceil(n / 2) levels.
      if (opens && !closes) open += Math.ceil(run / 2);
      else if (closes && !opens) open = Math.max(0, open - Math.ceil(run / 2));
      i = j;
      if (open > max) max = open;
      continue;
    }
    if (open > max) max = open;
    i += 1;
  }
  return max;
}

/**
 * The nesting depth of a Markdown text, stopping early once it passes `limit` (so a huge text
 * costs one scan at most). Over-estimates rather than under-estimates.
 */
export function markdownDepth(text: string, limit = MAX_MARKDOWN_DEPTH): number {
  let max = 0;
  let start = 0;
  let fenced = false;
  while (start <= text.length) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    // The inside of a fenced code block is flat text, however it is indented.
    if (FENCE.test(line)) fenced = !fenced;
    if (fenced) continue;
    const block = lineDepth(line, limit);
    if (block > max) max = block;
    if (max > limit) return max;
  }
  // Inline nesting per paragraph: emphasis and links can span lines, not blank lines.
  for (const paragraph of text.split(/\n[ \t]*\n/)) {
    const inline = inlineDepth(paragraph);
    if (inline > max) max = inline;
    if (max > limit) return max;
  }
  return max;
}

/** Whether the text is too deep to give formatting safely. */
export function isTooDeep(text: string, limit = MAX_MARKDOWN_DEPTH): boolean {
  return markdownDepth(text, limit) > limit;
}
