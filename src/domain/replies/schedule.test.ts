import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { FixtureId, TrainingSeriesId, TrainingSessionId } from "../base/ids";
import type { TrainingSeries } from "../records/training-series";
import type { TrainingSession } from "../records/training-session";
import { sessionEntries } from "../training/sessions";
import type { ScheduleEvent } from "./documents";
import { fullEvent, readScheduleEvent, scheduleDoc } from "./documents";
import {
  fixtureEventTitle,
  publication,
  scheduleEvents,
  sessionEventExists,
  sessionEventId,
  sessionScheduleEvents,
  unpublishableFixtures,
  unpublishedReason,
  unpublishedText,
} from "./schedule";
import type { ScheduleFixture } from "./schedule";

const fixture = (over: Omit<Partial<ScheduleFixture>, "id"> & { id: string }): ScheduleFixture => ({
  rival: "Atlético Sur",
  date: "2026-12-05",
  time: "11:00",
  competition: "Liga",
  venue: "Campo Municipal",
  location: "home",
  ...over,
  id: over.id as FixtureId,
});

const published = (over: Partial<ScheduleEvent> & { eventId: string }): ScheduleEvent => ({
  kind: "partido",
  date: "2026-12-05",
  time: "11:00",
  meetTime: "",
  place: "Campo Municipal",
  title: "vs Atlético Sur (Liga)",
  cancelled: false,
  meetPlace: "",
  home: true,
  notes: "",
  answerBy: "",
  ...over,
});

describe("scheduleEvents", () => {
  it("publishes the upcoming, unplayed fixtures soonest first, with only what a player may see", () => {
    const fixtures = [
      fixture({ id: "late", date: "2026-12-12", rival: "Norte", competition: "Copa", venue: "" }),
      fixture({ id: "played", date: "2026-12-01", matchId: "m1" as never }),
      fixture({ id: "past", date: "2026-11-29" }),
      fixture({ id: "today", date: "2026-11-30", time: "18:30", meetTime: "17:45" }),
      fixture({ id: "soon", date: "2026-12-05", competition: "", time: "a las 11" }),
    ];
    expect(scheduleEvents(fixtures, "2026-11-30")).toEqual([
      {
        eventId: "partido-today",
        kind: "partido",
        date: "2026-11-30",
        time: "18:30",
        meetTime: "17:45",
        place: "Campo Municipal",
        title: "vs Atlético Sur (Liga)",
        cancelled: false,
        meetPlace: "",
        home: true,
        notes: "",
        answerBy: "",
      },
      {
        eventId: "partido-soon",
        kind: "partido",
        date: "2026-12-05",
        time: "",
        meetTime: "",
        place: "Campo Municipal",
        title: "vs Atlético Sur",
        cancelled: false,
        meetPlace: "",
        home: true,
        notes: "",
        answerBy: "",
      },
      {
        eventId: "partido-late",
        kind: "partido",
        date: "2026-12-12",
        time: "11:00",
        meetTime: "",
        place: "",
        title: "vs Norte (Copa)",
        cancelled: false,
        meetPlace: "",
        home: true,
        notes: "",
        answerBy: "",
      },
    ]);
  });

  it("never carries a plan, a squad or any other field of the fixture", () => {
    const [e] = scheduleEvents(
      [{ ...fixture({ id: "f" }), planId: "p1", squadIds: ["x"], notes: "secreto" } as never],
      "2026-11-30",
    );
    expect(Object.keys(e!).sort()).toEqual(
      [
        "answerBy",
        "cancelled",
        "date",
        "eventId",
        "home",
        "kind",
        "meetPlace",
        "meetTime",
        "notes",
        "place",
        "title",
        "time",
      ].sort(),
    );
  });

  it("carries the 'Citación', home or away, the notes for players and a readable deadline", () => {
    const [away, home] = scheduleEvents(
      [
        fixture({
          id: "a",
          location: "away",
          meetTime: "09:30",
          meetPlace: " Puerta\n3 ",
          playerNotes: " Equipación blanca\nAutobús a las 9 ",
          answerBy: "2026-12-03T20:00",
        }),
        fixture({ id: "h", date: "2026-12-06", answerBy: "el jueves" }),
      ],
      "2026-11-30",
    );
    expect(away).toMatchObject({
      meetTime: "09:30",
      meetPlace: "Puerta 3",
      home: false,
      notes: "Equipación blanca\nAutobús a las 9",
      answerBy: "2026-12-03T20:00",
    });
    expect(home).toMatchObject({ meetPlace: "", home: true, notes: "", answerBy: "" });
    expect(readScheduleEvent(scheduleDoc(away!))).toEqual(away);
  });

  it("marks a cancelled fixture, skips an unusable date, keeps titles on one line", () => {
    const events = scheduleEvents(
      [
        fixture({ id: "c", cancelled: true, rival: "Sur\nB" }),
        fixture({ id: "bad", date: "5/12/2026" }),
      ],
      "2026-11-30",
    );
    expect(events.map((e) => [e.eventId, e.cancelled, e.title])).toEqual([
      ["partido-c", true, "vs Sur B (Liga)"],
    ]);
  });

  it("adds the sessions given as events, from today on, in date order", () => {
    const session = published({
      eventId: "entrenamiento-s1",
      kind: "entrenamiento",
      date: "2026-12-01",
      time: "19:00",
      title: "Entrenamiento",
    });
    const old = { ...session, eventId: "entrenamiento-s0", date: "2026-11-20" };
    expect(
      scheduleEvents([fixture({ id: "f" })], "2026-11-30", [session, old]).map((e) => e.eventId),
    ).toEqual(["entrenamiento-s1", "partido-f"]);
  });

  it("titles a fixture with no rival name still readably", () => {
    expect(fixtureEventTitle({ rival: " ", competition: "Liga" })).toBe(
      "vs Rival sin nombre (Liga)",
    );
  });
});

