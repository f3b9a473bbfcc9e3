// A match (key `matches`, spec section 3): the type, its reader and field labels. The spec's
// names are labels; the `…Id` fields beside them are the links (docs/storage.md, Identity).
import type { DocFields } from "./doc-contract";
import type { Obj, Reader, Shape } from "./read";
import {
  REJECT,
  count,
  idText,
  listOf,
  loose,
  oneOf,
  optionalCount,
  optionalText,
  readShape,
  repaired,
  stringMap,
  text,
  cut,
  toNumber,
  withIdentity,
} from "./read";
import { isFiniteNumber, isObject } from "../base/guards";
import { LIMITS } from "../base/limits";
import type { FixtureId, FormationId, MatchId, PlayerId, RivalId } from "../base/ids";
import { optionalIdList, optionalIdMap, optionalIdOf } from "./read";

export type Score = {
  /** Our goals. */
  home: number;
  /** The rival's goals. */
  away: number;
};

export type MatchLocation = "home" | "away";

// Names are the spec's labels; the `…Id` fields beside them are the links.
// Data without ids (the original product's) is linked by name once, by a migration.
export type Scorer = { player: string; minute: number; playerId?: PlayerId };
export type CardType = "yellow" | "red";
/** `minute` is optional: the original product stored none. */
export type Card = { player: string; type: CardType; playerId?: PlayerId; minute?: number };
export type Substitution = {
  playerOut: string;
  playerIn: string;
  minute: number;
  playerOutId?: PlayerId;
  playerInId?: PlayerId;
};

export type Match = {
  id: MatchId;
  /** 'YYYY-MM-DD' */
  date: string;
  /** The rival's name. */
  rival: string;
  opponent: string;
  location: MatchLocation;
  score: Score;
  scorers: Scorer[];
  /** Player names, one entry per assist. */
  assists: string[];
  /** The formation's name. */
  formation: string;
  formationUsed: string;
  /** 'Posición N' → player name. */
  formationPlayers: Record<string, string>;
  cards: Card[];
  subs: Substitution[];
  shotsFor: number;
  shotsAgainst: number;
  /** Links beside the spec's names. */
  rivalId?: RivalId;
  formationId?: FormationId;
  /** 'Posición N' → player id, beside `formationPlayers`. */
  formationPlayerIds?: Record<string, PlayerId>;
  /** Player ids in the same order as `assists`. */
  assistIds?: PlayerId[];
  /** The goal each assist belongs to, in the same order as `assists`: its index in `scorers`,
   * or -1 when not known (assists stored before they were linked to their goal). */
  assistGoals?: number[];
  /** e.g. '2025-26'; derived from the date and the season's first month when saved. */
  season?: string;
  /** 'Liga', 'Copa', 'Amistoso' or the coach's own. */
  competition?: string;
  // Recorded live: extra fields for the analytics that need them. Absent on
  // matches entered with the form.
  /** Length of one half in minutes (45 by default; 40, 35, 30, 25 in youth football). */
  periodMinutes?: number;
  /** The rival's goals, one minute each (45+2' stored as 45, as the scorers' minutes). */
  rivalGoalMinutes?: number[];
  /** Every shot, ours and theirs, in the order they happened (goals included). */
  shotsTimeline?: MatchShot[];
  /**
   * The live event log, stored only by earlier versions when a live match was saved. No longer
   * written; still read so their data loads, and dropped when the match is edited in the form.
   */
  events?: MatchEvent[];
  /** The calendar fixture this match was played from. */
  fixtureId?: FixtureId;
};

/** One shot of a live match: `side` 'for' is ours. */
export type MatchShot = { side: "for" | "against"; minute: number; period: 1 | 2; goal: boolean };

/** When a live event happened: `minute` on the spec's scale, `added` past the period's end. */
export type EventStamp = { period: 1 | 2; minute: number; added: number };

