import { describe, expect, it } from "vitest";
import {
  formationLabel,
  lineupRows,
  matchFormation,
  matchFormationLabel,
  matchSearchFields,
  scorersByMinute,
  searchMatches,
  subsByMinute,
} from "./match-view";
import { outcomeOf, scoreText } from "../timeline/match-result";
import { makeFormation, makeMatch, makePlayer } from "../../testing/fixtures";

const a = makeMatch({ id: "a", date: "2024-03-02", rival: "Leones", opponent: "Leones" });
const b = makeMatch({ id: "b", date: "2024-04-14", rival: "Águilas", opponent: "Águilas" });
const c = makeMatch({ id: "c", date: "2024-01-20", rival: "Toros", opponent: "Toros" });

describe("searchMatches", () => {
  it("lists newest first", () => {
    expect(searchMatches([a, b, c], "").map((m) => m.id)).toEqual(["b", "a", "c"]);
  });
  it("finds by rival, forgiving case and accents", () => {
    expect(searchMatches([a, b, c], "aguilas").map((m) => m.id)).toEqual(["b"]);
  });
  it("finds by the stored date and by the shown date", () => {
    expect(searchMatches([a, b, c], "2024-04-14").map((m) => m.id)).toEqual(["b"]);
    expect(searchMatches([a, b, c], "14/04/2024").map((m) => m.id)).toEqual(["b"]);
    expect(searchMatches([a, b, c], "2024-0").map((m) => m.id)).toEqual(["b", "a", "c"]);
  });
  it("fields include both date forms", () => {
    expect(matchSearchFields(b)).toEqual(["Águilas", "Águilas", "2024-04-14", "14/04/2024"]);
  });
});

describe("result helpers", () => {
  it("outcome and score from our side", () => {
    expect(outcomeOf({ score: { home: 3, away: 1 } })).toBe("win");
    expect(outcomeOf({ score: { home: 1, away: 1 } })).toBe("draw");
    expect(outcomeOf({ score: { home: 0, away: 2 } })).toBe("loss");
    expect(scoreText({ score: { home: 3, away: 1 } })).toBe("3 - 1");
  });
  it("orders scorers and subs by minute", () => {
    const m = makeMatch({
      scorers: [
        { player: "B", minute: 70 },
        { player: "A", minute: 12 },
      ],
      subs: [
        { playerOut: "X", playerIn: "Y", minute: 75 },
        { playerOut: "Z", playerIn: "W", minute: 60 },
      ],
    });
    expect(scorersByMinute(m).map((s) => s.player)).toEqual(["A", "B"]);
    expect(subsByMinute(m).map((s) => s.minute)).toEqual([60, 75]);
  });
});

describe("lineupRows", () => {
  it("orders by position number, with role and shirt number", () => {
    const f = makeFormation("F");
    f.roles["Posición 2"] = "Lateral derecho";
    const players = [makePlayer("Ana", { number: 1 }), makePlayer("Bea", { number: 4 })];
    const rows = lineupRows(
      { formationPlayers: { "Posición 10": "Zoe", "Posición 2": "Bea", "Posición 1": "Ana" } },
      f,
      players,
    );
    expect(rows).toEqual([
      { key: "Posición 1", number: 1, role: "Arquero", playerName: "Ana", shirt: 1 },
      { key: "Posición 2", number: 2, role: "Lateral derecho", playerName: "Bea", shirt: 4 },
      { key: "Posición 10", number: 10, role: "Delantero 1", playerName: "Zoe", shirt: null },
    ]);
  });
  it("falls back to the key when the formation is gone", () => {
    expect(lineupRows({ formationPlayers: { "Posición 3": "Ana" } }, undefined, [])).toEqual([
      { key: "Posición 3", number: 3, role: "Posición 3", playerName: "Ana", shirt: null },
    ]);
  });
});

describe("matchFormation / matchFormationLabel", () => {
  const clasica = makeFormation("Clásica");
  const presion = makeFormation("Presión alta", {
    defenderLines: [4],
    midfielderLines: [3],
    forwardLines: [3],
  });
  const formations = [clasica, presion];

  it("names the formation the form stored, with its type", () => {
    const m = makeMatch({ formation: "Clásica", formationUsed: "Clásica" });
    expect(matchFormation(m, formations)).toBe(clasica);
    expect(matchFormationLabel(m, formations)).toBe("Clásica (1-4-4-2)");
  });

  it("reads old data that stored the type in formationUsed", () => {
    const m = makeMatch({ formation: "Clásica", formationUsed: "1-4-4-2" });
    expect(matchFormationLabel(m, formations)).toBe("Clásica (1-4-4-2)");
    // Only the type, and one formation has it.
    const typeOnly = makeMatch({ formation: "", formationUsed: "1-4-3-3" });
    expect(matchFormationLabel(typeOnly, formations)).toBe("Presión alta (1-4-3-3)");
  });

  it("follows the id first, so a renamed formation is still found", () => {
    const m = makeMatch({
      formation: "Vieja",
      formationUsed: "Vieja",
      formationId: presion.id,
    });
    expect(matchFormationLabel(m, formations)).toBe("Presión alta (1-4-3-3)");
  });

  it("never repeats a type as its own name, and copes with a deleted formation", () => {
    expect(formationLabel("1-4-4-2", "1-4-4-2")).toBe("1-4-4-2");
    const gone = makeMatch({ formation: "Borrada", formationUsed: "1-4-4-2" });
    // Two formations could have that type, none by that name: show what the match stored.
    const twins = [clasica, { ...makeFormation("Otra"), id: "otra" }];
    expect(matchFormationLabel(gone, twins)).toBe("Borrada (1-4-4-2)");
    expect(
      matchFormationLabel(makeMatch({ formation: "1-4-4-2", formationUsed: "1-4-4-2" }), []),
    ).toBe("1-4-4-2");
    expect(matchFormationLabel(makeMatch({ formation: "", formationUsed: "" }), [])).toBe("—");
  });
});
