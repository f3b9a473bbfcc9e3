// Each player's own database (`<team database>_jugador_<hex of his user name>`): what the coach
// publishes to him and what he (or a guardian of his) answers. CouchDB cannot hide a document of a
// database from its members, so a player is a member of his own database only: nothing of a
// teammate is ever written there (his reason above all), and nothing of the staff's but the
// schedule, his call-up, his season card and, when the team allows it, who goes. The write rules
// (scripts/team-create.mjs, `_design/jugador`) are built from the tables of this module
// (`PLAYER_DOC_RULES`, the patterns), so the server and these readers check the same shapes.
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

const hex = (text: string) =>
  Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * A player's own database: the hex of his user name's UTF-8 bytes, as CouchDB's couch_peruser
 * names `userdb-<hex>` (a user name may hold '.', which a database name may not).
 */
export const playerDbName = (teamDb: string, user: string) => `${teamDb}_jugador_${hex(user)}`;

const PLAYER_DB = /^([a-z][a-z0-9_$()+/-]*)_jugador_((?:[0-9a-f]{2})+)$/;

/** The team and the player a player's database belongs to, or null for any other name. */
export function readPlayerDbName(name: string): { teamDb: string; user: string } | null {
  const m = PLAYER_DB.exec(name);
  if (!m) return null;
  const bytes = Uint8Array.from(m[2]!.match(/../g)!, (h) => parseInt(h, 16));
  let user: string;
  try {
    user = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return isPlayerUser(user) && playerDbName(m[1]!, user) === name ? { teamDb: m[1]!, user } : null;
}

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
  /** Where to meet ('Citación'), '' when it is the ground. Read as '' when absent. */
  meetPlace?: string;
  /** 'Local' (true), 'Visitante' (false), not said (null). Read as null when absent. */
  home?: boolean | null;
  /** Notes for the players (kit, transport), '' when none. Read as '' when absent. */
  notes?: string;
  /** Answer before this ISO date-time ('' when no deadline). Read as '' when absent. */
  answerBy?: string;
};

/** One player's reply to one event (`respuesta:<user>:<eventId>`), written by him or a guardian. */
export type Reply = {
  /** The player the answer is for (his database's owner). */
  user: string;
  eventId: string;
  answer: ReplyAnswer;
  /** Only with 'No voy' or 'Duda' ('' when none was given). */
  reason: string;
  /** ISO time of the answer, from the player's device. */
  answeredAt: string;
  /** The account that answered: the player's own or a guardian's. Read as `user` when absent. */
  by?: string;
};

/** Whether the coach has called the player up for a fixture (`convocatoria:<eventId>`). */
export type CallUpStatus = "convocado" | "no_convocado";
export type CallUpNotice = { eventId: string; status: CallUpStatus; publishedAt: string };