describe("publication", () => {
  const a = published({ eventId: "partido-a" });
  const b = published({ eventId: "partido-b", date: "2026-12-12" });

  it("writes what is new or changed, and nothing that is the same", () => {
    const moved = { ...b, time: "12:00" };
    expect(publication([a, b], [a, moved], () => true)).toEqual({ put: [moved], remove: [] });
    expect(publication([], [a], () => true)).toEqual({ put: [a], remove: [] });
  });

  it("removes an event only when its fixture was deleted; a past or played one stays", () => {
    const exists = (id: string) => id === "partido-b";
    expect(publication([a, b], [], exists)).toEqual({ put: [], remove: ["partido-a"] });
  });

  it("leaves events of kinds it does not publish", () => {
    const s = published({ eventId: "entrenamiento-s", kind: "entrenamiento" });
    expect(publication([s], [], () => false)).toEqual({ put: [], remove: [] });
    expect(publication([s], [], () => false, ["partido", "entrenamiento"])).toEqual({
      put: [],
      remove: ["entrenamiento-s"],
    });
  });
});

describe("training sessions in the schedule", () => {
  // Tuesdays and Thursdays at 19:00 through December 2026; 2026-11-30 is a Monday.
  const series: TrainingSeries = {
    id: "ser" as TrainingSeriesId,
    weekdays: [2, 4],
    time: "19:00",
    from: "2026-11-01",
    until: "2026-12-10",
    place: "Campo 2",
    minutes: 90,
    focus: "Presión alta",
  };
  // The occurrence of Tuesday 8 December, stored when it was suspended (its plan stays private).
  const suspended: TrainingSession = {
    id: "s8" as TrainingSessionId,
    date: "2026-12-08",
    time: "19:00",
    minutes: 90,
    place: "Campo 2",
    focus: "Presión alta",
    status: "suspendido",
    seriesId: "ser" as TrainingSeriesId,
    seriesDate: "2026-12-08",
    blocks: [{ kind: "tactico", minutes: 30, notes: "secreto" }],
  };
  const oneOff: TrainingSession = {
    id: "s1" as TrainingSessionId,
    date: "2026-12-05",
    time: "10:30",
    minutes: 60,
    place: "",
    focus: "",
    status: "programado",
  };
  const entries = sessionEntries([suspended, oneOff], [series], {
    from: "2026-11-30",
    to: "2026-12-28",
  });

  it("publishes a series of two weekdays for the coming weeks, a suspended day cancelled", () => {
    const events = scheduleEvents([], "2026-11-30", sessionScheduleEvents(entries));
    expect(events.map((e) => [e.eventId, e.date, e.time, e.title, e.cancelled])).toEqual([
      [
        "entrenamiento-ser@2026-12-01",
        "2026-12-01",
        "19:00",
        "Entrenamiento · Presión alta",
        false,
      ],
      [
        "entrenamiento-ser@2026-12-03",
        "2026-12-03",
        "19:00",
        "Entrenamiento · Presión alta",
        false,
      ],
      ["entrenamiento-s1", "2026-12-05", "10:30", "Entrenamiento", false],
      ["entrenamiento-ser@2026-12-08", "2026-12-08", "19:00", "Entrenamiento · Presión alta", true],
      [
        "entrenamiento-ser@2026-12-10",
        "2026-12-10",
        "19:00",
        "Entrenamiento · Presión alta",
        false,
      ],
    ]);
    expect(events[0]).toEqual({
      eventId: "entrenamiento-ser@2026-12-01",
      kind: "entrenamiento",
      date: "2026-12-01",
      time: "19:00",
      meetTime: "",
      place: "Campo 2",
      title: "Entrenamiento · Presión alta",
      cancelled: false,
      meetPlace: "",
      home: null,
      notes: "",
      answerBy: "",
    });
  });

  it("never carries a plan, the coach's notes or minutes", () => {
    for (const e of sessionScheduleEvents(entries)) {
      expect(Object.keys(e).sort()).toEqual(
        [
          "answerBy",
          "cancelled",
          "date",
          "eventId",
          "home",
          "kind",
          "meetPlace",
          "meetTime",
          "notes",
          "place",
          "title",
          "time",
        ].sort(),
      );
      expect(e.notes).toBe("");
    }
    expect(JSON.stringify(sessionScheduleEvents(entries))).not.toContain("secreto");
  });

  it("keeps a stored occurrence under its series' event id, so its replies stay", () => {
    expect(sessionEventId({ key: "s8", seriesId: "ser", seriesDate: "2026-12-08" })).toBe(
      "entrenamiento-ser@2026-12-08",
    );
    expect(sessionEventId({ key: "s1" })).toBe("entrenamiento-s1");
  });

  it("removes a published session only when its session or series day is gone", () => {
    const exists = sessionEventExists([suspended, oneOff], [series]);
    expect(exists("entrenamiento-s1")).toBe(true);
    expect(exists("entrenamiento-ser@2026-12-08")).toBe(true);
    expect(exists("entrenamiento-ser@2026-11-03")).toBe(true); // a past Tuesday of the series
    expect(exists("entrenamiento-ser@2026-12-02")).toBe(false); // a Wednesday
    expect(exists("entrenamiento-ser@2026-12-15")).toBe(false); // after the series ends
    expect(exists("entrenamiento-gone")).toBe(false);
    expect(exists("entrenamiento-otra@2026-12-01")).toBe(false);
    const old = published({ eventId: "entrenamiento-gone", kind: "entrenamiento" });
    const wanted = sessionScheduleEvents(entries);
    const p = publication([old], wanted, exists, ["partido", "entrenamiento"]);
    expect(p.remove).toEqual(["entrenamiento-gone"]);
    expect(p.put.map((e) => e.eventId)).toHaveLength(5);
  });
});

