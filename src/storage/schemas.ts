// What comes out of localStorage is untrusted. Each schema repairs what it can field by field
// (a bad or missing value becomes its default) and keeps fields we do not know (looseObject),
// so data written by the original product or a newer version survives a write. Only an item
// without its identity (a player without a name, a match without an id...) is rejected.
import { z } from "zod";
import type {
  AiSettings,
  Formation,
  Match,
  MatchPlan,
  Player,
  Rival,
  SavedInsight,
} from "../domain/types";
import { defaultAiSettings } from "../domain/types";

const toNumber = (v: unknown) => {
  if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v);
  return v;
};

/** A finite number (numeric strings accepted); anything else becomes `fallback`. */
const num = (fallback = 0) => z.preprocess(toNumber, z.number().finite()).catch(fallback);
const optionalNum = () => z.preprocess(toNumber, z.number().finite().optional()).catch(undefined);
const text = (fallback = "") =>
  z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string()).catch(fallback);
const optionalText = () =>
  z.preprocess((v) => (v === null ? undefined : v), z.string().optional()).catch(undefined);
/** An id: strings as they are, numbers as text. */
const id = z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string().min(1));

/** A list whose unusable entries are dropped instead of failing the whole item. */
function lenientArray<T extends z.ZodType>(item: T) {
  return z
    .unknown()
    .transform((v) => (Array.isArray(v) ? v : []))
    .transform((arr) =>
      arr.flatMap((x) => {
        const r = item.safeParse(x);
        return r.success ? [r.data as z.output<T>] : [];
      }),
    )
    .default([]);
}

const stringMap = z
  .unknown()
  .transform((v): Record<string, string> => {
    if (!v || typeof v !== "object" || Array.isArray(v)) return {};
    const out: Record<string, string> = {};
    for (const [k, val] of Object.entries(v)) {
      if (typeof val === "string") out[k] = val;
      else if (typeof val === "number") out[k] = String(val);
    }
    return out;
  })
  .default({});

export const roleStatsSchema = z.looseObject({
  matches: num(),
  goals: num(),
  assists: num(),
  yellowCards: num(),
  redCards: num(),
  minutesPlayed: num(),
});

const emptyRoleStats = {
  matches: 0,
  goals: 0,
  assists: 0,
  yellowCards: 0,
  redCards: 0,
  minutesPlayed: 0,
};

const positionsMap = z
  .unknown()
  .transform((v) => {
    if (!v || typeof v !== "object" || Array.isArray(v)) return {};
    const out: Record<string, z.output<typeof roleStatsSchema>> = {};
    for (const [k, val] of Object.entries(v)) {
      const r = roleStatsSchema.safeParse(val ?? {});
      out[k] = r.success ? r.data : { ...emptyRoleStats };
    }
    return out;
  })
  .default({});

export const playerStatsSchema = z.looseObject({
  goals: num(),
  assists: num(),
  matches: num(),
  minutesPlayed: num(),
  yellowCards: num(),
  redCards: num(),
  positions: positionsMap,
});

const emptyStats = { ...emptyRoleStats, positions: {} };

export const playerSchema = z.looseObject({
  id,
  name: z.string().trim().min(1),
  position: z.enum(["Goalkeeper", "Defender", "Midfielder", "Forward"]).catch("Forward"),
  number: num(0),
  height: optionalNum(),
  weight: optionalNum(),
  birthdate: optionalText(),
  preferredFoot: z.enum(["Right", "Left", "Both"]).catch("Right"),
  photo: optionalText(),
  stats: z
    .unknown()
    .transform((v) => {
      const r = playerStatsSchema.safeParse(v ?? {});
      return r.success ? r.data : { ...emptyStats };
    })
    .default(() => ({ ...emptyStats })),
});

const lines = (fallback: number[]) =>
  z
    .unknown()
    .transform((v) =>
      Array.isArray(v) ? v.map((n) => Number(n)).filter((n) => Number.isInteger(n) && n >= 1) : [],
    )
    .transform((arr) => (arr.length > 0 ? arr : fallback))
    .default(fallback);

