// The .ics file of the calendar, with ical-generator (no dependencies; loaded only
// when the coach exports). Times are written in UTC from the kick-off instant in the browser's
// time zone, so every phone's calendar shows the wall-clock time the coach typed, wherever it is.
import ical from "ical-generator";
import type { CalendarEvent } from "../../domain/calendar/fixtures";
import { oneLine, safeToken } from "../../domain/base/one-line";

// The library escapes text values but writes the UID and the calendar's name as they are, so a
// line break in either would start a line of the file: every value is put on one line here too
// (calendarEvents already does; this keeps any other caller just as safe).
const SAFE_UID = /^[A-Za-z0-9._~%@-]+$/;

const END = "\r\nEND:VCALENDAR";

/** Events written per slice: the page answers between slices, however many there are. */
const SLICE = 500;

const calendar = (name: string) =>
  ical({
    name: oneLine(name),
    prodId: { company: "Banquillo", product: "Banquillo", language: "ES" },
  });

/**
 * The file's text. Written a slice of events at a time, yielding between slices, so thousands of
 * events (a team's sessions, or what a restored file or another device left) never hold the page.
 */
export async function calendarIcs(
  events: readonly CalendarEvent[],
  calendarName: string,
): Promise<string> {
  // Lines, not text: a name or a value may hold the words BEGIN:VEVENT on a line of its own.
  const empty = calendar(calendarName).toString();
  const parts = [empty.slice(0, empty.lastIndexOf(END) + 2)];
  for (let i = 0; i < events.length; i += SLICE) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve));
    const cal = calendar(calendarName);
    for (const e of events.slice(i, i + SLICE)) {
      cal.createEvent({
        id: SAFE_UID.test(e.id) ? e.id : safeToken(e.id),
        start: e.start,
        end: e.end,
        summary: oneLine(e.summary),
        description: oneLine(e.description),
        ...(oneLine(e.location) ? { location: oneLine(e.location) } : {}),
      });
    }
    const text = cal.toString();
    parts.push(text.slice(text.indexOf("\r\nBEGIN:VEVENT") + 2, text.lastIndexOf(END) + 2));
  }
  return `${parts.join("")}END:VCALENDAR`;
}
