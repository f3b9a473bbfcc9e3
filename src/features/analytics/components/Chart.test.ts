import { beforeEach, describe, expect, it, vi } from "vitest";
import { sideNames, slantedNames } from "./Chart";

// A canvas whose text is 7 px a character in the axis font (jsdom has no canvas of its own).
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
    font: "",
    measureText: (text: string) => ({ width: text.length * 7 }),
  } as unknown as CanvasRenderingContext2D);
});

const sin50 = Math.sin((50 * Math.PI) / 180);
const cos50 = Math.cos((50 * Math.PI) / 180);

describe("slantedNames", () => {
  it("makes the axis tall enough for the longest name and the padding wide enough for the last", () => {
    // Longest: 'Gonzalo Gutiérrez', 17 characters = 119 px; last: 'Ana', 21 px.
    const r = slantedNames(["Pablo Morales", "Gonzalo Gutiérrez", "Ana"]);
    expect(r.names).toEqual(["Pablo Morales", "Gonzalo Gutiérrez", "Ana"]);
    expect(r.size).toBe(Math.ceil(119 * sin50 + 12 * cos50) + 18); // 91 + 8 + 18 = 117
    expect(r.size).toBe(117);
    expect(r.right).toBe(Math.ceil(21 * cos50)); // 14
  });

  it("shortens a name longer than 130 px with '…', and sizes the axis for the shortened one", () => {
    const long = "Francisco Javier Fernández-Villaverde"; // 37 characters = 259 px
    const r = slantedNames([long]);
    const [name] = r.names;
    expect(name!.endsWith("…")).toBe(true);
    expect(name!.length * 7).toBeLessThanOrEqual(130);
    expect(long.startsWith(name!.slice(0, -1))).toBe(true);
    expect(r.size).toBe(Math.ceil(name!.length * 7 * sin50 + 12 * cos50) + 18);
  });

  it("has an axis of only its gaps and no padding without names", () => {
    expect(slantedNames([])).toEqual({ names: [], size: Math.ceil(12 * cos50) + 18, right: 0 });
  });
});

describe("sideNames", () => {
  it("keeps every name whole beside lying bars and makes the axis as wide as the longest", () => {
    // 'Iker Salvatierra', 16 characters = 112 px; a 390 px chart allows 175 px.
    const r = sideNames(["Ana", "Iker Salvatierra"], 390);
    expect(r.names).toEqual(["Ana", "Iker Salvatierra"]);
    expect(r.size).toBe(112 + 16);
  });

  it("shortens only a name wider than 45 % of the chart, with '…'", () => {
    const long = "Francisco Javier Fernández-Villaverde"; // 259 px
    const r = sideNames([long, "Ana"], 300); // at most 135 px, 119 px of text
    expect(r.names[1]).toBe("Ana");
    expect(r.names[0]!.endsWith("…")).toBe(true);
    expect(r.names[0]!.length * 7).toBeLessThanOrEqual(119);
    expect(r.size).toBeLessThanOrEqual(135);
  });
});
