// What the coach publishes to the replies database: the upcoming events a player may see (date,
// kick-off, place, the 'Citación', home or away, the notes for players, the answer deadline, a
// title), never the coach's notes, plans or figures; and which documents a
// publication writes or removes. Pure: src/sync/replies.ts writes what these give.
import type { Fixture } from "../records/fixture";
import { PLAYER_NOTES_MAX } from "../records/fixture";
import type { TrainingSeries } from "../records/training-series";
import type { TrainingSession } from "../records/training-session";
import { LIMITS } from "../base/limits";
import { expandSeries } from "../training/series";
import { occurrenceKey } from "../training/sessions";
import type { SessionEntry } from "../training/sessions";
import { eventIdOfFixture, eventIdOfSession, fullEvent, isEventId } from "./documents";
import type { ScheduleEvent, ScheduleKind } from "./documents";

/**
 * What a fixture gives the schedule: its day, the 'Citación', home or away, the notes for
 * players and the answer deadline. `cancelled` is read when a fixture carries it (the calendar
 * does not store it today: the event is then not cancelled).
 */
export type ScheduleFixture = Pick<
  Fixture,
  | "id"
  | "rival"
  | "date"
  | "time"
  | "competition"
  | "venue"
  | "matchId"
  | "location"
  | "meetTime"
  | "meetPlace"
  | "playerNotes"
  | "answerBy"
> & { cancelled?: unknown };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (v: unknown) => (typeof v === "string" && HHMM.test(v.trim()) ? v.trim() : "");
const line = (v: string) => v.replace(/\s+/g, " ").trim().slice(0, LIMITS.shortText);
/** Notes keep their line breaks (a kit list), only trimmed and cut to fit the event. */
const notesOf = (v: string | undefined) => (v ?? "").trim().slice(0, PLAYER_NOTES_MAX);
const DEADLINE = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;
const deadline = (v: string | undefined) => (v && DEADLINE.test(v) ? v : "");

/** 'vs Atlético Sur (Liga)'; 'vs Atlético Sur' without a competition. */
export function fixtureEventTitle(f: Pick<Fixture, "rival" | "competition">): string {
  const rival = line(f.rival) || "Rival sin nombre";
  const competition = line(f.competition);
  return line(competition ? `vs ${rival} (${competition})` : `vs ${rival}`);
}

const byWhen = (a: ScheduleEvent, b: ScheduleEvent) =>
  a.date.localeCompare(b.date) ||
  a.time.localeCompare(b.time) ||
  a.eventId.localeCompare(b.eventId);

/** Unplayed, with a usable date from `today` on: a fixture the players are asked about. */
const upcoming = (f: ScheduleFixture, today: string) =>
  !(typeof f.matchId === "string" && f.matchId !== "") && DATE.test(f.date) && f.date >= today;

/**
 * The fixtures the players should be asked about whose id the replies database refuses (a
 * space, a colon, over 190 characters): never published, so the calendar names them.
 */
export const unpublishableFixtures = <F extends ScheduleFixture>(
  fixtures: readonly F[],
  today: string,
): F[] => fixtures.filter((f) => upcoming(f, today) && !isEventId(eventIdOfFixture(f.id)));

/** Why `n` fixtures are not published, and what 'Corregir y publicar' does about it. */
export const unpublishedReason = (n: number) =>
  n === 1
    ? "Su identificador tiene espacios, dos puntos o más de 190 caracteres (viene de una importación o de una versión anterior) y la base de datos de respuestas no lo admite: los jugadores no lo ven. «Corregir y publicar» le da un identificador nuevo; su planificación, su convocatoria y su resultado siguen unidos a él."
    : "Sus identificadores tienen espacios, dos puntos o más de 190 caracteres (vienen de una importación o de una versión anterior) y la base de datos de respuestas no los admite: los jugadores no los ven. «Corregir y publicar» les da un identificador nuevo; su planificación, su convocatoria y su resultado siguen unidos a ellos.";

/** '1 partido sin publicar a los jugadores', 'N partidos sin publicar a los jugadores'. */
export const unpublishedText = (n: number) =>
  n === 1 ? "1 partido sin publicar a los jugadores" : `${n} partidos sin publicar a los jugadores`;

/**
 * The events to publish from `today` ('YYYY-MM-DD') on, soonest first: every unplayed fixture
 * with a usable date whose id the replies database takes (the others: `unpublishableFixtures`),
 * plus `sessions` (training sessions already made into events by their own rule), those from
 * today on. Played fixtures and past days are not published (what was published for them stays,
 * see `publication`).
 */
