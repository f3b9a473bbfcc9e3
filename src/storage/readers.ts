// Hand-written readers that give exactly what the zod schemas in schemas.ts give (a test feeds
// both thousands of damaged items and demands equal output), written out by hand for two
// reasons: every screen reads every list at start, and at 4,000 matches the generic schema walk
// cost more than all the rest of the first render (≈100 ms against ≈10 ms); and zod's engine
// no longer has to ship with the first page. schemas.ts stays the readable definition.
// Items that need no repair come back as the very objects JSON.parse made (copy-on-write).
import type { Formation, Match, MatchPlan, Player, Rival, RoleStats } from "../domain/types";
import type { AiSettings } from "../domain/types";
import { defaultAiSettings } from "../domain/types";

type Obj = Record<string, unknown>;
/** A reader returns the repaired item, or REJECT when the item has no identity. */
export const REJECT: unique symbol = Symbol("reject");
type Reader<T> = (v: unknown) => T | typeof REJECT;

const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** The unknown fields, kept as they are (never an own `__proto__`, as zod does). */
function loose(input: Obj): Obj {
  const out: Obj = {};
  for (const key of Object.keys(input)) if (key !== "__proto__") out[key] = input[key];
  return out;
}

const hasOwnProto = (v: object) => Object.prototype.hasOwnProperty.call(v, "__proto__");

/**
 * Copy-on-write repair. Stored data is nearly always already right, so an item is handed back
 * as it is (no copy, no garbage) until a field needs another value; only then is it copied.
 */
class Draft {
  private out: Obj | null;
  constructor(private readonly input: Obj) {
    this.out = hasOwnProto(input) ? loose(input) : null;
  }
  set(key: string, value: unknown) {
    if (this.out) this.out[key] = value;
    else if (!(key in this.input) || this.input[key] !== value) {
      this.out = loose(this.input);
      this.out[key] = value;
    }
  }
  /** Like `set`, but an absent key stays absent (zod's optional fields). */
  setOptional(key: string, read: (v: unknown) => unknown) {
    if (key in this.input) this.set(key, read(this.input[key]));
  }
  result<T>(): T {
    return (this.out ?? this.input) as T;
  }
}

const toNumber = (v: unknown) =>
  typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : v;
const isFiniteNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

const num = (v: unknown, fallback = 0): number => {
  const n = toNumber(v);
  return isFiniteNumber(n) ? n : fallback;
};
/** An optional number: absent stays absent; present but unusable becomes undefined. */
const optionalNum = (v: unknown): number | undefined => {
  const n = toNumber(v);
  return isFiniteNumber(n) ? n : undefined;
};
const text = (v: unknown, fallback = ""): string =>
  typeof v === "number" ? String(v) : typeof v === "string" ? v : fallback;
const optionalText = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const id = (v: unknown): string | typeof REJECT => {
  const s = typeof v === "number" ? String(v) : v;
  return typeof s === "string" && s.length >= 1 ? s : REJECT;
};
const requiredName = (v: unknown): string | typeof REJECT => {
  if (typeof v !== "string") return REJECT;
  const s = v.trim();
  return s.length >= 1 ? s : REJECT;
};
const oneOf = <T extends string>(v: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(v as T) ? (v as T) : fallback;

function lenientList<T>(v: unknown, read: Reader<T>): T[] {
  if (!Array.isArray(v)) return [];
  // The same array while every item comes back as it was.
  let out: T[] | null = null;
  for (let i = 0; i < v.length; i++) {
    const x: unknown = v[i];
    const r = read(x);
    if (out) {
      if (r !== REJECT) out.push(r);
    } else if (r !== x) {
      out = v.slice(0, i) as T[];
      if (r !== REJECT) out.push(r);
    }
  }
  return out ?? (v as T[]);
}

function stringMap(v: unknown): Record<string, string> {
  if (!isObject(v)) return {};
  let clean = !hasOwnProto(v);
  for (const key in v) if (typeof v[key] !== "string") clean = false;
  if (clean) return v as Record<string, string>;
  const out: Record<string, string> = {};
  for (const [k, val] of Object.entries(v)) {
    if (typeof val === "string") out[k] = val;
    else if (typeof val === "number") out[k] = String(val);
  }
  return out;
}

const emptyRoleStats = (): RoleStats => ({
  matches: 0,
  goals: 0,
  assists: 0,
  yellowCards: 0,
  redCards: 0,
  minutesPlayed: 0,
});

const ROLE_COUNTERS = [
  "matches",
  "goals",
  "assists",
  "yellowCards",
  "redCards",
  "minutesPlayed",
] as const;

function roleStats(v: Obj): RoleStats {
  const d = new Draft(v);
  for (const key of ROLE_COUNTERS) d.set(key, num(v[key]));
  return d.result();
}

function positions(v: unknown): Record<string, RoleStats> {
  if (!isObject(v)) return {};
  let out: Record<string, RoleStats> | null = hasOwnProto(v) ? {} : null;
  const keys = Object.keys(v);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const stats = v[k] ?? {};
    const read = isObject(stats) ? roleStats(stats) : emptyRoleStats();
    if (!out && read !== v[k]) {
      out = {};
      for (let j = 0; j < i; j++) out[keys[j]!] = v[keys[j]!] as RoleStats;
    }
    if (out) out[k] = read;
  }
  return out ?? (v as Record<string, RoleStats>);
}

