// The live match clock (issue "10 ·", item 3). It is never a ticking counter: it is the list of
// what the coach pressed and when (wall-clock milliseconds), and the time shown is worked out
// from that list and "now". So it stays right after the phone locks, after a reload and offline:
// nothing has to keep running for it to be right.

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
};

const MINUTE = 60_000;

function finite(n: unknown): number {
  return typeof n === "number" && Number.isFinite(n) ? n : 0;
}

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
};

function fold(actions: readonly ClockAction[]): Folded {
  const s: Folded = { phase: "notStarted", period: 1, startedAt: 0, offMs: 0, stoppedAt: 0 };
  for (const a of actions) {
    if (!a || !allowedActions(s.phase, s.period).includes(a.kind)) continue;
    const at = finite(a.at);
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
        if (s.phase === "running") s.stoppedAt = at;
        s.phase = a.kind === "halfTime" ? "halfTime" : "finished";
        break;
      case "adjust":
        // A positive correction adds played time, so it takes it off the "not played" total.
        s.offMs -= finite(a.ms);
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

function pad2(n: number) {
  return String(n).padStart(2, "0");
}

/** The minute label football uses: 23', 45+2', 90+4'. */
export function minuteLabel(minute: number, added = 0): string {
  return added > 0 ? `${minute}+${added}'` : `${minute}'`;
}

/**
 * Reads the clock at wall-clock time `now`. `periodMinutes` is the length of one half. A `now`
 * before the last press (the phone's clock moved back) reads as no time passing.
 */
export function readClock(
  actions: readonly ClockAction[],
  periodMinutes: number,
  now: number,
): ClockReading {
  const s = fold(actions);
  const length = periodMinutes > 0 ? periodMinutes : DEFAULT_PERIOD_MINUTES;
  const end = s.stoppedAt ?? finite(now);
  const periodMs =
    s.phase === "notStarted" ? 0 : Math.max(0, Math.max(end, s.startedAt) - s.startedAt - s.offMs);
  const base = s.period === 2 ? length : 0;
  const matchMs = base * MINUTE + periodMs;

  // The minute being played (1-based within the period), capped at the period's end.
  let minute: number;
  let added = 0;
  if (s.phase === "notStarted") minute = 0;
  else if (s.phase === "halfTime" || s.phase === "finished") {
    // Between halves and after the whistle, events belong to the end of the period.
    const played = Math.floor(periodMs / MINUTE);
    minute = base + Math.min(length, played);
    added = Math.max(0, played - length);
  } else {
    const inPeriod = Math.floor(periodMs / MINUTE) + 1;
    minute = base + Math.min(length, inPeriod);
    added = Math.max(0, inPeriod - length);
  }
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
  };
}

/** Match minutes elapsed so far on the stored scale (added time collapses onto the period end). */
export function nominalMinutes(reading: ClockReading, periodMinutes: number): number {
  const length = periodMinutes > 0 ? periodMinutes : DEFAULT_PERIOD_MINUTES;
  const base = reading.period === 2 ? length : 0;
  if (reading.phase === "notStarted") return 0;
  return base + Math.min(length, reading.periodMs / MINUTE);
}
