import { describe, expect, it } from "vitest";
import { addEvent, newLiveMatch } from "../../../domain/live/live-match";
import type { LiveMatch, LiveSetup } from "../../../domain/live/live-match";
import type { MatchEvent } from "../../../domain/records/types";
import {
  correctMinute,
  deleteEvent,
  dropPreparedSub,
  editEvent,
  goalEvent,
  makePreparedSubs,
  prepareSub,
  pressClock,
  recordEvent,
} from "./live-actions";
import type { Done, Outcome } from "./live-actions";
import { fiveASideSetup } from "../../../testing/live";

// Five a side at home: 1 goalkeeper, 2 defenders, 1 midfielder, 1 forward, two on the bench.
const { id: _formationId, ...formation } = fiveASideSetup().formation;
const setup: LiveSetup = fiveASideSetup({
  location: "home",
  rival: { name: "Lobos" },
  formation: { ...formation, roles: {} },
});

const MIN = 60_000;
const stamp = (minute: number, added = 0) =>
  ({ period: minute > 45 ? 2 : 1, minute, added }) as const;
const live = (...events: MatchEvent[]): LiveMatch => events.reduce(addEvent, newLiveMatch(setup));
const started = (): LiveMatch => ({ ...live(), clock: [{ kind: "start", at: 0 }] });

function done(out: Outcome): Done {
  if (!out.ok) throw new Error(`refused: ${out.message}`);
  return out;
}

describe("recordEvent", () => {
  it("adds the event, says it in the log's words, and undoes by taking it out", () => {
    const event = goalEvent("g1", stamp(23), "f1", "m1");
    const out = done(recordEvent(live(), { event }));
    expect(out.live.events).toEqual([
      { id: "g1", period: 1, minute: 23, added: 0, kind: "goal", playerId: "f1", assistId: "m1" },
    ]);
    expect(out.notice).toMatchObject({
      text: "23' · Gol de Fede · asistencia de Mario",
      id: "g1",
      lasting: true,
    });
    // Undo works on the match as it is then: a shot recorded meanwhile stays.
    const later = addEvent(out.live, { id: "s1", ...stamp(24), kind: "shot" });
    expect(out.notice!.undo!(later).events.map((e) => e.id)).toEqual(["s1"]);
  });

  it("words a player's second yellow as a sending-off", () => {
    const first: MatchEvent = {
      id: "y1",
      ...stamp(10),
      kind: "card",
      playerId: "d1",
      card: "yellow",
    };
    const second: MatchEvent = {
      id: "y2",
      ...stamp(60),
      kind: "card",
      playerId: "d1",
      card: "yellow",
    };
    const out = done(recordEvent(live(first), { event: second }));
    expect(out.notice!.text).toBe("60' · Segunda amarilla a Dani: expulsado");
  });

  it("words a goal without scorer and the rival's goal with the rival's name", () => {
    expect(done(recordEvent(live(), { event: goalEvent("g", stamp(5), null) })).notice!.text).toBe(
      "5' · Gol nuestro (sin goleador)",
    );
    const rival: MatchEvent = { id: "r", ...stamp(45, 2), kind: "rivalGoal" };
    expect(done(recordEvent(live(), { event: rival })).notice!.text).toBe("45+2' · Gol de Lobos");
  });

  it("refuses an empty note with its Spanish message and changes nothing", () => {
    const before = live();
    const out = recordEvent(before, { event: { id: "n", ...stamp(3), kind: "note", text: "  " } });
    expect(out).toEqual({ ok: false, message: "Escribe la nota." });
    expect(before.events).toEqual([]);
  });
});

describe("goalEvent", () => {
  it("leaves out the scorer and the assistant when there are none", () => {
    expect(goalEvent("g", stamp(7), null)).toEqual({
      id: "g",
      period: 1,
      minute: 7,
      added: 0,
      kind: "goal",
    });
  });
});

describe("deleteEvent", () => {
  const a: MatchEvent = { id: "a", ...stamp(1), kind: "shot" };
  const b: MatchEvent = { id: "b", ...stamp(2), kind: "rivalShot" };
  const c: MatchEvent = { id: "c", ...stamp(3), kind: "shot" };

  it("takes the event out, and undoing puts it back where it was", () => {
    const out = done(deleteEvent(live(a, b, c), { id: "b" }));
    expect(out.live.events.map((e) => e.id)).toEqual(["a", "c"]);
    expect(out.notice!.text).toBe("Borrado: 2' · Tiro de Lobos");
    expect(out.notice!.undo!(out.live).events.map((e) => e.id)).toEqual(["a", "b", "c"]);
  });

  it("puts it back at the end when the log got shorter meanwhile", () => {
    const out = done(deleteEvent(live(a, b, c), { id: "c" }));
    const shorter = { ...out.live, events: [a] };
    expect(out.notice!.undo!(shorter).events.map((e) => e.id)).toEqual(["a", "c"]);
  });

  it("changes nothing and says nothing for an event already gone", () => {
    const before = live(a);
    expect(deleteEvent(before, { id: "zz" })).toEqual({ ok: true, live: before });
  });
});

