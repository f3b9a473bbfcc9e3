// Recomputes every accumulated total from the stored matches. The app itself only adds when a
// match is saved (spec 4), so totals drift when matches are deleted; this is the repair tool.
import { createMatchApplier, emptyStats, num } from "./apply-match";
import type { TeamState } from "./apply-match";
import { sortOldestFirst } from "./dates";
import { emptyTeamTotals } from "./match-result";
import type { Formation, Match, Player, Rival } from "./types";

export const PLAYER_COUNTERS = [
  "matches",
  "minutesPlayed",
  "goals",
  "assists",
  "yellowCards",
  "redCards",
] as const;
export const FORMATION_COUNTERS = [
  "gamesPlayed",
  "wins",
  "draws",
  "losses",
  "goalsFor",
  "goalsAgainst",
  "shotsFor",
  "shotsAgainst",
] as const;
export const RIVAL_COUNTERS = ["matchesPlayed", "wins", "draws", "losses"] as const;

function zeroPlayer(p: Player): Player {
  return { ...p, stats: emptyStats() };
}

function zeroFormation(f: Formation): Formation {
  return { ...f, gamesPlayed: 0, ...emptyTeamTotals() };
}

/** matchHistory and every other field are kept; only the counters and `matches` restart. */
function zeroRival(r: Rival): Rival {
  return { ...r, matchesPlayed: 0, wins: 0, draws: 0, losses: 0, matches: [] };
}

/**
 * Zeroes all totals, then applies every match oldest first (stored order for equal dates), as if
 * each had just been saved. One shared name index keeps it O(total events).
 */
export function rebuildTotals(state: TeamState, matches: readonly Match[]): TeamState {
  const applier = createMatchApplier({
    players: state.players.map(zeroPlayer),
    formations: state.formations.map(zeroFormation),
    rivals: state.rivals.map(zeroRival),
  });
  for (const match of sortOldestFirst(matches)) applier.apply(match);
  return applier.result();
}

export type TotalsChange = {
  kind: "player" | "formation" | "rival";
  name: string;
  /** Only the counters that changed. */
  before: Record<string, number>;
  after: Record<string, number>;
};

function diffList<T extends { name: string }>(
  kind: TotalsChange["kind"],
  before: readonly T[],
  after: readonly T[],
  counters: readonly string[],
  read: (item: T | undefined, counter: string) => number,
  out: TotalsChange[],
): void {
  const length = Math.max(before.length, after.length);
  for (let i = 0; i < length; i++) {
    const b = before[i];
    const a = after[i];
    const change: TotalsChange = { kind, name: (a ?? b)!.name, before: {}, after: {} };
    let changed = false;
    for (const counter of counters) {
      const vb = read(b, counter);
      const va = read(a, counter);
      if (vb !== va) {
        change.before[counter] = vb;
        change.after[counter] = va;
        changed = true;
      }
    }
    if (changed) out.push(change);
  }
}

/**
 * What a rebuild would change: one entry per entity whose top-level counters differ. Entities
 * are paired by position, as `rebuildTotals` keeps every list's order (names may repeat).
 */
export function diffTotals(before: TeamState, after: TeamState): TotalsChange[] {
  const out: TotalsChange[] = [];
  diffList(
    "player",
    before.players,
    after.players,
    PLAYER_COUNTERS,
    (p, c) => num(p?.stats?.[c as (typeof PLAYER_COUNTERS)[number]]),
    out,
  );
  diffList(
    "formation",
    before.formations,
    after.formations,
    FORMATION_COUNTERS,
    (f, c) => num(f?.[c as (typeof FORMATION_COUNTERS)[number]]),
    out,
  );
  diffList(
    "rival",
    before.rivals,
    after.rivals,
    RIVAL_COUNTERS,
    (r, c) => num(r?.[c as (typeof RIVAL_COUNTERS)[number]]),
    out,
  );
  return out;
}
