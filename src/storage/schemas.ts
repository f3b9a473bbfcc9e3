// What comes out of localStorage is untrusted. Each schema repairs what it can field by field
// (a bad or missing value becomes its default) and keeps fields we do not know (looseObject),
// so data written by the original product or a newer version survives a write. Only an item
// without its identity (a player without a name, a match without an id...) is rejected.
// zod/mini: the same engine as classic zod with a functional API that tree-shakes, because
// these schemas load with the first page (the damage banner reads every list at start).
import * as z from "zod/mini";
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

/** Classic zod's `z.preprocess(fn, schema)` is exactly this pipe. */
const preprocess = <T extends z.ZodMiniType>(fn: (v: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(fn), schema);

/** A finite number (numeric strings accepted); anything else becomes `fallback`. */
const num = (fallback = 0) => z.catch(preprocess(toNumber, z.number()), fallback);
const optionalNum = () => z.catch(preprocess(toNumber, z.optional(z.number())), undefined);
const text = (fallback = "") =>
  z.catch(
    preprocess((v) => (typeof v === "number" ? String(v) : v), z.string()),
    fallback,
  );
const optionalText = () =>
  z.catch(
    preprocess((v) => (v === null ? undefined : v), z.optional(z.string())),
    undefined,
  );
/** An id: strings as they are, numbers as text. */
const id = preprocess(
  (v) => (typeof v === "number" ? String(v) : v),
  z.string().check(z.minLength(1)),
);

/** A list whose unusable entries are dropped instead of failing the whole item. */
function lenientArray<T extends z.ZodMiniType>(item: T) {
  return z._default(
    z.pipe(
      z.pipe(
        z.unknown(),
        z.transform((v) => (Array.isArray(v) ? v : [])),
      ),
      z.transform((arr: unknown[]) =>
        arr.flatMap((x) => {
          const r = item.safeParse(x);
          return r.success ? [r.data as z.output<T>] : [];
        }),
      ),
    ),
    [],
  );
}

const stringMap = z._default(
  z.pipe(
    z.unknown(),
    z.transform((v): Record<string, string> => {
      if (!v || typeof v !== "object" || Array.isArray(v)) return {};
      const out: Record<string, string> = {};
      for (const [k, val] of Object.entries(v)) {
        if (typeof val === "string") out[k] = val;
        else if (typeof val === "number") out[k] = String(val);
      }
      return out;
    }),
  ),
  {},
);

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

const positionsMap = z._default(
  z.pipe(
    z.unknown(),
    z.transform((v) => {
      if (!v || typeof v !== "object" || Array.isArray(v)) return {};
      const out: Record<string, z.output<typeof roleStatsSchema>> = {};
      for (const [k, val] of Object.entries(v)) {
        const r = roleStatsSchema.safeParse(val ?? {});
        out[k] = r.success ? r.data : { ...emptyRoleStats };
      }
      return out;
    }),
  ),
  {},
);

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
  name: z.string().check(z.trim(), z.minLength(1)),
  position: z.catch(z.enum(["Goalkeeper", "Defender", "Midfielder", "Forward"]), "Forward"),
  number: num(0),
  height: optionalNum(),
  weight: optionalNum(),
  birthdate: optionalText(),
  preferredFoot: z.catch(z.enum(["Right", "Left", "Both"]), "Right"),
  photo: optionalText(),
  stats: z._default(
    z.pipe(
      z.unknown(),
      z.transform((v) => {
        const r = playerStatsSchema.safeParse(v ?? {});
        return r.success ? r.data : { ...emptyStats };
      }),
    ),
    () => ({ ...emptyStats }),
  ),
});

const lines = (fallback: number[]) =>
  z._default(
    z.pipe(
      z.pipe(
        z.unknown(),
        z.transform((v) =>
          Array.isArray(v)
            ? v.map((n) => Number(n)).filter((n) => Number.isInteger(n) && n >= 1)
            : [],
        ),
      ),
      z.transform((arr: number[]) => (arr.length > 0 ? arr : fallback)),
    ),
    fallback,
  );

export const formationSchema = z.looseObject({
  id: text(),
  name: z.pipe(text(), z.string()),
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

const scoreSchema = z._default(
  z.catch(
    z.pipe(
      z.pipe(
        z.unknown(),
        z.transform((v) => {
          // The original product may have kept a rival's match score as text such as '2-1'.
          if (typeof v === "string") {
            const m = /^\s*(\d+)\s*[-–:]\s*(\d+)\s*$/.exec(v);
            if (m) return { home: Number(m[1]), away: Number(m[2]) };
          }
          return v;
        }),
      ),
      z.looseObject({ home: num(), away: num() }),
    ),
    { home: 0, away: 0 },
  ),
  { home: 0, away: 0 },
);

const rivalMatchEntrySchema = z.looseObject({
  id,
  date: text(),
  score: scoreSchema,
  formationUsed: text(),
});

export const rivalSchema = z.looseObject({
  id: text(),
  name: z.string().check(z.trim(), z.minLength(1)),
  logo: optionalText(),
  homeGround: text(),
  primaryColor: text(),
  secondaryColor: text(),
  notes: lenientArray(z.string()),
  matchesPlayed: num(),
  wins: num(),
  losses: num(),
  draws: num(),
  matchHistory: z._default(z.catch(z.array(z.unknown()), []), []),
  matches: lenientArray(rivalMatchEntrySchema),
});

const scorerSchema = z.union([
  z.looseObject({ player: z.string(), minute: num() }),
  // An older shape named the scorer `name`.
  z.pipe(
    z.looseObject({ name: z.string(), minute: num() }),
    z.transform(({ name, ...rest }: { name: string; minute: number }) => ({
      ...rest,
      player: name,
    })),
  ),
]);

const assistSchema = z.union([
  z.string(),
  z.pipe(
    z.looseObject({ player: z.string() }),
    z.transform((a: { player: string }) => a.player),
  ),
]);

export const matchSchema = z.looseObject({
  id,
  date: text(),
  rival: text(),
  opponent: text(),
  location: z.catch(z.enum(["home", "away"]), "home"),
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
  baseUrl: z.catch(z.string().check(z.trim(), z.minLength(1)), defaultAiSettings.baseUrl),
  apiKey: z.catch(z.string(), ""),
  model: z.catch(z.string().check(z.trim(), z.minLength(1)), defaultAiSettings.model),
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
type Yields<S extends z.ZodMiniType, T> = z.output<S> extends T ? true : never;
export const _schemasMatchDomain: [
  Yields<typeof playerSchema, Player>,
  Yields<typeof matchSchema, Match>,
  Yields<typeof formationSchema, Formation>,
  Yields<typeof rivalSchema, Rival>,
  Yields<typeof matchPlanSchema, MatchPlan>,
  Yields<typeof savedInsightSchema, SavedInsight>,
  Yields<typeof aiSettingsSchema, AiSettings>,
] = [true, true, true, true, true, true, true];
