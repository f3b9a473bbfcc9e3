import { describe, expect, it } from "vitest";
import { FEED_MAX_BYTES } from "../domain/calendar/feed";
import type { CalendarEvent } from "../domain/calendar/fixtures";
import { icsRevisions } from "../domain/calendar/ics";
import type { Fixture } from "../domain/records/types";
import { asId } from "../testing/ids";
import { feedFile, feedFromPort } from "./feed";

const fixture = (id: string, date: string): Fixture => ({
  id: asId(id),
  rivalId: asId("r1"),
  rival: "Lobos",
  date,
  time: "18:30",
  location: "away",
  competition: "Liga",
  venue: "",
});
const session = (id: string, date: string, status = "programado") => ({
  id,
  date,
  time: "19:00",
  minutes: 90,
  place: "Campo 2",
  focus: "",
  status,
});

describe("the subscription's events", () => {
  it("are the fixtures and the sessions as the download has them, soonest first, in the team's name", () => {
    const side: Record<string, string> = {
      teamSettings: JSON.stringify({ name: "CD Norte" }),
      trainingSessions: JSON.stringify([
        session("s1", "2030-03-04"),
        session("s2", "2030-03-06", "suspendido"),
      ]),
    };
    const feed = feedFromPort(
      {
        getList: (() => ({ items: [fixture("f1", "2030-03-05")] })) as never,
        getSide: (key) => side[key] ?? null,
      },
      "2030-03-01",
    );
    expect(feed.name).toBe("CD Norte · Calendario");
    expect(feed.events.map((e) => [e.id, e.summary, e.cancelled ?? false])).toEqual([
      ["entrenamiento-s1@banquillo", "Entrenamiento", false],
      ["partido-f1@banquillo", "Lobos – CD Norte (Liga)", false],
      ["entrenamiento-s2@banquillo", "Entrenamiento (suspendido)", true],
    ]);
  });

  it("reads damaged settings as none: the default name, no sessions", () => {
    const feed = feedFromPort(
      { getList: (() => ({ items: [] })) as never, getSide: () => "{no es json" },
      "2030-03-01",
    );
    expect(feed).toEqual({ name: "Mi Equipo · Calendario", events: [] });
  });
});

describe("the subscription's file", () => {
  it("leaves out the oldest events when the whole schedule would pass the size limit", () => {
    const events: CalendarEvent[] = Array.from({ length: 3_000 }, (_, i) => ({
      id: `entrenamiento-s${i}@banquillo`,
      start: new Date(Date.UTC(2030, 0, 1) + i * 3_600_000),
      end: new Date(Date.UTC(2030, 0, 1) + i * 3_600_000 + 5_400_000),
      summary: "Entrenamiento",
      location: "Campo Municipal de Deportes, pista 2 ".repeat(2),
      description: "Objetivo: ".padEnd(100, "x"),
    }));
    const text = feedFile({ name: "Cal", events }, "", new Date("2030-01-01T00:00:00Z"));
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(FEED_MAX_BYTES);
    const kept = [...icsRevisions(text).keys()];
    expect(kept.length).toBeGreaterThan(500);
    expect(kept.length).toBeLessThan(events.length);
    expect(kept).toEqual(events.slice(events.length - kept.length).map((e) => e.id));
  });
});
