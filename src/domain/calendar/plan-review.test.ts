import { describe, expect, it } from "vitest";
import { reviewPlan, xiSummary } from "./plan-review";
import { makeFormation, makeMatch, makePlayer } from "../../testing/fixtures";
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
// Those left out of the XI, with their goals + assists: the match day's ideas are the best two
// per line (Navas and Cesc midfielders, Pedro a forward).
const players = [
  ...names.map((n, i) => makePlayer(n, { number: i + 1 })),
  makePlayer("Cesc", { number: 20, position: "Midfielder", stats: { goals: 3 } }),
  makePlayer("Pedro", { number: 17, position: "Forward", stats: { assists: 1 } }),
  makePlayer("Navas", { number: 22, position: "Midfielder", stats: { goals: 5 } }),
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
      role: "Posición 1",
      planned: "Iker",
      played: "Iker",
      changed: false,
    });
    expect(r.xi[9]).toEqual({
      position: "Posición 10",
      role: "Posición 10",
      planned: "Villa",
      played: "Cesc",
      changed: true,
    });
    expect(r.changes).toBe(1);
    expect(r.benched).toEqual(["Villa"]);
    expect(r.added).toEqual(["Cesc"]);
    // The planning rule over those left out: midfielders Navas (5), Cesc (3); forward Pedro (1).
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

describe("reviewPlan on the match day", () => {
  it("labels each row with the role of the match's formation", () => {
    const formation = makeFormation("Clásica");
    const r = reviewPlan(plan, makeMatch({ formationPlayers: lineup }), players, { formation });
    expect(r.xi.map((x) => x.role)).toEqual(
      Object.keys(lineup).map((k) => formation.roles[k] ?? ""),
    );
    expect(r.xi[0]!.role).not.toMatch(/^Posición/);
  });

  it("judges the substitutions against the ideas within the call-up, not the shirt-number list", () => {
    // Navas (22, the top of the spec's plan-detail list) was not called up: Pedro, the idea
    // planning showed among the called-up, came on and is 'sugerido'.
    const callUp = new Set<string>([...names.map((n) => `id-${n}`), "id-Cesc", "id-Pedro"]);
    const match = makeMatch({
      formationPlayers: lineup,
      subs: [{ playerOut: "Torres", playerIn: "Pedro", playerInId: "id-Pedro", minute: 60 }],
    });
    const r = reviewPlan(plan, match, players, { callUp });
    expect(r.suggested).toEqual(["Cesc", "Pedro"]);
    expect(r.subs).toEqual([
      { minute: 60, playerOut: "Torres", playerIn: "Pedro", suggested: true },
    ]);
    expect(r.unusedSuggestions).toEqual(["Cesc"]);
  });

  it("compares with the ideas the plan stored (what the coach saw), by id", () => {
    const saw: MatchPlan = { ...plan, suggestionIds: [asId("id-Pedro")] };
    const match = makeMatch({
      formationPlayers: lineup,
      subs: [
        { playerOut: "Torres", playerIn: "Pedro R.", playerInId: "id-Pedro", minute: 55 },
        { playerOut: "Villa", playerIn: "Navas", playerInId: "id-Navas", minute: 70 },
      ],
    });
    const r = reviewPlan(saw, match, players);
    expect(r.subs.map((x) => x.suggested)).toEqual([true, false]);
    expect(r.suggested).toEqual(["Pedro"]);
    expect(r.unusedSuggestions).toEqual([]);
  });
});

describe("xiSummary", () => {
  it("names the first starters by position number and counts the rest", () => {
    expect(xiSummary(lineup)).toBe("Iker, Dani, Sergio, Pique y 7 más");
    expect(xiSummary({ "Posición 2": "B", "Posición 1": "A", "Posición 3": "" })).toBe("A, B");
    expect(xiSummary({})).toBe("Sin titulares");
  });
});
