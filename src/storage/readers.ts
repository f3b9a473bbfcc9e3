// The ONE definition of every stored shape (docs/storage.md). Each reader takes whatever
// JSON.parse gave and returns a value of the domain type, repairing field by field and keeping
// the fields it does not know. Each shape is a table of field readers checked by the compiler
// against the domain type (`Shape<T>`: one entry per field, each returning that field's type),
// so the type and its reader cannot drift apart. There is no second (zod) definition: a generic
// schema walk cost more than the whole first render at 4,000 matches.
//
// Repairs. Turning a value into the same value in its proper type ('10' → 10, 7 → '7', trimmed
// names) is a conversion, not damage. Anything else that changes a present value (a negative or
// non-numeric count, text cut to its limit, a line of 1,000,000 players, an unusable entry of a
// list) is a repair: it is counted, the list gets the damage banner, and the repository copies
// the stored text aside before anything overwrites it, so nothing the coach typed is lost.
// Items that need nothing come back as the very objects JSON.parse made (copy-on-write).
import type {
  AiSettings,
  Availability,
  Fixture,
  Card,
  Formation,
  FormationTotals,
  EventStamp,
  Match,
  MatchEvent,
  MatchShot,
  MatchPlan,
  Player,
  PlayerStats,
  Rival,
  RivalMatchEntry,
  RivalTotals,
  RoleStats,
  Score,
  Scorer,
  Substitution,
} from "../domain/records/types";
import { defaultAiSettings } from "../domain/records/types";
import { isFiniteNumber, isObject } from "../domain/records/guards";
import type { ListKey } from "../config/storage-keys";
import { LIMITS } from "./limits";

type Obj = Record<string, unknown>;
/** A reader returns the repaired item, or REJECT when the item has no identity. */
export const REJECT: unique symbol = Symbol("reject");
export type Reader<T> = (v: unknown, index: number) => T | typeof REJECT;

/** What each stored list holds, item by item. */
export type ListItems = {
  players: Player;
  matches: Match;
  formations: Formation;
  rivals: Rival;
  matchPlans: MatchPlan;
  savedInsights: string;
  fixtures: Fixture;
  availability: Availability;
};

// ---------------------------------------------------------------------------------------------
// Repair accounting

let repairs = 0;
/** Repairs counted since the last call (the caller reads one item, then asks). */
export function takeRepairs(): number {
  const n = repairs;
  repairs = 0;
  return n;
}
const repaired = () => {
  repairs++;
};

/** True when `output` is `input` in another type, with nothing lost. */
function isConversion(input: unknown, output: unknown): boolean {
  if (input === output) return true;
  if (typeof output === "number") return typeof input === "string" && Number(input) === output;
  if (typeof output === "string") {
    if (typeof input === "number") return String(input) === output;
    return typeof input === "string" && input.trim() === output;
  }
  return false;
}

const hasOwnProto = (v: object) => Object.prototype.hasOwnProperty.call(v, "__proto__");

/** The unknown fields, kept as they are (never an own `__proto__`). */
function loose(input: Obj): Obj {
  const out: Obj = {};
  for (const key of Object.keys(input)) if (key !== "__proto__") out[key] = input[key];
  return out;
}

/**
 * One field's reader. `nested`: the value is an object or list whose own reader counts its
 * repairs, so the field itself never counts one. `optional`: an absent field stays absent.
 */
type Field<T> = { read: (v: unknown) => T; nested?: boolean; optional?: boolean };
/** Every field of T, each with a reader of exactly its type. */
type Shape<T> = { [K in keyof T]-?: Field<T[K]> };

/** Reads `input` with `shape`, copying only when a field needs another value. */
function readShape<T>(input: Obj, shape: Shape<T>): T {
  let out: Obj | null = hasOwnProto(input) ? loose(input) : null;
  for (const key in shape) {
    const field = shape[key] as Field<unknown>;
    const present = key in input;
    if (!present && field.optional) continue;
    const before = present ? input[key] : undefined;
    const value = field.read(before);
    if (value === before && present) {
      if (out) out[key] = value;
      continue;
    }
    if (present && !field.nested && !(field.optional && before === null)) {
      if (!isConversion(before, value)) repaired();
    }
    out ??= loose(input);
    out[key] = value;
  }
  return (out ?? input) as T;
}

