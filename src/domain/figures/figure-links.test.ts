import { describe, expect, it } from "vitest";
import { goalsAndAssists, linker } from "./figure-links";
import { makeMatch, makePlayer, readStoredMatch, readStoredPlayer } from "../../testing/fixtures";

const ana = makePlayer("Ana", { id: "p-ana" });
const bea = makePlayer("Bea", { id: "p-bea" });
const ana2 = makePlayer("Ana", { id: "p-ana-2" });

describe("linker", () => {
  it("links by id, and by name (first of that name) only when there is no id", () => {
    const link = linker([ana, bea, ana2]);
    expect(link("p-ana-2", "Ana")).toBe(2);
    expect(link(undefined, "Ana")).toBe(0);
    expect(link("", "Bea")).toBe(1);
    // An id that names nobody links to nobody, not to a namesake.
    expect(link("p-gone", "Ana")).toBeUndefined();
    expect(link(undefined, "")).toBeUndefined();
  });
});

describe("goalsAndAssists", () => {
  const match = makeMatch({
    id: "m1",
    scorers: [
      { player: "Ana", playerId: "p-ana", minute: 10 },
      { player: "Ana", playerId: "p-ana", minute: 30 },
      { player: "Bea", minute: 50 },
      { player: "Nadie", minute: 60 },
    ],
    assists: ["Bea", "", "Ana"],
    assistIds: ["p-bea", "", ""],
  });

  it("counts each scorer and assister that links, plus the opening balance", () => {
    const withBalance = { ...bea, openingStats: { ...bea.stats, goals: 4, assists: 2 } };
    expect(goalsAndAssists([ana, withBalance], [match])).toEqual([
      { goals: 2, assists: 1 },
      { goals: 5, assists: 3 },
    ]);
    expect(goalsAndAssists([ana, withBalance], [match], { opening: false })).toEqual([
      { goals: 2, assists: 1 },
      { goals: 1, assists: 1 },
    ]);
  });

  it("counts nothing of damaged entries and balances, once read", () => {
    const junk = readStoredMatch({ ...makeMatch({ id: "m2" }), scorers: [null], assists: "Ana" });
    const odd = readStoredPlayer({ ...ana, openingStats: { goals: "x", assists: NaN } });
    expect(goalsAndAssists([odd], [junk])).toEqual([{ goals: 0, assists: 0 }]);
    expect(goalsAndAssists([], [match])).toEqual([]);
  });
});
