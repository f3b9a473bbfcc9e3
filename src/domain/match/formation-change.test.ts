import { describe, expect, it } from "vitest";
import { changeFormation, droppedPlayersMessage } from "./formation-change";

const lines = (d: number[], m: number[], f: number[]) => ({
  defenderLines: d,
  midfielderLines: m,
  forwardLines: f,
});
// 1-4-4-2: P1 GK, P2-5 DEF, P6-9 MID, P10-11 FWD.
const f442 = lines([4], [4], [2]);
// 1-3-5-2: P1 GK, P2-4 DEF, P5-9 MID, P10-11 FWD.
const f352 = lines([3], [5], [2]);
const full442 = Object.fromEntries(
  Array.from({ length: 11 }, (_, i) => [`Posición ${i + 1}`, `j${i + 1}`]),
);

describe("changeFormation", () => {
  it("keeps every player when the new formation has room in each group", () => {
    const r = changeFormation(lines([4], [4], [2]), full442, lines([4], [3, 1], [2]));
    expect(r.dropped).toEqual([]);
    expect(Object.values(r.assignment)).toEqual(Object.values(full442));
  });

  it("keeps players in their group in order and drops the ones without a place", () => {
    const r = changeFormation(f442, full442, f352);
    // The fourth defender (j5) has no place; midfielders j6..j9 take P5..P8, P9 stays empty.
    expect(r.dropped).toEqual(["j5"]);
    expect(r.assignment).toEqual({
      "Posición 1": "j1",
      "Posición 2": "j2",
      "Posición 3": "j3",
      "Posición 4": "j4",
      "Posición 5": "j6",
      "Posición 6": "j7",
      "Posición 7": "j8",
      "Posición 8": "j9",
      "Posición 9": "",
      "Posición 10": "j10",
      "Posición 11": "j11",
    });
  });

  it("skips vacant positions and drops in lineup order", () => {
    const partial = {
      "Posición 1": "gk",
      "Posición 2": "",
      "Posición 10": "a",
      "Posición 11": "b",
    };
    const r = changeFormation(f442, partial, lines([4], [4], [1]));
    expect(r.dropped).toEqual(["b"]);
    expect(r.assignment["Posición 1"]).toBe("gk");
    expect(r.assignment["Posición 10"]).toBe("a");
  });

  it("keeps nothing without an old formation and drops everyone without a new one", () => {
    expect(changeFormation(undefined, full442, f442).dropped).toEqual([]);
    expect(
      Object.values(changeFormation(undefined, full442, f442).assignment).every((v) => v === ""),
    ).toBe(true);
    expect(changeFormation(f442, { "Posición 1": "gk", "Posición 2": "d" }, undefined)).toEqual({
      assignment: {},
      dropped: ["gk", "d"],
    });
  });
});

describe("droppedPlayersMessage", () => {
  it("names who would be dropped, in Spanish", () => {
    expect(droppedPlayersMessage(["Ana"])).toBe(
      "Ana no tiene sitio en la nueva formación y saldrá de la alineación. ¿Cambiar de formación?",
    );
    expect(droppedPlayersMessage(["Ana", "Bea", "Carla"])).toBe(
      "Ana, Bea y Carla no tienen sitio en la nueva formación y saldrán de la alineación. ¿Cambiar de formación?",
    );
  });
});
