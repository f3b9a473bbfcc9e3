// The one timeline of a match: who is on the pitch at minute m, and how many minutes each player
// played. Every consumer asks here: the stored counters (figures.ts), the player's match log,
// the analytics (participation, on/off, per 90), fairness, the live screen's hints and pickers,
// the match form's checks and the AI tables. There is no second engine.
//
// Spells. A player's spell starts at kick-off (starter) or at the minute he came on, and ends at
// the minute he was substituted or sent off (a red card, or a second yellow, which is a red).
// A player sent off never comes back on. Changes are applied in minute order; at one minute,
// substitutions come before red cards (so a substitute who comes on and is sent off in the same
// minute has a spell of 0 minutes), and the stored order among equals.
//
// The boundary convention (docs/figures.md, "Who is on the pitch"):
// - An EVENT at minute m (goal, assist, card, substitution, a goal for or against in the on/off
//   figures) involves a player on the pitch when from ≤ m ≤ to for one of his spells: both ends
//   count. A player taken off at 60 may score at 60; his substitute may score at 60 too; a player
//   sent off at 30 may be booked or score at 30 (before the card) but not at 31. A spell with no
//   end is open for every later minute, stoppage and extra time included.
// - MINUTES are each spell's length, to − from, counted within the match's length (90, or
//   2 × the half's length when a live match stores it): a starter who stays on plays 90, one
//   sent off at 30 plays 30, one who came on at 60 plays 30. Stoppage time is stored at the
//   half's last minute (45+2' as 45), so it adds no minutes; extra time counts as the match's
//   length, as spec 4 does.
// - WHO IS ON NOW (the live pickers) is the other side of the same spells: after the changes of
//   minute m, from ≤ m < to, so the player taken off is no longer offered.
//
// The spec's stored counters (stats.minutesPlayed: "90, or 90 minus the entry minute") are this
// same engine given no red cards: the spec does not end a spell at a red card, and data written
// by the original product must keep its figures. Every figure the spec does not define (analytics,
// fairness, the match log, the live screen, the AI tables) passes the red cards: real minutes.
//
// Players are plain keys (ids in the form, names or ids for stored matches, small numbers in the
// figures' and analytics' passes): the timeline does not care which, as long as one match uses
// one kind. An empty key ("" or a negative number) is an empty place.
import { FULL_MATCH_MINUTES } from "../records/types";

/** A player key: text, or a number for passes over a squad's indexes. */
export type Key = string | number;

/** Whether a key names a player: not "" and not negative (an empty place). */
export const isKey = (k: unknown): k is Key =>
  (typeof k === "string" && k !== "") || (typeof k === "number" && k >= 0);

export type TimelineSub<K extends Key = string> = { out: K; in: K; minute: number };

/** A red card (or a second yellow): the player's spell ends at `minute`. */
export type TimelineRed<K extends Key = string> = { player: K; minute: number };

export type TimelineInput<K extends Key = string> = {
  /** The starting XI (empty keys are ignored). */
  starters: readonly K[];
  /** Substitutions in the order they were stored; minutes need not be sorted. */
  subs: readonly TimelineSub<K>[];
  /** Sendings-off (see `redsOf`); absent for the spec's counters, which ignore them. */
  reds?: readonly TimelineRed<K>[];
};

/** A spell on the pitch, both ends inclusive for events: on at `from`, still on at `to`.
 * `sentOff` when a red card ended it. */
export type Stint = { from: number; to: number; sentOff?: true };

/** A card as the timeline reads it: a player key, the colour and the minute when known. */
export type TimelineCard<K extends Key = string> = { player: K; type: string; minute?: number };

/**
 * The sending-off rule, fed a match's cards in the order they happened: a red card, or a player's
 * second yellow (which is a red), sends him off. `yellows` counts each player's yellows so far.
 * The timeline, the live screen and the match story all book cards here.
 */
export function bookings<K extends Key = string>() {
  const yellows = new Map<K, number>();
  return {
    yellows,
    /** "red" or "secondYellow" when this card sends the player off, else undefined. */
    card(player: K, type: unknown): "red" | "secondYellow" | undefined {
      if (type === "red") return "red";
      if (type !== "yellow") return undefined;
      const n = (yellows.get(player) ?? 0) + 1;
      yellows.set(player, n);
      return n === 2 ? "secondYellow" : undefined;
    },
  };
}

/**
 * The sendings-off of a match from its cards: a player's first red card, or his second yellow,
 * whichever came first. A card without a minute (the original product stored none) cannot be
 * placed in time and sends nobody off here.
 */
export function redsOf<K extends Key = string>(
  cards: readonly TimelineCard<K>[],
): TimelineRed<K>[] {
  // Most matches send nobody off: no red card and at most one card, so no second yellow either.
  if (cards.length < 2 && cards.every((c) => c.type !== "red")) return [];
  const timed = cards
    .map((c, i) => ({ c, i, minute: c.minute }))
    .filter(
      (x): x is { c: TimelineCard<K>; i: number; minute: number } =>
        isKey(x.c.player) && x.minute !== undefined,
    )
    .sort((a, b) => a.minute - b.minute || a.i - b.i);
  const book = bookings<K>();
  const reds = new Map<K, number>();
  for (const { c, minute } of timed) {
    if (!reds.has(c.player) && book.card(c.player, c.type)) reds.set(c.player, Math.max(0, minute));
  }
  return [...reds].map(([player, minute]) => ({ player, minute }));
}

/** Why a substitution was not applied: its player going off was not on the pitch (or was sent
 * off), or the one coming on was already on or had been sent off. */
export type RefusedSub = "out" | "in";