/** One event of the live log. Players are ids of `players`. */
export type MatchEvent = EventStamp & { id: string } & (
    | { kind: "goal"; playerId?: string; assistId?: string }
    | { kind: "rivalGoal" }
    | { kind: "shot" }
    | { kind: "rivalShot" }
    | { kind: "card"; playerId: string; card: CardType }
    | { kind: "sub"; outId: string; inId: string }
    | { kind: "note"; text: string }
  );
export type MatchEventKind = MatchEvent["kind"];

export const matchLocations: readonly MatchLocation[] = ["home", "away"];
/** A full match on the spec's scale (a starter's minutes). */
export const FULL_MATCH_MINUTES = 90;

const SCORE_TEXT = /^\s*(\d+)\s*[-–:]\s*(\d+)\s*$/;
const scoreShape: Shape<Score> = { home: { read: count }, away: { read: count } };

export function readScore(v: unknown): Score {
  if (v === undefined) return { home: 0, away: 0 };
  // The original product may have kept a rival's match score as text such as '2-1'.
  if (typeof v === "string") {
    const m = SCORE_TEXT.exec(v);
    if (m) return { home: Number(m[1]), away: Number(m[2]) };
  }
  if (!isObject(v)) {
    repaired();
    return { home: 0, away: 0 };
  }
  return readShape(v, scoreShape);
}

const scorerShape: Shape<Scorer> = {
  player: { read: text },
  minute: { read: count },
  playerId: { read: optionalIdOf<PlayerId>(), optional: true },
};
/** {player, minute}, or the older {name, minute}. */
const readScorer = (v: unknown): Scorer | typeof REJECT => {
  if (!isObject(v)) return REJECT;
  if (typeof v.player === "string") return readShape(v, scorerShape);
  if (typeof v.name !== "string") return REJECT;
  const out = loose(v);
  delete out.name;
  out.player = v.name;
  return readShape(out, scorerShape);
};

const readAssist = (v: unknown): string | typeof REJECT =>
  typeof v === "string"
    ? cut(v, LIMITS.shortText)
    : isObject(v) && typeof v.player === "string"
      ? cut(v.player, LIMITS.shortText)
      : REJECT;

/** An index of `scorers`; anything else is an assist whose goal is not known. Never dropped:
 * the list runs beside `assists`. */
const readGoalIndex = (v: unknown): number =>
  Number.isInteger(v) && (v as number) >= 0 ? (v as number) : -1;

const CARD_TYPES = ["yellow", "red"] as const;
const cardShape: Shape<Card> = {
  player: { read: text },
  type: { read: oneOf(CARD_TYPES, "yellow") },
  playerId: { read: optionalIdOf<PlayerId>(), optional: true },
  minute: { read: optionalCount, optional: true },
};
const readCard = (v: unknown): Card | typeof REJECT => {
  if (!isObject(v) || typeof v.player !== "string") return REJECT;
  if (!CARD_TYPES.includes(v.type as "yellow")) return REJECT;
  return readShape(v, cardShape);
};

const subShape: Shape<Substitution> = {
  playerOut: { read: text },
  playerIn: { read: text },
  minute: { read: count },
  playerOutId: { read: optionalIdOf<PlayerId>(), optional: true },
  playerInId: { read: optionalIdOf<PlayerId>(), optional: true },
};
const readSub = (v: unknown): Substitution | typeof REJECT =>
  isObject(v) ? readShape(v, subShape) : REJECT;

const events = LIMITS.eventsPerMatch;

