import { describe, expect, it } from "vitest";
import {
  linkPlan,
  renameFormationEverywhere,
  renamePlayerEverywhere,
  renameRivalEverywhere,
} from "./identity";
import {
  deepFreeze,
  makeFormation,
  makeMatch,
  makePlayer,
  makeRival,
} from "../../testing/fixtures";
import type { MatchPlan } from "./types";
import { asId, branded } from "../../testing/ids";

const linked = deepFreeze(
  makeMatch({
    id: "m1",
    rival: "Leones",
    opponent: "Leones",
    rivalId: "r1",
    formation: "Clásica",
    formationUsed: "Clásica",
    formationId: "f1",
    formationPlayers: { "Posición 1": "Ana", "Posición 2": "Eva" },
    formationPlayerIds: { "Posición 1": "a", "Posición 2": "e" },
    scorers: [{ player: "Ana", minute: 10, playerId: "a" }],
    assists: ["Eva", "Ana"],
    assistIds: ["e", "a"],
    cards: [{ player: "Ana", type: "yellow", playerId: "a" }],
    subs: [{ playerOut: "Ana", playerIn: "Sol", minute: 60, playerOutId: "a", playerInId: "s" }],
  }),
);
// Another player also called Ana, linked by id: never touched by a rename of the first.
const otherAna = deepFreeze(
  makeMatch({
    id: "m2",
    formationPlayers: { "Posición 1": "Ana" },
    formationPlayerIds: { "Posición 1": "a2" },
    scorers: [{ player: "Ana", minute: 5, playerId: "a2" }],
  }),
);
// Written without links (another app): recognised by the old name, and linked now.
const unlinked = deepFreeze(
  makeMatch({
    id: "m3",
    formationPlayers: { "Posición 1": "Ana" },
    scorers: [{ player: "Ana", minute: 7 }],
    assists: ["Ana"],
  }),
);
const plan: MatchPlan = deepFreeze<MatchPlan>(
  branded<MatchPlan>({
    id: "p1",
    rival: "Leones",
    formation: "Clásica",
    lineup: { "Posición 1": "Ana" },
    lineupIds: { "Posición 1": "a" },
    rivalId: "r1",
    formationId: "f1",
  }),
);

describe("renamePlayerEverywhere", () => {
  const r = { id: asId("a"), from: "Ana", to: "Anabel" };
  const out = renamePlayerEverywhere(r, [linked, otherAna, unlinked], [plan]);

  it("rewrites every place the player is named by id, and nothing else", () => {
    const m = out.matches[0]!;
    expect(m.formationPlayers).toEqual({ "Posición 1": "Anabel", "Posición 2": "Eva" });
    expect(m.scorers).toEqual([{ player: "Anabel", minute: 10, playerId: "a" }]);
    expect(m.assists).toEqual(["Eva", "Anabel"]);
    expect(m.cards[0]!.player).toBe("Anabel");
    expect(m.subs[0]).toMatchObject({ playerOut: "Anabel", playerIn: "Sol" });
    expect(out.matchPlans[0]!.lineup).toEqual({ "Posición 1": "Anabel" });
  });

  it("leaves another player with the same name alone (same object)", () => {
    expect(out.matches[1]).toBe(otherAna);
  });

  it("links a record without ids by the old name", () => {
    const m = out.matches[2]!;
    expect(m.formationPlayers).toEqual({ "Posición 1": "Anabel" });
    expect(m.scorers).toEqual([{ player: "Anabel", minute: 7, playerId: "a" }]);
    expect(m.assists).toEqual(["Anabel"]);
  });

  it("returns the same lists when nothing names the player, or the name is unchanged", () => {
    const none = renamePlayerEverywhere(
      { id: asId("z"), from: "Zoe", to: "Zoé" },
      [linked],
      [plan],
    );
    expect(none.matches[0]).toBe(linked);
    expect(none.matchPlans[0]).toBe(plan);
    const same = [linked];
    expect(renamePlayerEverywhere({ ...r, to: "Ana" }, same, []).matches).toBe(same);
  });

  it("renaming back gives the original names", () => {
    const back = renamePlayerEverywhere(
      { id: asId("a"), from: "Anabel", to: "Ana" },
      out.matches,
      [],
    );
    expect(back.matches[0]).toEqual(linked);
  });
});

describe("renameRivalEverywhere", () => {
  it("renames rival and opponent of linked matches and plans", () => {
    const out = renameRivalEverywhere(
      { id: asId("r1"), from: "Leones", to: "Leones CF" },
      [linked],
      [plan],
    );
    expect(out.matches[0]).toMatchObject({ rival: "Leones CF", opponent: "Leones CF" });
    expect(out.matchPlans[0]!.rival).toBe("Leones CF");
  });

  it("leaves a match linked to another rival of the same name alone", () => {
    const other = deepFreeze({ ...linked, rivalId: asId("r2") });
    const out = renameRivalEverywhere({ id: asId("r1"), from: "Leones", to: "X" }, [other], []);
    expect(out.matches[0]).toBe(other);
  });
});

describe("renameFormationEverywhere", () => {
  it("renames the formation in matches, plans and the rival entries of those matches", () => {
    const rival = makeRival("Leones", {
      id: "r1",
      matches: [
        { id: "m1", date: "2024-04-14", score: { home: 1, away: 0 }, formationUsed: "Clásica" },
        { id: "m9", date: "2024-04-20", score: { home: 0, away: 0 }, formationUsed: "Clásica" },
      ],
    });
    const out = renameFormationEverywhere(
      { id: asId("f1"), from: "Clásica", to: "Clásica 4-4-2" },
      [linked],
      [plan],
      [rival],
    );
    expect(out.matches[0]).toMatchObject({
      formation: "Clásica 4-4-2",
      formationUsed: "Clásica 4-4-2",
    });
    expect(out.matchPlans[0]!.formation).toBe("Clásica 4-4-2");
    // m9 is not a match of this formation that still exists: its entry keeps its text.
    expect(out.rivals[0]!.matches.map((e) => e.formationUsed)).toEqual([
      "Clásica 4-4-2",
      "Clásica",
    ]);
  });
});

describe("linkPlan", () => {
  it("adds the ids of uniquely named records and keeps given ones", () => {
    const lists = {
      players: [
        makePlayer("Ana", { id: "a" }),
        makePlayer("Sol", { id: "s1" }),
        makePlayer("Sol", { id: "s2" }),
      ],
      formations: [{ ...makeFormation("Clásica"), id: asId("f1") }],
      rivals: [makeRival("Leones", { id: "r1" })],
    };
    const input: Omit<MatchPlan, "id"> = {
      rival: "Leones",
      formation: "Clásica",
      lineup: { "Posición 1": "Ana", "Posición 2": "Sol", "Posición 3": "Eva" },
    };
    const out = linkPlan(input, lists);
    expect(out).toMatchObject({
      rivalId: "r1",
      formationId: "f1",
      lineupIds: { "Posición 1": "a" },
    });
    // 'Sol' names two players and 'Eva' nobody: no link for either.
    expect(Object.keys(out.lineupIds ?? {})).toEqual(["Posición 1"]);
  });
});
