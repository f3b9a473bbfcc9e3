import { describe, expect, it } from "vitest";
import {
  fixtureToFormValues,
  MESSAGES,
  OTHER_COMPETITION,
  buildMatch,
  eventPlayerIds,
  matchToFormValues,
  notOnPitchAtMessage,
  sentOffMessage,
  emptyMatchForm,
  scorerRowsFor,
  emptyPositions,
  lineupFor,
  matchFormIssues,
  parseCount,
  scorersWarning,
} from "./match-form";
import type { MatchFormValues } from "./match-form";
import { applyMatch } from "../../testing/apply-match";
import { makeFormation, makePlayer, makeRival, readStoredMatch } from "../../testing/fixtures";
import { asId, branded } from "../../testing/ids";
import type { Fixture, MatchPlan } from "../records/types";

const squad = ["Ana", "Bea", "Carla", "Dani", "Eva"].map((n, i) =>
  makePlayer(n, { id: `p${i + 1}`, number: i + 1 }),
);
const ids = new Set(squad.map((p) => p.id));
const small = makeFormation("Mini", {
  defenderLines: [1],
  midfielderLines: [1],
  forwardLines: [1],
});

function valid(over: Partial<MatchFormValues> = {}): MatchFormValues {
  return {
    ...emptyMatchForm("2024-04-14"),
    // The form holds ids: the rival 'Leones' (r-1) and the formation 'Mini' (f-1).
    rivalId: "r-1",
    formationId: "f-1",
    location: "home",
    goalsFor: "2",
    goalsAgainst: "1",
    lineup: [
      { key: "Posición 1", player: "p1" },
      { key: "Posición 2", player: "p2" },
      { key: "Posición 3", player: "p3" },
      { key: "Posición 4", player: "p4" },
    ],
    ...over,
  };
}

const messagesAt = (values: MatchFormValues, path: string) =>
  matchFormIssues(values, ids)
    .filter((i) => i.path.join(".") === path)
    .map((i) => i.message);

