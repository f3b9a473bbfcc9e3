import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KEPT_CHOICE, keptChoices, withKeptChoices } from "./kept-choices";
import { buildMatch, keptSourceOf, matchFormIssues, matchToFormValues } from "./match-form";
import { slotsOf } from "../squad/formation-roles";
import { makeFormation, makeMatch, makePlayer, makeRival } from "../../testing/fixtures";
import { asId } from "../../testing/ids";
import type { Match } from "../records/types";

const players = Array.from({ length: 11 }, (_, i) =>
  makePlayer(`Jugador ${i + 1}`, { id: `p${i + 1}`, number: i + 1 }),
);
const leones = makeRival("Leones", { id: "r-leones" });
const clasica = { ...makeFormation("Clásica"), id: asId("f-clasica") };
const lists = { players, rivals: [leones], formations: [clasica] };
const lineup = Object.fromEntries(players.map((p, i) => [`Posición ${i + 1}`, p.name]));
const lineupIds = Object.fromEntries(players.map((p, i) => [`Posición ${i + 1}`, p.id]));

/** The edit form's round trip: open the match with its kept choices, save it untouched. */
function resave(match: Match): Match {
  const offered = withKeptChoices(lists, keptSourceOf(match));
  const values = matchToFormValues(match, offered);
  const known = {
    rivalIds: new Set(offered.rivals.map((r) => r.id)),
    formationIds: new Set(offered.formations.map((f) => f.id)),
  };
  const ids = new Set(players.map((p) => p.id));
  expect(matchFormIssues(values, ids, known)).toEqual([]);
  return buildMatch(values, { ...lists, kept: match }, match.id);
}

describe("kept choices", () => {
  it("keeps a deleted rival and formation (ids) and the original product's names", () => {
    const deleted = makeMatch({
      rival: "Tigres",
      opponent: "Tigres",
      rivalId: "r-gone",
      formation: "Rombo",
      formationUsed: "Rombo",
      formationId: "f-gone",
      formationPlayers: lineup,
      formationPlayerIds: lineupIds,
    });
    const kept = keptChoices(keptSourceOf(deleted), lists);
    expect(kept.rival).toMatchObject({ id: KEPT_CHOICE, name: "Tigres" });
    expect(kept.formation).toMatchObject({ id: KEPT_CHOICE, name: "Rombo" });
    expect(slotsOf(kept.formation!)).toHaveLength(11);
    const saved = resave(deleted);
    expect(saved).toMatchObject({
      rival: "Tigres",
      opponent: "Tigres",
      rivalId: "r-gone",
      formation: "Rombo",
      formationUsed: "Rombo",
      formationId: "f-gone",
      formationPlayers: lineup,
      formationPlayerIds: lineupIds,
    });

    // The original product's match names its rival only: saved with that name and no id.
    const original = makeMatch({ rival: "Pumas", opponent: "Pumas", formation: "Clásica" });
    const resaved = resave(original);
    expect(resaved).toMatchObject({ rival: "Pumas", opponent: "Pumas", formationId: clasica.id });
    expect(resaved.rivalId).toBeUndefined();
  });

  it("a deleted rival's id is not replaced by a namesake; a linked one needs no stand-in", () => {
    const gone = makeMatch({ rival: "Leones", rivalId: "r-old", formation: "Clásica" });
    expect(keptChoices(keptSourceOf(gone), lists).rival?.name).toBe("Leones");
    expect(resave(gone).rivalId).toBe("r-old");
    const linked = makeMatch({ rival: "Leones", rivalId: "r-leones", formation: "Clásica" });
    expect(keptChoices(keptSourceOf(linked), lists)).toEqual({});
    expect(
      keptChoices(keptSourceOf(makeMatch({ rival: "Leones", formation: "Clásica" })), lists),
    ).toEqual({});
  });

  it("picking another rival writes that one", () => {
    const gone = makeMatch({ rival: "Tigres", rivalId: "r-gone", formation: "Clásica" });
    const values = { ...matchToFormValues(gone, withKeptChoices(lists, keptSourceOf(gone))) };
    expect(values.rivalId).toBe(KEPT_CHOICE);
    const saved = buildMatch({ ...values, rivalId: leones.id }, { ...lists, kept: gone }, gone.id);
    expect(saved).toMatchObject({ rival: "Leones", opponent: "Leones", rivalId: "r-leones" });
  });

  it("a kept formation has as many places as the match's lineup", () => {
    const big = makeMatch({ formation: "Rara", formationPlayers: { "Posición 14": "X" } });
    expect(slotsOf(keptChoices(keptSourceOf(big), lists).formation!)).toHaveLength(14);
    const seven = makeMatch({ formation: "F7", formationPlayers: { "Posición 7": "X" } });
    expect(slotsOf(keptChoices(keptSourceOf(seven), lists).formation!)).toHaveLength(11);
  });

  it("any rival and formation, stored or not, by id or by name, save as they were", () => {
    const name = fc.constantFrom("Leones", "Tigres", "Clásica", "Rombo");
    const id = fc.option(fc.constantFrom("r-leones", "f-clasica", "x-gone"), { nil: undefined });
    fc.assert(
      fc.property(name, id, name, id, (rival, rivalId, formation, formationId) => {
        const m = makeMatch({
          rival,
          opponent: rival,
          formation,
          formationUsed: formation,
          formationPlayers: lineup,
          formationPlayerIds: lineupIds,
          ...(rivalId ? { rivalId } : {}),
          ...(formationId ? { formationId } : {}),
        });
        const saved = resave(m);
        const linkedRival = rivalId ? rivalId === leones.id : rival === leones.name;
        const linkedFormation = formationId
          ? formationId === clasica.id
          : formation === clasica.name;
        expect(saved.rival).toBe(linkedRival ? leones.name : rival);
        expect(saved.rivalId).toBe(linkedRival ? leones.id : rivalId);
        expect(saved.formation).toBe(linkedFormation ? clasica.name : formation);
        expect(saved.formationId).toBe(linkedFormation ? clasica.id : formationId);
        expect(saved.formationPlayerIds).toEqual(lineupIds);
      }),
      { numRuns: 80 },
    );
  });
});
