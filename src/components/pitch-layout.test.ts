import { describe, expect, it } from "vitest";
import {
  boxesOverlap,
  dotBox,
  drawsRightToLeft,
  pitchLayout,
  PITCH_H,
  PITCH_W,
  shortRole,
  sideOf,
  wrapLabel,
} from "./pitch-layout";
import type { LayoutInput, PitchLayout } from "./pitch-layout";

// ui/ may not import the domain, so the formations are written out here as rows of role names:
// the spec's default, the demo team's three and the extremes the editor allows.
const rowsOf = (roles: string[][]): LayoutInput[][] =>
  roles.map((row, r) => row.map((role, i) => ({ key: `r${r}-${i}`, role })));

const DEFAULT_1442 = [
  ["Arquero"],
  ["Defensor 1", "Defensor 2", "Defensor 3", "Defensor 4"],
  ["Mediocampista 1", "Mediocampista 2", "Mediocampista 3", "Mediocampista 4"],
  ["Delantero 1", "Delantero 2"],
];
const CLASICA = [
  ["Arquero"],
  ["Lateral derecho", "Central derecho", "Central izquierdo", "Lateral izquierdo"],
  ["Volante derecho", "Pivote", "Interior", "Volante izquierdo"],
  ["Segundo punta", "Delantero centro"],
];
const PRESION_ALTA = [
  ["Arquero"],
  ["Lateral derecho", "Central derecho", "Central izquierdo", "Lateral izquierdo"],
  ["Mediocentro", "Interior derecho", "Interior izquierdo"],
  ["Extremo derecho", "Delantero centro", "Extremo izquierdo"],
];
const CERROJO = [
  ["Arquero"],
  ["Defensor 1", "Defensor 2", "Defensor 3", "Defensor 4", "Defensor 5"],
  ["Mediocampista 1", "Mediocampista 2", "Mediocampista 3"],
  ["Delantero 1", "Delantero 2"],
];
const TEN_IN_A_LINE = [
  ["Arquero"],
  Array.from({ length: 10 }, (_, i) => `Defensor ${i + 1}`),
  ["Mediocampista 1"],
  ["Delantero 1"],
];
const SEVEN_LINES = [
  ["Arquero"],
  ...Array.from({ length: 7 }, (_, l) => [`Carrilero derecho ${l}`, `Carrilero izquierdo ${l}`]),
];

const NAMED = (roles: string[][]) =>
  rowsOf(roles).map((row) =>
    row.map((p, i) => ({ ...p, name: i % 2 ? "Fernández-Villanueva" : "Gallardo" })),
  );

const cases: [string, LayoutInput[][]][] = [
  ["1-4-4-2 por defecto", rowsOf(DEFAULT_1442)],
  ["Clásica", rowsOf(CLASICA)],
  ["Presión alta", rowsOf(PRESION_ALTA)],
  ["Cerrojo", rowsOf(CERROJO)],
  ["Clásica con jugadores", NAMED(CLASICA)],
  ["Presión alta con jugadores", NAMED(PRESION_ALTA)],
  ["Cerrojo con jugadores", NAMED(CERROJO)],
  ["diez en una línea", NAMED(TEN_IN_A_LINE)],
  ["siete líneas", NAMED(SEVEN_LINES)],
];

const xOf = (layout: PitchLayout, role: string, rows: LayoutInput[][]) => {
  const key = rows.flat().find((p) => p.role === role)!.key;
  return layout.positions.find((p) => p.key === key)!.x;
};