function playerStats(v: unknown): Player["stats"] {
  const input = v ?? {};
  if (!isObject(input)) return { ...emptyRoleStats(), positions: {} };
  const d = new Draft(input);
  for (const key of ROLE_COUNTERS) d.set(key, num(input[key]));
  d.set("positions", positions(input.positions));
  return d.result();
}

const POSITIONS = ["Goalkeeper", "Defender", "Midfielder", "Forward"] as const;
const FEET = ["Right", "Left", "Both"] as const;

export const readPlayer: Reader<Player> = (v) => {
  if (!isObject(v)) return REJECT;
  const playerId = id(v.id);
  const name = requiredName(v.name);
  if (playerId === REJECT || name === REJECT) return REJECT;
  const out = new Draft(v);
  out.set("id", playerId);
  out.set("name", name);
  out.set("position", oneOf(v.position, POSITIONS, "Forward"));
  out.set("number", num(v.number));
  out.setOptional("height", optionalNum);
  out.setOptional("weight", optionalNum);
  out.setOptional("birthdate", optionalText);
  out.set("preferredFoot", oneOf(v.preferredFoot, FEET, "Right"));
  out.setOptional("photo", optionalText);
  out.set("stats", playerStats(v.stats));
  return out.result<Player>();
};

function lines(v: unknown, fallback: readonly number[]): number[] {
  const isCount = (n: unknown) => typeof n === "number" && Number.isInteger(n) && n >= 1;
  if (Array.isArray(v) && v.length > 0 && v.every(isCount)) return v as number[];
  const list = Array.isArray(v)
    ? v.map((n) => Number(n)).filter((n) => Number.isInteger(n) && n >= 1)
    : [];
  return list.length > 0 ? list : [...fallback];
}

export const readFormation: Reader<Formation> = (v) => {
  if (!isObject(v)) return REJECT;
  const out = new Draft(v);
  out.set("name", text(v.name));
  out.set("type", text(v.type));
  out.set("gamesPlayed", num(v.gamesPlayed));
  out.set("defenderLines", lines(v.defenderLines, [4]));
  out.set("midfielderLines", lines(v.midfielderLines, [4]));
  out.set("forwardLines", lines(v.forwardLines, [2]));
  out.set("players", num(v.players, 11));
  out.set("roles", stringMap(v.roles));
  out.set("goalkeeper", num(v.goalkeeper, 1));
  for (const key of ["wins", "draws", "losses", "goalsFor", "goalsAgainst"] as const)
    out.set(key, num(v[key]));
  out.set("shotsFor", num(v.shotsFor));
  out.set("shotsAgainst", num(v.shotsAgainst));
  return out.result<Formation>();
};

const SCORE_TEXT = /^\s*(\d+)\s*[-–:]\s*(\d+)\s*$/;

function score(v: unknown): { home: number; away: number } {
  if (v === undefined) return { home: 0, away: 0 };
  // The original product may have kept a rival's match score as text such as '2-1'.
  if (typeof v === "string") {
    const m = SCORE_TEXT.exec(v);
    if (m) return { home: Number(m[1]), away: Number(m[2]) };
  }
  if (!isObject(v)) return { home: 0, away: 0 };
  const out = new Draft(v);
  out.set("home", num(v.home));
  out.set("away", num(v.away));
  return out.result<{ home: number; away: number }>();
}

const readRivalMatch: Reader<Rival["matches"][number]> = (v) => {
  if (!isObject(v)) return REJECT;
  const entryId = id(v.id);
  if (entryId === REJECT) return REJECT;
  const out = new Draft(v);
  out.set("id", entryId);
  out.set("date", text(v.date));
  out.set("score", score(v.score));
  out.set("formationUsed", text(v.formationUsed));
  return out.result<Rival["matches"][number]>();
};

const readString: Reader<string> = (v) => (typeof v === "string" ? v : REJECT);

