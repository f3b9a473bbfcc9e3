import { describe, expect, it } from "vitest";
import {
  addEvent,
  editedEvent,
  fairPlay,
  liveState,
  liveToMatch,
  makeQueuedSubs,
  newLiveMatch,
  queueSub,
  readLiveMatch,
  removeEvent,
  replaceEvent,
  stampIssue,
} from "./live-match";
import type { LiveMatch, LiveSetup } from "./live-match";
import type { MatchEvent } from "../records/types";
import { asId } from "../../testing/ids";
import { fiveASideRoster, fiveASideSetup } from "../../testing/live";

// A five-a-side shape keeps the hand counts short: 1 goalkeeper, 2 defenders, 1 + 1.
const roster = fiveASideRoster;
const setup: LiveSetup = fiveASideSetup();

let n = 0;
const ev = (e: Omit<MatchEvent, "id" | "added" | "period"> & Partial<MatchEvent>): MatchEvent =>
  ({ id: `e${++n}`, added: 0, period: e.minute > 45 ? 2 : 1, ...e }) as MatchEvent;

function play(...events: MatchEvent[]): LiveMatch {
  return events.reduce(addEvent, newLiveMatch(setup));
}

describe("liveState", () => {
  it("counts score and shots (a goal is also a shot)", () => {
    const s = liveState(
      play(
        ev({ kind: "goal", minute: 10, playerId: "f1", assistId: "m1" }),
        ev({ kind: "shot", minute: 12 }),
        ev({ kind: "rivalGoal", minute: 20 }),
        ev({ kind: "rivalShot", minute: 21 }),
        ev({ kind: "rivalShot", minute: 22 }),
      ),
      30,
    );
    expect(s.score).toEqual({ for: 1, against: 1 });
    expect(s.shots).toEqual({ for: 2, against: 3 });
    const fede = s.players.find((p) => p.player.id === "f1")!;
    expect(fede).toMatchObject({ goals: 1, minutes: 30, benchMinutes: 0 });
  });

  it("a second yellow is a red: the player leaves and the place stays empty", () => {
    const live = play(
      ev({ kind: "card", minute: 30, playerId: "d2", card: "yellow" }),
      ev({ kind: "card", minute: 70, playerId: "d2", card: "yellow" }),
    );
    const s = liveState(live, 80);
    expect(s.secondYellows).toEqual(new Set([live.events[1]!.id]));
    expect(s.onPitch.has("d2")).toBe(false);
    expect(s.sentOff.has("d2")).toBe(true);
    expect(s.positions["Posición 3"]).toBeUndefined();
    // On from 0 to 70: 70 minutes, then 10 off the pitch.
    expect(s.players.find((p) => p.player.id === "d2")).toMatchObject({
      minutes: 70,
      benchMinutes: 10,
      sentOff: true,
      yellow: 2,
    });
    // A sent-off player cannot come back on.
    expect(s.bench.map((p) => p.id)).toEqual(["b1", "b2"]);
  });

  it("a substitution puts the new player in the same place; minutes follow the timeline", () => {
    const s = liveState(play(ev({ kind: "sub", minute: 60, outId: "m1", inId: "b1" })), 90);
    expect(s.positions["Posición 4"]).toBe("b1");
    const by = (id: string) => s.players.find((p) => p.player.id === id)!;
    expect(by("m1")).toMatchObject({ minutes: 60, benchMinutes: 30, onPitch: false });
    expect(by("b1")).toMatchObject({ minutes: 30, benchMinutes: 60, onPitch: true });
    expect(by("b2")).toMatchObject({ minutes: 0, benchMinutes: 90 });
  });

  it("marks impossible events instead of applying them", () => {
    const live = play(
      ev({ kind: "sub", minute: 50, outId: "b1", inId: "b2" }),
      ev({ kind: "goal", minute: 55, playerId: "b2" }),
      ev({ kind: "card", minute: 60, playerId: "f1", card: "red" }),
      ev({ kind: "card", minute: 61, playerId: "f1", card: "yellow" }),
      ev({ kind: "sub", minute: 62, outId: "d1", inId: "f1" }),
    );
    const s = liveState(live, 70);
    const [subBad, goalOff, , cardAfterRed, subSentOff] = live.events.map((e) => e.id);
    expect(s.issues.get(subBad!)).toBe("El jugador que sale no estaba en el campo.");
    expect(s.issues.get(goalOff!)).toBe("Ese jugador no estaba en el campo en ese minuto.");
    expect(s.issues.get(cardAfterRed!)).toBe("El jugador ya había sido expulsado.");
    expect(s.issues.get(subSentOff!)).toBe("El jugador ya había sido expulsado.");
    expect(s.onPitch).toEqual(new Set(["gk", "d1", "d2", "m1"]));
    // The goal still counts in the score.
    expect(s.score.for).toBe(1);
  });

  it("orders by period, minute and added time, whatever order they were logged in", () => {
    const a = ev({ kind: "note", minute: 50, text: "b" });
    const b = ev({ kind: "note", minute: 45, added: 2, period: 1, text: "a" });
    const c = ev({ kind: "note", minute: 45, added: 0, period: 1, text: "0" });
    expect(liveState(play(a, b, c), 60).ordered.map((e) => e.id)).toEqual([c.id, b.id, a.id]);
  });
});