describe("matchFormIssues", () => {
  it("accepts a complete form", () => {
    expect(matchFormIssues(valid(), ids)).toEqual([]);
  });

  it("requires rival, date, formation, location and both goals (spec 5)", () => {
    const issues = matchFormIssues({ ...emptyMatchForm(), location: "" }, ids);
    expect(Object.fromEntries(issues.map((i) => [i.path.join("."), i.message]))).toEqual({
      rivalId: MESSAGES.rival,
      date: MESSAGES.date,
      formationId: MESSAGES.formation,
      location: MESSAGES.location,
      goalsFor: MESSAGES.goalsRequired,
      goalsAgainst: MESSAGES.goalsRequired,
    });
  });

  it("refuses negative or fractional goals and shots, allows empty shots", () => {
    const v = valid({ goalsFor: "-1", goalsAgainst: "1.5", shotsFor: "-3", shotsAgainst: "" });
    expect(messagesAt(v, "goalsFor")).toEqual([MESSAGES.wholeNumber]);
    expect(messagesAt(v, "goalsAgainst")).toEqual([MESSAGES.wholeNumber]);
    expect(messagesAt(v, "shotsFor")).toEqual([MESSAGES.wholeNumber]);
    expect(messagesAt(v, "shotsAgainst")).toEqual([]);
    expect(messagesAt(valid({ goalsFor: "0" }), "goalsFor")).toEqual([]);
  });

  it("refuses an impossible date", () => {
    expect(messagesAt(valid({ date: "2024-02-30" }), "date")).toEqual([MESSAGES.dateInvalid]);
  });

  it("marks a player holding two roles on the later position", () => {
    const v = valid();
    v.lineup[3] = { key: "Posición 4", player: "p1" };
    expect(messagesAt(v, "lineup.3.player")).toEqual([MESSAGES.twoRoles]);
    expect(messagesAt(v, "lineup.0.player")).toEqual([]);
  });

  it("keeps minutes between 0 and 120", () => {
    const v = valid({
      scorers: [
        { player: "p2", minute: "0", assist: "" },
        { player: "p2", minute: "120", assist: "" },
        { player: "p2", minute: "121", assist: "" },
        { player: "p2", minute: "", assist: "" },
      ],
    });
    expect(messagesAt(v, "scorers.0.minute")).toEqual([]);
    expect(messagesAt(v, "scorers.1.minute")).toEqual([]);
    expect(messagesAt(v, "scorers.2.minute")).toEqual([MESSAGES.minuteRange]);
    expect(messagesAt(v, "scorers.3.minute")).toEqual([MESSAGES.minuteRequired]);
  });

  it("needs a player in every event row, from the squad", () => {
    const v = valid({
      assists: [{ player: "" }],
      cards: [{ player: "gone", type: "red", minute: "" }],
    });
    expect(messagesAt(v, "assists.0.player")).toEqual([MESSAGES.player]);
    expect(messagesAt(v, "cards.0.player")).toEqual([MESSAGES.unknownPlayer]);
  });

  it("lets a bench player replace one on the pitch", () => {
    const v = valid({ subs: [{ playerOut: "p4", playerIn: "p5", minute: "60" }] });
    expect(matchFormIssues(v, ids)).toEqual([]);
  });

  it("refuses a starter coming on and a bench player going off", () => {
    const v = valid({ subs: [{ playerOut: "p5", playerIn: "p2", minute: "60" }] });
    expect(messagesAt(v, "subs.0.playerOut")).toEqual([MESSAGES.notOnPitch]);
    expect(messagesAt(v, "subs.0.playerIn")).toEqual([MESSAGES.notOnBench]);
  });

  it("replays changes by minute: a substitute can later go off, a player taken off cannot return", () => {
    const ok = valid({
      subs: [
        { playerOut: "p5", playerIn: "p1", minute: "80" },
        { playerOut: "p1", playerIn: "p5", minute: "30" },
      ],
    });
    // At 30' Eva replaces Ana; at 80' Eva goes off, but Ana (already used) cannot come back.
    expect(messagesAt(ok, "subs.0.playerOut")).toEqual([]);
    expect(messagesAt(ok, "subs.0.playerIn")).toEqual([MESSAGES.notOnBench]);
    expect(messagesAt(ok, "subs.1.playerOut")).toEqual([]);
    const twice = valid({
      subs: [
        { playerOut: "p4", playerIn: "p5", minute: "50" },
        { playerOut: "p4", playerIn: "p5", minute: "70" },
      ],
    });
    expect(messagesAt(twice, "subs.1.playerOut")).toEqual([MESSAGES.notOnPitch]);
    expect(messagesAt(twice, "subs.1.playerIn")).toEqual([MESSAGES.notOnBench]);
  });
});

describe("scorersWarning", () => {
  it("warns when scorers and goals for differ, in either direction", () => {
    expect(scorersWarning({ goalsFor: "2", scorers: [] })).toBe(
      "Hay 0 goleadores para 2 goles a favor. Puedes guardar igualmente.",
    );
    expect(
      scorersWarning({
        goalsFor: "1",
        scorers: [
          { player: "p1", minute: "3", assist: "" },
          { player: "p1", minute: "9", assist: "" },
        ],
      }),
    ).toBe("Hay 2 goleadores para 1 gol a favor. Puedes guardar igualmente.");
  });
  it("is quiet when they agree or goals are not a number yet", () => {
    expect(
      scorersWarning({ goalsFor: "1", scorers: [{ player: "p1", minute: "3", assist: "" }] }),
    ).toBeUndefined();
    expect(scorersWarning({ goalsFor: "", scorers: [] })).toBeUndefined();
  });
});

describe("form helpers", () => {
  it("lineupFor gives one empty entry per position of the formation", () => {
    expect(lineupFor(makeFormation("F")).map((e) => e.key)).toEqual(
      Array.from({ length: 11 }, (_, i) => `Posición ${i + 1}`),
    );
    expect(lineupFor(undefined)).toEqual([]);
  });
  it("parseCount reads whole numbers only", () => {
    expect(parseCount(" 7 ")).toBe(7);
    expect(parseCount("")).toBeUndefined();
    expect(parseCount("-1")).toBeUndefined();
    expect(parseCount("2e1")).toBeUndefined();
  });
  it("emptyPositions counts unassigned roles", () => {
    expect(
      emptyPositions({
        lineup: [
          { key: "Posición 1", player: "" },
          { key: "Posición 2", player: "p1" },
        ],
      }),
    ).toBe(1);
  });
});

