import { beforeEach, describe, expect, it } from "vitest";
import { makeFormation, makeMatch, makePlayer, makeRival } from "../testing/fixtures";
import type { Formation, Match, Player, Rival } from "../domain/records/types";
import {
  MATCH_ALREADY_SAVED,
  MATCH_NOT_FOUND,
  deleteMatch,
  saveMatch,
  updateMatch,
} from "./match-commands";
import { getList, invalidate } from "./store";
import { asId } from "../testing/ids";

const ana = makePlayer("Ana", { id: "p-ana" });
const bea = makePlayer("Bea", { id: "p-bea" });
const cris = makePlayer("Cris", { id: "p-cris" });
const clasica = makeFormation("Clásica");
const otra = makeFormation("Otra");
const leones = makeRival("Leones");
const toros = makeRival("Toros");

function seed(lists: { players?: Player[]; formations?: Formation[]; rivals?: Rival[] }) {
  localStorage.clear();
  localStorage.setItem("players", JSON.stringify(lists.players ?? [ana, bea, cris]));
  localStorage.setItem("formations", JSON.stringify(lists.formations ?? [clasica, otra]));
  localStorage.setItem("rivals", JSON.stringify(lists.rivals ?? [leones, toros]));
  localStorage.setItem("matches", "[]");
  invalidate();
}

const stats = (id: string) => getList("players").items.find((p) => p.id === id)!.stats;
const formation = (name: string) => getList("formations").items.find((f) => f.name === name)!;
const rival = (name: string) => getList("rivals").items.find((r) => r.name === name)!;

// Ana starts, Bea comes on for her at 60 and scores at 70, Ana assists.
const played: Match = makeMatch({
  id: "m1",
  date: "2025-09-14",
  rival: "Leones",
  rivalId: leones.id,
  formation: "Clásica",
  formationId: clasica.id,
  score: { home: 1, away: 0 },
  shotsFor: 6,
  shotsAgainst: 2,
  formationPlayers: { "Posición 1": "Ana" },
  formationPlayerIds: { "Posición 1": "p-ana" },
  subs: [
    { playerOut: "Ana", playerIn: "Bea", minute: 60, playerOutId: "p-ana", playerInId: "p-bea" },
  ],
  scorers: [{ player: "Bea", playerId: "p-bea", minute: 70 }],
  assists: ["Ana"],
  assistIds: ["p-ana"],
});

beforeEach(() => seed({}));

describe("saveMatch", () => {
  it("stores the match with its season and writes every figure from the rule (spec 4)", () => {
    expect(saveMatch(played).ok).toBe(true);
    expect(getList("matches").items[0]!.season).toBe("2025-26");
    expect(stats("p-ana")).toMatchObject({ matches: 1, minutesPlayed: 60, assists: 1 });
    expect(stats("p-bea")).toMatchObject({ matches: 1, minutesPlayed: 30, goals: 1 });
    expect(stats("p-bea").positions.Suplente).toMatchObject({ goals: 1, minutesPlayed: 30 });
    expect(formation("Clásica")).toMatchObject({
      gamesPlayed: 1,
      wins: 1,
      goalsFor: 1,
      shotsFor: 6,
    });
    expect(rival("Leones")).toMatchObject({ matchesPlayed: 1, wins: 1 });
    expect(rival("Leones").matches.map((e) => e.id)).toEqual(["m1"]);
  });

  it("refuses an id it already holds: the match would be counted twice", () => {
    saveMatch(played);
    expect(saveMatch({ ...played, score: { home: 3, away: 0 } })).toEqual({
      ok: false,
      message: MATCH_ALREADY_SAVED,
    });
    expect(getList("matches").items).toHaveLength(1);
    expect(stats("p-bea")).toMatchObject({ matches: 1, goals: 1 });
  });

  it("takes the season's first month from the team settings", () => {
    localStorage.setItem("teamSettings", JSON.stringify({ name: "", seasonStartMonth: 1 }));
    saveMatch(played);
    expect(getList("matches").items[0]!.season).toBe("2025");
    localStorage.removeItem("teamSettings");
  });

  it("keeps counters no match explains (original-product data) as an opening balance", () => {
    const veteran = makePlayer("Cris", { id: "p-cris", stats: { goals: 12, matches: 30 } });
    seed({ players: [ana, bea, veteran] });
    saveMatch({ ...played, scorers: [{ player: "Cris", playerId: asId("p-cris"), minute: 5 }] });
    expect(stats("p-cris")).toMatchObject({ goals: 13, matches: 30 });
    const stored = getList("players").items.find((p) => p.id === "p-cris")!;
    expect(stored.openingStats).toMatchObject({ goals: 12, matches: 30 });
  });
});