export const formationSchema = z.looseObject({
  name: text().pipe(z.string()),
  type: text(),
  gamesPlayed: num(),
  defenderLines: lines([4]),
  midfielderLines: lines([4]),
  forwardLines: lines([2]),
  players: num(11),
  roles: stringMap,
  goalkeeper: num(1),
  wins: num(),
  draws: num(),
  losses: num(),
  goalsFor: num(),
  goalsAgainst: num(),
  shotsFor: num(),
  shotsAgainst: num(),
});

const scoreSchema = z
  .unknown()
  .transform((v) => {
    // The original product may have kept a rival's match score as text such as '2-1'.
    if (typeof v === "string") {
      const m = /^\s*(\d+)\s*[-–:]\s*(\d+)\s*$/.exec(v);
      if (m) return { home: Number(m[1]), away: Number(m[2]) };
    }
    return v;
  })
  .pipe(z.looseObject({ home: num(), away: num() }))
  .catch({ home: 0, away: 0 })
  .default({ home: 0, away: 0 });

const rivalMatchEntrySchema = z.looseObject({
  id,
  date: text(),
  score: scoreSchema,
  formationUsed: text(),
});

export const rivalSchema = z.looseObject({
  name: z.string().trim().min(1),
  logo: optionalText(),
  homeGround: text(),
  primaryColor: text(),
  secondaryColor: text(),
  notes: lenientArray(z.string()),
  matchesPlayed: num(),
  wins: num(),
  losses: num(),
  draws: num(),
  matchHistory: z.array(z.unknown()).catch([]).default([]),
  matches: lenientArray(rivalMatchEntrySchema),
});

const scorerSchema = z.union([
  z.looseObject({ player: z.string(), minute: num() }),
  // An older shape named the scorer `name`.
  z
    .looseObject({ name: z.string(), minute: num() })
    .transform(({ name, ...rest }) => ({ ...rest, player: name })),
]);

const assistSchema = z.union([
  z.string(),
  z.looseObject({ player: z.string() }).transform((a) => a.player),
]);

export const matchSchema = z.looseObject({
  id,
  date: text(),
  rival: text(),
  opponent: text(),
  location: z.enum(["home", "away"]).catch("home"),
  score: scoreSchema,
  scorers: lenientArray(scorerSchema),
  assists: lenientArray(assistSchema),
  formation: text(),
  formationUsed: text(),
  formationPlayers: stringMap,
  cards: lenientArray(z.looseObject({ player: z.string(), type: z.enum(["yellow", "red"]) })),
  subs: lenientArray(z.looseObject({ playerOut: text(), playerIn: text(), minute: num() })),
  shotsFor: num(),
  shotsAgainst: num(),
});

export const matchPlanSchema = z.looseObject({
  id,
  rival: text(),
  formation: text(),
  lineup: stringMap,
});

export const savedInsightSchema = z.string();

export const aiSettingsSchema = z.looseObject({
  baseUrl: z.string().trim().min(1).catch(defaultAiSettings.baseUrl),
  apiKey: z.string().catch(""),
  model: z.string().trim().min(1).catch(defaultAiSettings.model),
});

export const listSchemas = {
  players: playerSchema,
  matches: matchSchema,
  formations: formationSchema,
  rivals: rivalSchema,
  matchPlans: matchPlanSchema,
  savedInsights: savedInsightSchema,
} as const;

export type ListItems = {
  players: Player;
  matches: Match;
  formations: Formation;
  rivals: Rival;
  matchPlans: MatchPlan;
  savedInsights: SavedInsight;
};

// Compile-time proof that every schema yields the domain type it claims to.
type Yields<S extends z.ZodType, T> = z.output<S> extends T ? true : never;
export const _schemasMatchDomain: [
  Yields<typeof playerSchema, Player>,
  Yields<typeof matchSchema, Match>,
  Yields<typeof formationSchema, Formation>,
  Yields<typeof rivalSchema, Rival>,
  Yields<typeof matchPlanSchema, MatchPlan>,
  Yields<typeof savedInsightSchema, SavedInsight>,
  Yields<typeof aiSettingsSchema, AiSettings>,
] = [true, true, true, true, true, true, true];
