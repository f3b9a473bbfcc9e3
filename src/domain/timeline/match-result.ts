import type { TeamTotals } from "../records/formation";
import type { Match, Score } from "../records/types";

export type { TeamTotals };

export function emptyTeamTotals(): TeamTotals {
  return {
    wins: 0,
    draws: 0,
    losses: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    shotsFor: 0,
    shotsAgainst: 0,
  };
}

/** Result of a match from our point of view (score.home is always our goals). */
export type MatchOutcome = "win" | "draw" | "loss";

/** Win when our goals exceed the rival's, loss when fewer, draw when equal. */
export function matchOutcome(score: Score): MatchOutcome {
  const { home, away } = score;
  if (home > away) return "win";
  if (home < away) return "loss";
  return "draw";
}

/** A stored match's result. */
export const outcomeOf = (m: Pick<Match, "score">): MatchOutcome => matchOutcome(m.score);

/** Our goals first: '3 - 1'. */
export function scoreText(m: Pick<Match, "score">): string {
  return `${m.score.home} - ${m.score.away}`;
}

/** Spec 9: win 3, draw 1, loss 0. */
export const POINTS: Readonly<Record<MatchOutcome, number>> = { win: 3, draw: 1, loss: 0 };

export function pointsOf(outcome: MatchOutcome): number {
  return POINTS[outcome];
}

export type Record3 = { wins: number; draws: number; losses: number };

export function emptyRecord(): Record3 {
  return { wins: 0, draws: 0, losses: 0 };
}

/** The counter of a Record3 that one outcome increments. */
export function recordKeyOf(outcome: MatchOutcome): keyof Record3 {
  return outcome === "win" ? "wins" : outcome === "draw" ? "draws" : "losses";
}

export function recordOf(matches: readonly { score: Score }[]): Record3 {
  const record = emptyRecord();
  for (const m of matches) record[recordKeyOf(matchOutcome(m.score))] += 1;
  return record;
}

export function pointsOfRecord(r: Record3): number {
  return r.wins * POINTS.win + r.draws * POINTS.draw + r.losses * POINTS.loss;
}

/** Spec 9: points / (3 × matches), as a rounded whole percentage; 0 with no matches. */
export function pointsPercentage(matches: readonly { score: Score }[]): number {
  if (matches.length === 0) return 0;
  return Math.round((100 * pointsOfRecord(recordOf(matches))) / (POINTS.win * matches.length));
}

/** The spec's "W-L-D" order: wins, then losses, then draws (e.g. "3-1-2"). */
export function formatRecord(r: Record3): string {
  return `${r.wins}-${r.losses}-${r.draws}`;
}
