// @vitest-environment node
import { describe, expect, it } from "vitest";
import { Linter } from "eslint";
import {
  readDocFields,
  teamContract,
  validateDocUpdate,
  validatePlayerUpdate,
} from "../../scripts/team-create.mjs";
import { docProblem } from "../domain/records/doc-contract";
import { teamContract as appContract, teamDocProblem } from "../domain/records/team-contract";
import { emptyLocalData } from "./documents";
import { fixLocal, fixRecord, refusedDocs, refusedText } from "./preflight";

const deep = (levels: number) => {
  let v: unknown = "x";
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};
const sergio = { id: "p7", name: "Sergio Ibáñez", number: 7.5, position: "Forward" };
const daniel = { id: "p8", name: "Daniel Peña", number: 8, legado: deep(26), origen: "club" };

describe("the team's contract", () => {
  it("is the same in the app and in the server's rule: fields read from each record module", () => {
    expect(readDocFields()).toEqual(appContract.fields);
    expect(teamContract()).toEqual(JSON.parse(JSON.stringify(appContract)));
    // ES5 for CouchDB's SpiderMonkey (no let, arrows, template strings, trailing commas in calls…).
    const es5 = (code: string) =>
      new Linter()
        .verify(`var rule = ${code};`, {
          languageOptions: { ecmaVersion: 5, sourceType: "script" },
        })
        .filter((m) => m.fatal);
    expect(es5(validateDocUpdate({ coaches: ["ana"] }))).toEqual([]);
    expect(
      es5(validatePlayerUpdate({ player: "dani", writers: ["dani"], staff: ["ana"] })),
    ).toEqual([]);
    expect(es5("function (a,) {}")).toHaveLength(1);
  });

  it("takes formations in the spec's own shape and refuses what the rule never took", () => {
    const formation = {
      docType: "formation",
      id: "f1",
      name: "Rombo",
      players: { "Posición 1": "Iker" },
      goalkeeper: "Arquero",
    };
    expect(teamDocProblem("formation:f1", formation)).toBe("");
    expect(teamDocProblem("formation:f1", { ...formation, players: [3] })).toBe(
      "«players» debe ser un número no negativo o un mapa de textos",
    );
    expect(teamDocProblem("player:p7", { docType: "player", ...sergio })).toBe(
      "«number» debe ser un número entero no negativo",
    );
    const photo = { _attachments: { "a.png": { stub: true, length: 15_000_000 } } };
    expect(teamDocProblem("player:p8", { docType: "player", ...daniel, ...photo })).toBe(
      "no se admiten archivos adjuntos",
    );
    expect(teamDocProblem("player:p8", { docType: "player", ...daniel })).toBe(
      "demasiados niveles anidados",
    );
    // Documents the app builds whole take no other field; records keep fields they do not know.
    expect(
      teamDocProblem("rivalnote:r1:abc", {
        docType: "rivalnote",
        rivalId: "r1",
        text: "Presión",
        x: 1,
      }),
    ).toBe("campo desconocido «x»");
    expect(teamDocProblem("player:p9", { docType: "player", id: "p9", name: "Leo", x: 1 })).toBe(
      "",
    );
    expect(docProblem({ _id: "player:p9", docType: "player", id: "p9" }, appContract)).toBe(
      "«name» debe ser un texto de 1 a 200 caracteres",
    );
  });
});

describe("the pre-flight", () => {
  const local = emptyLocalData({ players: [sergio, daniel, { id: "p9", name: "Leo", number: 9 }] });

  it("names what the server would refuse, the first with its reason", () => {
    const refused = refusedDocs(local);
    expect(refused).toEqual([
      {
        id: "player:p7",
        label: "Jugador: Sergio Ibáñez",
        why: "«number» debe ser un número entero no negativo",
      },
      { id: "player:p8", label: "Jugador: Daniel Peña", why: "demasiados niveles anidados" },
    ]);
    expect(refusedText(refused)).toBe(
      "2 registros que el servidor del equipo no aceptaría; el primero, «Jugador: Sergio Ibáñez»: «number» debe ser un número entero no negativo.",
    );
  });

  it("rounds a fractional shirt number and drops only the unknown field the server refuses", () => {
    expect(fixRecord(sergio, "player")).toEqual({ ...sergio, number: 8 });
    expect(fixRecord({ ...daniel, _adjunto: "x" }, "player")).toEqual({
      id: "p8",
      name: "Daniel Peña",
      number: 8,
      origen: "club",
    });
    const fixed = fixLocal(local);
    expect(refusedDocs(fixed)).toEqual([]);
    expect(fixed.players[2]).toBe(local.players[2]);
    expect(fixed.formations).toBe(local.formations);
  });

  it("leaves what it cannot fix as it is: the server still refuses it", () => {
    const bad = { id: "p1", name: "Ana", openingStats: deep(30) };
    expect(fixRecord(bad, "player")).toEqual(bad);
    expect(refusedDocs(fixLocal(emptyLocalData({ players: [bad] })))).toHaveLength(1);
  });
});
