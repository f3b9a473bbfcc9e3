import { describe, expect, it } from "vitest";
import { playerOptionLabel, searchPlayers } from "./player-search";
import { asId } from "../../testing/ids";

const squad = [
  { id: asId("a"), name: "Iker Casillas", number: 1 },
  { id: asId("b"), name: "Nacho Fernández", number: 13 },
  { id: asId("c"), name: "Jesús Navas", number: 11 },
  { id: asId("d"), name: "Álvaro Odriozola", number: 110 },
  { id: asId("e"), name: "Sin Dorsal", number: 0 },
];
const ids = (q: string) => searchPlayers(squad, q).map((p) => p.id);

describe("searchPlayers", () => {
  it("picks the exact shirt number first: '11' is #11, not #13 or #1", () => {
    expect(ids("11")[0]).toBe("c");
    expect(ids("11")).toEqual(["c", "d"]);
    expect(ids("#11")[0]).toBe("c");
    expect(ids("1")).toEqual(["a", "b", "c", "d"]);
  });

  it("finds names by any word, ignoring accents and case", () => {
    expect(ids("jesus")).toEqual(["c"]);
    expect(ids("ALVARO")).toEqual(["d"]);
    expect(ids("nav")).toEqual(["c"]);
    expect(ids("dez")).toEqual(["b"]); // inside a word ranks after word starts
  });

  it("returns everyone for an empty query and nobody for no match", () => {
    expect(ids("  ")).toEqual(["a", "b", "c", "d", "e"]);
    expect(ids("zz")).toEqual([]);
  });

  it("labels a player with the number when there is one", () => {
    expect(playerOptionLabel(squad[2]!)).toBe("11 · Jesús Navas");
    expect(playerOptionLabel(squad[4]!)).toBe("Sin Dorsal");
  });
});
