// Entity types of spec section 3. Field names are exactly the spec's: data written by the
// original product must load unchanged. Stored objects may carry fields we do not know; the
// storage layer keeps them, so these types describe what we read, not all that is there.

export type PlayerPosition = "Goalkeeper" | "Defender" | "Midfielder" | "Forward";
export const playerPositions: readonly PlayerPosition[] = [
  "Goalkeeper",
  "Defender",
  "Midfielder",
  "Forward",
];
export const defaultPlayerPosition: PlayerPosition = "Forward";

export type PreferredFoot = "Right" | "Left" | "Both";
export const preferredFeet: readonly PreferredFoot[] = ["Right", "Left", "Both"];
export const defaultPreferredFoot: PreferredFoot = "Right";

/** Per-role figures: one entry of `stats.positions`, keyed by role name. */
export type RoleStats = {
  matches: number;
  goals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
  minutesPlayed: number;
};

export type PlayerStats = {
  goals: number;
  assists: number;
  matches: number;
  minutesPlayed: number;
  yellowCards: number;
  redCards: number;
  /** Role name → figures. The special role 'Suplente' collects a substitute's appearances. */
  positions: Record<string, RoleStats>;
};

export type Player = {
  id: string;
  name: string;
  position: PlayerPosition;
  number: number;
  /** cm */
  height?: number;
  /** kg */
  weight?: number;
  /** 'YYYY-MM-DD' */
  birthdate?: string;
  preferredFoot: PreferredFoot;
  /** http(s) URL */
  photo?: string;
  stats: PlayerStats;
  /**
   * Opening balance: the part of `stats` that no stored match explains (imported or
   * original-product data, a deleted match whose figures were kept). `stats` is always written as
   * openingStats + what the stored matches give. Absent = all zero.
   */
  openingStats?: PlayerStats;
};

/** The formation's eight accumulated counters (spec 3). */
export type FormationTotals = {
  gamesPlayed: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
  shotsFor: number;
  shotsAgainst: number;
};

/** The rival's four counters (spec 3). */
export type RivalTotals = {
  matchesPlayed: number;
  wins: number;
  losses: number;
  draws: number;
};

export type Formation = {
  /** Stable identity (extra field beside the spec's shape; see docs/storage.md). */
  id: string;
  name: string;
  /** e.g. '1-4-4-2' */
  type: string;
  gamesPlayed: number;
  /** Player count per line, back to front. The first line of each group cannot be removed. */
  defenderLines: number[];
  midfielderLines: number[];
  forwardLines: number[];
  /**
   * Total players including the goalkeeper. The spec leaves the type open: data written by the
   * original product may hold a map of role to player name here, kept as stored.
   */
  players: number | Record<string, string>;
  /** 'Posición N' → role name. 'Posición 1' is the goalkeeper. */
  roles: Record<string, string>;
  /** Goalkeeper count (always 1 in practice), or (spec leaves it open) the goalkeeper's role name. */
  goalkeeper: number | string;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
  shotsFor: number;
  shotsAgainst: number;
  /** Opening balance of the counters above (see Player.openingStats). Absent = all zero. */
  openingTotals?: FormationTotals;
};

export type Score = {
  /** Our goals. */
  home: number;
  /** The rival's goals. */
  away: number;
};

export type RivalMatchEntry = {
  id: string;
  date: string;
  score: Score;
  formationUsed: string;
};

export type Rival = {
  /** Stable identity (extra field beside the spec's shape). */
  id: string;
  name: string;
  logo?: string;
  homeGround: string;
  primaryColor: string;
  secondaryColor: string;
  notes: string[];
  matchesPlayed: number;
  wins: number;
  losses: number;
  draws: number;
  /** Contents not shown by the spec: kept as they are. */
  matchHistory: unknown[];
  matches: RivalMatchEntry[];
  /** Opening balance of the four counters (see Player.openingStats). Absent = all zero. */
  openingTotals?: RivalTotals;
};

export type MatchLocation = "home" | "away";

// Names are the spec's labels; the `…Id` fields beside them are the links.
// Data without ids (the original product's) is linked by name once, by a migration.
export type Scorer = { player: string; minute: number; playerId?: string };
export type CardType = "yellow" | "red";
/** `minute` is optional: the original product stored none. */
export type Card = { player: string; type: CardType; playerId?: string; minute?: number };
export type Substitution = {
  playerOut: string;
  playerIn: string;
  minute: number;
  playerOutId?: string;
  playerInId?: string;
};