describe("rival and formation by id", () => {
  it("refuses a rival or formation no longer stored", () => {
    const known = { rivalIds: new Set(["r-1"]), formationIds: new Set(["f-1"]) };
    expect(matchFormIssues(valid(), ids, known)).toEqual([]);
    const gone = matchFormIssues(valid({ rivalId: "r-9", formationId: "f-9" }), ids, known);
    expect(gone).toEqual([
      { path: ["rivalId"], message: MESSAGES.rival },
      { path: ["formationId"], message: MESSAGES.formation },
    ]);
  });

  it("stores the rival picked, not the first of the same name", () => {
    const rivals = [makeRival("Leones", { id: "r-1" }), makeRival("Leones", { id: "r-2" })];
    const lists = { players: squad, rivals, formations: [{ ...small, id: asId("f-1") }] };
    const match = buildMatch(valid({ rivalId: "r-2" }), lists, asId("m-1"));
    expect(match).toMatchObject({ rival: "Leones", opponent: "Leones", rivalId: "r-2" });
    expect(matchToFormValues(match, lists).rivalId).toBe("r-2");
  });
});

describe("buildMatch", () => {
  it("stores the spec's shape with names, and applies as spec 4 says", () => {
    const v = valid({
      location: "away",
      shotsFor: "9",
      shotsAgainst: "",
      scorers: [{ player: "p4", minute: "23", assist: "p3" }],
      cards: [
        { player: "p2", type: "yellow", minute: "" },
        { player: "p3", type: "red", minute: "88" },
      ],
      subs: [{ playerOut: "p4", playerIn: "p5", minute: "60" }],
    });
    const leones = makeRival("Leones", { id: "r-1" });
    const mini = { ...small, id: asId("f-1") };
    const match = buildMatch(
      v,
      { players: squad, rivals: [leones], formations: [mini] },
      asId("m-1"),
    );
    expect(match).toEqual({
      id: "m-1",
      date: "2024-04-14",
      rival: "Leones",
      opponent: "Leones",
      location: "away",
      score: { home: 2, away: 1 },
      scorers: [{ player: "Dani", minute: 23, playerId: "p4" }],
      assists: ["Carla"],
      formation: "Mini",
      formationUsed: "Mini",
      formationPlayers: {
        "Posición 1": "Ana",
        "Posición 2": "Bea",
        "Posición 3": "Carla",
        "Posición 4": "Dani",
      },
      cards: [
        { player: "Bea", type: "yellow", playerId: "p2" },
        { player: "Carla", type: "red", playerId: "p3", minute: 88 },
      ],
      subs: [
        { playerOut: "Dani", playerIn: "Eva", minute: 60, playerOutId: "p4", playerInId: "p5" },
      ],
      shotsFor: 9,
      shotsAgainst: 0,
      rivalId: "r-1",
      formationId: "f-1",
      formationPlayerIds: {
        "Posición 1": "p1",
        "Posición 2": "p2",
        "Posición 3": "p3",
        "Posición 4": "p4",
      },
      assistIds: ["p3"],
      assistGoals: [0],
      competition: "Liga",
    });
    const after = applyMatch(
      { players: squad, formations: [small], rivals: [makeRival("Leones")] },
      match,
    );
    const dani = after.players.find((p) => p.name === "Dani")!;
    const eva = after.players.find((p) => p.name === "Eva")!;
    expect(dani.stats).toMatchObject({ goals: 1, matches: 1, minutesPlayed: 60 });
    expect(eva.stats).toMatchObject({ matches: 1, minutesPlayed: 30 });
    expect(eva.stats.positions["Suplente"]).toMatchObject({ matches: 1, minutesPlayed: 30 });
  });

  it("leaves empty positions out of formationPlayers", () => {
    const v = valid();
    v.lineup[2] = { key: "Posición 3", player: "" };
    expect(Object.keys(buildMatch(v, { players: squad }, asId("x")).formationPlayers)).toEqual([
      "Posición 1",
      "Posición 2",
      "Posición 4",
    ]);
  });
});

