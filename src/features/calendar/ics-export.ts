// The .ics file of the calendar, with ical-generator (no dependencies; loaded only
// when the coach exports). Times are written in UTC from the kick-off instant in the browser's
// time zone, so every phone's calendar shows the wall-clock time the coach typed, wherever it is.
import ical from "ical-generator";
import type { CalendarEvent } from "../../domain/calendar/fixtures";
import { oneLine, safeToken } from "../../domain/display/one-line";

// The library escapes text values but writes the UID and the calendar's name as they are, so a
// line break in either would start a line of the file: every value is put on one line here too
// (calendarEvents already does; this keeps any other caller just as safe).
const SAFE_UID = /^[A-Za-z0-9._~%@-]+$/;

export function calendarIcs(events: readonly CalendarEvent[], calendarName: string): string {
  const cal = ical({
    name: oneLine(calendarName),
    prodId: { company: "Banquillo", product: "Banquillo", language: "ES" },
  });
  for (const e of events) {
    cal.createEvent({
      id: SAFE_UID.test(e.id) ? e.id : safeToken(e.id),
      start: e.start,
      end: e.end,
      summary: oneLine(e.summary),
      description: oneLine(e.description),
      ...(oneLine(e.location) ? { location: oneLine(e.location) } : {}),
    });
  }
  return cal.toString();
}