describe("updateMatch", () => {
  it("re-derives as if entered right the first time: scorer, minute, formation and rival", () => {
    saveMatch(played);
    const corrected: Match = {
      ...played,
      rival: "Toros",
      rivalId: toros.id,
      formation: "Otra",
      formationId: otra.id,
      subs: [{ ...played.subs[0]!, minute: 45 }],
      scorers: [{ player: "Ana", playerId: asId("p-ana"), minute: 20 }],
      assists: [],
      assistIds: [],
    };
    expect(updateMatch(corrected).ok).toBe(true);
    expect(stats("p-ana")).toMatchObject({ goals: 1, assists: 0, minutesPlayed: 45 });
    expect(stats("p-bea")).toMatchObject({ goals: 0, minutesPlayed: 45 });
    expect(formation("Clásica")).toMatchObject({ gamesPlayed: 0, wins: 0, goalsFor: 0 });
    expect(formation("Otra")).toMatchObject({ gamesPlayed: 1, wins: 1, goalsFor: 1 });
    expect(rival("Leones")).toMatchObject({ matchesPlayed: 0, wins: 0, matches: [] });
    expect(rival("Toros").matches.map((e) => e.id)).toEqual(["m1"]);

    // Same state as entering the corrected match in the first place.
    const edited = JSON.stringify(
      ["players", "formations", "rivals"].map((k) => localStorage.getItem(k)),
    );
    seed({});
    saveMatch(corrected);
    expect(
      JSON.stringify(["players", "formations", "rivals"].map((k) => localStorage.getItem(k))),
    ).toBe(edited);
  });

  it("says so, in Spanish, for a match that is not stored", () => {
    expect(updateMatch(played)).toEqual({ ok: false, message: MATCH_NOT_FOUND });
  });
});

describe("deleteMatch", () => {
  it("keeps the figures by default (spec 4): nothing shown changes", () => {
    saveMatch(played);
    const before = { ana: stats("p-ana"), clasica: formation("Clásica").wins };
    expect(deleteMatch(asId("m1")).ok).toBe(true);
    expect(getList("matches").items).toEqual([]);
    expect(stats("p-ana")).toEqual(before.ana);
    expect(formation("Clásica").wins).toBe(before.clasica);
    expect(rival("Leones")).toMatchObject({ matchesPlayed: 1, wins: 1 });
    expect(rival("Leones").matches.map((e) => e.id)).toEqual(["m1"]);
  });

  it("removes them too when asked", () => {
    saveMatch(played);
    expect(deleteMatch(asId("m1"), { keepFigures: false }).ok).toBe(true);
    expect(stats("p-bea")).toMatchObject({ matches: 0, goals: 0, positions: {} });
    expect(formation("Clásica").gamesPlayed).toBe(0);
    expect(rival("Leones")).toMatchObject({ matchesPlayed: 0, matches: [] });
  });

  it("fails with a message for an unknown id", () => {
    expect(deleteMatch(asId("zzz"))).toEqual({ ok: false, message: MATCH_NOT_FOUND });
  });
});
