import { describe, expect, it } from "vitest";
import type { Reply, ScheduleEvent } from "./documents";
import { eventFacts, ownReplies, upcomingEvents } from "./player-schedule";

const event = (over: Partial<ScheduleEvent>): ScheduleEvent => ({
  eventId: "partido-f1",
  kind: "partido",
  date: "2026-11-28",
  time: "11:00",
  meetTime: "10:15",
  place: "Campo Municipal",
  title: "vs Atlético Norte (Liga)",
  cancelled: false,
  meetPlace: "",
  home: true,
  notes: "",
  answerBy: "",
  ...over,
});

describe("the player's schedule", () => {
  it("lists today's and later events by day and time, an unfixed time last", () => {
    const past = event({ eventId: "partido-f0", date: "2026-11-21" });
    const sat = event({});
    const tue = event({
      eventId: "entrenamiento-s1",
      kind: "entrenamiento",
      date: "2026-12-01",
      time: "19:00",
    });
    const todayLate = event({
      eventId: "entrenamiento-s2",
      kind: "entrenamiento",
      date: "2026-11-26",
      time: "",
    });
    const todayEarly = event({
      eventId: "entrenamiento-s3",
      kind: "entrenamiento",
      date: "2026-11-26",
      time: "18:00",
    });
    expect(
      upcomingEvents([tue, past, todayLate, sat, todayEarly], "2026-11-26").map((e) => e.eventId),
    ).toEqual(["entrenamiento-s3", "entrenamiento-s2", "partido-f1", "entrenamiento-s1"]);
  });

  it("keeps only this player's replies, the newest per event", () => {
    const r = (user: string, answeredAt: string, answer: Reply["answer"]): Reply => ({
      user,
      eventId: "partido-f1",
      answer,
      reason: "",
      answeredAt,
    });
    const mine = ownReplies(
      [
        r("lucas", "2026-11-25T10:00:00.000Z", "voy"),
        r("pablo", "2026-11-25T12:00:00.000Z", "no_voy"),
        r("lucas", "2026-11-25T11:00:00.000Z", "duda"),
      ],
      "lucas",
    );
    expect([...mine.values()].map((x) => x.answer)).toEqual(["duda"]);
  });

  it("gives the day in Spanish, the kick-off, the 'Citación' and the ground, home or away", () => {
    expect(eventFacts(event({}))).toEqual({
      day: "sábado, 28 de noviembre",
      times: "Inicio 11:00",
      meeting: "Citación: 10:15",
      place: "Local · Campo Municipal",
    });
    expect(eventFacts(event({ home: false, meetPlace: "Puerta 3" }))).toMatchObject({
      meeting: "Citación: 10:15 · Puerta 3",
      place: "Visitante · Campo Municipal",
    });
    expect(eventFacts(event({ kind: "entrenamiento", home: null, meetTime: "" }))).toMatchObject({
      meeting: "",
      place: "Campo Municipal",
    });
    expect(eventFacts(event({ kind: "entrenamiento", time: "", meetTime: "" })).times).toBe(
      "Hora por confirmar",
    );
  });
});
