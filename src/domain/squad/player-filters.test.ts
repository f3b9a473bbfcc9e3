import { describe, expect, it, vi } from "vitest";
import {
  activeFilterCount,
  filterPlayers,
  isFiltering,
  noPlayerFilter,
  sortSquad,
  toggleChoice,
} from "./player-filters";
import { playerPositions } from "../records/types";
import type { Player } from "../records/types";
import { asId } from "../../testing/ids";

const p = (
  id: string,
  name: string,
  position: Player["position"],
  number: number,
  foot: Player["preferredFoot"] = "Right",
): Player => ({
  id: asId(id),
  name,
  position,
  number,
  preferredFoot: foot,
  stats: {
    goals: 0,
    assists: 0,
    matches: 0,
    minutesPlayed: 0,
    yellowCards: 0,
    redCards: 0,
    positions: {},
  },
});
const squad = [
  p("1", "José Peña", "Defender", 4, "Left"),
  p("2", "Iker Casillas", "Goalkeeper", 1),
  p("3", "David Villa", "Forward", 7, "Both"),
  p("4", "Xavi Hernández", "Midfielder", 8),
  p("5", "Carles Puyol", "Defender", 5),
];
const names = (ps: Player[]) => ps.map((x) => x.name);

describe("filterPlayers", () => {
  it("searches names ignoring case and accents", () => {
    expect(names(filterPlayers(squad, { ...noPlayerFilter, query: "JOSE pena" }))).toEqual([
      "José Peña",
    ]);
    expect(names(filterPlayers(squad, { ...noPlayerFilter, query: "hernandez" }))).toEqual([
      "Xavi Hernández",
    ]);
  });
  it("searches the position in Spanish and as stored", () => {
    expect(names(filterPlayers(squad, { ...noPlayerFilter, query: "defensa" }))).toEqual([
      "José Peña",
      "Carles Puyol",
    ]);
    expect(names(filterPlayers(squad, { ...noPlayerFilter, query: "goalkeeper" }))).toEqual([
      "Iker Casillas",
    ]);
    expect(names(filterPlayers(squad, { ...noPlayerFilter, query: "portero" }))).toEqual([
      "Iker Casillas",
    ]);
  });
  it("filters by position and by foot, combined with the search", () => {
    expect(
      names(filterPlayers(squad, { ...noPlayerFilter, positions: ["Defender", "Forward"] })),
    ).toEqual(["José Peña", "David Villa", "Carles Puyol"]);
    expect(names(filterPlayers(squad, { ...noPlayerFilter, feet: ["Left", "Both"] }))).toEqual([
      "José Peña",
      "David Villa",
    ]);
    expect(
      names(filterPlayers(squad, { query: "carles", positions: ["Defender"], feet: ["Left"] })),
    ).toEqual([]);
  });
  it("an empty filter keeps everyone", () => {
    expect(filterPlayers(squad, noPlayerFilter)).toHaveLength(5);
    expect(isFiltering(noPlayerFilter)).toBe(false);
    expect(isFiltering({ ...noPlayerFilter, query: " x " })).toBe(true);
    expect(activeFilterCount({ query: "a", positions: ["Defender"], feet: ["Left", "Both"] })).toBe(
      3,
    );
  });
});

describe("sortSquad", () => {
  it("orders by position group then number then name, without touching the input", () => {
    const copy = [...squad];
    expect(names(sortSquad(squad))).toEqual([
      "Iker Casillas",
      "José Peña",
      "Carles Puyol",
      "Xavi Hernández",
      "David Villa",
    ]);
    expect(squad).toEqual(copy);
  });
});

describe("toggleChoice", () => {
  it("adds or removes a choice keeping the canonical order", () => {
    expect(toggleChoice(["Forward"], "Goalkeeper", playerPositions)).toEqual([
      "Goalkeeper",
      "Forward",
    ]);
    expect(toggleChoice(["Goalkeeper", "Forward"], "Forward", playerPositions)).toEqual([
      "Goalkeeper",
    ]);
  });
});

describe("filterPlayers without a filter", () => {
  it("keeps every player without normalizing any name (the list's first render)", () => {
    const squad = [p("a", "José Pérez", "Forward", 9), p("b", "Íker", "Goalkeeper", 1)];
    const normalize = vi.spyOn(String.prototype, "normalize");
    try {
      expect(filterPlayers(squad, noPlayerFilter)).toEqual(squad);
      expect(normalize).not.toHaveBeenCalled();
      expect(filterPlayers(squad, { ...noPlayerFilter, query: "jose" })).toEqual([squad[0]]);
      expect(normalize).toHaveBeenCalled();
    } finally {
      normalize.mockRestore();
    }
  });
});
