import { describe, expect, it } from "vitest";
import {
  draftFromFixture,
  draftFromPlan,
  draftIssues,
  emptyDraft,
  placePlayer,
  setupFromDraft,
} from "./live-setup";
import { makeFormation, makePlayer, makeRival } from "../../testing/fixtures";
import { asId, branded } from "../../testing/ids";
import type { MatchPlan } from "../records/types";

const small = makeFormation("Mini", {
  defenderLines: [1],
  midfielderLines: [1],
  forwardLines: [1],
});
const players = ["Ana", "Bea", "Cris", "Dora", "Eva"].map((n, i) =>
  makePlayer(n, { number: i + 1 }),
);
const ctx = { players, formations: [small], rivals: [makeRival("Lobos")] };

describe("draftFromPlan", () => {
  it("fills rival, formation and XI from the plan's ids, by name for old plans", () => {
    const d = draftFromPlan(
      {
        id: asId("plan-1"),
        rival: "Lobos",
        formation: "Mini",
        // Old plan: names only, except one position that carries its id.
        lineup: {
          "Posición 1": "Ana",
          "Posición 2": "Bea",
          "Posición 3": "Cris",
          "Posición 4": "Nadie",
        },
        lineupIds: { "Posición 3": asId("id-Dora") },
      },
      ctx,
      "2026-11-22",
    );
    expect(d).toMatchObject({
      rivalId: "rival-Lobos",
      formationId: "formation-Mini",
      lineup: { "Posición 1": "id-Ana", "Posición 2": "id-Bea", "Posición 3": "id-Dora" },
      bench: ["id-Cris", "id-Eva"],
      planId: "plan-1",
      periodMinutes: 45,
      location: "home",
    });
    expect(draftIssues(d, ctx)).toEqual(["Falta 1 posición de la alineación por cubrir."]);
  });
});

describe("draftIssues and placing players", () => {
  it("asks for rival and formation first", () => {
    expect(draftIssues(emptyDraft("2026-11-22"), ctx)).toEqual([
      "Elige el rival.",
      "Elige la formación.",
    ]);
  });

  it("moves a player between positions and sends the replaced one to the bench", () => {
    let d = { ...emptyDraft("2026-11-22"), rivalId: "rival-Lobos", formationId: "formation-Mini" };
    d = { ...d, bench: players.map((p) => p.id) };
    d = placePlayer(d, "Posición 1", "id-Ana");
    d = placePlayer(d, "Posición 2", "id-Ana");
    expect(d.lineup).toEqual({ "Posición 2": "id-Ana" });
    d = placePlayer(d, "Posición 2", "id-Bea");
    expect(d.lineup).toEqual({ "Posición 2": "id-Bea" });
    expect(d.bench).toContain("id-Ana");
    expect(d.bench).not.toContain("id-Bea");
    for (const [k, id] of [
      ["Posición 1", "id-Cris"],
      ["Posición 3", "id-Dora"],
      ["Posición 4", "id-Eva"],
    ] as const) {
      d = placePlayer(d, k, id);
    }
    expect(draftIssues(d, ctx)).toEqual([]);
    const setup = setupFromDraft(d, ctx, asId("m-1"));
    expect(setup.rival).toEqual({ id: "rival-Lobos", name: "Lobos" });
    expect(setup.formation).toMatchObject({ id: "formation-Mini", name: "Mini" });
    // Starters in position order, then the bench.
    expect(setup.roster.map((p) => p.name)).toEqual(["Cris", "Bea", "Dora", "Eva", "Ana"]);
  });
});

describe("draftFromFixture", () => {
  const fixture = {
    id: asId("f1"),
    rivalId: asId("rival-Lobos"),
    rival: "Lobos",
    date: "2026-11-28",
    time: "18:30",
    location: "away" as const,
    competition: "Copa",
    venue: "",
  };
  const plan = branded<MatchPlan>({
    id: "plan-1",
    rival: "Lobos",
    formation: "Mini",
    lineup: {
      "Posición 1": "Ana",
      "Posición 2": "Bea",
      "Posición 3": "Cris",
      "Posición 4": "Dora",
    },
  });

  it("takes rival, place, competition and date from the fixture and the XI from its plan", () => {
    const d = draftFromFixture(fixture, plan, ctx, new Set(["id-Eva"]));
    expect(d).toMatchObject({
      rivalId: "rival-Lobos",
      formationId: "formation-Mini",
      location: "away",
      competition: "Copa",
      date: "2026-11-28",
      planId: "plan-1",
      fixtureId: "f1",
      // Eva is unavailable: not on the bench.
      bench: [],
    });
    expect(setupFromDraft(d, ctx, asId("m1")).fixtureId).toBe("f1");
  });

  it("uses the stored call-up for the bench, without starters or unavailable players", () => {
    const d = draftFromFixture(
      { ...fixture, squadIds: [asId("id-Eva"), asId("id-Ana"), asId("gone")] },
      plan,
      ctx,
    );
    expect(d.bench).toEqual(["id-Eva"]);
    const bare = draftFromFixture(fixture, undefined, ctx, new Set(["id-Bea"]));
    expect(bare.formationId).toBe("");
    expect(bare.bench).toEqual(["id-Ana", "id-Cris", "id-Dora", "id-Eva"]);
  });
});