describe("goals, assists and cards only for players who took part", () => {
  // Mini: p1..p4 start; p5 comes on for p4 at minute 60.
  const withSub = (over: Partial<MatchFormValues>) =>
    valid({ subs: [{ playerOut: "p4", playerIn: "p5", minute: "60" }], ...over });

  it("offers the starters and the substitutes who came on", () => {
    expect([...eventPlayerIds(withSub({}))].sort()).toEqual(["p1", "p2", "p3", "p4", "p5"]);
    expect([...eventPlayerIds(valid())].sort()).toEqual(["p1", "p2", "p3", "p4"]);
  });

  it("refuses a player who did not play, with or without a minute", () => {
    const v = valid({
      scorers: [{ player: "p5", minute: "10", assist: "" }],
      assists: [{ player: "p5" }],
      cards: [{ player: "p5", type: "yellow", minute: "" }],
    });
    expect(messagesAt(v, "scorers.0.player")).toEqual([MESSAGES.notParticipant]);
    expect(messagesAt(v, "assists.0.player")).toEqual([MESSAGES.notParticipant]);
    expect(messagesAt(v, "cards.0.player")).toEqual([MESSAGES.notParticipant]);
  });

  it("refuses a substitute scoring before he came on, accepts from his minute on", () => {
    expect(
      messagesAt(
        withSub({ scorers: [{ player: "p5", minute: "59", assist: "" }] }),
        "scorers.0.player",
      ),
    ).toEqual([notOnPitchAtMessage(59)]);
    expect(
      messagesAt(
        withSub({ scorers: [{ player: "p5", minute: "60", assist: "" }] }),
        "scorers.0.player",
      ),
    ).toEqual([]);
    expect(
      messagesAt(
        withSub({ scorers: [{ player: "p5", minute: "90", assist: "" }] }),
        "scorers.0.player",
      ),
    ).toEqual([]);
  });

  it("refuses a starter booked after he went off; a card without minute is fine", () => {
    const late = withSub({ cards: [{ player: "p4", type: "red", minute: "75" }] });
    expect(messagesAt(late, "cards.0.player")).toEqual([notOnPitchAtMessage(75)]);
    const noMinute = withSub({ cards: [{ player: "p4", type: "red", minute: "" }] });
    expect(matchFormIssues(noMinute, ids)).toEqual([]);
    const bad = withSub({ cards: [{ player: "p4", type: "red", minute: "200" }] });
    expect(messagesAt(bad, "cards.0.minute")).toEqual([MESSAGES.minuteRange]);
  });

  it("refuses a player sent off scoring, assisting or being booked after his red card", () => {
    const red = { player: "p2", type: "red" as const, minute: "30" };
    const v = valid({
      cards: [red, { player: "p2", type: "yellow", minute: "40" }],
      scorers: [
        { player: "p2", minute: "31", assist: "" },
        { player: "p2", minute: "30", assist: "" },
      ],
    });
    expect(messagesAt(v, "scorers.0.player")).toEqual([sentOffMessage(30)]);
    // In the minute of his card he was still on (timeline.ts: both ends of a spell count).
    expect(messagesAt(v, "scorers.1.player")).toEqual([]);
    expect(messagesAt(v, "cards.0.player")).toEqual([]);
    expect(messagesAt(v, "cards.1.player")).toEqual([sentOffMessage(30)]);
  });

  it("a second yellow is a red: nothing after it, and no substitution of him", () => {
    const v = valid({
      cards: [
        { player: "p3", type: "yellow", minute: "20" },
        { player: "p3", type: "yellow", minute: "70" },
      ],
      scorers: [{ player: "p3", minute: "75", assist: "" }],
      subs: [{ playerOut: "p3", playerIn: "p5", minute: "80" }],
    });
    expect(messagesAt(v, "scorers.0.player")).toEqual([sentOffMessage(70)]);
    expect(messagesAt(v, "subs.0.playerOut")).toEqual([sentOffMessage(70)]);
  });

  it("a substitute who came on and was sent off: on between the two minutes only", () => {
    const v = withSub({
      cards: [{ player: "p5", type: "red", minute: "70" }],
      scorers: [
        { player: "p5", minute: "65", assist: "" },
        { player: "p5", minute: "85", assist: "" },
      ],
      subs: [
        { playerOut: "p4", playerIn: "p5", minute: "60" },
        { playerOut: "p5", playerIn: "p4", minute: "80" },
      ],
    });
    expect(messagesAt(v, "scorers.0.player")).toEqual([]);
    expect(messagesAt(v, "scorers.1.player")).toEqual([sentOffMessage(70)]);
    expect(messagesAt(v, "subs.1.playerOut")).toEqual([sentOffMessage(70)]);
  });

  it("the player taken off at 60 and his substitute may both be in an event at 60", () => {
    const v = withSub({
      scorers: [{ player: "p5", minute: "60", assist: "" }],
      assists: [{ player: "p4" }],
      cards: [{ player: "p4", type: "yellow", minute: "60" }],
    });
    expect(matchFormIssues(v, ids)).toEqual([]);
  });

  it("asks for the competition's name when it is the coach's own", () => {
    const v = valid({ competition: OTHER_COMPETITION, competitionOther: "  " });
    expect(messagesAt(v, "competitionOther")).toEqual([MESSAGES.competition]);
    const ok = valid({ competition: OTHER_COMPETITION, competitionOther: "Torneo de verano" });
    expect(buildMatch(ok, { players: squad }, asId("x")).competition).toBe("Torneo de verano");
  });
});

