import { describe, expect, it } from "vitest";
import { matchesSearch, normalizeForSearch } from "./text";

describe("normalizeForSearch", () => {
  it("lowercases, strips accents and trims", () => {
    expect(normalizeForSearch("  José PEÑA Müller ")).toBe("jose pena muller");
    expect(normalizeForSearch("Posición")).toBe("posicion");
    expect(normalizeForSearch("")).toBe("");
  });
});

describe("matchesSearch", () => {
  const fields = ["José Pérez", "Delantero"];
  it("matches every term in some field, ignoring case and accents", () => {
    expect(matchesSearch(fields, "jose")).toBe(true);
    expect(matchesSearch(fields, "PEREZ del")).toBe(true);
    expect(matchesSearch(fields, "jose portero")).toBe(false);
    expect(matchesSearch(["14/04/2024", "Leones"], "04/2024")).toBe(true);
  });
  it("an empty or blank query matches all; no fields matches nothing", () => {
    expect(matchesSearch(fields, "")).toBe(true);
    expect(matchesSearch(fields, "   ")).toBe(true);
    expect(matchesSearch([], "a")).toBe(false);
  });
});
