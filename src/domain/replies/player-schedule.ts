// What a player's phone shows of the published schedule: the events still to come, in order,
// each with the facts he needs to be there (day, kick-off, 'Citación', ground) and his own
// reply. Teammates' replies may reach the device (CouchDB cannot hide a document from a member
// of its database) but are never shown.
import { longDate, meetingText } from "../calendar/fixtures";
import type { Reply, ScheduleEvent } from "./documents";
import { REPLY_REASON_MAX } from "./documents";

/** The events from `today` ('YYYY-MM-DD') on, by day and time (a time not fixed goes last). */
export function upcomingEvents(events: readonly ScheduleEvent[], today: string): ScheduleEvent[] {
  const key = (e: ScheduleEvent) => `${e.date} ${e.time === "" ? "99:99" : e.time}`;
  return events
    .filter((e) => e.date >= today)
    .sort((a, b) => key(a).localeCompare(key(b)) || a.eventId.localeCompare(b.eventId));
}

/** This player's replies by event (the newest when, somehow, two name the same event). */
export function ownReplies(replies: readonly Reply[], user: string): Map<string, Reply> {
  const out = new Map<string, Reply>();
  for (const r of replies) {
    if (r.user !== user) continue;
    const had = out.get(r.eventId);
    if (!had || had.answeredAt < r.answeredAt) out.set(r.eventId, r);
  }
  return out;
}

/**
 * The lines under an event's title: 'sábado, 28 de noviembre', 'Inicio 11:00', 'Citación: 10:15 ·
 * Puerta 3', and the ground with home or away for a match ('Visitante · Campo del Sur').
 */
export function eventFacts(e: ScheduleEvent): {
  day: string;
  times: string;
  meeting: string;
  place: string;
} {
  const start = e.kind === "partido" ? "Inicio" : "Empieza";
  const side = e.home === null ? "" : e.home ? "Local" : "Visitante";
  return {
    day: longDate(e.date),
    times: e.time ? `${start} ${e.time}` : "Hora por confirmar",
    meeting: meetingText(e),
    place: [side, e.place].filter(Boolean).join(" · "),
  };
}

export const REASON_MESSAGES = {
  empty: "Escribe el motivo en pocas palabras: el entrenador lo verá en la convocatoria.",
  long: `El motivo es demasiado largo: como mucho ${REPLY_REASON_MAX} caracteres.`,
} as const;

/** The reason for 'No voy', trimmed and checked: required and at most REPLY_REASON_MAX long. */
export function checkReason(
  text: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const value = text.trim().replace(/\s+/g, " ");
  if (value === "") return { ok: false, message: REASON_MESSAGES.empty };
  if (value.length > REPLY_REASON_MAX) return { ok: false, message: REASON_MESSAGES.long };
  return { ok: true, value };
}
