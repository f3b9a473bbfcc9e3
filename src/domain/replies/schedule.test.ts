import { describe, expect, it } from "vitest";
import type { FixtureId } from "../records/ids";
import type { ScheduleEvent } from "./documents";
import { fixtureEventTitle, publication, scheduleEvents } from "./schedule";
import type { ScheduleFixture } from "./schedule";

const fixture = (over: Omit<Partial<ScheduleFixture>, "id"> & { id: string }): ScheduleFixture => ({
  rival: "Atlético Sur",
  date: "2026-12-05",
  time: "11:00",
  competition: "Liga",
  venue: "Campo Municipal",
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
      },
    ]);
  });

  it("never carries a plan, a squad or any other field of the fixture", () => {
    const [e] = scheduleEvents(
      [{ ...fixture({ id: "f" }), planId: "p1", squadIds: ["x"], notes: "secreto" } as never],
      "2026-11-30",
    );
    expect(Object.keys(e!).sort()).toEqual(
      ["cancelled", "date", "eventId", "kind", "meetTime", "place", "title", "time"].sort(),
    );
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
