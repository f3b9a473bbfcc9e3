// Where the stored counters disagree with what the figures rule writes (the data screen's check
// and its 'Recalcular' offer).
import { deriveFigures } from "./figures";
import type { FigureLists } from "./figures";
import { FORMATION_COUNTERS, RIVAL_COUNTERS, ROLE_COUNTERS, zeroRoleStats } from "./counters";
import type { Match } from "../records/types";

export type FigureDisagreement = {
  kind: "player" | "formation" | "rival";
  /** Position in its stored list. */
  index: number;
  name: string;
  /** 'goals', 'wins', … or 'positions.<role>.<counter>' for a per-role figure. */
  field: string;
  stored: number;
  expected: number;
};

/**
 * Where the stored counters and opening balance + match record disagree: one row per entity
 * and field. Empty when the stored figures are exactly what the rule writes.
 */
export function figureDisagreements(
  lists: FigureLists,
  matches: readonly Match[],
): FigureDisagreement[] {
  const figures = deriveFigures(lists, matches);
  const out: FigureDisagreement[] = [];
  lists.players.forEach((p, index) => {
    const stored = p.stats;
    const expected = figures.players[index]!;
    const name = p.name;
    for (const field of ROLE_COUNTERS) {
      if (stored[field] !== expected[field]) {
        out.push({
          kind: "player",
          index,
          name,
          field,
          stored: stored[field],
          expected: expected[field],
        });
      }
    }
    const roles = [
      ...new Set([...Object.keys(stored.positions), ...Object.keys(expected.positions)]),
    ];
    for (const role of roles.sort((a, b) => a.localeCompare(b, "es"))) {
      const s = stored.positions[role] ?? zeroRoleStats();
      const e = expected.positions[role] ?? zeroRoleStats();
      for (const c of ROLE_COUNTERS) {
        if (s[c] !== e[c]) {
          out.push({
            kind: "player",
            index,
            name,
            field: `positions.${role}.${c}`,
            stored: s[c],
            expected: e[c],
          });
        }
      }
    }
  });
  lists.formations.forEach((f, index) => {
    const stored = f;
    const expected = figures.formations[index]!;
    for (const field of FORMATION_COUNTERS) {
      if (stored[field] !== expected[field]) {
        out.push({
          kind: "formation",
          index,
          name: f.name,
          field,
          stored: stored[field],
          expected: expected[field],
        });
      }
    }
  });
  lists.rivals.forEach((r, index) => {
    const stored = r;
    const expected = figures.rivals[index]!;
    for (const field of RIVAL_COUNTERS) {
      if (stored[field] !== expected[field]) {
        out.push({
          kind: "rival",
          index,
          name: r.name,
          field,
          stored: stored[field],
          expected: expected[field],
        });
      }
    }
  });
  return out;
}
