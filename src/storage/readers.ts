// Hand-written readers that give exactly what the zod schemas in schemas.ts give (a test feeds
// both thousands of damaged items and demands equal output), written out by hand for two
// reasons: every screen reads every list at start, and at 4,000 matches the generic schema walk
// cost more than all the rest of the first render (≈100 ms against ≈10 ms); and zod's engine
// no longer has to ship with the first page. schemas.ts stays the readable definition.
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

function setOptional(out: Obj, input: Obj, key: string, read: (v: unknown) => unknown) {
  if (key in input) out[key] = read(input[key]);
}

function lenientList<T>(v: unknown, read: Reader<T>): T[] {
  if (!Array.isArray(v)) return [];
  const out: T[] = [];
  for (const x of v) {
    const r = read(x);
    if (r !== REJECT) out.push(r);
  }
  return out;
}

function stringMap(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isObject(v)) return out;
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

function roleStats(v: Obj): RoleStats {
  const out = loose(v);
  out.matches = num(v.matches);
  out.goals = num(v.goals);
  out.assists = num(v.assists);
  out.yellowCards = num(v.yellowCards);
  out.redCards = num(v.redCards);
  out.minutesPlayed = num(v.minutesPlayed);
  return out as RoleStats;
}

function positions(v: unknown): Record<string, RoleStats> {
  const out: Record<string, RoleStats> = {};
  if (!isObject(v)) return out;
  for (const [k, val] of Object.entries(v)) {
    const stats = val ?? {};
    out[k] = isObject(stats) ? roleStats(stats) : emptyRoleStats();
  }
  return out;
}

function playerStats(v: unknown): Player["stats"] {
  const input = v ?? {};
  if (!isObject(input)) return { ...emptyRoleStats(), positions: {} };
  const out = roleStats(input) as Obj;
  out.positions = positions(input.positions);
  return out as Player["stats"];
}

const POSITIONS = ["Goalkeeper", "Defender", "Midfielder", "Forward"] as const;
const FEET = ["Right", "Left", "Both"] as const;

export const readPlayer: Reader<Player> = (v) => {
  if (!isObject(v)) return REJECT;
  const playerId = id(v.id);
  const name = requiredName(v.name);
  if (playerId === REJECT || name === REJECT) return REJECT;
  const out = loose(v);
  out.id = playerId;
  out.name = name;
  out.position = oneOf(v.position, POSITIONS, "Forward");
  out.number = num(v.number);
  setOptional(out, v, "height", optionalNum);
  setOptional(out, v, "weight", optionalNum);
  setOptional(out, v, "birthdate", optionalText);
  out.preferredFoot = oneOf(v.preferredFoot, FEET, "Right");
  setOptional(out, v, "photo", optionalText);
  out.stats = playerStats(v.stats);
  return out as Player;
};

function lines(v: unknown, fallback: readonly number[]): number[] {
  const list = Array.isArray(v)
    ? v.map((n) => Number(n)).filter((n) => Number.isInteger(n) && n >= 1)
    : [];
  return list.length > 0 ? list : [...fallback];
}

export const readFormation: Reader<Formation> = (v) => {
  if (!isObject(v)) return REJECT;
  const out = loose(v);
  out.name = text(v.name);
  out.type = text(v.type);
  out.gamesPlayed = num(v.gamesPlayed);
  out.defenderLines = lines(v.defenderLines, [4]);
  out.midfielderLines = lines(v.midfielderLines, [4]);
  out.forwardLines = lines(v.forwardLines, [2]);
  out.players = num(v.players, 11);
  out.roles = stringMap(v.roles);
  out.goalkeeper = num(v.goalkeeper, 1);
  for (const key of ["wins", "draws", "losses", "goalsFor", "goalsAgainst"] as const)
    out[key] = num(v[key]);
  out.shotsFor = num(v.shotsFor);
  out.shotsAgainst = num(v.shotsAgainst);
  return out as Formation;
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
  const out = loose(v);
  out.home = num(v.home);
  out.away = num(v.away);
  return out as { home: number; away: number };
}