export type Timeline<K extends Key = string> = {
  stints: Map<K, Stint[]>;
  /** Substitution index (as given) → why it was not applied. */
  refused: Map<number, RefusedSub>;
  /** Player → the minute he was sent off (also for a red card shown on the bench). */
  sentOff: Map<K, number>;
};

/** Where a spell with no exit ends: after any stoppage or extra time. */
export const OPEN_END = Number.POSITIVE_INFINITY;

/**
 * The match's timeline: every player's spells, the substitutions a referee would not allow
 * (ignored: the player going off is not on the pitch, or the one coming on is already on or was
 * sent off) and the sendings-off. Changes in minute order, substitutions before red cards at one
 * minute, stable for equals (see the header).
 */
export function timelineOf(input: TimelineInput): Timeline;
export function timelineOf(input: TimelineInput<number>): Timeline<number>;
export function timelineOf<K extends Key>(input: TimelineInput<K>): Timeline<K> {
  const stints = new Map<K, Stint[]>();
  const refused = new Map<number, RefusedSub>();
  const sentOff = new Map<K, number>();
  // On the pitch: his last spell is still open.
  const isOn = (key: K) => stints.get(key)?.at(-1)?.to === OPEN_END;
  for (const key of input.starters) {
    if (isKey(key) && !stints.has(key)) stints.set(key, [{ from: 0, to: OPEN_END }]);
  }
  // Changes by index: substitutions first, then red cards, so ordering by minute and then index
  // puts substitutions before red cards at one minute and keeps the stored order among equals.
  const { subs } = input;
  const reds = input.reds ?? [];
  const minutes: number[] = [];
  for (const s of subs) minutes.push(s.minute);
  for (const r of reds) minutes.push(r.minute);
  const sorted = minutes.every((m, j) => j === 0 || minutes[j - 1]! <= m);
  const order = sorted
    ? undefined
    : minutes.map((_, j) => j).sort((a, b) => minutes[a]! - minutes[b]! || a - b);
  for (let n = 0; n < minutes.length; n++) {
    const j = order ? order[n]! : n;
    const minute = minutes[j]!;
    if (j >= subs.length) {
      const red = reds[j - subs.length]!;
      if (!isKey(red.player) || sentOff.has(red.player)) continue;
      sentOff.set(red.player, minute);
      if (!isOn(red.player)) continue;
      const last = stints.get(red.player)!.at(-1)!;
      last.to = minute;
      last.sentOff = true;
      continue;
    }
    const s = subs[j]!;
    if (!isKey(s.out) || !isOn(s.out)) {
      refused.set(j, "out");
      continue;
    }
    if (!isKey(s.in) || s.in === s.out || isOn(s.in) || sentOff.has(s.in)) {
      refused.set(j, "in");
      continue;
    }
    stints.get(s.out)!.at(-1)!.to = minute;
    const list = stints.get(s.in) ?? [];
    list.push({ from: minute, to: OPEN_END });
    stints.set(s.in, list);
  }
  return { stints, refused, sentOff };
}

/** Every player's spells on the pitch (`timelineOf`'s spells). */
export function stintsOf(input: TimelineInput): Map<string, Stint[]> {
  return timelineOf(input).stints;
}

/** Whether one of these spells covers an event at `minute`: from ≤ minute ≤ to (the header's
 * convention; an open spell covers every later minute). */
export function coversMinute(stints: readonly Stint[] | undefined, minute: number): boolean {
  return !!stints && stints.some((s) => s.from <= minute && minute <= s.to);
}

/** Whether a player was on the pitch for an event at `minute` (both the player going off and the
 * one coming on count as on the pitch at the substitution's minute; a player sent off counts at
 * the minute of his card, not after). */
export function wasOnPitchAt(stints: Map<string, Stint[]>, key: string, minute: number): boolean {
  return coversMinute(stints.get(key), minute);
}

/** Everyone on the pitch for an event at `minute`. */
export function onPitchAt(stints: Map<string, Stint[]>, minute: number): Set<string> {
  const on = new Set<string>();
  for (const key of stints.keys()) if (wasOnPitchAt(stints, key, minute)) on.add(key);
  return on;
}

/** Everyone on the pitch once the changes of `minute` are made (from ≤ minute < to): who a
 * picker offers to take off now, and who is not on the bench. */
export function onPitchAfter(stints: Map<string, Stint[]>, minute: number): Set<string> {
  const on = new Set<string>();
  for (const [key, list] of stints) {
    if (list.some((s) => s.from <= minute && (minute < s.to || s.to === OPEN_END))) on.add(key);
  }
  return on;
}

/**
 * Minutes played: each spell's length counted within the match's length (90 by default), so a
 * starter who stays on gets 90 and a substitute who comes on at m gets 90 − m (extra time counts
 * as 90). Spells built without red cards give the spec's counters (spec 4); with them, real
 * minutes (a player sent off at 30 gets 30).
 */
export function minutesPlayed<K extends Key = string>(
  stints: Map<K, Stint[]>,
  fullMatch = FULL_MATCH_MINUTES,
): Map<K, number> {
  const minutes = new Map<K, number>();
  for (const [key, list] of stints) minutes.set(key, minutesOf(list, fullMatch));
  return minutes;
}

/** One player's minutes played (see `minutesPlayed`). */
export function minutesOf(list: readonly Stint[], fullMatch = FULL_MATCH_MINUTES): number {
  let total = 0;
  for (const s of list)
    total += Math.max(0, Math.min(fullMatch, s.to) - Math.min(fullMatch, s.from));
  return total;
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
    .map((item, order) => ({ minute: minuteOfItem(item), order, item }))
    .sort(
      (a, b) =>
        (a.minute ?? OPEN_END) - (b.minute ?? OPEN_END) ||
        (a.minute === undefined ? 1 : 0) - (b.minute === undefined ? 1 : 0) ||
        a.order - b.order,
    );
}