describe("editEvent", () => {
  it("replaces the event in place; undoing restores the old copy", () => {
    const old: MatchEvent = { id: "k", ...stamp(30), kind: "card", playerId: "d1", card: "yellow" };
    const edited: MatchEvent = { ...old, minute: 31, card: "red" };
    const out = done(editEvent(live(old), { event: edited }));
    expect(out.live.events).toEqual([edited]);
    expect(out.notice!.text).toBe("Editado: 31' · Roja a Dani");
    expect(out.notice!.undo!(out.live).events).toEqual([old]);
  });
});

describe("pressClock", () => {
  it("adds a press the clock allows, with its adjustment", () => {
    const out = done(pressClock(live(), { kind: "start", at: 1000 }));
    expect(out.live.clock).toEqual([{ kind: "start", at: 1000 }]);
    expect(out.notice).toBeUndefined();
    const adjusted = done(pressClock(out.live, { kind: "adjust", at: 2000, ms: 5000 }));
    expect(adjusted.live.clock[1]).toEqual({ kind: "adjust", at: 2000, ms: 5000 });
  });

  it("ignores a press the clock does not allow (no half time before the start)", () => {
    expect(done(pressClock(live(), { kind: "halfTime", at: 1000 })).live.clock).toEqual([]);
  });
});

describe("correctMinute", () => {
  it("sets the minute being played: at 10:00 of play, minute 38 is 37:00, 27 minutes on", () => {
    const out = done(correctMinute(started(), { minute: 38, at: 10 * MIN }));
    expect(out.live.clock.at(-1)).toEqual({ kind: "adjust", at: 10 * MIN, ms: 27 * MIN });
    expect(out.notice).toEqual({ text: "Minuto corregido: 38'", lasting: false });
  });

  it("refuses a minute outside the half with its Spanish message", () => {
    expect(correctMinute(started(), { minute: 0, at: MIN })).toEqual({
      ok: false,
      message: "Escribe un minuto entre 1 y 75.",
    });
  });

  it("refuses before the kick-off", () => {
    expect(correctMinute(live(), { minute: 5, at: MIN })).toEqual({
      ok: false,
      message: "El minuto solo se corrige con el partido en juego o en pausa.",
    });
  });
});

describe("substitutions", () => {
  it("prepares and drops substitutions; a player prepared again replaces his old pair", () => {
    let l = done(prepareSub(live(), { outId: "f1", inId: "b2" })).live;
    l = done(prepareSub(l, { outId: "m1", inId: "b1" })).live;
    l = done(prepareSub(l, { outId: "d1", inId: "b2" })).live;
    expect(l.queue).toEqual([
      { outId: "m1", inId: "b1" },
      { outId: "d1", inId: "b2" },
    ]);
    expect(done(dropPreparedSub(l, { index: 0 })).live.queue).toEqual([
      { outId: "d1", inId: "b2" },
    ]);
  });

  it("makes every prepared one at the stamp; undoing takes them all out", () => {
    let l = done(prepareSub(live(), { outId: "f1", inId: "b2" })).live;
    l = done(prepareSub(l, { outId: "m1", inId: "b1" })).live;
    let id = 0;
    const out = done(makePreparedSubs(l, { stamp: stamp(60), newId: () => `s${++id}` }));
    expect(out.live.queue).toEqual([]);
    expect(out.live.events).toEqual([
      { id: "s1", period: 2, minute: 60, added: 0, kind: "sub", outId: "f1", inId: "b2" },
      { id: "s2", period: 2, minute: 60, added: 0, kind: "sub", outId: "m1", inId: "b1" },
    ]);
    expect(out.notice!.text).toBe("60' · 2 cambios hechos");
    expect(out.notice!.undo!(out.live).events).toEqual([]);
  });

  it("says one substitution in the singular", () => {
    const l = done(prepareSub(live(), { outId: "f1", inId: "b2" })).live;
    const out = done(makePreparedSubs(l, { stamp: stamp(45, 1), newId: () => "s" }));
    expect(out.notice!.text).toBe("45+1' · 1 cambio hecho");
  });

  it("with nothing prepared, changes nothing", () => {
    const l = live();
    expect(makePreparedSubs(l, { stamp: stamp(50), newId: () => "x" })).toEqual({
      ok: true,
      live: l,
    });
  });
});