export const readRival: Reader<Rival> = (v) => {
  if (!isObject(v)) return REJECT;
  const name = requiredName(v.name);
  if (name === REJECT) return REJECT;
  const out = new Draft(v);
  out.set("name", name);
  out.setOptional("logo", optionalText);
  out.set("homeGround", text(v.homeGround));
  out.set("primaryColor", text(v.primaryColor));
  out.set("secondaryColor", text(v.secondaryColor));
  out.set("notes", lenientList(v.notes, readString));
  out.set("matchesPlayed", num(v.matchesPlayed));
  out.set("wins", num(v.wins));
  out.set("losses", num(v.losses));
  out.set("draws", num(v.draws));
  out.set("matchHistory", Array.isArray(v.matchHistory) ? v.matchHistory : []);
  out.set("matches", lenientList(v.matches, readRivalMatch));
  return out.result<Rival>();
};

/** {player, minute}, or the older {name, minute}. */
const readScorer: Reader<Match["scorers"][number]> = (v) => {
  if (!isObject(v)) return REJECT;
  if (typeof v.player === "string") {
    const out = new Draft(v);
    out.set("minute", num(v.minute));
    return out.result();
  }
  if (typeof v.name !== "string") return REJECT;
  const out = loose(v);
  delete out.name;
  out.minute = num(v.minute);
  out.player = v.name;
  return out as Match["scorers"][number];
};

const readAssist: Reader<string> = (v) =>
  typeof v === "string" ? v : isObject(v) && typeof v.player === "string" ? v.player : REJECT;

const CARD_TYPES = ["yellow", "red"] as const;
const readCard: Reader<Match["cards"][number]> = (v) => {
  if (!isObject(v) || typeof v.player !== "string") return REJECT;
  if (!CARD_TYPES.includes(v.type as "yellow")) return REJECT;
  return (hasOwnProto(v) ? loose(v) : v) as Match["cards"][number];
};

const readSub: Reader<Match["subs"][number]> = (v) => {
  if (!isObject(v)) return REJECT;
  const out = new Draft(v);
  out.set("playerOut", text(v.playerOut));
  out.set("playerIn", text(v.playerIn));
  out.set("minute", num(v.minute));
  return out.result<Match["subs"][number]>();
};

const LOCATIONS = ["home", "away"] as const;

export const readMatch: Reader<Match> = (v) => {
  if (!isObject(v)) return REJECT;
  const matchId = id(v.id);
  if (matchId === REJECT) return REJECT;
  const out = new Draft(v);
  out.set("id", matchId);
  out.set("date", text(v.date));
  out.set("rival", text(v.rival));
  out.set("opponent", text(v.opponent));
  out.set("location", oneOf(v.location, LOCATIONS, "home"));
  out.set("score", score(v.score));
  out.set("scorers", lenientList(v.scorers, readScorer));
  out.set("assists", lenientList(v.assists, readAssist));
  out.set("formation", text(v.formation));
  out.set("formationUsed", text(v.formationUsed));
  out.set("formationPlayers", stringMap(v.formationPlayers));
  out.set("cards", lenientList(v.cards, readCard));
  out.set("subs", lenientList(v.subs, readSub));
  out.set("shotsFor", num(v.shotsFor));
  out.set("shotsAgainst", num(v.shotsAgainst));
  return out.result<Match>();
};

export const readMatchPlan: Reader<MatchPlan> = (v) => {
  if (!isObject(v)) return REJECT;
  const planId = id(v.id);
  if (planId === REJECT) return REJECT;
  const out = new Draft(v);
  out.set("id", planId);
  out.set("rival", text(v.rival));
  out.set("formation", text(v.formation));
  out.set("lineup", stringMap(v.lineup));
  return out.result<MatchPlan>();
};

const trimmedOr = (v: unknown, fallback: string) => {
  if (typeof v !== "string") return fallback;
  const s = v.trim();
  return s.length >= 1 ? s : fallback;
};

export const readAiSettingsValue: Reader<AiSettings> = (v) => {
  if (!isObject(v)) return REJECT;
  const out = new Draft(v);
  out.set("baseUrl", trimmedOr(v.baseUrl, defaultAiSettings.baseUrl));
  out.set("apiKey", typeof v.apiKey === "string" ? v.apiKey : "");
  out.set("model", trimmedOr(v.model, defaultAiSettings.model));
  return out.result<AiSettings>();
};

export const listReaders = {
  players: readPlayer,
  matches: readMatch,
  formations: readFormation,
  rivals: readRival,
  matchPlans: readMatchPlan,
  savedInsights: readString,
} as const;