export function scheduleEvents(
  fixtures: readonly ScheduleFixture[],
  today: string,
  sessions: readonly ScheduleEvent[] = [],
): ScheduleEvent[] {
  const games = fixtures.flatMap((f): ScheduleEvent[] => {
    if (!upcoming(f, today) || !isEventId(eventIdOfFixture(f.id))) return [];
    return [
      {
        eventId: eventIdOfFixture(f.id),
        kind: "partido",
        date: f.date,
        time: time(f.time),
        meetTime: time(f.meetTime),
        place: line(f.venue),
        title: fixtureEventTitle(f),
        cancelled: f.cancelled === true,
        meetPlace: line(f.meetPlace ?? ""),
        home: f.location !== "away",
        notes: notesOf(f.playerNotes),
        answerBy: deadline(f.answerBy),
      },
    ];
  });
  return [...games, ...sessions.filter((s) => s.date >= today)].sort(byWhen);
}

/**
 * The event id a session is published under. An occurrence of a series keeps
 * `<series id>@<date>` even once it is stored (attendance taken, suspended, moved): its key
 * would change to the stored session's id, and the players' replies would be lost with it.
 */
export function sessionEventId(e: { key: string; seriesId?: string; seriesDate?: string }): string {
  return eventIdOfSession(
    e.seriesId && e.seriesDate ? occurrenceKey(e.seriesId, e.seriesDate) : e.key,
  );
}

/** 'Entrenamiento', or 'Entrenamiento · <focus>' when the session has one. */
export function sessionEventTitle(focus: string): string {
  const f = line(focus);
  return line(f ? `Entrenamiento · ${f}` : "Entrenamiento");
}

/**
 * The training sessions (`sessionEntries`, series expanded) as events for `scheduleEvents`:
 * start time and place only (a session has no meeting time), never its plan or notes; a
 * suspended session stays listed, cancelled.
 */
export function sessionScheduleEvents(entries: readonly SessionEntry[]): ScheduleEvent[] {
  return entries.flatMap((e): ScheduleEvent[] =>
    DATE.test(e.date)
      ? [
          {
            eventId: sessionEventId(e),
            kind: "entrenamiento",
            date: e.date,
            time: time(e.time),
            meetTime: "",
            place: line(e.place),
            title: sessionEventTitle(e.focus),
            cancelled: e.status === "suspendido",
            meetPlace: "",
            home: null,
            notes: "",
            answerBy: "",
          },
        ]
      : [],
  );
}

/**
 * Whether a published session's record is still there (for `publication`): a stored session,
 * or a day its series still has. A deleted session or series, or a day the series no longer
 * covers, is gone.
 */
export function sessionEventExists(
  sessions: readonly Pick<TrainingSession, "id" | "seriesId" | "seriesDate">[],
  series: readonly Pick<TrainingSeries, "id" | "weekdays" | "from" | "until">[],
): (eventId: string) => boolean {
  const ids = new Set(sessions.map((s) => sessionEventId({ key: s.id, ...s })));
  return (eventId) => {
    if (ids.has(eventId)) return true;
    const prefix = eventIdOfSession("");
    if (!eventId.startsWith(prefix)) return false;
    const key = eventId.slice(prefix.length);
    const at = key.lastIndexOf("@");
    if (at < 0) return false;
    const date = key.slice(at + 1);
    const sr = series.find((s) => s.id === key.slice(0, at));
    return sr !== undefined && expandSeries(sr, { from: date, to: date }).length > 0;
  };
}

/** What a publication writes: events new or changed, and the ids of events to remove. */
export type Publication = { put: ScheduleEvent[]; remove: string[] };

const same = (a: ScheduleEvent, b: ScheduleEvent) => {
  const [x, y] = [fullEvent(a), fullEvent(b)];
  return (Object.keys(x) as (keyof ScheduleEvent)[]).every((k) => x[k] === y[k]);
};

/**
 * Brings the published events in line with `wanted` (scheduleEvents). Only events of `kinds`
 * are this publication's: an event of another kind is left as it is. An event published earlier
 * and no longer wanted is removed only when its record is gone (`exists(eventId)` false: the
 * fixture was deleted); one whose day has passed or that was played stays as it was, with its
 * replies.
 */
export function publication(
  published: readonly ScheduleEvent[],
  wanted: readonly ScheduleEvent[],
  exists: (eventId: string) => boolean,
  kinds: readonly ScheduleKind[] = ["partido"],
): Publication {
  const current = new Map(published.map((e) => [e.eventId, e]));
  const wantedIds = new Set(wanted.map((e) => e.eventId));
  return {
    put: wanted.filter((e) => {
      const before = current.get(e.eventId);
      return before === undefined || !same(before, e);
    }),
    remove: published
      .filter((e) => kinds.includes(e.kind) && !wantedIds.has(e.eventId) && !exists(e.eventId))
      .map((e) => e.eventId),
  };
}
