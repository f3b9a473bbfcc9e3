// Dashboard figures (spec 2, 9): computed from the stored matches and players on every read.
import { sortNewestFirst } from "../base/dates";
import {
  emptyRecord,
  matchOutcome,
  pointsOfRecord,
  pointsPercentage,
  recordKeyOf,
} from "../timeline/match-result";
import type { Record3 } from "../timeline/match-result";
import type { Match, Player } from "../records/types";

export const LAST_MATCHES = 5;
export const TOP_PLAYERS = 3;

export type VenueRecord = Record3 & { matches: number };

export type DashboardSummary = {
  players: number;
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  points: number;
  pointsPercentage: number;
  goalsFor: number;
  goalsAgainst: number;
  /** One decimal; 0 when there are no matches. */
  avgGoalsFor: number;
  avgGoalsAgainst: number;
  shotsFor: number;
  shotsAgainst: number;
  home: VenueRecord;
  away: VenueRecord;
  /** The 5 newest, newest first. */
  lastMatches: Match[];
  /** The 3 best by goals, then assists, then name. */
  topPlayers: Player[];
};

/** Comparator: more goals first, then more assists, then name (Spanish collation). */
export function byGoalsThenAssists(a: Player, b: Player): number {
  return (
    b.stats.goals - a.stats.goals ||
    b.stats.assists - a.stats.assists ||
    a.name.localeCompare(b.name, "es")
  );
}

/** Players ordered for 'top players', best first; the input is not modified. */
export function topScorers(players: readonly Player[], limit = TOP_PLAYERS): Player[] {
  return [...players].sort(byGoalsThenAssists).slice(0, limit);
}

/** `total / count` rounded to one decimal; 0 when count is 0. */
export function average1(total: number, count: number): number {
  return count === 0 ? 0 : Math.round((10 * total) / count) / 10;
}

function emptyVenue(): VenueRecord {
  return { ...emptyRecord(), matches: 0 };
}

export function dashboardSummary(
  players: readonly Player[],
  matches: readonly Match[],
): DashboardSummary {
  const record = emptyRecord();
  const home = emptyVenue();
  const away = emptyVenue();
  let goalsFor = 0;
  let goalsAgainst = 0;
  let shotsFor = 0;
  let shotsAgainst = 0;
  for (const m of matches) {
    const gf = m.score.home;
    const ga = m.score.away;
    const key = recordKeyOf(matchOutcome({ home: gf, away: ga }));
    record[key] += 1;
    const venue = m.location === "away" ? away : m.location === "home" ? home : undefined;
    if (venue) {
      venue.matches += 1;
      venue[key] += 1;
    }
    goalsFor += gf;
    goalsAgainst += ga;
    shotsFor += m.shotsFor;
    shotsAgainst += m.shotsAgainst;
  }
  return {
    players: players.length,
    matches: matches.length,
    ...record,
    points: pointsOfRecord(record),
    pointsPercentage: pointsPercentage(matches),
    goalsFor,
    goalsAgainst,
    avgGoalsFor: average1(goalsFor, matches.length),
    avgGoalsAgainst: average1(goalsAgainst, matches.length),
    shotsFor,
    shotsAgainst,
    home,
    away,
    lastMatches: sortNewestFirst(matches).slice(0, LAST_MATCHES),
    topPlayers: topScorers(players, TOP_PLAYERS),
  };
}
