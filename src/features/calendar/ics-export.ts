// The downloaded .ics file ('Exportar calendario'), written by the domain's one ICS rule
// (domain/calendar/ics.ts), as the subscription address is. Times are written in UTC from the
// kick-off instant in the browser's time zone, so every phone's calendar shows the wall-clock
// time the coach typed, wherever it is.
import type { CalendarEvent } from "../../domain/calendar/fixtures";
import { ICS_TAIL, icsEvent, icsHead } from "../../domain/calendar/ics";

/** Events written per slice: the page answers between slices, however many there are. */
const SLICE = 500;

/**
 * The file's text. Written a slice of events at a time, yielding between slices, so thousands of
 * events (a team's sessions, or what a restored file or another device left) never hold the page.
 */
export async function calendarIcs(
  events: readonly CalendarEvent[],
  calendarName: string,
  now = new Date(),
): Promise<string> {
  const parts = [icsHead(calendarName)];
  for (let i = 0; i < events.length; i += SLICE) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve));
    for (const e of events.slice(i, i + SLICE))
      parts.push(icsEvent(e, { sequence: 0, modified: now }));
  }
  return parts.join("") + ICS_TAIL;
}
