import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FixtureId, PlayerId } from "../base/ids";
import type { Reply, ScheduleEvent } from "./documents";
import { callUpStatuses, familyOf, playerDbWrites, whoGoesOf } from "./player-docs";
import type { HeldDoc, PlayerDocsWanted } from "./player-docs";

const id = (s: string) => s as PlayerId;
const event = (eventId: string, over: Partial<ScheduleEvent> = {}): ScheduleEvent => ({
  eventId,
  kind: eventId.startsWith("partido-") ? "partido" : "entrenamiento",
  date: "2026-12-05",
  time: "11:00",
  meetTime: "",
  place: "",
  title: "vs Norte (Liga)",
  cancelled: false,
  ...over,
});
const NOW = "2026-11-28T20:00:00.000Z";

/** The database after the writes: what the next comparison reads. */
function apply(held: Map<string, HeldDoc>, writes: HeldDoc[]): Map<string, HeldDoc> {
  const next = new Map(held);
  writes.forEach((w, i) => {
    if (w._deleted) next.delete(w._id);
    else next.set(w._id, { ...w, _rev: `${i + 1}-x` });
  });
  return next;
}

describe("callUpStatuses", () => {
  it("says 'convocado' or 'no convocado' only for published fixtures with a saved call-up", () => {
    const events = [event("partido-f1"), event("partido-f2"), event("entrenamiento-s1")];
    const fixtures = [
      { id: "f1" as FixtureId, squadIds: [id("p1"), id("p2")] },
      { id: "f2" as FixtureId },
      { id: "f3" as FixtureId, squadIds: [id("p1")] },
    ];
    expect(callUpStatuses(events, fixtures, { playerId: id("p1"), user: "dani" })).toEqual([
      { eventId: "partido-f1", status: "convocado" },
    ]);
    expect(callUpStatuses(events, fixtures, { playerId: id("p3"), user: "eva" })).toEqual([
      { eventId: "partido-f1", status: "no_convocado" },
    ]);
  });
});

describe("whoGoesOf", () => {
  it("gives names and answers, never a reason", () => {
    const replies: Reply[] = [
      {
        user: "marta",
        eventId: "partido-f1",
        answer: "no_voy",
        reason: "Lesión de rodilla",
        answeredAt: NOW,
      },
      { user: "dani", eventId: "partido-f1", answer: "voy", reason: "", answeredAt: NOW },
    ];
    const accounts = [
      { playerId: id("p1"), user: "dani" },
      { playerId: id("p2"), user: "marta" },
    ];
    const players = [
      { id: id("p1"), name: "Dani" },
      { id: id("p2"), name: "Marta" },
    ];
    const who = whoGoesOf([event("partido-f1"), event("partido-f2")], replies, accounts, players);
    expect(who).toEqual([
      {
        eventId: "partido-f1",
        answers: [
          { name: "Dani", answer: "voy" },
          { name: "Marta", answer: "no_voy" },
        ],
      },
    ]);
    expect(JSON.stringify(who)).not.toContain("rodilla");
  });
});

describe("playerDbWrites", () => {
  const wanted: PlayerDocsWanted = {
    events: [event("partido-f1"), event("entrenamiento-s1", { title: "Entrenamiento" })],
    callUps: [{ eventId: "partido-f1", status: "convocado" }],
    season: {
      season: "2026-27",
      matches: 1,
      starts: 1,
      minutes: 90,
      goals: 0,
      assists: 0,
      yellows: 0,
      reds: 0,
      sessions: 2,
      attended: 2,
    },
    whoGoes: [{ eventId: "partido-f1", answers: [{ name: "Dani", answer: "voy" }] }],
  };

  it("writes everything once, then nothing while nothing changes", () => {
    const first = playerDbWrites(new Map(), wanted, () => true, NOW);
    expect(first.map((d) => d._id).sort()).toEqual([
      "convocatoria:partido-f1",
      "evento:entrenamiento-s1",
      "evento:partido-f1",
      "quien-va:partido-f1",
      "temporada:2026-27",
    ]);
    expect(playerDbWrites(apply(new Map(), first), wanted, () => true, NOW)).toEqual([]);
  });

  it("removes who goes when the team stops allowing it, and an event whose record is gone", () => {
    const held = apply(
      new Map(),
      playerDbWrites(new Map(), wanted, () => true, NOW),
    );
    const off = playerDbWrites(
      held,
      { ...wanted, events: [wanted.events[1]!], callUps: [], whoGoes: null },
      (eventId) => eventId !== "partido-f1",
      NOW,
    );
    expect(
      off
        .filter((d) => d._deleted)
        .map((d) => d._id)
        .sort(),
    ).toEqual(["convocatoria:partido-f1", "evento:partido-f1", "quien-va:partido-f1"]);
    expect(off.every((d) => d._deleted)).toBe(true);
  });

  it("names his guardians once, rewrites them when one changes, removes them when none is left", () => {
    const rosa = { user: "rosa", name: "Rosa Gil", relation: "madre", players: ["dani", "leo"] };
    const juan = { user: "juan", name: "Juan Gil", relation: "padre", players: ["leo"] };
    const family = familyOf("dani", [rosa, juan]);
    expect(family).toEqual({
      player: "dani",
      guardians: [{ user: "rosa", name: "Rosa Gil", relation: "madre" }],
    });
    const held = apply(
      new Map(),
      playerDbWrites(new Map(), { ...wanted, family }, () => true, NOW),
    );
    expect(held.get("familia:dani")).toMatchObject({ docType: "familia", ...family });
    expect(playerDbWrites(held, { ...wanted, family }, () => true, NOW)).toEqual([]);
    const aunt = familyOf("dani", [{ ...rosa, relation: "tía" }]);
    expect(playerDbWrites(held, { ...wanted, family: aunt }, () => true, NOW)).toMatchObject([
      { _id: "familia:dani", guardians: [{ user: "rosa", relation: "tía" }] },
    ]);
    expect(
      playerDbWrites(held, { ...wanted, family: familyOf("dani", [juan]) }, () => true, NOW),
    ).toMatchObject([{ _id: "familia:dani", _deleted: true }]);
  });

  it("fc: applying the writes always leaves nothing more to write", () => {
    const answer = fc.constantFrom("voy" as const, "no_voy" as const, "duda" as const);
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom("convocado" as const, "no_convocado" as const),
        answer,
        (see, status, a) => {
          const w: PlayerDocsWanted = {
            ...wanted,
            callUps: [{ eventId: "partido-f1", status }],
            whoGoes: see
              ? [{ eventId: "partido-f1", answers: [{ name: "Dani", answer: a }] }]
              : null,
          };
          const held = apply(
            new Map(),
            playerDbWrites(new Map(), wanted, () => true, NOW),
          );
          const after = apply(
            held,
            playerDbWrites(held, w, () => true, NOW),
          );
          expect(playerDbWrites(after, w, () => true, NOW)).toEqual([]);
        },
      ),
    );
  });
});
