import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarEvents } from "../../domain/calendar/fixtures";
import { sessionEntries, trainingEvents } from "../../domain/training/sessions";
import type { Fixture } from "../../domain/records/types";
import { calendarIcs } from "./ics-export";
import { asId } from "../../testing/ids";

const fixture = (over: Partial<Fixture> = {}): Fixture => ({
  id: asId("f1"),
  rivalId: asId("r1"),
  rival: "CD Los Pinos",
  date: "2026-11-28",
  time: "18:30",
  location: "home",
  competition: "Liga",
  venue: "Campo Municipal",
  ...over,
});

/** The file as a calendar program reads it. */
function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  return {
    name: String(cal.getFirstPropertyValue("x-wr-calname") ?? cal.getFirstPropertyValue("name")),
    events: cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)),
    components: cal.getAllSubcomponents().length,
  };
}

const INJECTION =
  "\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil\r\nDTSTART:20261128T080000Z\r\nSUMMARY:Partido CANCELADO - no vengáis\r\n";

describe("the .ics file", () => {
  it("writes exactly one event per fixture, whatever its id holds", async () => {
    const fixtures = [
      fixture({ id: asId(`f1${INJECTION}`) }),
      fixture({ id: asId("f2\nSUMMARY:x"), date: "2026-12-05" }),
      fixture({ id: asId("f3;a,b\\c"), date: "2026-12-12" }),
    ];
    const { events, components } = parse(
      await calendarIcs(calendarEvents(fixtures, "Mi Equipo"), "Cal"),
    );
    expect(components).toBe(3);
    expect(events).toHaveLength(3);
    expect(events.map((e) => e.summary)).toEqual([
      "Mi Equipo – CD Los Pinos (Liga)",
      "Mi Equipo – CD Los Pinos (Liga)",
      "Mi Equipo – CD Los Pinos (Liga)",
    ]);
    const uids = events.map((e) => e.uid);
    expect(new Set(uids).size).toBe(3);
    for (const uid of uids) expect(uid).toMatch(/^partido-[A-Za-z0-9._~%-]+@banquillo$/);
    expect(uids[0]).toMatch(/^partido-f1%u000D%u000AEND/);
  });

  it("keeps every text value on its line: names, competition, venue and the calendar's name", async () => {
    const evil = fixture({
      rival: `Lobos${INJECTION}`,
      competition: "Liga\nBEGIN:VALARM",
      venue: "Campo\r\nEND:VCALENDAR",
    });
    const text = await calendarIcs(
      calendarEvents([evil], `Mi\nEquipo${INJECTION}`),
      `Mi Equipo${INJECTION}`,
    );
    const { name, events, components } = parse(text);
    expect(components).toBe(1);
    expect(events).toHaveLength(1);
    const [e] = events;
    expect(e!.uid).toBe("partido-f1@banquillo");
    expect(e!.summary).not.toMatch(/[\r\n]/);
    expect(e!.summary).toContain("– Lobos END:VEVENT BEGIN:VEVENT UID:evil");
    expect(e!.location).toBe("Campo END:VCALENDAR");
    expect(e!.description).toBe("Liga BEGIN:VALARM · Local");
    expect(name).not.toMatch(/[\r\n]/);
    // No line of the file starts anything the app did not write.
    const starts = text.split("\r\n").filter((l) => /^(BEGIN|END):/.test(l));
    expect(starts).toEqual(["BEGIN:VCALENDAR", "BEGIN:VEVENT", "END:VEVENT", "END:VCALENDAR"]);
  });

  it("gives a fixture, a session and a series' day UIDs of their own, whatever their ids", async () => {
    const session = (id: string, date: string) => ({
      id: asId(id),
      date,
      time: "19:00",
      minutes: 90,
      place: "",
      focus: "",
      status: "programado" as const,
    });
    const entries = sessionEntries(
      [session("s1", "2026-11-30"), session("se1-2026-12-01", "2026-12-01")],
      [
        {
          id: asId("se1"),
          weekdays: [2],
          time: "19:00",
          from: "2026-12-01",
          until: "2026-12-01",
          place: "",
          minutes: 90,
          focus: "",
        },
      ],
      { from: "2026-11-01", to: "2026-12-31" },
    );
    const events = [
      ...calendarEvents([fixture({ id: asId("training-s1") })], "Mi Equipo"),
      ...trainingEvents(entries),
    ];
    const uids = parse(await calendarIcs(events, "Cal")).events.map((e) => e.uid);
    expect(uids).toEqual([
      "partido-training-s1@banquillo",
      "entrenamiento-s1@banquillo",
      "entrenamiento-se1-2026-12-01@banquillo",
      "serie-se1@2026-12-01@banquillo",
    ]);
  });

  it("writes thousands of events a slice at a time, as one calendar", async () => {
    const many = Array.from({ length: 1_201 }, (_, i) =>
      fixture({ id: asId(`f${i}`), date: `2027-01-${String((i % 28) + 1).padStart(2, "0")}` }),
    );
    let answered = false;
    const text = calendarIcs(calendarEvents(many, "Mi Equipo"), "Cal");
    setTimeout(() => (answered = true));
    const file = await text;
    // The page was given the turn before the file was done.
    expect(answered).toBe(true);
    const { events, components } = parse(file);
    expect(components).toBe(1_201);
    expect(new Set(events.map((e) => e.uid)).size).toBe(1_201);
    const starts = file.split("\r\n").filter((l) => /^(BEGIN|END):VCALENDAR|^X-WR-CALNAME/.test(l));
    expect(starts).toEqual(["BEGIN:VCALENDAR", "X-WR-CALNAME:Cal", "END:VCALENDAR"]);
    expect(await calendarIcs([], "Cal")).toMatch(
      /^BEGIN:VCALENDAR\r\n[\s\S]*\r\nEND:VCALENDAR\r?\n?$/,
    );
  });
});
