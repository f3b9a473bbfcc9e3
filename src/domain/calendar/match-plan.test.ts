import { describe, expect, it } from "vitest";
import {
  emptyLineup,
  filledCount,
  formationFigures,
  planLineupRows,
  slotOptions,
} from "./match-plan";
import { lineupIdsOf } from "./plan-form";
import { makeFormation, makePlayer } from "../../testing/fixtures";
import type { Formation } from "../records/types";

describe("formationFigures", () => {
  it("reads the stored totals", () => {
    const f = {
      ...makeFormation("Clásica"),
      gamesPlayed: 5,
      wins: 3,
      draws: 1,
      losses: 1,
      goalsFor: 9,
      goalsAgainst: 4,
      shotsFor: 60,
      shotsAgainst: 31,
    };
    expect(formationFigures(f)).toEqual({
      games: 5,
      wins: 3,
      draws: 1,
      losses: 1,
      goalsFor: 9,
      goalsAgainst: 4,
      shotsFor: 60,
      shotsAgainst: 31,
    });
  });

  it("is all zero while no formation is chosen", () => {
    expect(formationFigures(undefined)).toEqual({
      games: 0,
      wins: 0,
      draws: 0,
      losses: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      shotsFor: 0,
      shotsAgainst: 0,
    });
  });
});

describe("emptyLineup and filledCount", () => {
  it("has one empty entry per position of a 1-4-4-2", () => {
    const lineup = emptyLineup(makeFormation("Clásica"));
    expect(Object.keys(lineup)).toHaveLength(11);
    expect(lineup["Posición 1"]).toBe("");
    expect(lineup["Posición 11"]).toBe("");
    expect(filledCount(lineup)).toBe(0);
  });

  it("counts only non-blank names", () => {
    expect(filledCount({ "Posición 1": "Ana", "Posición 2": " ", "Posición 3": "Bea" })).toBe(2);
  });
});

describe("slotOptions", () => {
  const gk = makePlayer("Portero", { position: "Goalkeeper", number: 13 });
  const gk2 = makePlayer("Suplente GK", { position: "Goalkeeper", number: 1 });
  const df = makePlayer("Defensa", { position: "Defender", number: 4 });
  const mf = makePlayer("Medio", { position: "Midfielder", number: 8 });
  const fw = makePlayer("Punta", { position: "Forward", number: 9 });
  const odd = { ...makePlayer("Raro"), position: "Libero" } as unknown as ReturnType<
    typeof makePlayer
  >;
  const all = [fw, mf, df, gk, gk2, odd];

  it("offers goalkeepers first for the goalkeeper slot, by shirt number", () => {
    const groups = slotOptions(all, {}, "Posición 1", "goalkeeper");
    expect(groups.map((g) => g.position)).toEqual([
      "Goalkeeper",
      "Defender",
      "Midfielder",
      "Forward",
      "Other",
    ]);
    expect(groups[0]!.players.map((p) => p.name)).toEqual(["Suplente GK", "Portero"]);
  });

  it("offers the slot's own position first for outfield slots", () => {
    expect(slotOptions(all, {}, "Posición 10", "forwards").map((g) => g.position)[0]).toBe(
      "Forward",
    );
    expect(slotOptions(all, {}, "Posición 6", "midfielders").map((g) => g.position)).toEqual([
      "Midfielder",
      "Goalkeeper",
      "Defender",
      "Forward",
      "Other",
    ]);
  });

  it("leaves out players chosen for another position but keeps the slot's own choice", () => {
    // The planning form holds ids.
    const lineup = { "Posición 1": gk.id, "Posición 2": df.id, "Posición 3": "" };
    const names = (key: string) =>
      slotOptions(all, lineup, key, "defenders").flatMap((g) => g.players.map((p) => p.name));
    expect(names("Posición 3")).not.toContain("Portero");
    expect(names("Posición 3")).not.toContain("Defensa");
    expect(names("Posición 2")).toContain("Defensa");
    expect(names("Posición 2")).not.toContain("Portero");
  });

  it("leaves out the one player chosen, not another of the same name", () => {
    const twin = makePlayer("Defensa", { id: "twin", position: "Defender", number: 5 });
    const ids = slotOptions([df, twin], { "Posición 2": df.id }, "Posición 3", "defenders")
      .flatMap((g) => g.players)
      .map((p) => p.id);
    expect(ids).toEqual(["twin"]);
  });

  it("drops empty groups and nameless players", () => {
    const groups = slotOptions([df, makePlayer("  ")], {}, "Posición 2", "defenders");
    expect(groups).toEqual([{ position: "Defender", players: [df] }]);
  });
});

describe("planLineupRows", () => {
  const players = [makePlayer("Ana", { number: 1 }), makePlayer("Bea", { number: 5 })];
  const rowsOf = (formation: Formation | undefined, lineup: Record<string, string>) =>
    planLineupRows(formation, lineup, players, lineupIdsOf(players, lineup, undefined));

  it("finds each shirt by id: a namesake's shirt is not shown for a player who left", () => {
    const rows = planLineupRows(undefined, { "Posición 1": "Ana" }, players, {
      "Posición 1": "gone",
    });
    expect(rows[0]).toMatchObject({ playerName: "Ana", shirt: null });
  });

  it("lists every position in order with role, player and shirt; empty slots are vacant", () => {
    const rows = rowsOf(makeFormation("Clásica"), {
      "Posición 2": "Bea",
      "Posición 1": "Ana",
      "Posición 3": "Desconocido",
    });
    expect(rows).toHaveLength(11);
    expect(rows[0]).toEqual({
      key: "Posición 1",
      number: 1,
      role: "Arquero",
      playerName: "Ana",
      shirt: 1,
    });
    expect(rows[1]).toMatchObject({ role: "Defensor 1", playerName: "Bea", shirt: 5 });
    expect(rows[2]).toMatchObject({ playerName: "Desconocido", shirt: null });
    expect(rows[10]).toMatchObject({
      key: "Posición 11",
      role: "Delantero 2",
      playerName: null,
      shirt: null,
    });
  });

  it("without the formation uses the lineup's own keys in numeric order", () => {
    const rows = rowsOf(undefined, { "Posición 10": "Bea", "Posición 2": "Ana", "Posición 1": "" });
    expect(rows.map((r) => r.key)).toEqual(["Posición 1", "Posición 2", "Posición 10"]);
    expect(rows.map((r) => r.role)).toEqual(["Posición 1", "Posición 2", "Posición 10"]);
    expect(rows[0]!.playerName).toBeNull();
  });

  it("keeps lineup keys the formation no longer has, after its own", () => {
    const rows = rowsOf(makeFormation("Clásica"), { "Posición 12": "Ana" });
    expect(rows).toHaveLength(12);
    expect(rows[11]).toMatchObject({ key: "Posición 12", playerName: "Ana" });
  });
});
