// The live match clock. It is never a ticking counter: it is the list of
// what the coach pressed and when (wall-clock milliseconds), and the time shown is worked out
// from that list and "now". So it stays right after the phone locks, after a reload and offline:
// nothing has to keep running for it to be right.
//
// "When" is the match clock's own time, not the phone's clock as it stands: while the page lives
// it moves with the page's monotonic clock (the phone's clock may be moved two hours back or forty
// days forward mid-match), and a reload trusts the phone's clock only for a plausible gap (see
// `advanceClockBase`, `resumeClock`). Added time is capped at `MAX_ADDED_MINUTES`: past it the
// reading says so (`overrun`) and the coach corrects the minute (`minuteCorrection`).

import { minuteLabel } from "../base/format";
import { pad2 } from "../base/dates";

/** Half lengths offered for youth football; 45 is the default (2×45). */
export const PERIOD_LENGTHS = [45, 40, 35, 30, 25] as const;
export const DEFAULT_PERIOD_MINUTES = 45;

export type ClockActionKind =
  "start" | "pause" | "resume" | "halfTime" | "secondHalf" | "fullTime" | "adjust";

/** One press of a clock button. `ms` is only used by `adjust` (a ± correction of the time). */
export type ClockAction = { kind: ClockActionKind; at: number; ms?: number };

export type ClockPhase = "notStarted" | "running" | "paused" | "halfTime" | "finished";
export type Period = 1 | 2;

export type ClockReading = {
  phase: ClockPhase;
  period: Period;
  /** Time played in the current period, in ms (pauses left out). */
  periodMs: number;
  /** Match time in ms: the second half starts at one period length, whatever the first lasted. */
  matchMs: number;
  /** The minute being played, counted as football does: 0:00–0:59 is the 1st minute. */
  minute: number;
  /** Minutes past the end of the period ('45+2'' → minute 45, added 2). */
  added: number;
  /** '23'', '45+2'', '90+4''. */
  label: string;
  /** 'mm:ss' of match time, e.g. '47:05'. */
  clockText: string;
  /**
   * The period has run more than `MAX_ADDED_MINUTES` past its length: the minute shown stops at
   * the cap and the coach is asked to correct it (no real half runs 30 minutes over).
   */
  overrun: boolean;
};

const MINUTE = 60_000;

/** Most added minutes a period shows ('45+30''); past them the clock asks to be corrected. */
export const MAX_ADDED_MINUTES = 30;

/**
 * The longest the phone's clock is trusted to have moved on without the page's monotonic clock
 * (the phone asleep in a pocket, or the page closed and opened again): a whole match with its
 * break fits well within. A longer gap, or one backwards, is not time played.
 */
export const MAX_TRUSTED_GAP_MS = 3 * 60 * MINUTE;

/** Which buttons make sense in a phase. Anything else is refused (see `applyClock`). */
export function allowedActions(phase: ClockPhase, period: Period): ClockActionKind[] {
  switch (phase) {
    case "notStarted":
      return ["start"];
    case "running":
      return ["pause", period === 1 ? "halfTime" : "fullTime", "adjust"];
    case "paused":
      return ["resume", period === 1 ? "halfTime" : "fullTime", "adjust"];
    case "halfTime":
      return ["secondHalf", "fullTime"];
    case "finished":
      return [];
  }
}

type Folded = {
  phase: ClockPhase;
  period: Period;
  /** When the current period started (wall clock). */
  startedAt: number;
  /** Paused ms already closed in the current period, minus adjustments. */
  offMs: number;
  /** When the current pause (or the end of the period) started. */
  stoppedAt: number | undefined;
  /** The period ended with the clock running (not from a pause). */
  whistledRunning?: boolean;
};

