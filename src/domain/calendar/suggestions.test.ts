import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MIN_PLAN_LINEUP,
  PLAN_DETAIL_SUGGESTIONS,
  canSavePlan,
  lineupComplete,
  planDetailSuggestions,
  planningSuggestions,
} from "./suggestions";
import { makePlayer } from "../../testing/fixtures";
import type { PlayerPosition } from "../records/types";

const p = (name: string, position: PlayerPosition, goals = 0, assists = 0, number = 1) =>
  makePlayer(name, { position, number, stats: { goals, assists } });

describe("planningSuggestions", () => {
  const squad = [
    p("Portero", "Goalkeeper", 5, 5),
    p("D1", "Defender", 1, 0),
    p("D2", "Defender", 0, 3),
    p("D3", "Defender", 2, 1),
    p("D4", "Defender", 0, 0),
    p("M1", "Midfielder", 4, 4),
    p("F1", "Forward", 9, 0),
    p("F2", "Forward", 4, 5),
    p("F3", "Forward", 3, 0),
    p("Titular", "Forward", 20, 20),
  ];
  const lineup = { "Posición 1": "id-Titular", "Posición 2": "" };

  it("ranks non-starters per position by goals + assists, top 2 each", () => {
    const s = planningSuggestions(squad, lineup);
    expect(s.status).toBe("ok");
    expect(s.groups.map((g) => [g.position, g.players.map((i) => i.player.name)])).toEqual([
      ["Defender", ["D3", "D2"]],
      ["Midfielder", ["M1"]],
      ["Forward", ["F1", "F2"]],
    ]);
    expect(s.suggestions.map((i) => i.player.name)).toEqual(["D3", "D2", "M1", "F1", "F2"]);
    expect(s.groups[2]!.players[0]).toMatchObject({ goals: 9, assists: 0, score: 9 });
  });

  it("breaks ties by goals then name", () => {
    const s = planningSuggestions(
      [p("B", "Defender", 1, 1), p("A", "Defender", 1, 1), p("C", "Defender", 0, 2)],
      {},
    );
    expect(s.groups[0]!.players.map((i) => i.player.name)).toEqual(["A", "B"]);
  });

  it("never exceeds 6", () => {
    const many = (["Defender", "Midfielder", "Forward"] as const).flatMap((pos) =>
      [1, 2, 3].map((i) => p(`${pos}${i}`, pos, i)),
    );
    expect(planningSuggestions(many, {}).suggestions).toHaveLength(6);
  });

  it("reports nothing relevant with no outfield non-starter or none with goals or assists", () => {
    expect(planningSuggestions([], {}).status).toBe("no-relevant");
    // Only a goalkeeper left out: goalkeepers are never suggested.
    expect(planningSuggestions([p("Portero", "Goalkeeper", 3)], {}).status).toBe("no-relevant");
    expect(planningSuggestions([p("T", "Forward", 3)], { x: "id-T" }).status).toBe("no-relevant");
    expect(planningSuggestions([p("T", "Forward", 3)], {}).status).toBe("ok");
    const none = planningSuggestions([p("D", "Defender")], {});
    expect(none.status).toBe("no-relevant");
    expect(none.suggestions).toEqual([]);
  });
});

describe("a starter is left out by id", () => {
  it("his namesake on the bench is still suggested, in planning and in the plan detail", () => {
    const starter = makePlayer("Ana", { id: "a1", position: "Forward", number: 9 });
    const bench = makePlayer("Ana", {
      id: "a2",
      position: "Forward",
      number: 7,
      stats: { goals: 2 },
    });
    const lineup = { "Posición 1": "a1" };
    const s = planningSuggestions([starter, bench], lineup);
    expect(s.suggestions.map((i) => i.player.id)).toEqual(["a2"]);
    expect(planDetailSuggestions([starter, bench], lineup).map((x) => x.id)).toEqual(["a2"]);
  });

  it("property: nobody in the XI (by id) is suggested, and every outfield scorer left out is considered", () => {
    const squad = fc
      .array(
        fc.record({
          name: fc.constantFrom("Ana", "Bea"),
          position: fc.constantFrom<PlayerPosition>("Defender", "Midfielder", "Forward"),
          goals: fc.integer({ min: 0, max: 3 }),
        }),
        { maxLength: 12 },
      )
      .map((rows) =>
        rows.map((r, i) => makePlayer(r.name, { id: `p${i}`, position: r.position, stats: r })),
      );
    fc.assert(
      fc.property(
        squad.chain((players) =>
          fc.tuple(fc.constant(players), fc.subarray(players.map((x) => x.id))),
        ),
        ([players, xi]) => {
          const lineup = Object.fromEntries(xi.map((id, i) => [`Posición ${i + 1}`, id]));
          const ideas = planningSuggestions(players, lineup).suggestions.map((i) => i.player.id);
          const detail = planDetailSuggestions(players, lineup).map((x) => x.id);
          for (const id of [...ideas, ...detail]) expect(xi).not.toContain(id);
          const left = players.filter((x) => !xi.includes(x.id));
          expect(detail).toHaveLength(Math.min(PLAN_DETAIL_SUGGESTIONS, left.length));
          if (left.some((x) => x.stats.goals > 0)) expect(ideas.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe("planDetailSuggestions", () => {
  it("lists players not in the lineup by shirt number descending, top 5", () => {
    const players = [1, 7, 23, 10, 4, 99, 5, 18].map((n) => p(`N${n}`, "Forward", 0, 0, n));
    expect(planDetailSuggestions(players, { a: "id-N99" }).map((x) => x.number)).toEqual([
      23, 18, 10, 7, 5,
    ]);
    expect(PLAN_DETAIL_SUGGESTIONS).toBe(5);
    expect(planDetailSuggestions([], {})).toEqual([]);
  });
});

describe("lineupComplete", () => {
  it("needs entries, all filled", () => {
    expect(lineupComplete({})).toBe(false);
    expect(lineupComplete({ a: "X", b: "" })).toBe(false);
    expect(lineupComplete({ a: "X", b: "  " })).toBe(false);
    expect(lineupComplete({ a: "X", b: "Y" })).toBe(true);
  });
});

describe("canSavePlan", () => {
  const eleven = Object.fromEntries(
    Array.from({ length: 11 }, (_, i) => [`Posición ${i + 1}`, `J${i}`]),
  );
  it("needs rival, formation and 11 filled entries", () => {
    expect(MIN_PLAN_LINEUP).toBe(11);
    expect(canSavePlan({ rival: "R", formation: "F", lineup: eleven })).toBe(true);
    expect(canSavePlan({ rival: "", formation: "F", lineup: eleven })).toBe(false);
    expect(canSavePlan({ rival: "R", formation: " ", lineup: eleven })).toBe(false);
    expect(
      canSavePlan({ rival: "R", formation: "F", lineup: { ...eleven, "Posición 11": "" } }),
    ).toBe(false);
    expect(
      canSavePlan({ rival: "R", formation: "F", lineup: { ...eleven, "Posición 12": "Z" } }),
    ).toBe(true);
  });
});
