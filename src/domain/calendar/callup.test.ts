import { describe, expect, it } from "vitest";
import {
  TICKS_FROM_BOTH,
  TICKS_FROM_PLAN,
  TICKS_FROM_REPLIES,
  callUpFromPlan,
  callUpOrigin,
  callUpStart,
  everyAvailable,
  squadCountText,
} from "./callup";
import { makePlayer } from "../../testing/fixtures";
import { asId } from "../../testing/ids";
import type { Fixture, MatchPlan, PlayerPosition } from "../records/types";
import type { PlayerId } from "../base/ids";

const p = (name: string, position: PlayerPosition, number: number, goals = 0) =>
  makePlayer(name, { position, number, stats: { goals } });
// Eleven starters, then the rest of the squad.
const xi = [
  p("Iker", "Goalkeeper", 1),
  ...["Dani", "Sergio", "Pique", "Jordi"].map((n, i) => p(n, "Defender", i + 2)),
  ...["Xabi", "Xavi", "Iniesta", "Silva"].map((n, i) => p(n, "Midfielder", i + 6)),
  p("Villa", "Forward", 10),
  p("Torres", "Forward", 11),
];
const others = [
  p("Reina", "Goalkeeper", 13),
  p("Arbeloa", "Defender", 15, 1),
  p("Cesc", "Midfielder", 20, 3),
  p("Pedro", "Forward", 17, 2),
  p("Navas", "Midfielder", 22, 5),
  p("Mata", "Midfielder", 21),
];
const players = [...xi, ...others];
const lineup = Object.fromEntries(xi.map((x, i) => [`Posición ${i + 1}`, x.name]));
const plan: MatchPlan = { id: asId("p1"), rival: "R", formation: "F", lineup };
const fixture: Fixture = {
  id: asId("f1"),
  rivalId: asId("r1"),
  rival: "R",
  date: "2026-11-28",
  time: "18:30",
  location: "home",
  competition: "Liga",
  venue: "",
};
const nobodyOut = () => false;
const id = (n: string) => asId<PlayerId>(`id-${n}`);

describe("callUpFromPlan", () => {
  it("ticks the XI in position order, then the planned ideas (the bench), each once", () => {
    // Ideas: Arbeloa (defender, 1), Navas then Cesc (midfielders), Pedro (forward); Reina and Mata
    // have no goal or assist.
    expect(callUpFromPlan(plan, players, nobodyOut)).toEqual(
      [...xi.map((x) => x.name), "Arbeloa", "Navas", "Cesc", "Pedro"].map(id),
    );
  });

  it("uses the ideas the plan stored, and leaves out whoever cannot play that day", () => {
    const stored = { ...plan, suggestionIds: [id("Mata"), id("Cesc")] };
    const out = (x: PlayerId) => x === id("Torres") || x === id("Cesc");
    expect(callUpFromPlan(stored, players, out)).toEqual(
      [...xi.filter((x) => x.name !== "Torres").map((x) => x.name), "Mata"].map(id),
    );
  });

  it("finds the XI by the ids stored beside the names (a renamed player stays ticked)", () => {
    const renamed = {
      ...plan,
      lineup: { ...lineup, "Posición 1": "Iker C." },
      lineupIds: { "Posición 1": id("Iker") },
    };
    expect(callUpFromPlan(renamed, players, nobodyOut)[0]).toBe(id("Iker"));
  });

  it("never holds more than the limit", () => {
    expect(callUpFromPlan(plan, players, nobodyOut, 12)).toHaveLength(12);
  });
});

describe("callUpStart", () => {
  it("a fixture with a plan and no saved call-up opens with the plan's call-up", () => {
    const start = callUpStart(fixture, plan, players, nobodyOut);
    expect(start.fromPlan).toBe(true);
    expect(start.ids).toHaveLength(15);
  });

  it("a saved call-up is never replaced, even an empty one", () => {
    const saved = { ...fixture, squadIds: [id("Reina"), id("Mata")] };
    expect(callUpStart(saved, plan, players, nobodyOut)).toEqual({
      ids: [id("Reina"), id("Mata")],
      fromPlan: false,
    });
    expect(callUpStart({ ...fixture, squadIds: [] }, plan, players, nobodyOut)).toEqual({
      ids: [],
      fromPlan: false,
    });
  });

  it("without a plan it starts empty", () => {
    expect(callUpStart(fixture, undefined, players, nobodyOut)).toEqual({
      ids: [],
      fromPlan: false,
    });
  });
});

describe("everyAvailable and the count", () => {
  it("adds every available player after those already ticked", () => {
    const out = (x: PlayerId) => x === id("Reina");
    const all = everyAvailable([id("Mata")], players, out);
    expect(all[0]).toBe(id("Mata"));
    expect(all).toHaveLength(players.length - 1);
    expect(all).not.toContain(id("Reina"));
    expect(everyAvailable([], players, nobodyOut, 5)).toHaveLength(5);
  });

  it("tells the count against the usual 18", () => {
    expect(squadCountText(15)).toBe("15 / 18 · quedan 3");
    expect(squadCountText(18)).toBe("18 / 18 · completa");
    expect(squadCountText(20)).toBe("20 / 18 · 2 de más");
  });
});

describe("callUpOrigin: one banner says what the ticks came from", () => {
  const origin = (saved: boolean, fromPlan: boolean, answered: boolean) =>
    callUpOrigin({ saved, fromPlan, answered });
  it("names the plan, the replies or both, and nothing for a saved list", () => {
    expect(origin(false, true, false)).toBe(TICKS_FROM_PLAN);
    expect(origin(false, false, true)).toBe(TICKS_FROM_REPLIES);
    expect(origin(false, true, true)).toBe(TICKS_FROM_BOTH);
    expect(origin(false, false, false)).toBe("");
    // Once saved, answers no longer move the ticks.
    expect(origin(true, false, true)).toBe("");
  });
  it("before anyone answered, only the plan is named", () => {
    expect(origin(false, true, false)).not.toMatch(/respuestas/);
  });
});
