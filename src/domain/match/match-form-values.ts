// What the match form holds: inputs as text, every choice (rival, formation, players) as an id,
// so two records of the same name never get confused while editing.
import { slotsOf } from "../squad/formation-roles";
import type { Formation, MatchLocation } from "../records/types";

export const MAX_MINUTE = 120;

export type LineupEntry = { key: string; player: string };
/** A goal: its scorer, minute and assistant ('' for none), so an assist belongs to its goal. */
export type ScorerRow = { player: string; minute: string; assist: string };
/** An assist whose goal is not known: only from matches stored before assists had one. */
export type AssistRow = { player: string };
/** A rival's goal: its minute, optional ('' when not known). */
export type RivalGoalRow = { minute: string };
/** `minute` is optional for a card: '' when not known. */
export type CardRow = { player: string; type: "yellow" | "red"; minute: string };
export type SubRow = { playerOut: string; playerIn: string; minute: string };

/** What the form holds: inputs as text; rival, formation and players as ids. */
export type MatchFormValues = {
  rivalId: string;
  date: string;
  formationId: string;
  location: MatchLocation | "";
  /** 'Liga', 'Copa', 'Amistoso' or OTHER_COMPETITION (then `competitionOther` holds the text). */
  competition: string;
  competitionOther: string;
  goalsFor: string;
  goalsAgainst: string;
  shotsFor: string;
  shotsAgainst: string;
  lineup: LineupEntry[];
  scorers: ScorerRow[];
  assists: AssistRow[];
  rivalGoals: RivalGoalRow[];
  cards: CardRow[];
  subs: SubRow[];
};

export const COMPETITIONS = ["Liga", "Copa", "Amistoso"] as const;
export const DEFAULT_COMPETITION = "Liga";
/** The select's value for a competition the coach types. */
export const OTHER_COMPETITION = "otra";
export const MAX_COMPETITION_LENGTH = 60;

/** A new match form: 'Local' and 'Liga' chosen (the common case; one tap to change). */
export function emptyMatchForm(date = ""): MatchFormValues {
  return {
    rivalId: "",
    date,
    formationId: "",
    location: "home",
    competition: DEFAULT_COMPETITION,
    competitionOther: "",
    goalsFor: "",
    goalsAgainst: "",
    shotsFor: "",
    shotsAgainst: "",
    lineup: [],
    scorers: [],
    assists: [],
    rivalGoals: [],
    cards: [],
    subs: [],
  };
}

/** One empty lineup entry per position of the formation (spec 4: choosing resets the roles). */
export function lineupFor(formation: Formation | undefined): LineupEntry[] {
  if (!formation) return [];
  return slotsOf(formation).map((slot) => ({ key: slot.key, player: "" }));
}

/** A whole number ≥ 0 typed as text; undefined for anything else. */
export function parseCount(text: string): number | undefined {
  const t = String(text ?? "").trim();
  return /^\d+$/.test(t) ? Number(t) : undefined;
}

/** The competition as stored: the chosen one, or the coach's own text. */
export function competitionOf(values: Pick<MatchFormValues, "competition" | "competitionOther">) {
  if (values.competition === OTHER_COMPETITION) return values.competitionOther.trim();
  return values.competition || DEFAULT_COMPETITION;
}

/**
 * The goal rows once the coach types a score: one row per goal, so each goal has its place for
 * its details. Rows already filled in are never dropped (a goal may be an own goal the coach
 * leaves without scorer, or the score may be lowered by mistake); only empty rows beyond the
 * score go. A score that is not a whole number changes nothing.
 */
export function goalRowsFor<R extends object>(goals: string, rows: readonly R[], empty: R): R[] {
  const n = parseCount(goals);
  if (n === undefined || n > MAX_GOAL_ROWS) return [...rows];
  const filled = (r: R) => Object.values(r).some((v) => String(v ?? "").trim() !== "");
  const out = [...rows];
  for (let i = out.length - 1; i >= 0 && out.length > n; i--) {
    if (!filled(out[i]!)) out.splice(i, 1);
  }
  while (out.length < n) out.push({ ...empty });
  return out;
}

export const EMPTY_SCORER: ScorerRow = { player: "", minute: "", assist: "" };
export const EMPTY_RIVAL_GOAL: RivalGoalRow = { minute: "" };

/** Our goal rows for the score typed (`goalRowsFor`). */
export const scorerRowsFor = (goalsFor: string, rows: readonly ScorerRow[]) =>
  goalRowsFor(goalsFor, rows, EMPTY_SCORER);

/** More goals than this are typed by hand: no form opens 99 rows for a typo. */
export const MAX_GOAL_ROWS = 20;
