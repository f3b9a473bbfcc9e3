// The players' replies database (`<team database>_respuestas`): what the coach publishes and what
// each player answers. Players are never members of the team database (CouchDB cannot hide a
// document from a member), so this database holds only what a player may see: the schedule's
// date, time and place, never notes, plans or figures. Its write rules (scripts/team-create.mjs)
// check the same shapes and ids as these readers.
import { LIMITS } from "../base/limits";
import { isObject } from "../base/guards";

/** A player's answer: 'Voy', 'No voy' (with a short reason) or 'Duda'. */
export type ReplyAnswer = "voy" | "no_voy" | "duda";
export const replyAnswers: readonly ReplyAnswer[] = ["voy", "no_voy", "duda"];
export const replyAnswerLabels: Record<ReplyAnswer, string> = {
  voy: "Voy",
  no_voy: "No voy",
  duda: "Duda",
};

/** What a published event is: a fixture or a training session. */
export type ScheduleKind = "partido" | "entrenamiento";

/** The longest reason a player can give (a chat line, not a letter). */
export const REPLY_REASON_MAX = 140;

/**
 * A user name the app accepts for a player's account: lower case letters, digits, '.', '_' and
 * '-', so it can sit inside a document id between ':' separators and in an invitation link.
 */
export const PLAYER_USER_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;
export const isPlayerUser = (v: unknown): v is string =>
  typeof v === "string" && PLAYER_USER_PATTERN.test(v);

/** The replies database that sits beside a team database. */
export const repliesDbName = (teamDb: string) => `${teamDb}_respuestas`;

/** One event of the published schedule (`evento:<eventId>`), written only by the staff. */
export type ScheduleEvent = {
  /** `partido-<fixture id>` or `entrenamiento-<session id>`: the record it was published from. */
  eventId: string;
  kind: ScheduleKind;
  /** 'YYYY-MM-DD' */
  date: string;
  /** Kick-off or start, 'HH:MM' ('' when not fixed yet). */
  time: string;
  /** When to be there, 'HH:MM' ('' when not given). */
  meetTime: string;
  /** Ground or address ('' when not known). */
  place: string;
  /** What the player reads: 'vs Rival (Liga)' or 'Entrenamiento'. */
  title: string;
  /** A suspended session or a called-off game stays listed, marked. */
  cancelled: boolean;
  /** 'Citación': where to meet ('' when not given: at the ground). */
  meetPlace: string;
  /** A game at home (true, 'Local') or away (false, 'Visitante'); null for a training session. */
  home: boolean | null;
  /** Notes for players: kit, transport ('' when none; at most EVENT_NOTES_MAX). */
  notes: string;
  /** Answer before, 'YYYY-MM-DDTHH:MM' in the coach's time zone ('' when no deadline). */
  answerBy: string;
};

/** The longest notes for players an event carries. */
export const EVENT_NOTES_MAX = LIMITS.shortText * 2;

/** One player's reply to one event (`respuesta:<user>:<eventId>`), written only by that player. */
export type Reply = {
  user: string;
  eventId: string;
  answer: ReplyAnswer;
  /** Only with 'No voy' or 'Duda' ('' when none was given). */
  reason: string;
  /** ISO time of the answer, from the player's device. */
  answeredAt: string;
  /** The account that answered when it was not the player's own (a guardian's). */
  by?: string;
};

export const eventIdOfFixture = (fixtureId: string) => `partido-${fixtureId}`;
export const eventIdOfSession = (sessionId: string) => `entrenamiento-${sessionId}`;
export const scheduleDocId = (eventId: string) => `evento:${eventId}`;
export const replyDocId = (user: string, eventId: string) => `respuesta:${user}:${eventId}`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(\d{2}:\d{2})?$/;
const DEADLINE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})?$/;
const EVENT_ID = /^(partido|entrenamiento)-[^:\s]{1,190}$/;
/**
 * Whether the replies database's rule takes this event id: no space, no colon, at most 190
 * characters after the kind (a fixture's id from an import or an older version may break it).
 */
export const isEventId = (eventId: string) => EVENT_ID.test(eventId);
const isShort = (v: unknown, max: number = LIMITS.shortText): v is string =>
  typeof v === "string" && v.length <= max;

/** The schedule event a document holds, or null when it is not one this app wrote. */
export function readScheduleEvent(doc: unknown): ScheduleEvent | null {
  if (!isObject(doc) || doc.docType !== "evento") return null;
  const { eventId, kind, date, time, meetTime, place, title, cancelled } = doc;
  const { meetPlace, home, notes, answerBy } = doc;
  if (typeof eventId !== "string" || !EVENT_ID.test(eventId)) return null;
  if (doc._id !== undefined && doc._id !== scheduleDocId(eventId)) return null;
  if (kind !== "partido" && kind !== "entrenamiento") return null;
  if (!eventId.startsWith(`${kind}-`)) return null;
  if (typeof date !== "string" || !DATE.test(date)) return null;
  if (typeof time !== "string" || !TIME.test(time)) return null;
  if (meetTime !== undefined && (typeof meetTime !== "string" || !TIME.test(meetTime))) return null;
  if (place !== undefined && !isShort(place)) return null;
  if (!isShort(title) || title.trim() === "") return null;
  if (cancelled !== undefined && typeof cancelled !== "boolean") return null;
  if (meetPlace !== undefined && !isShort(meetPlace)) return null;
  if (home !== undefined && home !== null && typeof home !== "boolean") return null;
  if (notes !== undefined && !isShort(notes, EVENT_NOTES_MAX)) return null;
  if (answerBy !== undefined && (typeof answerBy !== "string" || !DEADLINE.test(answerBy)))
    return null;
  return {
    eventId,
    kind,
    date,
    time,
    meetTime: meetTime ?? "",
    place: place ?? "",
    title,
    cancelled: cancelled ?? false,
    meetPlace: meetPlace ?? "",
    home: kind === "partido" ? (home ?? null) : null,
    notes: notes ?? "",
    answerBy: answerBy ?? "",
  };
}