describe("pitchLayout: the team attacks upward, right on the right", () => {
  it("puts the goalkeeper at the bottom and the forwards at the top", () => {
    const layout = pitchLayout(rowsOf(CLASICA));
    const ys = [0, 1, 2, 3].map((r) => layout.positions.find((p) => p.row === r)!.y);
    expect(ys[0]).toBeGreaterThan(ys[1]!);
    expect(ys[1]).toBeGreaterThan(ys[2]!);
    expect(ys[2]).toBeGreaterThan(ys[3]!);
    expect(ys[0]).toBeGreaterThan(PITCH_H / 2);
    expect(ys[3]).toBeLessThan(PITCH_H / 2);
  });

  it("draws right-sided roles to the right of left-sided ones in every demo formation", () => {
    for (const roles of [CLASICA, PRESION_ALTA]) {
      const rows = rowsOf(roles);
      const layout = pitchLayout(rows);
      expect(xOf(layout, "Lateral derecho", rows)).toBeGreaterThan(
        xOf(layout, "Lateral izquierdo", rows),
      );
      expect(xOf(layout, "Central derecho", rows)).toBeGreaterThan(
        xOf(layout, "Central izquierdo", rows),
      );
      expect(xOf(layout, "Lateral derecho", rows)).toBeGreaterThan(PITCH_W / 2);
    }
    const rows = rowsOf(PRESION_ALTA);
    const layout = pitchLayout(rows);
    expect(xOf(layout, "Extremo derecho", rows)).toBeGreaterThan(
      xOf(layout, "Delantero centro", rows),
    );
    expect(xOf(layout, "Delantero centro", rows)).toBeGreaterThan(
      xOf(layout, "Extremo izquierdo", rows),
    );
    expect(xOf(layout, "Interior derecho", rows)).toBeGreaterThan(
      xOf(layout, "Interior izquierdo", rows),
    );
  });

  it("mirrors a line whose roles were typed left side first", () => {
    const rows = rowsOf([["Arquero"], ["Lateral izquierdo", "Central", "Lateral derecho"]]);
    const layout = pitchLayout(rows);
    expect(xOf(layout, "Lateral derecho", rows)).toBeGreaterThan(
      xOf(layout, "Lateral izquierdo", rows),
    );
  });

  it("reads sides from role names", () => {
    expect(sideOf("Lateral derecho")).toBe("right");
    expect(sideOf("Volante izquierda")).toBe("left");
    expect(sideOf("Lat. der.")).toBe("right");
    expect(sideOf("Pivote")).toBeUndefined();
    expect(drawsRightToLeft(["Defensor 1", "Defensor 2"])).toBe(true);
    expect(drawsRightToLeft(["Lateral izquierdo", "Lateral derecho"])).toBe(false);
  });
});

describe("pitchLayout: labels never overlap nor leave the pitch", () => {
  it.each(cases)("%s", (_, rows) => {
    const { positions } = pitchLayout(rows);
    expect(positions).toHaveLength(rows.flat().length);
    for (const p of positions) {
      // Inside the drawing.
      expect(p.box.x).toBeGreaterThanOrEqual(0);
      expect(p.box.x + p.box.w).toBeLessThanOrEqual(PITCH_W);
      expect(p.box.y + p.box.h).toBeLessThanOrEqual(PITCH_H);
      expect(p.x - p.r).toBeGreaterThanOrEqual(0);
      // The text fits its box at the widest glyphs we allow for.
      for (const line of p.roleLines) {
        expect(line.length * p.fontSize * 0.62).toBeLessThanOrEqual(p.box.w);
      }
      if (p.nameLine) expect(p.nameLine.length * p.nameFontSize * 0.7).toBeLessThanOrEqual(p.box.w);
    }
    for (const a of positions) {
      for (const b of positions) {
        if (a === b) continue;
        expect(boxesOverlap(a.box, b.box), `${a.key} label / ${b.key} label`).toBe(false);
        expect(boxesOverlap(a.box, dotBox(b)), `${a.key} label / ${b.key} dot`).toBe(false);
        expect(boxesOverlap(dotBox(a), dotBox(b)), `${a.key} dot / ${b.key} dot`).toBe(false);
      }
    }
  });

  it("keeps something readable of every role in the demo formations", () => {
    for (const rows of [NAMED(CLASICA), NAMED(PRESION_ALTA), rowsOf(CLASICA)]) {
      for (const p of pitchLayout(rows).positions) {
        expect(p.roleLines.join("").length).toBeGreaterThanOrEqual(4);
      }
    }
  });
});

describe("short labels", () => {
  it("wraps by words and clips the last line", () => {
    expect(wrapLabel("Lateral izquierdo", 10)).toEqual(["Lateral", "izquierdo"]);
    expect(wrapLabel("Uno dos tres cuatro", 8, 1)).toEqual(["Uno dos…"]);
    expect(wrapLabel("", 8)).toEqual([]);
    expect(wrapLabel("Lateral", 0)).toEqual([]);
  });

  it("abbreviates before clipping", () => {
    expect(shortRole("Lateral derecho", 15, 1)).toEqual(["Lateral derecho"]);
    expect(shortRole("Lateral derecho", 10, 1)).toEqual(["Lat. der."]);
    expect(shortRole("Central izquierdo", 11, 1)).toEqual(["Cent. izq."]);
  });
});
