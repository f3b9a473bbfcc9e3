// The participation index is computed once per players and matches lists and shared: the same
// lists give the same index (and each match's result once), a new list a new index.
import { beforeEach, describe, expect, it } from "vitest";
import { makeMatch, makePlayer } from "../testing/fixtures";
import { participationFor, storedParticipation } from "./participation";
import { commit, getList, invalidate } from "./store";

const players = [makePlayer("Ana", { id: "ana" }), makePlayer("Bea", { id: "bea" })];
const match = makeMatch({
  id: "m1",
  formationPlayers: { "Posición 1": "Ana" },
  formationPlayerIds: { "Posición 1": "ana" },
  subs: [{ minute: 60, playerOut: "Ana", playerIn: "Bea", playerOutId: "ana", playerInId: "bea" }],
});

beforeEach(() => {
  localStorage.clear();
  invalidate();
});

describe("participationFor", () => {
  it("gives the same index, and the same result per match, for the same lists", () => {
    const matches = [match];
    const index = participationFor(players, matches);
    expect(participationFor(players, matches)).toBe(index);
    const first = index.of(match);
    expect(index.of(match)).toBe(first);
    expect([...first.minutes]).toEqual([
      [0, 60],
      [1, 30],
    ]);
  });

  it("computes again for a new matches list or a new players list", () => {
    const matches = [match];
    const index = participationFor(players, matches);
    expect(participationFor(players, [...matches])).not.toBe(index);
    const renamed = players.map((p) => ({ ...p }));
    expect(participationFor(renamed, matches).players).toBe(renamed);
  });

  it("follows the store: the stored lists share one index until a match is saved", () => {
    localStorage.setItem("players", JSON.stringify(players));
    localStorage.setItem("matches", JSON.stringify([match]));
    invalidate();
    const before = storedParticipation();
    expect(storedParticipation()).toBe(before);
    const second = makeMatch({ id: "m2", date: "2024-04-21" });
    expect(commit({ matches: [...getList("matches").items, second] }).ok).toBe(true);
    const after = storedParticipation();
    expect(after).not.toBe(before);
    expect(after.of(getList("matches").items[0]!).minutes.get(0)).toBe(60);
  });
});