// ---------------------------------------------------------------------------------------------
// Field readers

const toNumber = (v: unknown) =>
  typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : v;

/** A counter, score, shot count or minute: finite and never negative (else 0, a repair). */
const count = (v: unknown): number => {
  const n = toNumber(v);
  return isFiniteNumber(n) && n >= 0 ? n : 0;
};
const countOr =
  (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  (v: unknown): number => {
    const n = toNumber(v);
    return isFiniteNumber(n) && n >= 0 ? Math.min(n, max) : fallback;
  };
/** An opening balance may be negative (see domain/records/types.ts); it only has to be finite. */
const signed = (v: unknown): number => {
  const n = toNumber(v);
  return isFiniteNumber(n) ? n : 0;
};
const optionalCount = (v: unknown): number | undefined => {
  const n = toNumber(v);
  return isFiniteNumber(n) && n >= 0 ? n : undefined;
};

const cut = (s: string, max: number) => (s.length > max ? s.slice(0, max) : s);
const textOf =
  (max: number, fallback = "") =>
  (v: unknown): string =>
    typeof v === "number" ? String(v) : typeof v === "string" ? cut(v, max) : fallback;
const optionalTextOf =
  (max: number) =>
  (v: unknown): string | undefined =>
    typeof v === "string" ? cut(v, max) : typeof v === "number" ? String(v) : undefined;

const text = textOf(LIMITS.shortText);
const optionalText = optionalTextOf(LIMITS.shortText);
const optionalUrl = optionalTextOf(LIMITS.url);

const idText = (v: unknown): string | typeof REJECT => {
  const s = typeof v === "number" && Number.isFinite(v) ? String(v) : v;
  return typeof s === "string" && s.length >= 1 ? cut(s, LIMITS.shortText) : REJECT;
};
const requiredName = (v: unknown): string | typeof REJECT => {
  if (typeof v !== "string") return REJECT;
  const s = v.trim();
  return s.length >= 1 ? cut(s, LIMITS.shortText) : REJECT;
};
const oneOf =
  <T extends string>(allowed: readonly T[], fallback: T) =>
  (v: unknown): T =>
    allowed.includes(v as T) ? (v as T) : fallback;

/** A list whose unusable entries are dropped (each a repair), at most `max` long. */
function lenientList<T>(v: unknown, read: (x: unknown) => T | typeof REJECT, max: number): T[] {
  if (!Array.isArray(v)) {
    if (v !== undefined && v !== null) repaired();
    return [];
  }
  // The same array while every item comes back as it was.
  let out: T[] | null = null;
  const n = Math.min(v.length, max);
  if (v.length > max) {
    repaired();
    out = [];
  }
  for (let i = 0; i < n; i++) {
    const x: unknown = v[i];
    const r = read(x);
    if (r === REJECT) repaired();
    if (out) {
      if (r !== REJECT) out.push(r);
    } else if (r !== x) {
      out = v.slice(0, i) as T[];
      if (r !== REJECT) out.push(r);
    }
  }
  return out ?? (v as T[]);
}
const listOf =
  <T>(read: (x: unknown) => T | typeof REJECT, max: number) =>
  (v: unknown) =>
    lenientList(v, read, max);

/** A map of texts ('Posición N' → name or id): numbers become text, anything else is dropped. */
function stringMap(v: unknown): Record<string, string> {
  if (!isObject(v)) {
    if (v !== undefined && v !== null) repaired();
    return {};
  }
  const keys = Object.keys(v);
  let clean = !hasOwnProto(v) && keys.length <= LIMITS.mapEntries;
  if (clean) {
    for (const key of keys) {
      const val = v[key];
      if (typeof val !== "string" || val.length > LIMITS.shortText) {
        clean = false;
        break;
      }
    }
  }
  if (clean) return v as Record<string, string>;
  const out: Record<string, string> = {};
  let kept = 0;
  for (const k of keys) {
    if (k === "__proto__") continue;
    const val = v[k];
    if (kept >= LIMITS.mapEntries) {
      repaired();
      break;
    }
    if (typeof val === "string") out[k] = cut(val, LIMITS.shortText);
    else if (typeof val === "number") out[k] = String(val);
    else {
      repaired();
      continue;
    }
    if (typeof val === "string" && val.length > LIMITS.shortText) repaired();
    kept++;
  }
  return out;
}
const optionalStringMap = (v: unknown): Record<string, string> | undefined =>
  v === undefined || v === null ? undefined : stringMap(v);

const readShortString = (v: unknown): string | typeof REJECT =>
  typeof v === "string" ? cut(v, LIMITS.shortText) : REJECT;

// ---------------------------------------------------------------------------------------------
// Players

/** Per-role figures, each read with `num`. */
const roleStatsShapeOf = (num: (v: unknown) => number): Shape<RoleStats> => ({
  matches: { read: num },
  goals: { read: num },
  assists: { read: num },
  yellowCards: { read: num },
  redCards: { read: num },
  minutesPlayed: { read: num },
});
const emptyRoleStats = (): RoleStats => ({
  matches: 0,
  goals: 0,
  assists: 0,
  yellowCards: 0,
  redCards: 0,
  minutesPlayed: 0,
});

function positionsOf(roleStatsShape: Shape<RoleStats>) {
  return (v: unknown): Record<string, RoleStats> => {
    if (!isObject(v)) {
      if (v !== undefined && v !== null) repaired();
      return {};
    }
    let out: Record<string, RoleStats> | null = hasOwnProto(v) ? {} : null;
    const keys = Object.keys(v);
    if (keys.length > LIMITS.mapEntries) {
      repaired();
      out = {};
    }
    const n = Math.min(keys.length, LIMITS.mapEntries);
    for (let i = 0; i < n; i++) {
      const k = keys[i]!;
      if (k === "__proto__") continue;
      const stats = v[k];
      let read: RoleStats;
      if (isObject(stats)) read = readShape(stats, roleStatsShape);
      else {
        if (stats !== undefined && stats !== null) repaired();
        read = emptyRoleStats();
      }
      if (!out && read !== v[k]) {
        out = {};
        for (let j = 0; j < i; j++) out[keys[j]!] = v[keys[j]!] as RoleStats;
      }
      if (out) out[k] = read;
    }
    return out ?? (v as Record<string, RoleStats>);
  };
}

function playerStatsOf(num: (v: unknown) => number) {
  const roleShape = roleStatsShapeOf(num);
  const shape: Shape<PlayerStats> = {
    ...roleShape,
    positions: { read: positionsOf(roleShape), nested: true },
  };
  return (v: unknown): PlayerStats => {
    if (isObject(v)) return readShape(v, shape);
    if (v !== undefined && v !== null) repaired();
    return { ...emptyRoleStats(), positions: {} };
  };
}
/**
 * Running totals are written by the one rule, opening balance + matches (domain/figures/figures.ts), and
 * an opening balance may be negative (stored counters below what the matches explain): editing
 * a match can leave a total below zero. That is the app's own value, not damage, so totals only
 * have to be finite; a restore then gives back exactly what was exported.
 */
const playerStats = playerStatsOf(signed);
const optionalPlayerStats = (v: unknown): PlayerStats | undefined =>
  v === undefined || v === null ? undefined : playerStats(v);

const POSITIONS = ["Goalkeeper", "Defender", "Midfielder", "Forward"] as const;
const FEET = ["Right", "Left", "Both"] as const;

const playerShape: Shape<Player> = {
  id: { read: (v) => v as string }, // checked before the shape is read
  name: { read: (v) => v as string }, // idem
  position: { read: oneOf(POSITIONS, "Forward") },
  number: { read: count },
  height: { read: optionalCount, optional: true },
  weight: { read: optionalCount, optional: true },
  birthdate: { read: optionalText, optional: true },
  preferredFoot: { read: oneOf(FEET, "Right") },
  photo: { read: optionalUrl, optional: true },
  stats: { read: playerStats, nested: true },
  openingStats: { read: optionalPlayerStats, nested: true, optional: true },
};

/** Sets the identity fields first (converted, never counted as repairs), then the shape. */
function withIdentity(v: Obj, fields: Obj): Obj {
  for (const key in fields) if (v[key] !== fields[key]) return { ...loose(v), ...fields };
  return v;
}

export const readPlayer: Reader<Player> = (v) => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  const name = requiredName(v.name);
  if (id === REJECT || name === REJECT) return REJECT;
  if (typeof v.name === "string" && v.name.trim().length > LIMITS.shortText) repaired();
  return readShape(withIdentity(v, { id, name }), playerShape);
};