function fold(actions: readonly ClockAction[]): Folded {
  const s: Folded = { phase: "notStarted", period: 1, startedAt: 0, offMs: 0, stoppedAt: 0 };
  for (const a of actions) {
    if (!allowedActions(s.phase, s.period).includes(a.kind)) continue;
    const { at } = a;
    switch (a.kind) {
      case "start":
      case "secondHalf":
        s.phase = "running";
        s.period = a.kind === "start" ? 1 : 2;
        s.startedAt = at;
        s.offMs = 0;
        s.stoppedAt = undefined;
        break;
      case "pause":
        s.phase = "paused";
        s.stoppedAt = at;
        break;
      case "resume":
        s.offMs += Math.max(0, at - (s.stoppedAt ?? at));
        s.stoppedAt = undefined;
        s.phase = "running";
        break;
      case "halfTime":
      case "fullTime":
        // Full time straight from half time keeps how the half ended.
        if (s.phase !== "halfTime") s.whistledRunning = s.phase === "running";
        if (s.phase === "running") s.stoppedAt = at;
        s.phase = a.kind === "halfTime" ? "halfTime" : "finished";
        break;
      case "adjust":
        // A positive correction adds played time, so it takes it off the "not played" total.
        s.offMs -= a.ms ?? 0;
        break;
    }
  }
  return s;
}

/** The clock's phase after the actions, ignoring actions that were not allowed when made. */
export function clockPhase(actions: readonly ClockAction[]): { phase: ClockPhase; period: Period } {
  const s = fold(actions);
  return { phase: s.phase, period: s.period };
}

/** Whether `kind` may be pressed now. */
export function canApply(actions: readonly ClockAction[], kind: ClockActionKind): boolean {
  const s = fold(actions);
  return allowedActions(s.phase, s.period).includes(kind);
}

/** The actions with one more press, or the same list when that press is not allowed now. */
export function applyClock(
  actions: readonly ClockAction[],
  action: ClockAction,
): readonly ClockAction[] {
  return canApply(actions, action.kind) ? [...actions, action] : actions;
}

/** Time played in the current period at `now`, uncapped (pauses and adjustments counted). */
function playedMs(s: Folded, now: number): number {
  if (s.phase === "notStarted") return 0;
  const end = s.stoppedAt ?? now;
  return Math.max(0, Math.max(end, s.startedAt) - s.startedAt - s.offMs);
}

const periodLength = (periodMinutes: number) =>
  periodMinutes > 0 ? periodMinutes : DEFAULT_PERIOD_MINUTES;

/**
 * Reads the clock at time `now` (the match clock's time: see `advanceClockBase`). `periodMinutes`
 * is the length of one half. A `now` before the last press reads as no time passing; more than
 * `MAX_ADDED_MINUTES` past the period's end reads as the cap, with `overrun` set.
 */
export function readClock(
  actions: readonly ClockAction[],
  periodMinutes: number,
  now: number,
): ClockReading {
  const s = fold(actions);
  const length = periodLength(periodMinutes);
  const raw = playedMs(s, now);
  const capMs = (length + MAX_ADDED_MINUTES) * MINUTE;
  const overrun = raw > capMs;
  const periodMs = Math.min(raw, capMs);
  const base = s.period === 2 ? length : 0;
  const matchMs = base * MINUTE + periodMs;

  // The minute being played (1-based within the period), capped at the period's end. Between
  // halves and after the whistle it stays the one the clock showed when it stopped (events then
  // belong to the end of the period), so the reading never goes back: its last instant running
  // (a whistle at 93:00 ends in 90+3'), or the reading frozen by a pause.
  const stopped = s.phase === "halfTime" || s.phase === "finished";
  const inPeriod =
    stopped && s.whistledRunning
      ? Math.max(1, Math.ceil(periodMs / MINUTE))
      : Math.floor(periodMs / MINUTE) + 1;
  const minute = s.phase === "notStarted" ? 0 : base + Math.min(length, inPeriod);
  const added =
    s.phase === "notStarted" ? 0 : Math.min(MAX_ADDED_MINUTES, Math.max(0, inPeriod - length));
  const totalSeconds = Math.floor(matchMs / 1000);
  return {
    phase: s.phase,
    period: s.period,
    periodMs,
    matchMs,
    minute,
    added,
    label: minuteLabel(minute, added),
    clockText: `${pad2(Math.floor(totalSeconds / 60))}:${pad2(totalSeconds % 60)}`,
    overrun,
  };
}

