// One timeline for a match (issue "9 ·", item 5): who was on the pitch at minute m, each
// player's minutes and the order of events. The minutes rule (spec 4: 90, or 90 minus the entry
// minute for a substitute), the match form's checks, the demo team and the data generator all
// answer these questions here and nowhere else.
//
// Players are plain keys (ids in the form, names or ids for stored matches): the timeline does
// not care which, as long as one match uses one kind.
import { FULL_MATCH_MINUTES } from "./types";

export type TimelineSub = { out: string; in: string; minute: number };

export type TimelineInput = {
  /** The starting XI (empty keys are ignored). */
  starters: readonly string[];
  /** Substitutions in the order they were stored; minutes need not be sorted. */
  subs: readonly TimelineSub[];
};

/** A spell on the pitch, both ends inclusive: on at `from`, still on at `to`. */
export type Stint = { from: number; to: number };

/** A minute read defensively: anything that is not a finite number counts as 0. */
function minuteOf(x: unknown): number {
  return typeof x === "number" && Number.isFinite(x) ? Math.max(0, x) : 0;
}

/** Where a spell with no exit ends: after any stoppage or extra time. */
export const OPEN_END = Number.POSITIVE_INFINITY;

/**
 * Every player's spells on the pitch. Substitutions are applied in minute order (stable for
 * equal minutes); one whose player going off is not on the pitch, or whose player coming on is
 * already on, is ignored, as a referee would not allow it.
 */
export function stintsOf(input: TimelineInput): Map<string, Stint[]> {
  const stints = new Map<string, Stint[]>();
  const on = new Set<string>();
  for (const key of input.starters) {
    if (!key || on.has(key)) continue;
    on.add(key);
    stints.set(key, [{ from: 0, to: OPEN_END }]);
  }
  const ordered = input.subs
    .map((s, i) => ({ s, i, minute: minuteOf(s?.minute) }))
    .sort((a, b) => a.minute - b.minute || a.i - b.i);
  for (const { s, minute } of ordered) {
    if (!s?.out || !s.in || s.out === s.in || !on.has(s.out) || on.has(s.in)) continue;
    on.delete(s.out);
    const outStints = stints.get(s.out)!;
    outStints[outStints.length - 1]!.to = minute;
    on.add(s.in);
    const list = stints.get(s.in) ?? [];
    list.push({ from: minute, to: OPEN_END });
    stints.set(s.in, list);
  }
  return stints;
}

/** Whether a player was on the pitch at `minute` (both the player going off and the one coming
 * on count as on the pitch at the substitution's minute). */
export function wasOnPitchAt(stints: Map<string, Stint[]>, key: string, minute: number): boolean {
  return (stints.get(key) ?? []).some((s) => s.from <= minute && minute <= s.to);
}

/** Everyone on the pitch at `minute`. */
export function onPitchAt(stints: Map<string, Stint[]>, minute: number): Set<string> {
  const on = new Set<string>();
  for (const key of stints.keys()) if (wasOnPitchAt(stints, key, minute)) on.add(key);
  return on;
}

/**
 * Minutes played (spec 4): each spell counted within the 90 of a full match, so a starter who
 * stays on gets 90 and a substitute who comes on at m gets 90 − m (extra time counts as 90).
 */
export function minutesPlayed(
  stints: Map<string, Stint[]>,
  fullMatch = FULL_MATCH_MINUTES,
): Map<string, number> {
  const minutes = new Map<string, number>();
  for (const [key, list] of stints) {
    let total = 0;
    for (const s of list) {
      const from = Math.min(fullMatch, s.from);
      const to = Math.min(fullMatch, s.to);
      total += Math.max(0, to - from);
    }
    minutes.set(key, total);
  }
  return minutes;
}

/** Everyone who took part: the starters and the substitutes who came on. */
export function participants(stints: Map<string, Stint[]>): Set<string> {
  return new Set(stints.keys());
}

export type TimelineEvent<T> = { minute: number | undefined; order: number; item: T };

/**
 * Events in the order they happened: by minute, events without a minute last, and the stored
 * order among equals.
 */
export function orderEvents<T>(
  items: readonly T[],
  minuteOfItem: (item: T) => number | undefined,
): TimelineEvent<T>[] {
  return items
    .map((item, order) => {
      const m = minuteOfItem(item);
      return { minute: typeof m === "number" && Number.isFinite(m) ? m : undefined, order, item };
    })
    .sort(
      (a, b) =>
        (a.minute ?? OPEN_END) - (b.minute ?? OPEN_END) ||
        (a.minute === undefined ? 1 : 0) - (b.minute === undefined ? 1 : 0) ||
        a.order - b.order,
    );
}

/**
 * Each participant's minutes, straight from the input: the same answer as
 * `minutesPlayed(stintsOf(input), fullMatch)` (a property test checks it) without building the
 * spells, for deriving figures over thousands of matches.
 */
export function playedMinutes(
  input: TimelineInput,
  fullMatch = FULL_MATCH_MINUTES,
): Map<string, number> {
  const since = new Map<string, number>();
  const total = new Map<string, number>();
  for (const key of input.starters) {
    if (!key || since.has(key)) continue;
    since.set(key, 0);
    total.set(key, 0);
  }
  let ordered: readonly TimelineSub[] = input.subs;
  for (let i = 1; i < ordered.length; i++) {
    if (minuteOf(ordered[i]?.minute) < minuteOf(ordered[i - 1]?.minute)) {
      ordered = input.subs
        .map((s, i) => ({ s, i, minute: minuteOf(s?.minute) }))
        .sort((a, b) => a.minute - b.minute || a.i - b.i)
        .map((x) => x.s);
      break;
    }
  }
  for (const s of ordered) {
    if (!s?.out || !s.in || s.out === s.in || !since.has(s.out) || since.has(s.in)) continue;
    const m = Math.min(fullMatch, minuteOf(s.minute));
    total.set(s.out, total.get(s.out)! + Math.max(0, m - since.get(s.out)!));
    since.delete(s.out);
    since.set(s.in, m);
    if (!total.has(s.in)) total.set(s.in, 0);
  }
  for (const [key, from] of since) total.set(key, total.get(key)! + Math.max(0, fullMatch - from));
  return total;
}