describe("changing the log", () => {
  it("undo removes exactly the event; edit moves it and the state follows", () => {
    const goal = ev({ kind: "goal", minute: 10, playerId: "f1" }) as MatchEvent & { kind: "goal" };
    const sub = ev({ kind: "sub", minute: 30, outId: "f1", inId: "b2" });
    let live = play(goal, sub);
    expect(liveState(removeEvent(live, goal.id), 40).score.for).toBe(0);
    // The coach got the scorer wrong: Mario, not Fede.
    live = replaceEvent(live, { ...goal, playerId: "m1" });
    const s = liveState(live, 40);
    expect(s.players.find((p) => p.player.id === "m1")!.goals).toBe(1);
    expect(s.players.find((p) => p.player.id === "f1")!.goals).toBe(0);
    expect(live.events.map((e) => e.id)).toEqual([goal.id, sub.id]);
  });

  it("queues several substitutions and makes them at once", () => {
    let live = newLiveMatch(setup);
    live = queueSub(live, { outId: "m1", inId: "b1" });
    live = queueSub(live, { outId: "f1", inId: "b2" });
    // Choosing Bruno again for another player replaces the first pair.
    live = queueSub(live, { outId: "d1", inId: "b1" });
    expect(live.queue).toEqual([
      { outId: "f1", inId: "b2" },
      { outId: "d1", inId: "b1" },
    ]);
    let i = 0;
    const { live: after, made } = makeQueuedSubs(
      live,
      { period: 2, minute: 70, added: 0 },
      () => `s${++i}`,
    );
    expect(made).toHaveLength(2);
    expect(after.queue).toEqual([]);
    const s = liveState(after, 80);
    expect(s.positions["Posición 5"]).toBe("b2");
    expect(s.positions["Posición 2"]).toBe("b1");
  });

  it("checks an edited minute against its half", () => {
    expect(stampIssue({ period: 1, minute: 45, added: 2 }, 45)).toBeUndefined();
    expect(stampIssue({ period: 1, minute: 50, added: 0 }, 45)).toBe(
      "El minuto no corresponde a esa parte.",
    );
    expect(stampIssue({ period: 1, minute: 30, added: 1 }, 45)).toBeDefined();
    expect(stampIssue({ period: 2, minute: 44, added: 0 }, 45)).toBeDefined();
    expect(stampIssue({ period: 2, minute: 60, added: 0 }, 30)).toBeUndefined();
  });

  it("reads an edited event: whole minutes, no empty note, no scorer assisting himself", () => {
    const goal: MatchEvent = {
      id: "e",
      period: 1,
      minute: 1,
      added: 0,
      kind: "goal",
      playerId: "a",
      assistId: "",
    };
    expect(editedEvent(goal, { minute: " 45 ", added: "" }, 45)).toEqual({
      ok: true,
      value: { id: "e", period: 1, minute: 45, added: 0, kind: "goal", playerId: "a" },
    });
    expect(editedEvent(goal, { minute: "4.5", added: "" }, 45)).toEqual({
      ok: false,
      message: "El minuto no corresponde a esa parte.",
    });
    expect(editedEvent({ ...goal, assistId: "a" }, { minute: "3", added: "" }, 45)).toEqual({
      ok: false,
      message: "El asistente no puede ser el goleador.",
    });
    const note: MatchEvent = { id: "n", period: 1, minute: 1, added: 0, kind: "note", text: " " };
    expect(editedEvent(note, { minute: "3", added: "" }, 45)).toEqual({
      ok: false,
      message: "Escribe la nota.",
    });
  });
});