// The live mode's extras: read leniently, an unusable entry is dropped.
export const readMinute = (v: unknown): number | typeof REJECT => {
  const n = toNumber(v);
  return isFiniteNumber(n) && n >= 0 ? n : REJECT;
};
const PERIODS = [1, 2] as const;
const readStamp = (v: Obj): EventStamp | typeof REJECT => {
  const minute = readMinute(v.minute);
  if (minute === REJECT || !PERIODS.includes(v.period as 1)) return REJECT;
  const added = readMinute(v.added ?? 0);
  return { period: v.period as 1 | 2, minute, added: added === REJECT ? 0 : added };
};
const readShot = (v: unknown): MatchShot | typeof REJECT => {
  if (!isObject(v) || (v.side !== "for" && v.side !== "against")) return REJECT;
  const minute = readMinute(v.minute);
  if (minute === REJECT || !PERIODS.includes(v.period as 1)) return REJECT;
  return v.goal === true || v.goal === false
    ? (v as MatchShot)
    : { ...(v as MatchShot), goal: false };
};
const EVENT_KINDS = ["goal", "rivalGoal", "shot", "rivalShot", "card", "sub", "note"] as const;
const readEvent = (v: unknown): MatchEvent | typeof REJECT => {
  if (!isObject(v) || typeof v.id !== "string" || !EVENT_KINDS.includes(v.kind as "goal"))
    return REJECT;
  const stamp = readStamp(v);
  if (stamp === REJECT) return REJECT;
  const str = (x: unknown) => typeof x === "string" && x.length <= LIMITS.shortText;
  if (v.kind === "card" && (!str(v.playerId) || (v.card !== "yellow" && v.card !== "red")))
    return REJECT;
  if (v.kind === "sub" && (!str(v.outId) || !str(v.inId))) return REJECT;
  if (v.kind === "note" && typeof v.text !== "string") return REJECT;
  const same = stamp.minute === v.minute && stamp.added === v.added && stamp.period === v.period;
  return (same ? v : { ...v, ...stamp }) as MatchEvent;
};

const matchShape: Shape<Match> = {
  id: { read: (v) => v as MatchId },
  date: { read: text },
  rival: { read: text },
  opponent: { read: text },
  location: { read: oneOf(matchLocations, "home") },
  score: { read: readScore, nested: true },
  scorers: { read: listOf(readScorer, events), nested: true },
  assists: { read: listOf(readAssist, events), nested: true },
  formation: { read: text },
  formationUsed: { read: text },
  formationPlayers: { read: stringMap, nested: true },
  cards: { read: listOf(readCard, events), nested: true },
  subs: { read: listOf(readSub, events), nested: true },
  shotsFor: { read: count },
  shotsAgainst: { read: count },
  rivalId: { read: optionalIdOf<RivalId>(), optional: true },
  formationId: { read: optionalIdOf<FormationId>(), optional: true },
  formationPlayerIds: { read: optionalIdMap<PlayerId>(), nested: true, optional: true },
  assistIds: { read: optionalIdList<PlayerId>(events), nested: true, optional: true },
  assistGoals: { read: listOf(readGoalIndex, events), nested: true, optional: true },
  season: { read: optionalText, optional: true },
  competition: { read: optionalText, optional: true },
  periodMinutes: { read: optionalCount, optional: true },
  rivalGoalMinutes: { read: listOf(readMinute, events), nested: true, optional: true },
  shotsTimeline: { read: listOf(readShot, events), nested: true, optional: true },
  events: { read: listOf(readEvent, events), nested: true, optional: true },
  fixtureId: { read: optionalIdOf<FixtureId>(), optional: true },
};

export const readMatch: Reader<Match> = (v) => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  if (id === REJECT) return REJECT;
  return readShape(withIdentity(v, { id }), matchShape);
};

/** What the team database takes in this record's document (`match:…`; doc-contract.js). */
export const matchDoc = {
  id: "id",
  date: "text",
  rival: "text",
  opponent: "text",
  location: "text",
  score: "score",
  scorers: "list",
  assists: "list",
  formation: "text",
  formationUsed: "text",
  formationPlayers: "textMap",
  cards: "list",
  subs: "list",
  shotsFor: "amount",
  shotsAgainst: "amount",
  rivalId: "text",
  formationId: "text",
  formationPlayerIds: "textMap",
  assistIds: "list",
  assistGoals: "list",
  season: "text",
  competition: "text",
  periodMinutes: "amount",
  rivalGoalMinutes: "list",
  shotsTimeline: "list",
  events: "list",
  fixtureId: "text",
} satisfies DocFields<Match>;