/** The document that publishes an event. */
export const scheduleDoc = (event: ScheduleEvent) => ({
  _id: scheduleDocId(event.eventId),
  docType: "evento" as const,
  ...event,
});

/** The reply a document holds, or null when it is not a well-formed reply. */
export function readReply(doc: unknown): Reply | null {
  if (!isObject(doc) || doc.docType !== "respuesta") return null;
  const { user, eventId, answer, reason, answeredAt, by } = doc;
  if (!isPlayerUser(user)) return null;
  if (typeof eventId !== "string" || !EVENT_ID.test(eventId)) return null;
  if (doc._id !== undefined && doc._id !== replyDocId(user, eventId)) return null;
  if (answer !== "voy" && answer !== "no_voy" && answer !== "duda") return null;
  if (reason !== undefined && !isShort(reason, REPLY_REASON_MAX)) return null;
  if (typeof answeredAt !== "string" || Number.isNaN(Date.parse(answeredAt))) return null;
  if (by !== undefined && !isPlayerUser(by)) return null;
  const reply: Reply = {
    user,
    eventId,
    answer,
    reason: answer === "voy" ? "" : (reason ?? ""),
    answeredAt,
  };
  if (by !== undefined && by !== user) reply.by = by;
  return reply;
}

/** The document that stores a reply. */
export const replyDoc = (reply: Reply) => ({
  _id: replyDocId(reply.user, reply.eventId),
  docType: "respuesta" as const,
  ...reply,
});

// ---------------------------------------------------------------------------------------------
// What the staff write into one player's database beside the schedule: his call-up for a fixture
// and his season card. Nothing in them names another player.

/** Whether the saved call-up of a fixture includes the player. */
export type CallUpStatus = "convocado" | "no_convocado";
export const callUpStatusLabels: Record<CallUpStatus, string> = {
  convocado: "Convocado",
  no_convocado: "No convocado",
};

/** One player's call-up for one fixture (`convocatoria:<eventId>`), written only by the staff. */
export type CallUpNotice = {
  eventId: string;
  status: CallUpStatus;
  /** ISO time the coach saved the call-up. */
  publishedAt: string;
};

export const callUpDocId = (eventId: string) => `convocatoria:${eventId}`;

/** The call-up notice a document holds, or null when it is not a well-formed one. */
export function readCallUpNotice(doc: unknown): CallUpNotice | null {
  if (!isObject(doc) || doc.docType !== "convocatoria") return null;
  const { eventId, status, publishedAt } = doc;
  if (typeof eventId !== "string" || !EVENT_ID.test(eventId) || !eventId.startsWith("partido-"))
    return null;
  if (doc._id !== undefined && doc._id !== callUpDocId(eventId)) return null;
  if (status !== "convocado" && status !== "no_convocado") return null;
  if (typeof publishedAt !== "string" || Number.isNaN(Date.parse(publishedAt))) return null;
  return { eventId, status, publishedAt };
}

export const callUpDoc = (notice: CallUpNotice) => ({
  _id: callUpDocId(notice.eventId),
  docType: "convocatoria" as const,
  ...notice,
});

/** '2025-26', or '2026' for a team whose season is the calendar year. */
const SEASON = /^\d{4}(-\d{2})?$/;

/**
 * One player's season (`temporada:<season>`), written only by the staff from the same rules as
 * the coach's player page: real minutes from the one timeline, attendance of the held sessions.
 */
export type SeasonCard = {
  season: string;
  matches: number;
  starts: number;
  minutes: number;
  goals: number;
  assists: number;
  yellows: number;
  reds: number;
  /** Held sessions he was marked in, and those he was present at. */
  sessions: number;
  attended: number;
};

export const seasonCardFields = [
  "matches",
  "starts",
  "minutes",
  "goals",
  "assists",
  "yellows",
  "reds",
  "sessions",
  "attended",
] as const satisfies readonly (keyof SeasonCard)[];

export const seasonDocId = (season: string) => `temporada:${season}`;

const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

/** The season card a document holds, or null when it is not a well-formed one. */
export function readSeasonCard(doc: unknown): SeasonCard | null {
  if (!isObject(doc) || doc.docType !== "temporada") return null;
  const { season } = doc;
  if (typeof season !== "string" || !SEASON.test(season)) return null;
  if (doc._id !== undefined && doc._id !== seasonDocId(season)) return null;
  const card = { season } as SeasonCard;
  for (const k of seasonCardFields) {
    const v = doc[k];
    if (!isCount(v)) return null;
    card[k] = v;
  }
  if (card.starts > card.matches || card.attended > card.sessions) return null;
  return card;
}

export const seasonDoc = (card: SeasonCard) => ({
  _id: seasonDocId(card.season),
  docType: "temporada" as const,
  ...card,
});
