// Rival detail (spec 4): the record is computed from the stored matches, not from the rival's
// stored counters, and only matches that still exist are kept.
import { sortNewestFirst } from "../base/dates";
import { recordOf } from "../timeline/match-result";
import type { Record3 } from "../timeline/match-result";
import type { Match, Rival } from "../records/types";

/** A match names the rival by id (`rivalId`) or, when it stores none, by name. */
export function linksTo(m: Match, rival: Pick<Rival, "id" | "name">): boolean {
  return m.rivalId ? m.rivalId === rival.id : m.rival === rival.name;
}

/**
 * The stored matches against this rival, newest first: those listed in `rival.matches` that still
 * exist, plus any stored match naming the rival (e.g. saved before the rival list was written).
 */
export function rivalMatches(rival: Rival, matches: readonly Match[]): Match[] {
  const listedIds = new Set<string>();
  for (const entry of rival.matches) {
    if (entry?.id) listedIds.add(entry.id);
  }
  const seen = new Set<string>();
  const found: Match[] = [];
  for (const m of matches) {
    if (!listedIds.has(m.id) && !linksTo(m, rival)) continue;
    if (m.id) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
    }
    found.push(m);
  }
  return sortNewestFirst(found);
}

/** Played, wins, draws and losses from our point of view (win when home > away). */
export function rivalRecord(rival: Rival, matches: readonly Match[]): { played: number } & Record3 {
  const found = rivalMatches(rival, matches);
  return { played: found.length, ...recordOf(found) };
}
