import { describe, expect, it } from "vitest";
import {
  DEFAULT_LINES,
  FORMATION_NAME_REQUIRED,
  addLine,
  buildFormation,
  canRemoveLine,
  defaultRoleName,
  defaultRoles,
  formationNameError,
  formationType,
  normalizeLineCount,
  pitchRows,
  positionKey,
  positionNumber,
  regenerateRoles,
  removeLine,
  roleNameOf,
  setLineCount,
  slotsOf,
  totalPlayers,
} from "./formation-roles";
import type { FormationLines } from "./formation-roles";
import { readStoredFormation } from "../../testing/fixtures";

const lines4231: FormationLines = {
  defenderLines: [4],
  midfielderLines: [2, 3],
  forwardLines: [1],
};

describe("position keys", () => {
  it("writes and reads 'Posición N'", () => {
    expect(positionKey(1)).toBe("Posición 1");
    expect(positionNumber("Posición 11")).toBe(11);
    expect(positionNumber("Posicion 2")).toBeUndefined();
  });
});

describe("normalizeLineCount", () => {
  it("keeps integers from 1 to 10", () => {
    expect(normalizeLineCount(1)).toBe(1);
    expect(normalizeLineCount(4)).toBe(4);
    expect(normalizeLineCount(10)).toBe(10);
    expect(normalizeLineCount("3")).toBe(3);
  });
  it("falls back to 1 when not a number, and clamps", () => {
    for (const v of [NaN, "", "  ", "abc", undefined, null, {}, 0, -3, "0"]) {
      expect(normalizeLineCount(v), String(v)).toBe(1);
    }
    expect(normalizeLineCount(11)).toBe(10);
    expect(normalizeLineCount(Infinity)).toBe(10);
    expect(normalizeLineCount(2.7)).toBe(2);
  });
});

describe("totals and type", () => {
  it("default formation is 1-4-4-2 with 11 players", () => {
    expect(DEFAULT_LINES).toEqual({ defenderLines: [4], midfielderLines: [4], forwardLines: [2] });
    expect(totalPlayers(DEFAULT_LINES)).toBe(11);
    expect(formationType(DEFAULT_LINES)).toBe("1-4-4-2");
  });
  it("writes every line", () => {
    expect(formationType(lines4231)).toBe("1-4-2-3-1");
    expect(totalPlayers(lines4231)).toBe(11);
  });
});

describe("slotsOf", () => {
  it("numbers the goalkeeper 1, then defenders, midfielders, forwards", () => {
    const slots = slotsOf(lines4231);
    expect(slots).toHaveLength(11);
    expect(slots[0]).toEqual({ key: "Posición 1", group: "goalkeeper", indexInGroup: 1, line: 0 });
    expect(slots[4]).toEqual({ key: "Posición 5", group: "defenders", indexInGroup: 4, line: 0 });
    expect(slots[5]).toEqual({ key: "Posición 6", group: "midfielders", indexInGroup: 1, line: 0 });
    expect(slots[7]).toEqual({ key: "Posición 8", group: "midfielders", indexInGroup: 3, line: 1 });
    expect(slots[10]).toEqual({ key: "Posición 11", group: "forwards", indexInGroup: 1, line: 0 });
  });
  it("draws broken stored lines as their reader repairs them", () => {
    const broken = { id: "f", name: "Rota", defenderLines: [2, -1, "x"], forwardLines: [1] };
    // The goalkeeper, the one line of 2 left, the default 4 midfielders and 1 forward.
    expect(slotsOf(readStoredFormation(broken)).map((s) => s.key)).toHaveLength(8);
  });
});

describe("default roles", () => {
  it("names each position", () => {
    expect(defaultRoles(DEFAULT_LINES)).toEqual({
      "Posición 1": "Arquero",
      "Posición 2": "Defensor 1",
      "Posición 3": "Defensor 2",
      "Posición 4": "Defensor 3",
      "Posición 5": "Defensor 4",
      "Posición 6": "Mediocampista 1",
      "Posición 7": "Mediocampista 2",
      "Posición 8": "Mediocampista 3",
      "Posición 9": "Mediocampista 4",
      "Posición 10": "Delantero 1",
      "Posición 11": "Delantero 2",
    });
  });
  it("counts across a group's lines", () => {
    expect(defaultRoleName({ group: "midfielders", indexInGroup: 5 })).toBe("Mediocampista 5");
    expect(defaultRoles(lines4231)["Posición 8"]).toBe("Mediocampista 3");
  });
});

