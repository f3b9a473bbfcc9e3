import { describe, expect, it } from "vitest";
import { roleRowsOf } from "./player-stats";
import type { PlayerStats } from "../records/types";

const role = (matches: number, minutesPlayed: number, goals = 0) => ({
  matches,
  goals,
  assists: 0,
  yellowCards: 0,
  redCards: 0,
  minutesPlayed,
});

describe("roleRowsOf", () => {
  it("lists roles by minutes and keeps 'Suplente' apart", () => {
    const stats = {
      goals: 3,
      assists: 1,
      matches: 5,
      minutesPlayed: 390,
      yellowCards: 1,
      redCards: 0,
      positions: {
        "Delantero 2": role(1, 90),
        Suplente: role(2, 30, 1),
        "Delantero 1": role(3, 270, 2),
      },
    } satisfies PlayerStats;
    const { played, substitute } = roleRowsOf(stats);
    expect(played.map((r) => [r.role, r.minutesPlayed])).toEqual([
      ["Delantero 1", 270],
      ["Delantero 2", 90],
    ]);
    expect(substitute).toEqual({ role: "Suplente", ...role(2, 30, 1) });
  });
});

describe("roleRowsOf: roles never played", () => {
  it("leaves out a role whose figures are all zero", () => {
    const zero = {
      matches: 0,
      goals: 0,
      assists: 0,
      yellowCards: 0,
      redCards: 0,
      minutesPlayed: 0,
    };
    const rows = roleRowsOf({
      ...zero,
      matches: 1,
      minutesPlayed: 90,
      positions: {
        "Delantero 1": { ...zero, matches: 1, minutesPlayed: 90 },
        "Posición 10": zero,
        Suplente: zero,
      },
    });
    expect(rows.played.map((r) => r.role)).toEqual(["Delantero 1"]);
    expect(rows.substitute).toBeNull();
  });
});