describe("fixtures the replies database refuses", () => {
  const today = "2026-11-24";
  const long = "x".repeat(195);

  it("are never published and are named instead: a space, a colon, 195 characters", () => {
    const fixtures = [
      fixture({ id: "fx1" }),
      fixture({ id: "Liga jornada 3" }),
      fixture({ id: "copa:1" }),
      fixture({ id: long }),
      // Played or past: nobody is asked about it, so nothing is missing.
      fixture({ id: "jugado 1", matchId: "m1" as ScheduleFixture["matchId"] }),
      fixture({ id: "pasado 1", date: "2026-11-01" }),
    ];
    expect(scheduleEvents(fixtures, today).map((e) => e.eventId)).toEqual(["partido-fx1"]);
    expect(unpublishableFixtures(fixtures, today).map((f) => f.id)).toEqual([
      "Liga jornada 3",
      "copa:1",
      long,
    ]);
    expect(unpublishedText(1)).toBe("1 partido sin publicar a los jugadores");
    expect(unpublishedText(3)).toBe("3 partidos sin publicar a los jugadores");
    expect(unpublishedReason(1)).toMatch(
      /^Su identificador tiene espacios, dos puntos .* no lo ven\./,
    );
    expect(unpublishedReason(2)).toMatch(/^Sus identificadores tienen espacios, .* no los ven\./);
  });

  it("fc: every upcoming fixture is either published as the rule reads it, or named; never both", () => {
    const id = fc.string({
      unit: fc.constantFrom("a", "1", "-", ":", " ", "\t", "é", "@"),
      minLength: 1,
      maxLength: 200,
    });
    fc.assert(
      fc.property(fc.uniqueArray(id, { maxLength: 8 }), (ids) => {
        const fixtures = ids.map((i) => fixture({ id: i }));
        const events = scheduleEvents(fixtures, today);
        for (const e of events) expect(readScheduleEvent(scheduleDoc(e))).toEqual(fullEvent(e));
        const named = new Set(unpublishableFixtures(fixtures, today).map((f) => f.id as string));
        const shown = new Set(events.map((e) => e.eventId.slice("partido-".length)));
        for (const i of ids) expect(named.has(i)).not.toBe(shown.has(i));
      }),
    );
  });
});