// ---------------------------------------------------------------------------------------------
// Formations

/** Line counts of one group: 1–6 lines of 1–10 players (limits.ts). */
function lines(fallback: readonly number[]) {
  return (v: unknown): number[] => {
    const ok = (n: unknown) =>
      typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= LIMITS.playersPerLine;
    if (Array.isArray(v) && v.length > 0 && v.length <= LIMITS.linesPerGroup && v.every(ok))
      return v as number[];
    if (v === undefined) return [...fallback];
    const list = Array.isArray(v)
      ? v
          .slice(0, LIMITS.linesPerGroup)
          .map((n) => Number(toNumber(n)))
          .filter((n) => Number.isInteger(n) && n >= 1)
          .map((n) => Math.min(n, LIMITS.playersPerLine))
      : [];
    const lossless =
      Array.isArray(v) && list.length === v.length && v.every((n, i) => isConversion(n, list[i]));
    if (!lossless) repaired();
    return list.length > 0 ? list : [...fallback];
  };
}

const MAX_PLAYERS = 1 + 3 * LIMITS.linesPerGroup * LIMITS.playersPerLine;

const formationTotalsShape: Shape<FormationTotals> = {
  gamesPlayed: { read: signed },
  wins: { read: signed },
  draws: { read: signed },
  losses: { read: signed },
  goalsFor: { read: signed },
  goalsAgainst: { read: signed },
  shotsFor: { read: signed },
  shotsAgainst: { read: signed },
};
const optionalFormationTotals = (v: unknown): FormationTotals | undefined =>
  isObject(v) ? readShape(v, formationTotalsShape) : undefined;