describe("regenerateRoles", () => {
  it("keeps an edited midfielder's name when a defender line is added", () => {
    const roles = { ...defaultRoles(DEFAULT_LINES), "Posición 7": "Pivote" };
    const next = addLine(DEFAULT_LINES, "defenders", 1);
    const regenerated = regenerateRoles(DEFAULT_LINES, roles, next);
    expect(regenerated["Posición 8"]).toBe("Pivote");
    expect(regenerated["Posición 7"]).toBe("Mediocampista 1");
    expect(regenerated["Posición 6"]).toBe("Defensor 5");
    expect(Object.keys(regenerated)).toHaveLength(12);
  });
  it("keeps an edited goalkeeper and drops roles of removed positions", () => {
    const roles = { ...defaultRoles(DEFAULT_LINES), "Posición 1": "Portero", "Posición 11": "9" };
    const next = setLineCount(DEFAULT_LINES, "forwards", 0, 1);
    expect(regenerateRoles(DEFAULT_LINES, roles, next)).toEqual({
      ...defaultRoles(next),
      "Posición 1": "Portero",
    });
  });
  it("treats blank names as not edited", () => {
    const roles = { ...defaultRoles(DEFAULT_LINES), "Posición 2": "  " };
    expect(regenerateRoles(DEFAULT_LINES, roles, DEFAULT_LINES)).toEqual(
      defaultRoles(DEFAULT_LINES),
    );
  });
  it("does not modify its inputs", () => {
    const roles = Object.freeze(defaultRoles(DEFAULT_LINES));
    expect(() => regenerateRoles(DEFAULT_LINES, roles, lines4231)).not.toThrow();
  });
});

describe("line editing", () => {
  it("adds, sets and removes lines without mutating", () => {
    const base = Object.freeze({ ...DEFAULT_LINES });
    const added = addLine(base, "midfielders", 2);
    expect(added.midfielderLines).toEqual([4, 2]);
    expect(base.midfielderLines).toEqual([4]);
    expect(addLine(base, "forwards").forwardLines).toEqual([2, 1]);
    expect(addLine(base, "forwards", "x").forwardLines).toEqual([2, 1]);
    const set = setLineCount(added, "midfielders", 1, "");
    expect(set.midfielderLines).toEqual([4, 1]);
    expect(removeLine(set, "midfielders", 1).midfielderLines).toEqual([4]);
  });
  it("never removes the first line", () => {
    expect(canRemoveLine(0)).toBe(false);
    expect(canRemoveLine(1)).toBe(true);
    expect(removeLine(DEFAULT_LINES, "defenders", 0)).toBe(DEFAULT_LINES);
    expect(removeLine(DEFAULT_LINES, "defenders", 5)).toBe(DEFAULT_LINES);
    expect(setLineCount(DEFAULT_LINES, "defenders", 3, 2)).toBe(DEFAULT_LINES);
  });
});

describe("buildFormation", () => {
  it("zeroes totals and computes type and players", () => {
    const f = buildFormation(" Ofensiva ", lines4231, {
      "Posición 2": "Lateral",
      "Posición 99": "x",
    });
    expect(f).toMatchObject({
      name: "Ofensiva",
      type: "1-4-2-3-1",
      players: 11,
      goalkeeper: 1,
      gamesPlayed: 0,
      wins: 0,
      draws: 0,
      losses: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      shotsFor: 0,
      shotsAgainst: 0,
      defenderLines: [4],
      midfielderLines: [2, 3],
      forwardLines: [1],
    });
    expect(f.roles["Posición 2"]).toBe("Lateral");
    expect(f.roles["Posición 1"]).toBe("Arquero");
    expect(f.roles["Posición 99"]).toBeUndefined();
    expect(Object.keys(f.roles)).toHaveLength(11);
  });
  it("validates the name", () => {
    expect(formationNameError("  ")).toBe(FORMATION_NAME_REQUIRED);
    expect(FORMATION_NAME_REQUIRED).toBe("Por favor agregar un nombre a la formación");
    expect(formationNameError("A")).toBeNull();
    // The limit counts the trimmed name: 200 characters pass, 201 are the field's message.
    expect(formationNameError(` ${"a".repeat(200)} `)).toBeNull();
    expect(formationNameError("a".repeat(201))).toBe("Máximo 200 caracteres.");
  });
});

describe("roleNameOf", () => {
  const formation = { ...DEFAULT_LINES, roles: { "Posición 7": "Pivote", "Posición 8": "" } };
  it("uses the stored name, else the default, else the key", () => {
    expect(roleNameOf(formation, "Posición 7")).toBe("Pivote");
    expect(roleNameOf(formation, "Posición 8")).toBe("Mediocampista 3");
    expect(roleNameOf(formation, "Posición 1")).toBe("Arquero");
    expect(roleNameOf(formation, "Posición 11")).toBe("Delantero 2");
    expect(roleNameOf(formation, "Posición 12")).toBe("Posición 12");
    expect(roleNameOf(formation, "otra")).toBe("otra");
    expect(roleNameOf(undefined, "Posición 3")).toBe("Posición 3");
  });
  it("finds defaults across several lines", () => {
    expect(roleNameOf({ ...lines4231, roles: {} }, "Posición 9")).toBe("Mediocampista 4");
    expect(roleNameOf({ ...lines4231, roles: {} }, "Posición 11")).toBe("Delantero 1");
  });
});

describe("pitchRows", () => {
  it("gives a goalkeeper row then one row per line", () => {
    const rows = pitchRows({ ...lines4231, roles: { "Posición 6": "Pivote" } });
    expect(rows.map((r) => r.length)).toEqual([1, 4, 2, 3, 1]);
    expect(rows[0]).toEqual([
      { key: "Posición 1", number: 1, role: "Arquero", group: "goalkeeper" },
    ]);
    expect(rows[2]![0]).toEqual({
      key: "Posición 6",
      number: 6,
      role: "Pivote",
      group: "midfielders",
    });
    expect(rows[4]![0]!.number).toBe(11);
  });
});
