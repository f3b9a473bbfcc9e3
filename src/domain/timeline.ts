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
 * Each participant's minutes straight from the lineup and substitutions: the same answer as
 * `minutesPlayed(stintsOf(…))` (a property test checks it) without building the spells. Keys are
 * small integers (a negative key is an empty place) and the scratch is reused from match to
 * match, so deriving figures over thousands of matches allocates almost nothing. One match is `begin`, its starters (`start`) and substitutions (`sub`, in the
 * stored order), then `end`; after it `took` lists the participants (starters first, then the
 * substitutes in the order they came on) and `total[key]` their minutes.
 */
export class KeyedMinutes {
  /** Minutes of each participant of the last match (other slots hold stale values). */
  total = new Float64Array(0);
  /** The participants of the last match. */
  readonly took: number[] = [];
  /** The minute each player on the pitch came on; NaN when off (kept so between matches). */
  private since = new Float64Array(0);
  /** Which match each key last took part in. */
  private seen = new Int32Array(0);
  private match = 0;
  private subOut: number[] = [];
  private subIn: number[] = [];
  private subMinute: number[] = [];

  constructor(size: number) {
    this.reserve(size);
  }

  /** Room for keys below `size`. */
  private reserve(size: number): void {
    if (size <= this.since.length) return;
    const capacity = Math.max(size, this.since.length * 2, 16);
    const total = new Float64Array(capacity);
    total.set(this.total);
    const since = new Float64Array(capacity).fill(Number.NaN);
    since.set(this.since);
    const seen = new Int32Array(capacity);
    seen.set(this.seen);
    [this.total, this.since, this.seen] = [total, since, seen];
  }

  /** Starts a match; `size` (keys below it) saves growing the scratch as keys come. */
  begin(size: number): void {
    this.reserve(size);
    this.match += 1;
    this.took.length = 0;
    this.subOut.length = this.subIn.length = this.subMinute.length = 0;
  }

  private takePart(key: number): void {
    this.seen[key] = this.match;
    this.total[key] = 0;
    this.took.push(key);
  }

  /** A starter (an empty or repeated one is ignored). */
  start(key: number): void {
    if (key < 0) return;
    if (key >= this.since.length) this.reserve(key + 1);
    if (this.seen[key] === this.match) return;
    this.takePart(key);
    this.since[key] = 0;
  }

  /** A substitution; any minute that is not a finite number counts as 0. */
  sub(out: number, into: number, minute: unknown): void {
    this.reserve(Math.max(out, into) + 1);
    this.subOut.push(out);
    this.subIn.push(into);
    this.subMinute.push(minuteOf(minute));
  }

  /** Applies the substitutions in minute order (stable) and closes everyone's spells. */
  end(fullMatch = FULL_MATCH_MINUTES): void {
    const { subOut, subIn, subMinute, since, total } = this;
    let order: number[] | undefined;
    for (let i = 1; i < subMinute.length; i++) {
      if (subMinute[i]! < subMinute[i - 1]!) {
        order = subMinute.map((_, j) => j).sort((a, b) => subMinute[a]! - subMinute[b]! || a - b);
        break;
      }
    }
    for (let n = 0; n < subMinute.length; n++) {
      const i = order ? order[n]! : n;
      const out = subOut[i]!;
      const into = subIn[i]!;
      // The referee's check: the player going off is on, the one coming on is not.
      if (out < 0 || into < 0 || out === into) continue;
      if (Number.isNaN(since[out]!) || !Number.isNaN(since[into]!)) continue;
      const m = Math.min(fullMatch, subMinute[i]!);
      total[out]! += Math.max(0, m - since[out]!);
      since[out] = Number.NaN;
      since[into] = m;
      if (this.seen[into] !== this.match) this.takePart(into);
    }
    for (const key of this.took) {
      if (Number.isNaN(since[key]!)) continue;
      total[key]! += Math.max(0, fullMatch - since[key]!);
      since[key] = Number.NaN;
    }
  }
}