// The spec names `players` and `goalkeeper` without a type. This app writes counts; data from
// elsewhere may hold a map of role to player name and the goalkeeper's role name. Both are
// valid and kept as stored (no repair, no banner), so the app's own backup restores them.
const readPlayerCount = countOr(11, MAX_PLAYERS);
const formationPlayers = (v: unknown): number | Record<string, string> => {
  if (isObject(v)) return stringMap(v);
  const n = readPlayerCount(v);
  if (v !== undefined && !isConversion(v, n)) repaired();
  return n;
};
const readGoalkeeperCount = countOr(1, 1);
const formationGoalkeeper = (v: unknown): number | string =>
  typeof v === "string" && toNumber(v) === v ? cut(v, LIMITS.shortText) : readGoalkeeperCount(v);

const formationShape: Shape<Formation> = {
  id: { read: (v) => v as string },
  name: { read: text },
  type: { read: text },
  gamesPlayed: { read: signed },
  defenderLines: { read: lines([4]), nested: true },
  midfielderLines: { read: lines([4]), nested: true },
  forwardLines: { read: lines([2]), nested: true },
  players: { read: formationPlayers, nested: true },
  roles: { read: stringMap, nested: true },
  goalkeeper: { read: formationGoalkeeper },
  wins: { read: signed },
  draws: { read: signed },
  losses: { read: signed },
  goalsFor: { read: signed },
  goalsAgainst: { read: signed },
  shotsFor: { read: signed },
  shotsAgainst: { read: signed },
  openingTotals: { read: optionalFormationTotals, nested: true, optional: true },
};

/**
 * The id of a formation or rival stored without one (the spec's shape has none). The startup
 * migration gives every such record a random id and stores it; until then (or for a record
 * another app adds later) the id follows the list position so it is the same on every read.
 */
export const positionalId = (kind: "formation" | "rival", index: number) => `${kind}-${index + 1}`;

export const readFormation: Reader<Formation> = (v, index) => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  return readShape(
    withIdentity(v, { id: id === REJECT ? positionalId("formation", index) : id }),
    formationShape,
  );
};

// ---------------------------------------------------------------------------------------------
// Rivals

const SCORE_TEXT = /^\s*(\d+)\s*[-–:]\s*(\d+)\s*$/;
const scoreShape: Shape<Score> = { home: { read: count }, away: { read: count } };

