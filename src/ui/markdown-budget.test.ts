import { describe, expect, it } from "vitest";
import {
  formatWhileStreaming,
  longestWord,
  markdownPlan,
  markupRuns,
  MAX_MARKUP_RUNS,
  MAX_WORD_CHARS,
  STREAM_RENDER_BUDGET_MS,
} from "./markdown-budget";

const answer = [
  "## Conclusiones",
  "",
  "- Con **Villa** y *Pedro* juntos: 4 victorias en 5 partidos.",
  "- En casa el equipo ~~pierde~~ empata menos: ver [el informe](https://example.com/a).",
  "",
  "| Jugador | Goles |",
  "|---|---|",
  "| `Villa` | 6 |",
].join("\n");

describe("markupRuns", () => {
  it("counts runs of emphasis, code and link marks, a repeated mark once", () => {
    // '**' '**' '*' '*' '~~' '~~' '[' ']' '`' '`'
    expect(markupRuns(answer)).toBe(10);
    expect(markupRuns("sin marcas, ni una.")).toBe(0);
    expect(markupRuns("*_*_")).toBe(4);
    expect(markupRuns("****")).toBe(1);
  });

  it("stops counting once past the limit", () => {
    expect(markupRuns("*a".repeat(14_000), 10)).toBe(11);
  });
});

describe("longestWord", () => {
  it("measures the longest stretch without whitespace", () => {
    expect(longestWord("uno dos\ttres\ncuatro")).toBe(6);
    expect(longestWord("")).toBe(0);
    expect(longestWord("a".repeat(30_000), 100)).toBe(101);
  });
});

describe("markdownPlan", () => {
  it("formats a real answer", () => {
    expect(markdownPlan(answer)).toEqual({ format: true });
  });

  it("formats a 30,000-character answer with a bold phrase per line", () => {
    const line =
      "- Línea: el equipo **presiona** arriba y recupera en campo rival; tiros 12, goles 2.\n";
    const long = line.repeat(Math.floor(30_000 / line.length));
    expect(markupRuns(long)).toBeGreaterThan(600);
    expect(markdownPlan(long)).toEqual({ format: true });
  });

  it("formats a 20,000-character answer with two bold phrases per line", () => {
    const line = "- Línea: el equipo **presiona** arriba y recupera en campo **rival**.\n";
    const long = line.repeat(Math.floor(20_000 / line.length));
    expect(markupRuns(long)).toBeGreaterThan(1_100);
    expect(markdownPlan(long)).toEqual({ format: true });
  });

  it("shows 28,000 characters of punctuation and emphasis as plain text", () => {
    expect(markdownPlan("*a".repeat(14_000))).toEqual({ format: false, reason: "heavy" });
    expect(markdownPlan("*_".repeat(14_000))).toEqual({ format: false, reason: "heavy" });
    expect(markdownPlan("~a".repeat(14_000))).toEqual({ format: false, reason: "heavy" });
    expect(markdownPlan("a*b_".repeat(7_000))).toEqual({ format: false, reason: "heavy" });
  });

  it("draws the line at the budget of marks", () => {
    // Every '*' of '*a*a…' is its own run; 50 to a paragraph.
    const runs = (n: number) => ("*a".repeat(50) + "\n\n").repeat(n / 50);
    expect(markupRuns(runs(MAX_MARKUP_RUNS))).toBe(MAX_MARKUP_RUNS);
    expect(markdownPlan(runs(MAX_MARKUP_RUNS))).toEqual({ format: true });
    expect(markdownPlan(runs(MAX_MARKUP_RUNS) + "*a")).toEqual({
      format: false,
      reason: "heavy",
    });
  });

  it("shows a word of thousands of characters as plain text", () => {
    expect(markdownPlan("a".repeat(30_000))).toEqual({ format: false, reason: "word" });
    expect(markdownPlan(`Mira ${"x".repeat(MAX_WORD_CHARS)} aquí`)).toEqual({ format: true });
    expect(markdownPlan(`Mira ${"x".repeat(MAX_WORD_CHARS + 1)} aquí`)).toEqual({
      format: false,
      reason: "word",
    });
  });

  it("keeps the earlier limits: length first, then nesting", () => {
    expect(markdownPlan("a ".repeat(15_001))).toEqual({ format: false, reason: "long" });
    expect(markdownPlan("> ".repeat(100) + "x")).toEqual({ format: false, reason: "deep" });
  });

  it("formats a long text on request, unless something else is wrong with it", () => {
    const long = "Texto **largo** y normal, sin más marcas en toda la línea.\n".repeat(1_000);
    expect(markdownPlan(long)).toEqual({ format: false, reason: "long" });
    expect(markdownPlan(long, true)).toEqual({ format: true });
    expect(markdownPlan("*_".repeat(20_000), true)).toEqual({ format: false, reason: "heavy" });
  });
});

describe("formatWhileStreaming", () => {
  it("formats a short answer while each redraw stays within the time budget", () => {
    expect(formatWhileStreaming(answer, 0)).toBe(true);
    expect(formatWhileStreaming(answer, STREAM_RENDER_BUDGET_MS)).toBe(true);
  });

  it("goes plain for the rest of the stream after one slow redraw", () => {
    expect(formatWhileStreaming(answer, STREAM_RENDER_BUDGET_MS + 1)).toBe(false);
  });

  it("goes plain for a long or heavy answer", () => {
    expect(formatWhileStreaming("Texto normal. ".repeat(1_500), 0)).toBe(false);
    expect(formatWhileStreaming("*a ".repeat(2_000), 0)).toBe(false);
    expect(formatWhileStreaming("*_".repeat(1_000), 0)).toBe(false);
  });
});