describe("fairPlay", () => {
  // 90 minutes, 5 places, 7 players: an even share is 90·5/7 ≈ 64.3 minutes.
  it("warns after 40 % of the match for a player projected under half an even share", () => {
    const base = { total: 90, places: 5, squad: 7 };
    expect(fairPlay({ ...base, now: 36, minutes: 0, onPitch: false })).toMatchObject({
      projected: 0,
      low: true,
    });
    expect(fairPlay({ ...base, now: 35, minutes: 0, onPitch: false }).low).toBe(false);
    // Came on at 60: 0 + 30 left = 30 < 32.1 → warned; at 55: 35 left → fine.
    expect(fairPlay({ ...base, now: 60, minutes: 0, onPitch: true }).low).toBe(true);
    expect(fairPlay({ ...base, now: 55, minutes: 0, onPitch: true }).low).toBe(false);
    expect(fairPlay({ ...base, now: 60, minutes: 0, onPitch: false }).evenShare).toBeCloseTo(
      64.29,
      2,
    );
  });

  it("flags bench players in the state, never the goalkeeper", () => {
    const s = liveState(
      newLiveMatch({
        ...setup,
        roster: [
          ...roster,
          { id: asId("gk2"), name: "Suplente GK", number: 13, position: "Goalkeeper" },
        ],
      }),
      50,
    );
    expect(s.players.filter((p) => p.lowMinutes).map((p) => p.player.id)).toEqual(["b1", "b2"]);
  });
});

