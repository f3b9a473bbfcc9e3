// Seasons and competitions. A match's season comes from its date and the
// season's first month (team settings, default 8 = August): 2025-08-01 … 2026-07-31 is '2025-26'.
// With a first month of January a season is one calendar year: '2025'.
import { parseIsoDate } from "../base/dates";
import type { Match } from "./types";

export const DEFAULT_SEASON_START_MONTH = 8;

/** The competitions offered by the match form; the coach may type his own. */
export const COMPETITIONS: readonly string[] = ["Liga", "Copa", "Amistoso"];

/** A first month read defensively: a whole number 1–12, else the default (8). */
export function seasonStartMonthOf(x: unknown): number {
  return typeof x === "number" && Number.isInteger(x) && x >= 1 && x <= 12
    ? x
    : DEFAULT_SEASON_START_MONTH;
}

/** The season of a 'YYYY-MM-DD' date, or undefined for a date that is not one. */
export function seasonOfDate(
  date: string,
  startMonth: number = DEFAULT_SEASON_START_MONTH,
): string | undefined {
  const parts = typeof date === "string" ? parseIsoDate(date) : undefined;
  if (!parts) return undefined;
  const first = seasonStartMonthOf(startMonth);
  if (first === 1) return String(parts.year);
  const startYear = parts.month >= first ? parts.year : parts.year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`;
}

/** A match's season: the stored one, else the one its date gives. */
export function seasonOfMatch(
  match: Pick<Match, "date" | "season">,
  startMonth: number = DEFAULT_SEASON_START_MONTH,
): string | undefined {
  const stored = typeof match.season === "string" ? match.season.trim() : "";
  return stored !== "" ? stored : seasonOfDate(match.date, startMonth);
}

/** A match's competition, trimmed ('' when none was recorded). */
export function competitionOf(match: Pick<Match, "competition">): string {
  return typeof match.competition === "string" ? match.competition.trim() : "";
}

/** The match with its season set from its date when it has none (as the form saves it). */
export function withSeason<M extends Match>(match: M, startMonth: number): M {
  if (typeof match.season === "string" && match.season.trim() !== "") return match;
  const season = seasonOfDate(match.date, startMonth);
  return season ? { ...match, season } : match;
}

/** The seasons present in the matches, newest first. */
export function seasonsIn(matches: readonly Match[], startMonth: number): string[] {
  const seen = new Set<string>();
  for (const m of matches) {
    const s = seasonOfMatch(m, startMonth);
    if (s) seen.add(s);
  }
  return [...seen].sort((a, b) => b.localeCompare(a));
}

/** The competitions present in the matches: the usual three first, then the rest A–Z. */
export function competitionsIn(matches: readonly Match[]): string[] {
  const seen = new Set<string>();
  for (const m of matches) {
    const c = competitionOf(m);
    if (c) seen.add(c);
  }
  const known = COMPETITIONS.filter((c) => seen.has(c));
  const own = [...seen]
    .filter((c) => !COMPETITIONS.includes(c))
    .sort((a, b) => a.localeCompare(b, "es"));
  return [...known, ...own];
}

/** A season / competition filter; an empty or absent field means "all". */
export type MatchFilter = { season?: string; competition?: string };

export function isFiltered(filter: MatchFilter): boolean {
  return Boolean(filter.season || filter.competition);
}

/** The matches the filter keeps (the same array when no filter is on). */
export function filterMatches<M extends Match>(
  matches: readonly M[],
  filter: MatchFilter,
  startMonth: number,
): readonly M[] {
  if (!isFiltered(filter)) return matches;
  return matches.filter(
    (m) =>
      (!filter.season || seasonOfMatch(m, startMonth) === filter.season) &&
      (!filter.competition || competitionOf(m) === filter.competition),
  );
}