describe("matchToFormValues (edit a match)", () => {
  const leones = makeRival("Leones", { id: "r-1" });
  const mini = { ...small, id: asId("f-1") };
  const lists = { players: squad, rivals: [leones], formations: [mini] };
  const full = valid({
    location: "away",
    competition: OTHER_COMPETITION,
    competitionOther: "Copa del barrio",
    shotsFor: "9",
    shotsAgainst: "3",
    scorers: [{ player: "p5", minute: "70", assist: "p1" }],
    // An assist stored before assists were tied to their goal stays apart.
    assists: [{ player: "p3" }],
    rivalGoals: [{ minute: "12" }],
    cards: [
      { player: "p2", type: "yellow", minute: "" },
      { player: "p3", type: "red", minute: "88" },
    ],
    subs: [{ playerOut: "p4", playerIn: "p5", minute: "60" }],
  });

  it("is the inverse of buildMatch", () => {
    const match = buildMatch(full, lists, asId("m-1"));
    expect(match).toMatchObject({
      assists: ["Ana", "Carla"],
      assistIds: ["p1", "p3"],
      assistGoals: [0, -1],
      rivalGoalMinutes: [12],
    });
    expect(matchToFormValues(match, lists)).toEqual(full);
  });

  it("puts each assist in its goal's row; one without a known goal stays apart", () => {
    const base = buildMatch(full, lists, asId("m-1"));
    // The original product's data: assists by name, no link to a goal.
    const old = { ...base, assistIds: undefined, assistGoals: undefined, rivalGoalMinutes: [] };
    const values = matchToFormValues(old, lists);
    expect(values.scorers).toEqual([{ player: "p5", minute: "70", assist: "" }]);
    expect(values.assists).toEqual([{ player: "p1" }, { player: "p3" }]);
    // The rival's goal gets its row, without a minute: the stored minutes did not describe it.
    expect(values.rivalGoals).toEqual([{ minute: "" }]);
    // Two assists stored for one goal: the second stays apart, never lost.
    const twice = matchToFormValues({ ...base, assistGoals: [0, 0] }, lists);
    expect(twice.scorers[0]!.assist).toBe("p1");
    expect(twice.assists).toEqual([{ player: "p3" }]);
  });

  it("follows ids after renames and falls back to names for data without ids", () => {
    const match = buildMatch(full, lists, asId("m-1"));
    const renamed = {
      players: squad.map((p) => (p.id === "p5" ? { ...p, name: "Eva María" } : p)),
      rivals: [{ ...leones, name: "Leones FC" }],
      formations: [{ ...mini, name: "Mini 2" }],
    };
    const back = matchToFormValues(match, renamed);
    expect(back.scorers[0]!.player).toBe("p5");
    // The renamed rival and formation are still the ones picked (the form shows their new names).
    expect(back.rivalId).toBe("r-1");
    expect(back.formationId).toBe("f-1");

    const old = { ...match } as Record<string, unknown>;
    for (const k of ["rivalId", "formationId", "formationPlayerIds", "assistIds", "competition"])
      delete old[k];
    old.scorers = [{ player: "Eva", minute: 70 }];
    old.subs = [{ playerOut: "Dani", playerIn: "Eva", minute: 60 }];
    const fromNames = matchToFormValues(old as never, lists);
    expect(fromNames.lineup.map((e) => e.player)).toEqual(["p1", "p2", "p3", "p4"]);
    expect(fromNames.scorers).toEqual([{ player: "p5", minute: "70", assist: "p1" }]);
    expect(fromNames.subs).toEqual([{ playerOut: "p4", playerIn: "p5", minute: "60" }]);
    expect(fromNames.competition).toBe("Liga");
  });

  it("leaves a player nobody matches empty, and odd stored data (once read) empty", () => {
    const odd = { id: "x", scorers: [{ player: "Nadie", minute: "a" }], cards: "no", subs: null };
    const v = matchToFormValues(readStoredMatch(odd), lists);
    expect(v.scorers).toEqual([{ player: "", minute: "0", assist: "" }]);
    expect(v.cards).toEqual([]);
    expect(v.subs).toEqual([]);
    expect(v.formationId).toBe("");
  });
});

