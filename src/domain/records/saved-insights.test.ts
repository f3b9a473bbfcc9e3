import { describe, expect, it } from "vitest";
import {
  alignInsightMeta,
  appendInsight,
  formatSavedAt,
  isSavedInsightMeta,
  MAX_QUESTION_CHARS,
  metaFor,
  removeInsight,
} from "./saved-insights";

const meta = (text: string, over: Record<string, unknown> = {}) => ({
  id: `id-${text}`,
  savedAt: "2024-04-14T16:05:00.000Z",
  length: text.length,
  ...over,
});

describe("isSavedInsightMeta", () => {
  it("accepts a full entry and one without question or kind", () => {
    expect(isSavedInsightMeta(meta("abc", { question: "¿Y?", kind: "ask" }))).toBe(true);
    expect(isSavedInsightMeta(meta("abc"))).toBe(true);
  });

  it.each([
    ["null", null],
    ["a string", "x"],
    ["a list", []],
    ["no id", { savedAt: "2024-04-14T16:05:00Z", length: 1 }],
    ["a bad date", meta("a", { savedAt: "ayer" })],
    ["a negative length", meta("a", { length: -1 })],
    ["a fractional length", meta("a", { length: 1.5 })],
    ["a numeric question", meta("a", { question: 3 })],
    ["an unknown kind", meta("a", { kind: "poema" })],
  ])("refuses %s", (_label, value) => expect(isSavedInsightMeta(value)).toBe(false));
});

describe("alignInsightMeta", () => {
  it("keeps an entry only beside the string whose length it records", () => {
    const texts = ["uno", "dos dos", "tres"];
    const stored = [meta("uno"), meta("otro texto"), meta("tres")];
    expect(alignInsightMeta(texts, stored)).toEqual([meta("uno"), null, meta("tres")]);
  });

  it("gives null to strings appended by another app and ignores entries past the end", () => {
    expect(alignInsightMeta(["a", "bb"], [meta("a")])).toEqual([meta("a"), null]);
    expect(alignInsightMeta(["a"], [meta("a"), meta("bb")])).toEqual([meta("a")]);
  });

  it("cuts a question longer than the app keeps (one from another device)", () => {
    const entry = meta("uno", { question: "¿".repeat(1_000_000) });
    expect(alignInsightMeta(["uno"], [entry])).toEqual([
      { ...entry, question: "¿".repeat(MAX_QUESTION_CHARS) },
    ]);
  });

  it("accepts anything stored without throwing", () => {
    for (const stored of [null, undefined, "texto", 42, { 0: meta("a") }, [null, "x", 7]]) {
      expect(alignInsightMeta(["a", "b"], stored)).toEqual([null, null]);
    }
  });

  it("a removal by the original product shifts strings: length mismatches are dropped", () => {
    // Stored by us: ["hola", "adiós!"]; the other app removed "hola" and left meta untouched.
    const stored = [meta("hola"), meta("adiós!")];
    expect(alignInsightMeta(["adiós!"], stored)).toEqual([null]);
  });
});

describe("metaFor", () => {
  it("records length, date, the trimmed question and the kind", () => {
    expect(
      metaFor("## Hola", {
        id: "i1",
        savedAt: "2024-04-14T16:05:00.000Z",
        question: "  ¿Y? ",
        kind: "ask",
      }),
    ).toEqual({
      id: "i1",
      savedAt: "2024-04-14T16:05:00.000Z",
      question: "¿Y?",
      kind: "ask",
      length: 7,
    });
  });

  it("leaves out a blank question and cuts a very long one", () => {
    expect(metaFor("x", { id: "i", savedAt: "2024-01-01T00:00:00Z", question: "   " })).toEqual({
      id: "i",
      savedAt: "2024-01-01T00:00:00Z",
      length: 1,
    });
    const long = metaFor("x", {
      id: "i",
      savedAt: "2024-01-01T00:00:00Z",
      question: "q".repeat(5000),
    });
    expect(long.question).toHaveLength(MAX_QUESTION_CHARS);
  });
});

describe("appendInsight", () => {
  it("adds the text and an aligned meta list, nulls where earlier entries did not match", () => {
    const r = appendInsight(["viejo"], [meta("otro")], "nuevo", {
      id: "n",
      savedAt: "2024-05-01T10:00:00Z",
      kind: "generate",
    });
    expect(r.texts).toEqual(["viejo", "nuevo"]);
    expect(r.meta).toEqual([
      null,
      { id: "n", savedAt: "2024-05-01T10:00:00Z", kind: "generate", length: 5 },
    ]);
  });

  it("starts both lists when nothing was saved", () => {
    const r = appendInsight([], null, "a", { id: "n", savedAt: "2024-05-01T10:00:00Z" });
    expect(r).toEqual({
      texts: ["a"],
      meta: [{ id: "n", savedAt: "2024-05-01T10:00:00Z", length: 1 }],
    });
  });
});

describe("removeInsight", () => {
  const texts = ["uno", "dos", "tres"];
  const stored = [meta("uno"), meta("dos"), meta("tres")];

  it("removes the text and its meta at the index", () => {
    expect(removeInsight(texts, stored, 1, "dos")).toEqual({
      texts: ["uno", "tres"],
      meta: [meta("uno"), meta("tres")],
    });
  });

  it("refuses when the text there is not the one shown, or the index is out of range", () => {
    expect(removeInsight(texts, stored, 1, "uno")).toBeNull();
    expect(removeInsight(texts, stored, 3, "tres")).toBeNull();
    expect(removeInsight(texts, stored, -1, "uno")).toBeNull();
    expect(removeInsight(texts, stored, 0.5, "uno")).toBeNull();
  });

  it("removing the last one leaves two empty lists", () => {
    expect(removeInsight(["solo"], [meta("solo")], 0, "solo")).toEqual({ texts: [], meta: [] });
  });
});

describe("formatSavedAt", () => {
  it("shows the day and time on the coach's clock", () => {
    expect(formatSavedAt("2024-04-14T16:05:00.000Z", 120)).toBe("14/04/2024, 18:05");
    expect(formatSavedAt("2024-04-14T16:05:00.000Z", 0)).toBe("14/04/2024, 16:05");
    // West of Greenwich the evening of the 31st is still December.
    expect(formatSavedAt("2025-01-01T02:30:00.000Z", -300)).toBe("31/12/2024, 21:30");
  });

  it("is empty for a text that is not a date", () => {
    expect(formatSavedAt("ayer", 0)).toBe("");
  });
});
