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
};

export type Formation = {
  name: string;
  /** e.g. '1-4-4-2' */
  type: string;
  gamesPlayed: number;
  /** Player count per line, back to front. The first line of each group cannot be removed. */
  defenderLines: number[];
  midfielderLines: number[];
  forwardLines: number[];
  /** Total players including the goalkeeper. */
  players: number;
  /** 'Posición N' → role name. 'Posición 1' is the goalkeeper. */
  roles: Record<string, string>;
  /** Goalkeeper count (always 1 in practice). */
  goalkeeper: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
  shotsFor: number;
  shotsAgainst: number;
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
};

export type MatchLocation = "home" | "away";

export type Scorer = { player: string; minute: number };
export type CardType = "yellow" | "red";
export type Card = { player: string; type: CardType };
export type Substitution = { playerOut: string; playerIn: string; minute: number };

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
};

export type MatchPlan = {
  /** random UUID */
  id: string;
  /** The rival's name. */
  rival: string;
  /** The formation's name. */
  formation: string;
  /** 'Posición N' → player name. */
  lineup: Record<string, string>;
};

/** A saved insight is just its Markdown text. */
export type SavedInsight = string;

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