/** The player's own season (`temporada:<season>`): real minutes from the one timeline. */
export type SeasonCard = {
  season: string;
  matches: number;
  starts: number;
  minutes: number;
  goals: number;
  assists: number;
  yellows: number;
  reds: number;
  /** Training sessions with attendance taken, and those he attended. */
  sessions: number;
  attended: number;
};
export const SEASON_CARD_NUMBERS = [
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

/** Who goes (`quien-va:<eventId>`): names and answers, never a reason. Only while the team allows it. */
export type WhoGoes = { eventId: string; answers: { name: string; answer: ReplyAnswer }[] };

/**
 * The accounts that answer for him (`familia:<his user>`), as the staff names them, so his phone
 * says 'Respondió su madre' and not an account name.
 */
export type Family = {
  player: string;
  guardians: { user: string; name: string; relation: string }[];
};

export const eventIdOfFixture = (fixtureId: string) => `partido-${fixtureId}`;
export const eventIdOfSession = (sessionId: string) => `entrenamiento-${sessionId}`;
export const scheduleDocId = (eventId: string) => `evento:${eventId}`;
export const replyDocId = (user: string, eventId: string) => `respuesta:${user}:${eventId}`;
export const callUpDocId = (eventId: string) => `convocatoria:${eventId}`;
export const seasonDocId = (season: string) => `temporada:${season}`;
export const whoGoesDocId = (eventId: string) => `quien-va:${eventId}`;
export const familyDocId = (player: string) => `familia:${player}`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(\d{2}:\d{2})?$/;
const EVENT_ID = /^(partido|entrenamiento)-[^:\s]{1,190}$/;
const SEASON = /^\d{4}(-\d{2})?$/;

/**
 * What may be written in a player's database, by whom, with which fields: the server's rule
 * (scripts/team-create.mjs reads this literal: keep it literals only) and the readers below.
 * `staff` documents are the coach's, `player` ones his or a guardian's. No document carries a
 * field not listed here, nor any attachment.
 */
export const PLAYER_DOC_RULES = {
  evento: {
    by: "staff",
    fields: [
      "docType",
      "eventId",
      "kind",
      "date",
      "time",
      "meetTime",
      "place",
      "title",
      "cancelled",
      "meetPlace",
      "home",
      "notes",
      "answerBy",
    ],
  },
  convocatoria: { by: "staff", fields: ["docType", "eventId", "status", "publishedAt"] },
  temporada: {
    by: "staff",
    fields: [
      "docType",
      "season",
      "matches",
      "starts",
      "minutes",
      "goals",
      "assists",
      "yellows",
      "reds",
      "sessions",
      "attended",
    ],
  },
  "quien-va": { by: "staff", fields: ["docType", "eventId", "answers"] },
  familia: { by: "staff", fields: ["docType", "player", "guardians"] },
  respuesta: {
    by: "player",
    fields: ["docType", "user", "eventId", "answer", "reason", "answeredAt", "by"],
  },
} as const;
export type PlayerDocType = keyof typeof PLAYER_DOC_RULES;

/** The largest figure a season card carries (minutes of a season are far below). */
export const SEASON_NUMBER_MAX = 1_000_000;

/**
 * Whether the replies database's rule takes this event id: no space, no colon, at most 190
 * characters after the kind (a fixture's id from an import or an older version may break it).
 */
export const isEventId = (eventId: string) => EVENT_ID.test(eventId);
const isShort = (v: unknown, max: number = LIMITS.shortText): v is string =>
  typeof v === "string" && v.length <= max;
const isIsoTime = (v: unknown): v is string =>
  typeof v === "string" && v.length <= 40 && !Number.isNaN(Date.parse(v));

/** Only the fields the rule lists, and no attachment: anything else is not this app's document. */
function known(doc: Record<string, unknown>, type: PlayerDocType): boolean {
  const fields: readonly string[] = PLAYER_DOC_RULES[type].fields;
  if (doc.docType !== type || doc._attachments !== undefined) return false;
  return Object.keys(doc).every((k) => k.startsWith("_") || fields.includes(k));
}

/** The schedule event a document holds, or null when it is not one this app wrote. */
export function readScheduleEvent(doc: unknown): Required<ScheduleEvent> | null {
  if (!isObject(doc) || !known(doc, "evento")) return null;
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
  if (notes !== undefined && !isShort(notes, LIMITS.shortText * 2)) return null;
  if (answerBy !== undefined && answerBy !== "" && !isIsoTime(answerBy)) return null;
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
    home: home ?? null,
    notes: notes ?? "",
    answerBy: answerBy ?? "",
  };
}

/** An event with every field said: what the reader gives and the document holds. */
export const fullEvent = (e: ScheduleEvent): Required<ScheduleEvent> => ({
  ...e,
  meetPlace: e.meetPlace ?? "",
  home: e.home ?? null,
  notes: e.notes ?? "",
  answerBy: e.answerBy ?? "",
});

/** The document that publishes an event. */
export const scheduleDoc = (event: ScheduleEvent) => ({
  _id: scheduleDocId(event.eventId),
  docType: "evento" as const,
  ...fullEvent(event),
});

/** The reply a document holds, or null when it is not a well-formed reply. */
export function readReply(doc: unknown): Reply | null {
  if (!isObject(doc) || !known(doc, "respuesta")) return null;
  const { user, eventId, answer, reason, answeredAt, by } = doc;
  if (!isPlayerUser(user)) return null;
  if (typeof eventId !== "string" || !EVENT_ID.test(eventId)) return null;
  if (doc._id !== undefined && doc._id !== replyDocId(user, eventId)) return null;
  if (answer !== "voy" && answer !== "no_voy" && answer !== "duda") return null;
  if (reason !== undefined && !isShort(reason, REPLY_REASON_MAX)) return null;
  if (!isIsoTime(answeredAt)) return null;
  if (by !== undefined && !isPlayerUser(by)) return null;
  return {
    user,
    eventId,
    answer,
    reason: answer === "voy" ? "" : (reason ?? ""),
    answeredAt,
    by: by ?? user,
  };
}