function score(v: unknown): Score {
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

const rivalEntryShape: Shape<RivalMatchEntry> = {
  id: { read: (v) => v as string },
  date: { read: text },
  score: { read: score, nested: true },
  formationUsed: { read: text },
};
const readRivalMatch = (v: unknown): RivalMatchEntry | typeof REJECT => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  if (id === REJECT) return REJECT;
  return readShape(withIdentity(v, { id }), rivalEntryShape);
};

const rivalTotalsShape: Shape<RivalTotals> = {
  matchesPlayed: { read: signed },
  wins: { read: signed },
  losses: { read: signed },
  draws: { read: signed },
};
const optionalRivalTotals = (v: unknown): RivalTotals | undefined =>
  isObject(v) ? readShape(v, rivalTotalsShape) : undefined;

const readNote = (v: unknown): string | typeof REJECT =>
  typeof v === "string" ? cut(v, LIMITS.note) : REJECT;
const noteList = (v: unknown): string[] => {
  // A note cut to its limit is a repair.
  const list = lenientList(v, readNote, LIMITS.notes);
  if (list !== v && Array.isArray(v) && list.length === v.length) {
    if (list.some((n, i) => n !== v[i])) repaired();
  }
  return list;
};

const rivalShape: Shape<Rival> = {
  id: { read: (v) => v as string },
  name: { read: (v) => v as string },
  logo: { read: optionalUrl, optional: true },
  homeGround: { read: text },
  primaryColor: { read: text },
  secondaryColor: { read: text },
  notes: { read: noteList, nested: true },
  matchesPlayed: { read: signed },
  wins: { read: signed },
  losses: { read: signed },
  draws: { read: signed },
  matchHistory: { read: (v) => (Array.isArray(v) ? v : []) },
  matches: { read: listOf(readRivalMatch, LIMITS.rivalEntries), nested: true },
  openingTotals: { read: optionalRivalTotals, nested: true, optional: true },
};

export const readRival: Reader<Rival> = (v, index) => {
  if (!isObject(v)) return REJECT;
  const name = requiredName(v.name);
  if (name === REJECT) return REJECT;
  const id = idText(v.id);
  return readShape(
    withIdentity(v, { id: id === REJECT ? positionalId("rival", index) : id, name }),
    rivalShape,
  );
};

// ---------------------------------------------------------------------------------------------
// Matches

const scorerShape: Shape<Scorer> = {
  player: { read: text },
  minute: { read: count },
  playerId: { read: optionalText, optional: true },
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

const CARD_TYPES = ["yellow", "red"] as const;
const cardShape: Shape<Card> = {
  player: { read: text },
  type: { read: oneOf(CARD_TYPES, "yellow") },
  playerId: { read: optionalText, optional: true },
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
  playerOutId: { read: optionalText, optional: true },
  playerInId: { read: optionalText, optional: true },
};
const readSub = (v: unknown): Substitution | typeof REJECT =>
  isObject(v) ? readShape(v, subShape) : REJECT;

const LOCATIONS = ["home", "away"] as const;
const events = LIMITS.eventsPerMatch;

// The live mode's extras: read leniently, an unusable entry is dropped.
const readMinute = (v: unknown): number | typeof REJECT => {
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
  id: { read: (v) => v as string },
  date: { read: text },
  rival: { read: text },
  opponent: { read: text },
  location: { read: oneOf(LOCATIONS, "home") },
  score: { read: score, nested: true },
  scorers: { read: listOf(readScorer, events), nested: true },
  assists: { read: listOf(readAssist, events), nested: true },
  formation: { read: text },
  formationUsed: { read: text },
  formationPlayers: { read: stringMap, nested: true },
  cards: { read: listOf(readCard, events), nested: true },
  subs: { read: listOf(readSub, events), nested: true },
  shotsFor: { read: count },
  shotsAgainst: { read: count },
  rivalId: { read: optionalText, optional: true },
  formationId: { read: optionalText, optional: true },
  formationPlayerIds: { read: optionalStringMap, nested: true, optional: true },
  assistIds: { read: listOf(readShortString, events), nested: true, optional: true },
  season: { read: optionalText, optional: true },
  competition: { read: optionalText, optional: true },
  periodMinutes: { read: optionalCount, optional: true },
  rivalGoalMinutes: { read: listOf(readMinute, events), nested: true, optional: true },
  shotsTimeline: { read: listOf(readShot, events), nested: true, optional: true },
  events: { read: listOf(readEvent, events), nested: true, optional: true },
  fixtureId: { read: optionalText, optional: true },
};

export const readMatch: Reader<Match> = (v) => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  if (id === REJECT) return REJECT;
  return readShape(withIdentity(v, { id }), matchShape);
};

