import { describe, expect, it } from "vitest";
import { isTooDeep, markdownDepth, MAX_MARKDOWN_DEPTH } from "./markdown-depth";

describe("markdownDepth", () => {
  it("is 0 for plain paragraphs and headings", () => {
    expect(markdownDepth("")).toBe(0);
    expect(markdownDepth("# Título\n\nUn párrafo normal.")).toBe(0);
  });

  it("counts a list item as 1 and each two columns of indentation as one more level", () => {
    expect(markdownDepth("- uno\n- dos")).toBe(1);
    expect(markdownDepth("- uno\n  - dos\n    - tres")).toBe(3);
    expect(markdownDepth("1. uno\n2) dos")).toBe(1);
    // A tab is four columns: two levels.
    expect(markdownDepth("\t- dentro")).toBe(3);
  });

  it("counts quotes and list markers opened on one line", () => {
    expect(markdownDepth("> cita")).toBe(1);
    expect(markdownDepth(">>> triple")).toBe(3);
    expect(markdownDepth("> - > - x")).toBe(4);
    expect(markdownDepth("- - - x")).toBe(3);
  });

  it("does not take emphasis, rules or numbers inside text for list markers", () => {
    expect(markdownDepth("***")).toBe(0);
    expect(markdownDepth("**negrita** y *cursiva*")).toBe(1);
    expect(markdownDepth("3*4 = 12 y snake_case_name")).toBe(0);
  });

  it("counts inline nesting: brackets and emphasis runs that stay open", () => {
    expect(markdownDepth("[a [b [c]]]")).toBe(3);
    expect(markdownDepth("*a **b *c* d** e*")).toBe(3);
    // Closed in the same paragraph, bold after bold stays at depth 1.
    expect(markdownDepth("**uno** y **dos** y **tres**")).toBe(1);
  });

  it("ignores the inside of fenced code blocks", () => {
    const code = "```\n" + " ".repeat(200) + "x\n```";
    expect(markdownDepth(code)).toBe(0);
  });

  it("stops early once past the limit on a huge input", () => {
    const deep = "> ".repeat(100_000) + "x";
    expect(markdownDepth(deep, 10)).toBeGreaterThan(10);
    expect(markdownDepth(deep, 10)).toBeLessThan(20);
  });
});

describe("isTooDeep", () => {
  it("accepts a real answer and refuses thousands of nested lists, quotes or brackets", () => {
    const answer =
      "## Local\n\n- De **local**: 1 victoria.\n  - Con *Villa*: 2 goles.\n\n| a | b |\n|---|---|\n| 1 | 2 |";
    expect(isTooDeep(answer)).toBe(false);
    const lists = Array.from({ length: 3000 }, (_, i) => `${"  ".repeat(i)}- nivel ${i}`).join(
      "\n",
    );
    expect(isTooDeep(lists)).toBe(true);
    expect(isTooDeep(">".repeat(5000) + " x")).toBe(true);
    expect(isTooDeep("[".repeat(5000) + "x" + "]".repeat(5000))).toBe(true);
    expect(isTooDeep("*a ".repeat(5000))).toBe(true);
  });

  it("draws the line at MAX_MARKDOWN_DEPTH", () => {
    expect(isTooDeep(">".repeat(MAX_MARKDOWN_DEPTH) + " x")).toBe(false);
    expect(isTooDeep(">".repeat(MAX_MARKDOWN_DEPTH + 1) + " x")).toBe(true);
  });
});