/** The document that stores a reply (`by`: who answered, the player himself unless said). */
export const replyDoc = (reply: Reply) => ({
  _id: replyDocId(reply.user, reply.eventId),
  docType: "respuesta" as const,
  ...reply,
  by: reply.by ?? reply.user,
});

/** The call-up notice a document holds, or null. */
export function readCallUpNotice(doc: unknown): CallUpNotice | null {
  if (!isObject(doc) || !known(doc, "convocatoria")) return null;
  const { eventId, status, publishedAt } = doc;
  if (typeof eventId !== "string" || !EVENT_ID.test(eventId) || !eventId.startsWith("partido-"))
    return null;
  if (doc._id !== undefined && doc._id !== callUpDocId(eventId)) return null;
  if (status !== "convocado" && status !== "no_convocado") return null;
  if (!isIsoTime(publishedAt)) return null;
  return { eventId, status, publishedAt };
}

export const callUpNoticeDoc = (notice: CallUpNotice) => ({
  _id: callUpDocId(notice.eventId),
  docType: "convocatoria" as const,
  ...notice,
});

const isCount = (v: unknown): v is number =>
  typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= SEASON_NUMBER_MAX;

/** The season card a document holds, or null. */
export function readSeasonCard(doc: unknown): SeasonCard | null {
  if (!isObject(doc) || !known(doc, "temporada")) return null;
  const { season } = doc;
  if (typeof season !== "string" || !SEASON.test(season)) return null;
  if (doc._id !== undefined && doc._id !== seasonDocId(season)) return null;
  const card: Partial<SeasonCard> = { season };
  for (const k of SEASON_CARD_NUMBERS) {
    const v = doc[k];
    if (!isCount(v)) return null;
    card[k] = v;
  }
  return card as SeasonCard;
}

export const seasonCardDoc = (card: SeasonCard) => ({
  _id: seasonDocId(card.season),
  docType: "temporada" as const,
  ...card,
});

/** Who goes, as a document holds it (names and answers only), or null. */
export function readWhoGoes(doc: unknown): WhoGoes | null {
  if (!isObject(doc) || !known(doc, "quien-va")) return null;
  const { eventId, answers } = doc;
  if (typeof eventId !== "string" || !EVENT_ID.test(eventId)) return null;
  if (doc._id !== undefined && doc._id !== whoGoesDocId(eventId)) return null;
  if (!Array.isArray(answers) || answers.length > LIMITS.squad) return null;
  const out: WhoGoes["answers"] = [];
  for (const a of answers as unknown[]) {
    if (!isObject(a) || Object.keys(a).some((k) => k !== "name" && k !== "answer")) return null;
    if (!isShort(a.name) || a.name.trim() === "") return null;
    if (a.answer !== "voy" && a.answer !== "no_voy" && a.answer !== "duda") return null;
    out.push({ name: a.name, answer: a.answer });
  }
  return { eventId, answers: out };
}

export const whoGoesDoc = (who: WhoGoes) => ({
  _id: whoGoesDocId(who.eventId),
  docType: "quien-va" as const,
  ...who,
});

/** His guardians as a document holds them (account, name and relation only), or null. */
export function readFamily(doc: unknown): Family | null {
  if (!isObject(doc) || !known(doc, "familia")) return null;
  const { player, guardians } = doc;
  if (!isPlayerUser(player)) return null;
  if (doc._id !== undefined && doc._id !== familyDocId(player)) return null;
  if (!Array.isArray(guardians) || guardians.length > LIMITS.squad) return null;
  const out: Family["guardians"] = [];
  for (const g of guardians as unknown[]) {
    if (!isObject(g) || Object.keys(g).some((k) => !["user", "name", "relation"].includes(k)))
      return null;
    const { user, name, relation } = g;
    if (!isPlayerUser(user)) return null;
    if (!isShort(name) || name.trim() === "" || !isShort(relation) || relation.trim() === "")
      return null;
    out.push({ user, name, relation });
  }
  return { player, guardians: out };
}

export const familyDoc = (family: Family) => ({
  _id: familyDocId(family.player),
  docType: "familia" as const,
  ...family,
});
