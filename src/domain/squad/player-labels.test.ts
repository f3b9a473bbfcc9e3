import { describe, expect, it } from "vitest";
import {
  colorIndexOf,
  footLabel,
  initialsOf,
  locationLabel,
  outcomeLabel,
  positionLabel,
} from "./player-labels";
import { playerPositions, preferredFeet } from "../records/types";

describe("labels", () => {
  it("translates every stored value", () => {
    expect(playerPositions.map((p) => positionLabel[p])).toEqual([
      "Portero",
      "Defensa",
      "Centrocampista",
      "Delantero",
    ]);
    expect(preferredFeet.map((f) => footLabel[f])).toEqual(["Derecho", "Izquierdo", "Ambos"]);
    expect(locationLabel).toEqual({ home: "Local", away: "Visitante" });
    expect(outcomeLabel).toEqual({ win: "Victoria", draw: "Empate", loss: "Derrota" });
  });
});

describe("initialsOf", () => {
  it("takes the first letters of the first and last words", () => {
    expect(initialsOf("Lionel Messi")).toBe("LM");
    expect(initialsOf("juan pablo ñúñez")).toBe("JÑ");
    expect(initialsOf("Pelé")).toBe("P");
    expect(initialsOf("  ")).toBe("?");
    expect(initialsOf("")).toBe("?");
  });
});

describe("colorIndexOf", () => {
  it("is deterministic and within the palette", () => {
    expect(colorIndexOf("Ana", 8)).toBe(colorIndexOf("Ana", 8));
    for (const name of ["Ana", "Beto", "", "Ñandú", "x".repeat(500)]) {
      const i = colorIndexOf(name, 7);
      expect(Number.isInteger(i) && i >= 0 && i < 7).toBe(true);
    }
    const spread = new Set(
      ["Ana", "Beto", "Carla", "Dani", "Eva", "Fede", "Gus", "Hugo"].map((n) => colorIndexOf(n, 8)),
    );
    expect(spread.size).toBeGreaterThan(2);
  });
  it("returns 0 for an empty palette", () => {
    expect(colorIndexOf("Ana", 0)).toBe(0);
  });
});
