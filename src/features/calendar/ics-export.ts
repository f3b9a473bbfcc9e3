// The .ics file of the calendar (issue "14"), with ical-generator (no dependencies; loaded only
// when the coach exports). Times are written in UTC from the kick-off instant in the browser's
// time zone, so every phone's calendar shows the wall-clock time the coach typed, wherever it is.
import ical from "ical-generator";
import type { CalendarEvent } from "../../domain/fixtures";

export function calendarIcs(events: readonly CalendarEvent[], calendarName: string): string {
  const cal = ical({
    name: calendarName,
    prodId: { company: "Banquillo", product: "Banquillo", language: "ES" },
  });
  for (const e of events) {
    cal.createEvent({
      id: e.id,
      start: e.start,
      end: e.end,
      summary: e.summary,
      description: e.description,
      ...(e.location ? { location: e.location } : {}),
    });
  }
  return cal.toString();
}