describe("fixtureToFormValues", () => {
  it("fills rival, date, place and competition from the fixture and the XI from its plan", () => {
    const players = [makePlayer("Iker", { id: "p1" }), makePlayer("Sergio", { id: "p2" })];
    const formation = makeFormation("Clásica");
    const rivals = [makeRival("CD Pinos", { id: "r1" })];
    const fixture = branded<Fixture>({
      id: "f1",
      rivalId: "r1",
      rival: "Pinos (antiguo)",
      date: "2026-11-28",
      time: "18:30",
      location: "away" as const,
      competition: "Copa",
      venue: "",
    });
    const plan = branded<MatchPlan>({
      id: "pl",
      rival: "CD Pinos",
      formation: "Clásica",
      lineup: { "Posición 1": "Iker", "Posición 2": "Sergio" },
      lineupIds: { "Posición 1": "p1" },
    });
    const v = fixtureToFormValues(fixture, plan, { players, rivals, formations: [formation] });
    expect(v).toMatchObject({
      rivalId: "r1",
      date: "2026-11-28",
      location: "away",
      competition: "Copa",
      formationId: formation.id,
      goalsFor: "",
      scorers: [],
    });
    expect(v.lineup.slice(0, 3)).toEqual([
      { key: "Posición 1", player: "p1" },
      { key: "Posición 2", player: "p2" },
      { key: "Posición 3", player: "" },
    ]);
    // Without a plan: no formation, no XI.
    const bare = fixtureToFormValues(fixture, undefined, { players, rivals, formations: [] });
    expect(bare.formationId).toBe("");
    expect(bare.lineup).toEqual([]);
  });
});

describe("a new match form", () => {
  it("starts at 'Local' and 'Liga'", () => {
    expect(emptyMatchForm("2026-11-26")).toMatchObject({
      date: "2026-11-26",
      location: "home",
      competition: "Liga",
    });
  });
});

describe("scorerRowsFor", () => {
  const row = (player = "", minute = "") => ({ player, minute, assist: "" });
  it("opens one goal row per goal of our score", () => {
    expect(scorerRowsFor("2", [])).toEqual([row(), row()]);
    expect(scorerRowsFor("3", [row("a", "10")])).toEqual([row("a", "10"), row(), row()]);
  });
  it("drops only empty rows beyond the score, never a filled one", () => {
    expect(scorerRowsFor("1", [row(), row("a", "10"), row()])).toEqual([row("a", "10")]);
    expect(scorerRowsFor("0", [row("a"), row("", "5")])).toEqual([row("a"), row("", "5")]);
  });
  it("changes nothing for a score that is not a whole number or is implausible", () => {
    const rows = [row("a", "1")];
    for (const typed of ["", "x", "1.5", "-1", "21"])
      expect(scorerRowsFor(typed, rows)).toEqual(rows);
  });
});

describe("blank goal rows", () => {
  it("are goals without a named scorer: no error, not saved, counted by the warning", () => {
    const v = valid({
      goalsFor: "2",
      scorers: [
        { player: "", minute: "", assist: "" },
        { player: "", minute: " ", assist: "" },
      ],
    });
    expect(matchFormIssues(v, ids).filter((i) => i.path[0] === "scorers")).toEqual([]);
    expect(scorersWarning(v)).toBe(
      "Hay 0 goleadores para 2 goles a favor. Puedes guardar igualmente.",
    );
    const lists = { players: squad, rivals: [], formations: [{ ...small, id: asId("f-1") }] };
    expect(buildMatch(v, lists, asId("m-1")).scorers).toEqual([]);
  });
});