const planShape: Shape<MatchPlan> = {
  id: { read: (v) => v as string },
  rival: { read: text },
  formation: { read: text },
  lineup: { read: stringMap, nested: true },
  rivalId: { read: optionalText, optional: true },
  formationId: { read: optionalText, optional: true },
  lineupIds: { read: optionalStringMap, nested: true, optional: true },
  fixtureId: { read: optionalText, optional: true },
};

export const readMatchPlan: Reader<MatchPlan> = (v) => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  if (id === REJECT) return REJECT;
  return readShape(withIdentity(v, { id }), planShape);
};

export const readSavedInsight: Reader<string> = (v) => {
  if (typeof v !== "string") return REJECT;
  if (v.length <= LIMITS.insight) return v;
  repaired();
  return v.slice(0, LIMITS.insight);
};

// ---------------------------------------------------------------------------------------------
// Fixtures and availability

const fixtureShape: Shape<Fixture> = {
  id: { read: (v) => v as string },
  rivalId: { read: text },
  rival: { read: text },
  date: { read: text },
  time: { read: text },
  location: { read: oneOf(LOCATIONS, "home") },
  competition: { read: text },
  venue: { read: text },
  planId: { read: optionalText, optional: true },
  matchId: { read: optionalText, optional: true },
  squadIds: { read: listOf(readShortString, LIMITS.squad), nested: true, optional: true },
};

export const readFixture: Reader<Fixture> = (v) => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  if (id === REJECT) return REJECT;
  return readShape(withIdentity(v, { id }), fixtureShape);
};

const AVAILABILITY_KINDS = ["injured", "suspended", "unavailable"] as const;
const availabilityShape: Shape<Availability> = {
  id: { read: (v) => v as string },
  playerId: { read: (v) => v as string },
  kind: { read: oneOf(AVAILABILITY_KINDS, "unavailable") },
  from: { read: text },
  until: { read: text },
  note: { read: textOf(LIMITS.note) },
  matches: { read: countOr(1, LIMITS.suspensionMatches), optional: true },
  competition: { read: optionalText, optional: true },
};

/** An absence without its id or its player's id cannot be tied to anybody: dropped. */
export const readAvailability: Reader<Availability> = (v) => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  const playerId = idText(v.playerId);
  if (id === REJECT || playerId === REJECT) return REJECT;
  return readShape(withIdentity(v, { id, playerId }), availabilityShape);
};

// ---------------------------------------------------------------------------------------------
// AI settings

const trimmedOr = (fallback: string) => (v: unknown) => {
  if (typeof v !== "string") return fallback;
  const s = v.trim();
  return s.length >= 1 ? cut(s, LIMITS.url) : fallback;
};

/**
 * The stored AI connection. `keyBaseUrl` is the base URL the key was typed for:
 * data without it binds the key to the stored base URL, as that is where it was being sent.
 */
export type StoredAiSettings = AiSettings & { keyBaseUrl: string };

const aiShape: Shape<AiSettings> = {
  baseUrl: { read: trimmedOr(defaultAiSettings.baseUrl) },
  apiKey: { read: (v) => (typeof v === "string" ? cut(v, LIMITS.url) : "") },
  model: { read: trimmedOr(defaultAiSettings.model) },
};

export const readAiSettingsValue: Reader<StoredAiSettings> = (v) => {
  if (!isObject(v)) return REJECT;
  const settings = readShape(v, aiShape);
  const keyBaseUrl = typeof v.keyBaseUrl === "string" ? v.keyBaseUrl.trim() : settings.baseUrl;
  return { ...settings, keyBaseUrl };
};

// ---------------------------------------------------------------------------------------------

export const listReaders: { [K in ListKey]: Reader<ListItems[K]> } = {
  players: readPlayer,
  matches: readMatch,
  formations: readFormation,
  rivals: readRival,
  matchPlans: readMatchPlan,
  savedInsights: readSavedInsight,
  fixtures: readFixture,
  availability: readAvailability,
};
