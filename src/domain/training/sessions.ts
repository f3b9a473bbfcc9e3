// The training sessions of the calendar: the stored ones and the occurrences of the series not
// stored yet, as one list of entries; the edits the calendar makes (store an occurrence, edit
// it, suspend it); and the list of upcoming sessions other parts of the app publish.
import type { TrainingSeries } from "../records/training-series";
import type { SessionStatus, TrainingSession } from "../records/training-session";
import type { TrainingSeriesId, TrainingSessionId } from "../base/ids";
import { addDays } from "./days";
import { icsUid, kickoffOf } from "../calendar/fixtures";
import type { CalendarEvent } from "../calendar/fixtures";
import { oneLine } from "../base/one-line";
import { occurrences } from "./series";

/** A session as the calendar shows it: stored (`sessionId`) or an occurrence of a series. */
export type SessionEntry = {
  /** The session's id, or `<seriesId>@<date>` for an occurrence not stored yet. */
  key: string;
  sessionId?: TrainingSessionId;
  seriesId?: TrainingSeriesId;
  /** The date the series gave it (occurrences and stored occurrences). */
  seriesDate?: string;
  date: string;
  time: string;
  minutes: number;
  place: string;
  focus: string;
  status: SessionStatus;
};

export const occurrenceKey = (seriesId: string, date: string) => `${seriesId}@${date}`;

function entryOfSession(s: TrainingSession): SessionEntry {
  return {
    key: s.id,
    sessionId: s.id,
    ...(s.seriesId ? { seriesId: s.seriesId } : {}),
    ...(s.seriesDate ? { seriesDate: s.seriesDate } : {}),
    date: s.date,
    time: s.time,
    minutes: s.minutes,
    place: s.place,
    focus: s.focus,
    status: s.status,
  };
}

const byStart = (a: SessionEntry, b: SessionEntry) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.time < b.time ? -1 : a.time > b.time ? 1 : 0;

/** At most this many sessions are listed at once: a screen shows weeks, not every series' day. */
export const MAX_ENTRIES = 100;

/**
 * Every session from `range.from` to `range.to` (inclusive, by its date), oldest first, at most
 * `max` (the first ones): the stored sessions and each series' occurrences that no stored session
 * stands for.
 */
export function sessionEntries(
  sessions: readonly TrainingSession[],
  series: readonly TrainingSeries[],
  range: { from: string; to: string },
  max = MAX_ENTRIES,
): SessionEntry[] {
  const inRange = (d: string) => d >= range.from && d <= range.to;
  const stored = new Set(
    sessions.flatMap((s) =>
      s.seriesId && s.seriesDate ? [occurrenceKey(s.seriesId, s.seriesDate)] : [],
    ),
  );
  const out = sessions.filter((s) => inRange(s.date)).map(entryOfSession);
  const days = occurrences(series, range, max, (sr, date) =>
    stored.has(occurrenceKey(sr.id, date)),
  );
  for (const { series: sr, date } of days) {
    out.push({
      key: occurrenceKey(sr.id, date),
      seriesId: sr.id,
      seriesDate: date,
      date,
      time: sr.time,
      minutes: sr.minutes,
      place: sr.place,
      focus: sr.focus,
      status: "programado",
    });
  }
  return out.sort(byStart).slice(0, max);
}

/** The entry with this key, looked for around `near` (a series occurrence's own date). */
export function findEntry(
  sessions: readonly TrainingSession[],
  series: readonly TrainingSeries[],
  key: string,
): SessionEntry | undefined {
  const stored = sessions.find((s) => s.id === key);
  if (stored) return entryOfSession(stored);
  const at = key.lastIndexOf("@");
  if (at < 0) return undefined;
  const seriesId = key.slice(0, at);
  const date = key.slice(at + 1);
  const sr = series.find((s) => s.id === seriesId);
  if (!sr) return undefined;
  const standIn = sessions.find((s) => s.seriesId === sr.id && s.seriesDate === date);
  if (standIn) return entryOfSession(standIn);
  return sessionEntries([], [sr], { from: date, to: date })[0];
}

/** The session to store for an entry (an occurrence becomes a session of its series). */
export function sessionOf(entry: SessionEntry, id: TrainingSessionId): TrainingSession {
  return {
    id: entry.sessionId ?? id,
    date: entry.date,
    time: entry.time,
    minutes: entry.minutes,
    place: entry.place,
    focus: entry.focus,
    status: entry.status,
    ...(entry.seriesId ? { seriesId: entry.seriesId } : {}),
    ...(entry.seriesDate ? { seriesDate: entry.seriesDate } : {}),
  };
}

/** The list with `session` put in place of the one with its id, or added at the end. */
export function withSession(
  sessions: readonly TrainingSession[],
  session: TrainingSession,
): TrainingSession[] {
  const i = sessions.findIndex((s) => s.id === session.id);
  if (i < 0) return [...sessions, session];
  const out = [...sessions];
  out[i] = session;
  return out;
}

/** How far either side of today the .ics export reaches (a series runs 550 days at most). */
export const EXPORT_DAYS = 365;

/** At most this many sessions go into the .ics file: two years of a team training every day. */
export const EXPORT_MAX = 1_000;

/** The sessions the .ics export holds: a year either side of `today`, at most `EXPORT_MAX`. */
export const exportedSessions = (
  sessions: readonly TrainingSession[],
  series: readonly TrainingSeries[],
  today: string,
) =>
  sessionEntries(
    sessions,
    series,
    { from: addDays(today, -EXPORT_DAYS), to: addDays(today, EXPORT_DAYS) },
    EXPORT_MAX,
  );

/** An upcoming session as other parts of the app publish it (to the players, a calendar). */
export type UpcomingSession = {
  key: string;
  date: string;
  time: string;
  minutes: number;
  place: string;
  focus: string;
  status: SessionStatus;
};

/**
 * The sessions from `today` to `days` later (inclusive), oldest first, suspended ones included
 * with their status (a player must learn a session is off).
 */
export function upcomingSessions(
  sessions: readonly TrainingSession[],
  series: readonly TrainingSeries[],
  today: string,
  days = 28,
): UpcomingSession[] {
  return sessionEntries(sessions, series, { from: today, to: addDays(today, days) }).map((e) => ({
    key: e.key,
    date: e.date,
    time: e.time,
    minutes: e.minutes,
    place: e.place,
    focus: e.focus,
    status: e.status,
  }));
}

/**
 * The sessions as calendar events (the .ics export): 'Entrenamiento' at its local wall-clock
 * time (kickoffOf builds the instant from the local day, so a daylight-saving change in between
 * keeps 19:00 at 19:00), a suspended one marked so in its title.
 */
export function trainingEvents(entries: readonly SessionEntry[]): CalendarEvent[] {
  return entries.flatMap((e) => {
    const start = kickoffOf(e);
    if (!start) return [];
    const suspended = e.status === "suspendido";
    return [
      {
        // The same UID before and after an occurrence is stored (attendance, an edit), so a
        // calendar that imports the file again updates the event instead of adding another.
        id:
          e.seriesId && e.seriesDate
            ? icsUid("serie", e.seriesId, e.seriesDate)
            : icsUid("entrenamiento", e.key),
        start,
        end: new Date(start.getTime() + e.minutes * 60_000),
        summary: suspended ? "Entrenamiento (suspendido)" : "Entrenamiento",
        location: oneLine(e.place),
        description: oneLine(e.focus ? `Objetivo: ${e.focus}` : "Entrenamiento"),
        ...(suspended ? { cancelled: true } : {}),
      },
    ];
  });
}
