import { describe, expect, it } from "vitest";
import { notSharedOf, refusedField } from "./not-shared";

describe("refusedField", () => {
  it("takes the first «field» the server's reason names", () => {
    expect(
      refusedField(
        "Documento no válido (player:s1): «number» debe ser un número entero no negativo.",
      ),
    ).toBe("number");
    expect(refusedField("«Jugador: Ana» no vale: «score.home» debe ser un entero")).toBe(
      "score.home",
    );
  });

  it("names none when the reason has no field", () => {
    expect(refusedField("Solo un entrenador puede eliminar datos del equipo.")).toBe(undefined);
    expect(refusedField("«un nombre con espacios»")).toBe(undefined);
  });
});

describe("notSharedOf", () => {
  it("keeps one record type's ids, without the type", () => {
    const marks = [
      { docId: "player:s1", reason: "a" },
      { docId: "match:m1", reason: "b" },
      { docId: "playerx:s2", reason: "c" },
    ];
    expect([...notSharedOf("player", marks)]).toEqual([["s1", "a"]]);
    expect([...notSharedOf("match", marks)]).toEqual([["m1", "b"]]);
  });
});
