// The match day's one substitution idea: the planning rule restricted to the call-up, and the
// ideas a plan stored (or, for a plan written before they were kept, computed again).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ideasToStore, matchdaySuggestions, planIdeas } from "./suggestions";
import { makePlayer } from "../../testing/fixtures";
import { asId } from "../../testing/ids";
import type { MatchPlan, Player, PlayerPosition } from "../records/types";
import type { PlayerId } from "../base/ids";

const p = (name: string, position: PlayerPosition, goals: number, assists: number, number = 1) =>
  makePlayer(name, { position, number, stats: { goals, assists } });

// Eleven starters (no goals needed), and six outfield players left out of the XI.
const starters = Array.from({ length: 11 }, (_, i) =>
  p(`T${i + 1}`, i === 0 ? "Goalkeeper" : "Defender", 0, 0, i + 1),
);
const out = [
  p("Dani", "Defender", 1, 2, 12), // 3
  p("Edu", "Defender", 0, 1, 13), // 1
  p("Mario", "Midfielder", 4, 1, 14), // 5
  p("Nico", "Midfielder", 2, 0, 15), // 2
  p("Fede", "Forward", 6, 0, 16), // 6
  p("Gus", "Forward", 0, 4, 17), // 4
];
const squad = [...starters, ...out];
// The plan stores names; the planning form (and the suggestions) hold ids.
const stored = Object.fromEntries(starters.map((s, i) => [`Posición ${i + 1}`, s.name]));
const lineup = Object.fromEntries(starters.map((s, i) => [`Posición ${i + 1}`, s.id]));
const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);

describe("matchdaySuggestions", () => {
  it("without a call-up is the planning rule: two per line by goals + assists", () => {
    const s = matchdaySuggestions(squad, lineup);
    expect(s.suggestions.map((i) => i.player.name)).toEqual([
      "Dani",
      "Edu",
      "Mario",
      "Nico",
      "Fede",
      "Gus",
    ]);
  });

  it("keeps to the call-up: a player left out of it is never suggested, the next one is", () => {
    // Mario (5) and Fede (6) were not called up: Nico is the only midfielder, Gus the only forward.
    const callUp = new Set<string>(ids([...starters, out[0]!, out[1]!, out[3]!, out[5]!]));
    const s = matchdaySuggestions(squad, lineup, { callUp });
    expect(s.groups.map((g) => g.players.map((i) => i.player.name))).toEqual([
      ["Dani", "Edu"],
      ["Nico"],
      ["Gus"],
    ]);
  });

  it("leaves out who cannot play on the day, inside the call-up too", () => {
    const callUp = new Set<string>(ids(squad));
    const s = matchdaySuggestions(squad, lineup, { callUp, unavailable: new Set(["id-Dani"]) });
    expect(s.groups[0]!.players.map((i) => i.player.name)).toEqual(["Edu"]);
  });

  it("an empty call-up suggests nobody", () => {
    const s = matchdaySuggestions(squad, lineup, { callUp: new Set() });
    expect(s.status).toBe("no-relevant");
    expect(s.suggestions).toEqual([]);
  });
});

describe("ideasToStore", () => {
  it("stores the ids on screen once the XI is complete, nothing before", () => {
    expect(ideasToStore(squad, lineup)).toEqual(
      ids([out[0]!, out[1]!, out[2]!, out[3]!, out[4]!, out[5]!]),
    );
    expect(ideasToStore(squad, { ...lineup, "Posición 11": "" })).toEqual([]);
  });
});

describe("planIdeas", () => {
  const plan: MatchPlan = { id: asId("p1"), rival: "R", formation: "F", lineup: stored };

  it("a plan that stored its ideas gives exactly those, in order, whatever the stats say now", () => {
    const stored = { ...plan, suggestionIds: [asId<PlayerId>("id-Gus"), asId<PlayerId>("id-Edu")] };
    expect(planIdeas(stored, squad).map((x) => x.name)).toEqual(["Gus", "Edu"]);
  });

  it("drops a stored idea who left the squad or was not called up", () => {
    const stored = {
      ...plan,
      suggestionIds: ["id-Gus", "id-Gone", "id-Edu", "id-Gus"].map((x) => asId<PlayerId>(x)),
    };
    expect(planIdeas(stored, squad).map((x) => x.name)).toEqual(["Gus", "Edu"]);
    const callUp = new Set<string>(["id-Edu"]);
    expect(planIdeas(stored, squad, { callUp }).map((x) => x.name)).toEqual(["Edu"]);
  });

  it("a plan written before ideas were stored computes them with the same rule", () => {
    expect(planIdeas(plan, squad).map((x) => x.name)).toEqual([
      "Dani",
      "Edu",
      "Mario",
      "Nico",
      "Fede",
      "Gus",
    ]);
    const callUp = new Set<string>(["id-Nico", "id-Fede"]);
    expect(planIdeas(plan, squad, { callUp }).map((x) => x.name)).toEqual(["Nico", "Fede"]);
  });

  it("an empty stored list stays empty (the coach saw no ideas)", () => {
    expect(planIdeas({ ...plan, suggestionIds: [] }, squad)).toEqual([]);
  });
});

describe("matchdaySuggestions (property)", () => {
  const positions: PlayerPosition[] = ["Goalkeeper", "Defender", "Midfielder", "Forward"];
  const squadArb = fc
    .array(
      fc.record({
        position: fc.constantFrom(...positions),
        goals: fc.nat(5),
        assists: fc.nat(5),
        // Duplicate names are allowed: the lineup holds ids, a namesake is another player.
        name: fc.constantFrom("Ana", "Bea", "Carla", "Dora", "Eva", "Fina", "Gala", "Hugo", "Iris"),
      }),
      { maxLength: 25 },
    )
    .map((rows) =>
      rows.map((r, i): Player =>
        makePlayer(r.name, {
          id: `p${i}`,
          position: r.position,
          number: i + 1,
          stats: { goals: r.goals, assists: r.assists },
        }),
      ),
    );

  it("never suggests a player outside the call-up or inside the XI", () => {
    fc.assert(
      fc.property(
        squadArb.chain((players) =>
          fc.record({
            players: fc.constant(players),
            callUp: fc.subarray(players.map((x) => x.id)),
            xi: fc.subarray(players.map((x) => x.id)),
            unavailable: fc.subarray(players.map((x) => x.id)),
          }),
        ),
        ({ players, callUp, xi, unavailable }) => {
          const xiMap = Object.fromEntries(xi.map((n, i) => [`Posición ${i + 1}`, n]));
          const s = matchdaySuggestions(players, xiMap, {
            callUp: new Set(callUp),
            unavailable: new Set(unavailable),
          });
          for (const item of s.suggestions) {
            expect(callUp).toContain(item.player.id);
            expect(xi).not.toContain(item.player.id);
            expect(unavailable).not.toContain(item.player.id);
          }
          expect(s.suggestions.length).toBeLessThanOrEqual(6);
        },
      ),
    );
  });
});