describe("liveToMatch", () => {
  it("folds the log into the spec's match with the id links and the live extras", () => {
    const events = [
      ev({ kind: "goal", minute: 12, playerId: "f1", assistId: "m1" }),
      ev({ kind: "shot", minute: 15 }),
      ev({ kind: "card", minute: 20, playerId: "d2", card: "yellow" }),
      ev({ kind: "rivalGoal", minute: 45, added: 2, period: 1 }),
      ev({ kind: "sub", minute: 45, added: 0, period: 1, outId: "m1", inId: "b1" }),
      ev({ kind: "goal", minute: 70, playerId: "b1", assistId: "f1" }),
      ev({ kind: "card", minute: 80, playerId: "d2", card: "yellow" }),
      ev({ kind: "rivalShot", minute: 85 }),
      ev({ kind: "note", minute: 88, text: "Presión alta" }),
    ];
    const m = liveToMatch(play(...events));
    expect(m).toMatchObject({
      id: "live-1",
      date: "2026-11-22",
      rival: "Lobos",
      opponent: "Lobos",
      rivalId: "r1",
      location: "away",
      formation: "Cinco",
      formationUsed: "Cinco",
      formationId: "f-5",
      competition: "Liga",
      season: "2026-27",
      periodMinutes: 45,
      score: { home: 2, away: 1 },
      shotsFor: 3,
      shotsAgainst: 2,
      scorers: [
        { player: "Fede", minute: 12, playerId: "f1" },
        { player: "Bruno", minute: 70, playerId: "b1" },
      ],
      assists: ["Mario", "Fede"],
      assistIds: ["m1", "f1"],
      assistGoals: [0, 1],
      cards: [
        { player: "Dario", type: "yellow", playerId: "d2", minute: 20 },
        { player: "Dario", type: "red", playerId: "d2", minute: 80 },
      ],
      subs: [
        { playerOut: "Mario", playerIn: "Bruno", minute: 45, playerOutId: "m1", playerInId: "b1" },
      ],
      rivalGoalMinutes: [45],
      formationPlayers: {
        "Posición 1": "Portero",
        "Posición 2": "Dani",
        "Posición 3": "Dario",
        "Posición 4": "Mario",
        "Posición 5": "Fede",
      },
      formationPlayerIds: setup.lineup,
    });
    expect(m.shotsTimeline).toEqual([
      { side: "for", minute: 12, period: 1, goal: true },
      { side: "for", minute: 15, period: 1, goal: false },
      { side: "against", minute: 45, period: 1, goal: true },
      { side: "for", minute: 70, period: 2, goal: true },
      { side: "against", minute: 85, period: 2, goal: false },
    ]);
    // The log is read in match order: the sub at 45' comes before the rival goal at 45+2'.
    expect(liveState(play(...events), 90).ordered.map((e) => e.id)).toEqual(
      [0, 1, 2, 4, 3, 5, 6, 7, 8].map((i) => events[i]!.id),
    );
    // The story's events, in match order, without the shots (kept in shotsTimeline): the match
    // page tells the match from them. An edit in the form drops them (match-edit.ts).
    expect(m.events).toEqual([0, 2, 4, 3, 5, 6, 8].map((i) => events[i]));
  });

  it("leaves a goal without scorer out of the scorers but in the score", () => {
    const m = liveToMatch(play(ev({ kind: "goal", minute: 5 })));
    expect(m.score.home).toBe(1);
    expect(m.scorers).toEqual([]);
    expect(m.assists).toEqual([]);
  });
});

describe("readLiveMatch", () => {
  it("reads back what was stored", () => {
    const live = play(ev({ kind: "goal", minute: 3, playerId: "f1" }));
    const back = readLiveMatch(
      JSON.parse(JSON.stringify({ ...live, clock: [{ kind: "start", at: 5 }] })),
    );
    expect(back).toEqual({ ...live, clock: [{ kind: "start", at: 5 }] });
  });

  it("refuses what is not a live match and drops single bad events", () => {
    expect(readLiveMatch(null)).toBeUndefined();
    expect(readLiveMatch({ version: 1 })).toBeUndefined();
    expect(readLiveMatch("x")).toBeUndefined();
    const live = newLiveMatch(setup);
    const back = readLiveMatch({
      ...live,
      events: [
        { id: "x", kind: "goal", period: 3, minute: 1 },
        { id: "y", kind: "shot", period: 1, minute: 2 },
        7,
      ],
      clock: [{ kind: "explode", at: 1 }],
    });
    expect(back?.events).toEqual([{ id: "y", kind: "shot", period: 1, minute: 2, added: 0 }]);
    expect(back?.clock).toEqual([]);
  });

  it("cuts names and notes to the stored lists' limits (a live match also comes from the server)", () => {
    const huge = "N".repeat(1_000_000);
    const live = newLiveMatch({
      ...setup,
      competition: huge,
      rival: { id: asId("r1"), name: huge },
      formation: { ...setup.formation, name: huge, type: huge, roles: { "Posición 1": huge } },
      roster: [{ ...roster[0]!, name: huge }],
    });
    const back = readLiveMatch({
      ...live,
      events: [{ id: "n", kind: "note", period: 1, minute: 2, text: huge }],
    })!;
    const { setup: s } = back;
    expect([s.competition, s.rival.name, s.formation.name, s.formation.type]).toEqual(
      Array(4).fill("N".repeat(200)),
    );
    expect(s.formation.roles["Posición 1"]).toHaveLength(200);
    expect(s.roster[0]!.name).toHaveLength(200);
    expect(back.events[0]).toMatchObject({ kind: "note", text: "N".repeat(2000) });
  });
});