const readRivalMatch: Reader<Rival["matches"][number]> = (v) => {
  if (!isObject(v)) return REJECT;
  const entryId = id(v.id);
  if (entryId === REJECT) return REJECT;
  const out = loose(v);
  out.id = entryId;
  out.date = text(v.date);
  out.score = score(v.score);
  out.formationUsed = text(v.formationUsed);
  return out as Rival["matches"][number];
};

const readString: Reader<string> = (v) => (typeof v === "string" ? v : REJECT);

export const readRival: Reader<Rival> = (v) => {
  if (!isObject(v)) return REJECT;
  const name = requiredName(v.name);
  if (name === REJECT) return REJECT;
  const out = loose(v);
  out.name = name;
  setOptional(out, v, "logo", optionalText);
  out.homeGround = text(v.homeGround);
  out.primaryColor = text(v.primaryColor);
  out.secondaryColor = text(v.secondaryColor);
  out.notes = lenientList(v.notes, readString);
  out.matchesPlayed = num(v.matchesPlayed);
  out.wins = num(v.wins);
  out.losses = num(v.losses);
  out.draws = num(v.draws);
  out.matchHistory = Array.isArray(v.matchHistory) ? [...v.matchHistory] : [];
  out.matches = lenientList(v.matches, readRivalMatch);
  return out as Rival;
};

/** {player, minute}, or the older {name, minute}. */
const readScorer: Reader<Match["scorers"][number]> = (v) => {
  if (!isObject(v)) return REJECT;
  if (typeof v.player === "string") {
    const out = loose(v);
    out.minute = num(v.minute);
    return out as Match["scorers"][number];
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
  return loose(v) as Match["cards"][number];
};

const readSub: Reader<Match["subs"][number]> = (v) => {
  if (!isObject(v)) return REJECT;
  const out = loose(v);
  out.playerOut = text(v.playerOut);
  out.playerIn = text(v.playerIn);
  out.minute = num(v.minute);
  return out as Match["subs"][number];
};

const LOCATIONS = ["home", "away"] as const;

export const readMatch: Reader<Match> = (v) => {
  if (!isObject(v)) return REJECT;
  const matchId = id(v.id);
  if (matchId === REJECT) return REJECT;
  const out = loose(v);
  out.id = matchId;
  out.date = text(v.date);
  out.rival = text(v.rival);
  out.opponent = text(v.opponent);
  out.location = oneOf(v.location, LOCATIONS, "home");
  out.score = score(v.score);
  out.scorers = lenientList(v.scorers, readScorer);
  out.assists = lenientList(v.assists, readAssist);
  out.formation = text(v.formation);
  out.formationUsed = text(v.formationUsed);
  out.formationPlayers = stringMap(v.formationPlayers);
  out.cards = lenientList(v.cards, readCard);
  out.subs = lenientList(v.subs, readSub);
  out.shotsFor = num(v.shotsFor);
  out.shotsAgainst = num(v.shotsAgainst);
  return out as Match;
};

export const readMatchPlan: Reader<MatchPlan> = (v) => {
  if (!isObject(v)) return REJECT;
  const planId = id(v.id);
  if (planId === REJECT) return REJECT;
  const out = loose(v);
  out.id = planId;
  out.rival = text(v.rival);
  out.formation = text(v.formation);
  out.lineup = stringMap(v.lineup);
  return out as MatchPlan;
};

const trimmedOr = (v: unknown, fallback: string) => {
  if (typeof v !== "string") return fallback;
  const s = v.trim();
  return s.length >= 1 ? s : fallback;
};

export const readAiSettingsValue: Reader<AiSettings> = (v) => {
  if (!isObject(v)) return REJECT;
  const out = loose(v);
  out.baseUrl = trimmedOr(v.baseUrl, defaultAiSettings.baseUrl);
  out.apiKey = typeof v.apiKey === "string" ? v.apiKey : "";
  out.model = trimmedOr(v.model, defaultAiSettings.model);
  return out as AiSettings;
};

export const listReaders = {
  players: readPlayer,
  matches: readMatch,
  formations: readFormation,
  rivals: readRival,
  matchPlans: readMatchPlan,
  savedInsights: readString,
} as const;
