import { describe, expect, it } from "vitest";
import { reviewPlan, xiSummary } from "./plan-review";
import { makeMatch, makePlayer } from "../../testing/fixtures";
import type { MatchPlan } from "../records/types";
import { asId } from "../../testing/ids";

const names = [
  "Iker",
  "Dani",
  "Sergio",
  "Pique",
  "Jordi",
  "Xabi",
  "Xavi",
  "Iniesta",
  "Silva",
  "Villa",
  "Torres",
];
const players = [
  ...names.map((n, i) => makePlayer(n, { number: i + 1 })),
  makePlayer("Cesc", { number: 20 }),
  makePlayer("Pedro", { number: 17 }),
  makePlayer("Navas", { number: 22 }),
];
const lineup = Object.fromEntries(names.map((n, i) => [`Posición ${i + 1}`, n]));
const plan: MatchPlan = { id: asId("p1"), rival: "R", formation: "F", lineup };

describe("reviewPlan", () => {
  it("shows the XI as planned and as played, position by position", () => {
    const match = makeMatch({
      formationPlayers: { ...lineup, "Posición 10": "Cesc" },
      subs: [
        { playerOut: "Torres", playerIn: "Navas", minute: 60 },
        { playerOut: "Cesc", playerIn: "Villa", minute: 75 },
      ],
    });
    const r = reviewPlan(plan, match, players);
    expect(r.xi).toHaveLength(11);
    expect(r.xi[0]).toEqual({
      position: "Posición 1",
      planned: "Iker",
      played: "Iker",
      changed: false,
    });
    expect(r.xi[9]).toEqual({
      position: "Posición 10",
      planned: "Villa",
      played: "Cesc",
      changed: true,
    });
    expect(r.changes).toBe(1);
    expect(r.benched).toEqual(["Villa"]);
    expect(r.added).toEqual(["Cesc"]);
    // The plan detail suggests those left out, highest number first: Navas 22, Cesc 20, Pedro 17.
    expect(r.suggested).toEqual(["Navas", "Cesc", "Pedro"]);
    expect(r.subs).toEqual([
      { minute: 60, playerOut: "Torres", playerIn: "Navas", suggested: true },
      { minute: 75, playerOut: "Cesc", playerIn: "Villa", suggested: false },
    ]);
    expect(r.unusedSuggestions).toEqual(["Cesc", "Pedro"]);
  });

  it("compares by id when both sides have them (a renamed player is the same player)", () => {
    const withIds: MatchPlan = { ...plan, lineupIds: { "Posición 1": asId("id-Iker") } };
    const match = makeMatch({
      formationPlayers: { ...lineup, "Posición 1": "Iker C." },
      formationPlayerIds: { "Posición 1": "id-Iker" },
    });
    expect(reviewPlan(withIds, match, players).changes).toBe(0);
  });
});

describe("xiSummary", () => {
  it("names the first starters by position number and counts the rest", () => {
    expect(xiSummary(lineup)).toBe("Iker, Dani, Sergio, Pique y 7 más");
    expect(xiSummary({ "Posición 2": "B", "Posición 1": "A", "Posición 3": "" })).toBe("A, B");
    expect(xiSummary({})).toBe("Sin titulares");
  });
});
