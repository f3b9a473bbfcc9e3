// The planning form and a saved plan both ways: a plan keeps a rival or formation the lists no
// longer hold; a plan picker tells plans apart by day and competition.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planFormValuesOf, planFromForm } from "./plan-form";
import { planChoiceLabel } from "./match-plan";
import { KEPT_CHOICE } from "../match/kept-choices";
import { makeFormation, makePlayer, makeRival } from "../../testing/fixtures";
import { asId } from "../../testing/ids";
import type { Fixture, MatchPlan } from "../records/types";

const players = [makePlayer("Iker", { id: "p1" }), makePlayer("Lionel", { id: "p10" })];
const leones = makeRival("Leones", { id: "r-leones" });
const clasica = { ...makeFormation("Clásica"), id: asId("f-clasica") };
const lists = { players, rivals: [leones], formations: [clasica] };
const plan = (over: Partial<MatchPlan>): MatchPlan => ({
  id: asId("plan-1"),
  rival: "Leones",
  formation: "Clásica",
  lineup: { "Posición 1": "Iker", "Posición 10": "Lionel" },
  ...over,
});
const resave = (p: MatchPlan) =>
  planFromForm(planFormValuesOf(p, undefined, lists), lists, undefined, p);

describe("a plan whose rival or formation is no longer in the lists", () => {
  it("opens with them chosen and saves them as they were", () => {
    const gone = plan({ rival: "Tigres", rivalId: asId("r-gone"), formation: "Rombo" });
    const values = planFormValuesOf(gone, undefined, lists);
    expect([values.rivalId, values.formationId]).toEqual([KEPT_CHOICE, KEPT_CHOICE]);
    expect(values.lineup["Posición 10"]).toBe("p10");
    expect(resave(gone)).toMatchObject({
      rival: "Tigres",
      rivalId: "r-gone",
      formation: "Rombo",
      lineup: { "Posición 1": "Iker", "Posición 10": "Lionel" },
    });
    expect(resave(gone)).not.toHaveProperty("formationId");
    // Picking a stored one writes that one.
    const picked = planFromForm({ ...values, rivalId: leones.id }, lists, undefined, gone);
    expect(picked).toMatchObject({ rival: "Leones", rivalId: "r-leones" });
  });

  it("any plan, linked or not, saves its rival and formation as it held them", () => {
    const name = fc.constantFrom("Leones", "Tigres", "Clásica", "Rombo");
    const id = fc.option(fc.constantFrom("r-leones", "f-clasica", "x-gone"), { nil: undefined });
    fc.assert(
      fc.property(name, id, name, id, (rival, rivalId, formation, formationId) => {
        const p = plan({
          rival,
          formation,
          ...(rivalId ? { rivalId: asId(rivalId) } : {}),
          ...(formationId ? { formationId: asId(formationId) } : {}),
        });
        const saved = resave(p);
        const linkedRival = rivalId ? rivalId === leones.id : rival === leones.name;
        const linkedFormation = formationId
          ? formationId === clasica.id
          : formation === clasica.name;
        expect(saved.rival).toBe(linkedRival ? "Leones" : rival);
        expect(saved.rivalId).toBe(linkedRival ? leones.id : rivalId);
        expect(saved.formation).toBe(linkedFormation ? "Clásica" : formation);
        expect(saved.formationId).toBe(linkedFormation ? clasica.id : formationId);
      }),
      { numRuns: 60 },
    );
  });
});

describe("planChoiceLabel", () => {
  it("says rival, competition, day and formation; the fixture's day wins", () => {
    const fixture = { id: "fx1", date: "2026-12-05", competition: "Copa" } as unknown as Fixture;
    expect(planChoiceLabel(plan({ date: "2026-11-28", competition: "Liga" }), [])).toBe(
      "Leones · Liga · 28/11/2026 · Clásica",
    );
    expect(planChoiceLabel(plan({ fixtureId: asId("fx1"), date: "2026-11-28" }), [fixture])).toBe(
      "Leones · Copa · 05/12/2026 · Clásica",
    );
    expect(planChoiceLabel(plan({}), [])).toBe("Leones · sin fecha · Clásica");
  });
});