/** The minutes the coach may type as the one being played now, in the current period. */
export function correctableMinutes(
  actions: readonly ClockAction[],
  periodMinutes: number,
): { min: number; max: number } {
  const length = periodLength(periodMinutes);
  const base = fold(actions).period === 2 ? length : 0;
  return { min: base + 1, max: base + length + MAX_ADDED_MINUTES };
}

/**
 * The press that makes the clock read `minute` (the minute being played, as football counts it:
 * 38 → 37:00 of match time) at `now`, or why not. Works whatever the clock reads, overrun too.
 */
export function minuteCorrection(
  actions: readonly ClockAction[],
  periodMinutes: number,
  now: number,
  minute: number,
): { ok: true; action: ClockAction } | { ok: false; message: string } {
  if (!canApply(actions, "adjust")) {
    return { ok: false, message: "El minuto solo se corrige con el partido en juego o en pausa." };
  }
  const { min, max } = correctableMinutes(actions, periodMinutes);
  if (!Number.isInteger(minute) || minute < min || minute > max) {
    return { ok: false, message: `Escribe un minuto entre ${min} y ${max}.` };
  }
  const s = fold(actions);
  const target = (minute - min) * MINUTE;
  return { ok: true, action: { kind: "adjust", at: now, ms: target - playedMs(s, now) } };
}

/**
 * The match clock's time base while a page lives: `clock` is the match clock's time when the
 * phone's clock read `wall` and the page's monotonic clock (performance.now) read `mono`.
 */
export type ClockBase = { clock: number; wall: number; mono: number };

/**
 * Moves the match clock on to a new reading of both clocks. It moves as the monotonic clock
 * does, which no one can set. Only when the page was hidden in between (`slept`: the phone
 * locked, when a phone's monotonic clock may stop) may it follow the phone's clock further
 * ahead, up to `MAX_TRUSTED_GAP_MS`. The phone's clock moved back, or days ahead, is ignored.
 */
export function advanceClockBase(
  base: ClockBase,
  wall: number,
  mono: number,
  slept: boolean,
): ClockBase {
  const monoStep = Math.max(0, mono - base.mono);
  const wallStep = wall - base.wall;
  const step = slept && wallStep > monoStep && wallStep <= MAX_TRUSTED_GAP_MS ? wallStep : monoStep;
  return { clock: base.clock + step, wall, mono };
}

/** The match clock's time and the phone's clock at that moment, as last seen by a page. */
export type ClockSample = { clock: number; wall: number };

/**
 * Where the match clock stands when a page opens: from the last sample a page left (or the last
 * press), plus the phone clock's gap since then when that gap is plausible (forward, within
 * `MAX_TRUSTED_GAP_MS`). An implausible gap counts as no time, and `trusted` says so.
 */
export function resumeClock(
  lastPress: number | undefined,
  sample: ClockSample | undefined,
  wall: number,
): { clock: number; trusted: boolean } {
  if (lastPress === undefined) return { clock: wall, trusted: true };
  // A sample from before this match's last press belongs to another match or page.
  const from = sample && sample.clock >= lastPress ? sample : { clock: lastPress, wall: lastPress };
  const gap = wall - from.wall;
  if (gap >= 0 && gap <= MAX_TRUSTED_GAP_MS) return { clock: from.clock + gap, trusted: true };
  return { clock: from.clock, trusted: false };
}

/** The time of the last press, if any. */
export function lastPressAt(actions: readonly ClockAction[]): number | undefined {
  let last: number | undefined;
  for (const a of actions) if (last === undefined || a.at > last) last = a.at;
  return last;
}

/** Match minutes elapsed so far on the stored scale (added time collapses onto the period end). */
export function nominalMinutes(reading: ClockReading, periodMinutes: number): number {
  const length = periodLength(periodMinutes);
  const base = reading.period === 2 ? length : 0;
  if (reading.phase === "notStarted") return 0;
  return base + Math.min(length, reading.periodMs / MINUTE);
}