export type Match = {
  id: string;
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
  rivalId?: string;
  formationId?: string;
  /** 'Posición N' → player id, beside `formationPlayers`. */
  formationPlayerIds?: Record<string, string>;
  /** Player ids in the same order as `assists`. */
  assistIds?: string[];
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
  fixtureId?: string;
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

export type MatchPlan = {
  /** random UUID */
  id: string;
  /** The rival's name. */
  rival: string;
  /** The formation's name. */
  formation: string;
  /** 'Posición N' → player name. */
  lineup: Record<string, string>;
  rivalId?: string;
  formationId?: string;
  /** 'Posición N' → player id, beside `lineup`. */
  lineupIds?: Record<string, string>;
  /** The fixture this plan prepares (extra field beside the spec's shape). */
  fixtureId?: string;
};

/**
 * An upcoming (or played) game of the calendar (key `fixtures`). Tied by ids: the
 * rival (`rival` is its name as a label, kept in step on rename like matches), the plan made for
 * it and, once played, the saved match.
 */
export type Fixture = {
  id: string;
  rivalId: string;
  /** The rival's name (label). */
  rival: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** Kick-off, 'HH:MM' in the coach's (browser's) time zone. */
  time: string;
  location: MatchLocation;
  /** 'Liga', 'Copa', 'Amistoso' or the coach's own. */
  competition: string;
  /** Ground or address ('' when not known). */
  venue: string;
  planId?: string;
  /** The saved match once played. */
  matchId?: string;
  /** The call-up: player ids, in the coach's order. */
  squadIds?: string[];
};

export type AvailabilityKind = "injured" | "suspended" | "unavailable";
export const availabilityKinds: readonly AvailabilityKind[] = [
  "injured",
  "suspended",
  "unavailable",
];

/**
 * A hand-entered absence (key `availability`). Automatic suspensions (cards) are not
 * stored: they are derived from the matches (domain/squad/availability.ts).
 * - injured: out from `from`; `until` is the expected return (available again that day).
 * - unavailable (personal): out from `from` to `until` inclusive (no `until`: one day).
 * - suspended (by hand): out for the next `matches` matches of `competition` ('' = any) played
 *   on or after `from`.
 */
export type Availability = {
  id: string;
  playerId: string;
  kind: AvailabilityKind;
  /** 'YYYY-MM-DD' */
  from: string;
  /** 'YYYY-MM-DD' or '' */
  until: string;
  note: string;
  /** Suspensions: matches to serve (default 1). */
  matches?: number;
  /** Suspensions: the competition ('' = any). */
  competition?: string;
};

/** A saved insight is just its Markdown text (spec 3): the stored list stays a list of strings. */
export type SavedInsight = string;

/**
 * What the spec's bare strings cannot hold, kept under its own key (`savedInsightsMeta`), one
 * entry per saved insight in the same order as `savedInsights`. An entry whose `length` does not
 * match its string's length (the original product appended or removed one) is ignored.
 */
export type SavedInsightMeta = {
  id: string;
  /** ISO time. */
  savedAt: string;
  /** The question asked, when it was an answer to one. */
  question?: string;
  kind?: "generate" | "ask" | "brief";
  /** Length of the text this entry describes, to detect a list changed by another app. */
  length: number;
};

/** 'Configuración' → the team (key `teamSettings`). */
export type TeamSettings = {
  /** Shown instead of 'Mi Equipo' where the spec does not require that label. */
  name: string;
  /** http(s) or data: URL of the crest image, optional. */
  crest?: string;
  /** First month of a season, 1–12 (default 8: seasons run August–July, '2025-26'). */
  seasonStartMonth: number;
  /** Yellow cards in one season and competition that suspend for one match (default 5). */
  yellowCardLimit: number;
};

export const defaultTeamSettings: TeamSettings = {
  name: "",
  seasonStartMonth: 8,
  yellowCardLimit: 5,
};

export type AiSettings = {
  baseUrl: string;
  apiKey: string;
  model: string;
};

export const defaultAiSettings: AiSettings = {
  baseUrl: "https://api.openai.com/v1",
  apiKey: "",
  model: "gpt-4",
};

/** Labels that are data values of the spec (section 3, position numbering). */
export const GOALKEEPER_LABEL = "Arquero";
export const SUBSTITUTE_ROLE = "Suplente";
export const UNASSIGNED_LABEL = "Sin asignar";
export const VACANT_LABEL = "Vacante";
export const FULL_MATCH_MINUTES = 90;
