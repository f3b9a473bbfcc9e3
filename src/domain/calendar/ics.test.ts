import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { CalendarEvent } from "./fixtures";
import { feedIcs, foldLine, icsRevisions, icsText, icsUtc, unfold } from "./ics";

const event = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: "partido-f1@banquillo",
  start: new Date("2030-03-09T10:00:00Z"),
  end: new Date("2030-03-09T12:00:00Z"),
  summary: "Mi Equipo – Atlético Sur (Liga)",
  location: "Campo Municipal",
  description: "Liga · Local · Citación 09:15",
  ...over,
});
const T1 = new Date("2030-03-01T08:00:00Z");
const T2 = new Date("2030-03-02T09:30:00Z");
const bytes = (s: string) => new TextEncoder().encode(s).length;

describe("text values", () => {
  it("escape backslash, semicolon and comma, and keep everything on one line", () => {
    expect(icsText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d");
    expect(icsText("Campo\r\nEND:VCALENDAR")).toBe("Campo END:VCALENDAR");
    expect(icsText(undefined)).toBe("");
  });

  it("write instants in UTC, to the second", () => {
    expect(icsUtc(new Date("2030-03-09T10:05:07.123Z"))).toBe("20300309T100507Z");
  });
});

describe("line folding (RFC 5545 §3.1)", () => {
  it("leaves a line of 75 octets alone and folds the 76th onto a line starting with a space", () => {
    const at75 = `SUMMARY:${"a".repeat(67)}`;
    expect(foldLine(at75)).toBe(at75);
    expect(foldLine(`${at75}b`)).toBe(`${at75}\r\n b`);
  });

  it("counts octets, not characters, and never splits a character", () => {
    // 'é' is 2 octets: 8 + 33·2 = 74, the next one would make 76.
    const line = `SUMMARY:${"é".repeat(34)}`;
    expect(foldLine(line)).toBe(`SUMMARY:${"é".repeat(33)}\r\n é`);
  });

  it("folds any line into pieces of at most 75 octets that unfold to it (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), (s) => {
        const line = `DESCRIPTION:${icsText(s)}`;
        const folded = foldLine(line);
        for (const piece of folded.split("\r\n")) expect(bytes(piece)).toBeLessThanOrEqual(75);
        expect(unfold(folded)).toEqual(line === "" ? [] : [line]);
      }),
    );
  });

  it("any text comes back as it was written, through a calendar program's parser (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 200 }), (a, b) => {
        const text = feedIcs("Cal", [event({ summary: a, location: b })], "", T1);
        const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
        const e = new ICAL.Event(vevent);
        expect(e.summary ?? "").toBe(icsText(a).replace(/\\(.)/g, "$1"));
        expect(String(e.location ?? "")).toBe(icsText(b).replace(/\\(.)/g, "$1"));
        expect(text.split("\r\n").filter((l) => /^BEGIN:/.test(l))).toEqual([
          "BEGIN:VCALENDAR",
          "BEGIN:VEVENT",
        ]);
      }),
      { numRuns: 60 },
    );
  });
});

describe("the subscription's file", () => {
  it("is written by hand as expected for one event", () => {
    expect(feedIcs("Mi Equipo · Calendario", [event()], "", T1)).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Banquillo//Banquillo//ES",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "X-WR-CALNAME:Mi Equipo · Calendario",
        "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
        "X-PUBLISHED-TTL:PT1H",
        "BEGIN:VEVENT",
        "UID:partido-f1@banquillo",
        "DTSTART:20300309T100000Z",
        "DTEND:20300309T120000Z",
        "SUMMARY:Mi Equipo – Atlético Sur (Liga)",
        "DESCRIPTION:Liga · Local · Citación 09:15",
        "LOCATION:Campo Municipal",
        "STATUS:CONFIRMED",
        "SEQUENCE:0",
        "LAST-MODIFIED:20300301T080000Z",
        "DTSTAMP:20300301T080000Z",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });

  it("keeps an unchanged event's SEQUENCE and LAST-MODIFIED: the same schedule is the same text", () => {
    const first = feedIcs("Cal", [event(), event({ id: "entrenamiento-s1@banquillo" })], "", T1);
    expect(feedIcs("Cal", [event(), event({ id: "entrenamiento-s1@banquillo" })], first, T2)).toBe(
      first,
    );
  });

  it("raises SEQUENCE and LAST-MODIFIED of a moved or cancelled event only", () => {
    const first = feedIcs("Cal", [event(), event({ id: "b@banquillo" })], "", T1);
    const moved = event({ start: new Date("2030-03-09T11:30:00Z") });
    const second = feedIcs("Cal", [moved, event({ id: "b@banquillo" })], first, T2);
    const revs = icsRevisions(second);
    expect(revs.get("partido-f1@banquillo")).toMatchObject({ sequence: 1, modified: T2 });
    expect(revs.get("b@banquillo")).toMatchObject({ sequence: 0, modified: T1 });
    const third = feedIcs("Cal", [{ ...moved, cancelled: true }], second, T2);
    expect(third).toContain("STATUS:CANCELLED\r\nSEQUENCE:2\r\n");
    expect(third).not.toContain("UID:b@banquillo");
  });

  it("reads a damaged previous file as no file: every event starts again at 0", () => {
    const text = feedIcs("Cal", [event()], "BEGIN:VEVENT\r\nUID:partido-f1@banquillo\r\n", T2);
    expect(text).toContain("SEQUENCE:0\r\nLAST-MODIFIED:20300302T093000Z\r\n");
  });

  it("gives every event the same UID whatever else changes, one per event (property)", () => {
    // Any id but one already holding a `%uXXXX` token (those come only from `icsUid`).
    const ids = fc.uniqueArray(fc.stringMatching(/^[a-z0-9 :;,\n@-]{1,30}$/), { maxLength: 8 });
    fc.assert(
      fc.property(ids, fc.string(), fc.integer({ min: 0, max: 1e6 }), (list, summary, shift) => {
        const events = list.map((id) => event({ id }));
        const first = feedIcs("Cal", events, "", T1);
        const changed = events.map((e) => ({
          ...e,
          summary,
          start: new Date(e.start.getTime() + shift * 60_000),
        }));
        const a = [...icsRevisions(first).keys()];
        const b = [...icsRevisions(feedIcs("Cal", changed, first, T2)).keys()];
        expect(a).toHaveLength(list.length);
        expect(b).toEqual(a);
        for (const uid of a) expect(uid).toMatch(/^[A-Za-z0-9._~%@-]+$/);
      }),
    );
  });
});
