import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  advanceClockBase,
  applyClock,
  canApply,
  clockPhase,
  correctableMinutes,
  lastPressAt,
  MAX_TRUSTED_GAP_MS,
  minuteCorrection,
  nominalMinutes,
  readClock,
  resumeClock,
} from "./live-clock";
import type { ClockAction, ClockBase } from "./live-clock";
import { minuteLabel } from "../base/format";

const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const min = (m: number, s = 0) => T0 + m * 60_000 + s * 1000;

describe("readClock", () => {
  it("reads nothing before kick-off", () => {
    const r = readClock([], 45, min(10));
    expect(r).toMatchObject({ phase: "notStarted", minute: 0, added: 0, clockText: "00:00" });
  });

  it("counts from the start press, football's way: 0:00–0:59 is the 1st minute", () => {
    const clock: ClockAction[] = [{ kind: "start", at: T0 }];
    expect(readClock(clock, 45, min(0, 10))).toMatchObject({ minute: 1, label: "1'" });
    expect(readClock(clock, 45, min(22, 30))).toMatchObject({
      phase: "running",
      minute: 23,
      clockText: "22:30",
    });
  });

  it("leaves pauses out: 10 min played, 3 paused, 5 played = 15:00", () => {
    const clock: ClockAction[] = [
      { kind: "start", at: T0 },
      { kind: "pause", at: min(10) },
      { kind: "resume", at: min(13) },
    ];
    expect(readClock(clock, 45, min(18)).clockText).toBe("15:00");
    // While paused the time stands still, however long the phone stays locked.
    const paused = clock.slice(0, 2);
    expect(readClock(paused, 45, min(60)).clockText).toBe("10:00");
    expect(readClock(paused, 45, min(60)).phase).toBe("paused");
  });

  it("shows added time as 45+2' and stops the half at the whistle", () => {
    const clock: ClockAction[] = [{ kind: "start", at: T0 }];
    expect(readClock(clock, 45, min(46, 20))).toMatchObject({
      minute: 45,
      added: 2,
      label: "45+2'",
    });
    // At 47:05 the clock showed 45+3' (the 48th minute): the half stops there.
    const half = [...clock, { kind: "halfTime", at: min(47, 5) } as ClockAction];
    const r = readClock(half, 45, min(55));
    expect(r).toMatchObject({ phase: "halfTime", clockText: "47:05", minute: 45, added: 3 });
  });

  it("never goes back at the final whistle: 90+2' stays 90+2'", () => {
    const second: ClockAction[] = [
      { kind: "start", at: T0 },
      { kind: "halfTime", at: min(45) },
      { kind: "secondHalf", at: min(60) },
    ];
    expect(readClock(second, 45, min(106, 30)).label).toBe("90+2'");
    const ended = [...second, { kind: "fullTime", at: min(106, 30) } as ClockAction];
    expect(readClock(ended, 45, min(107)).label).toBe("90+2'");
    expect(readClock(ended, 45, min(200)).label).toBe("90+2'");
    // A whistle on the exact minute keeps the minute that was showing.
    const onTheMinute = [...second, { kind: "fullTime", at: min(105) } as ClockAction];
    expect(readClock(onTheMinute, 45, min(106)).label).toBe("90'");
  });

  it("never shows an earlier minute after a whistle than just before it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 80 * 60_000 }),
        fc.constantFrom("halfTime", "fullTime"),
        fc.integer({ min: 0, max: 3_600_000 }),
        fc.boolean(),
        (playedMs, whistle, later, paused) => {
          const at = T0 + playedMs;
          // Running up to the whistle, or paused right then (a reading frozen at the pause).
          const run: ClockAction[] = [{ kind: "start", at: T0 }];
          if (paused) run.push({ kind: "pause", at });
          const before = readClock(run, 45, paused ? at + 5000 : at - 1);
          const after = readClock([...run, { kind: whistle, at }], 45, at + later);
          expect(after.minute * 100 + after.added).toBeGreaterThanOrEqual(
            before.minute * 100 + before.added,
          );
        },
      ),
    );
  });

  it("starts the second half at 45:00 whatever the first lasted, and shows 90+3'", () => {
    const clock: ClockAction[] = [
      { kind: "start", at: T0 },
      { kind: "halfTime", at: min(47) },
      { kind: "secondHalf", at: min(62) },
    ];
    expect(readClock(clock, 45, min(62, 30))).toMatchObject({
      period: 2,
      minute: 46,
      clockText: "45:30",
    });
    expect(readClock(clock, 45, min(62 + 47, 10)).label).toBe("90+3'");
    const ended = [...clock, { kind: "fullTime", at: min(62 + 48) } as ClockAction];
    expect(readClock(ended, 45, min(200))).toMatchObject({
      phase: "finished",
      minute: 90,
      added: 3,
      clockText: "93:00",
    });
  });

  it("uses the chosen half length: 2×25 puts the second half's first minute at 26'", () => {
    const clock: ClockAction[] = [
      { kind: "start", at: T0 },
      { kind: "halfTime", at: min(25) },
      { kind: "secondHalf", at: min(30) },
    ];
    expect(readClock(clock, 25, min(30, 1)).label).toBe("26'");
    expect(readClock(clock, 25, min(56)).label).toBe("50+2'");
  });

  it("is the same after a reload: only the presses and now matter", () => {
    const clock: ClockAction[] = [
      { kind: "start", at: T0 },
      { kind: "pause", at: min(5) },
      { kind: "resume", at: min(6) },
    ];
    const stored = JSON.parse(JSON.stringify(clock)) as ClockAction[];
    expect(readClock(stored, 45, min(31))).toEqual(readClock(clock, 45, min(31)));
    expect(readClock(stored, 45, min(31)).clockText).toBe("30:00");
  });

  it("never runs backwards when the phone's clock moved back", () => {
    const clock: ClockAction[] = [{ kind: "start", at: min(10) }];
    expect(readClock(clock, 45, min(5)).clockText).toBe("00:00");
  });

  it("applies a ± correction", () => {
    const clock: ClockAction[] = [
      { kind: "start", at: T0 },
      { kind: "adjust", at: min(1), ms: 60_000 },
    ];
    expect(readClock(clock, 45, min(10)).clockText).toBe("11:00");
  });
});

describe("presses", () => {
  it("allows only what makes sense and ignores the rest", () => {
    let clock: readonly ClockAction[] = [];
    expect(canApply(clock, "pause")).toBe(false);
    clock = applyClock(clock, { kind: "pause", at: T0 });
    expect(clock).toEqual([]);
    clock = applyClock(clock, { kind: "start", at: T0 });
    expect(canApply(clock, "fullTime")).toBe(false);
    expect(canApply(clock, "halfTime")).toBe(true);
    clock = applyClock(clock, { kind: "halfTime", at: min(45) });
    expect(clockPhase(clock)).toEqual({ phase: "halfTime", period: 1 });
    clock = applyClock(clock, { kind: "secondHalf", at: min(60) });
    expect(canApply(clock, "halfTime")).toBe(false);
    clock = applyClock(clock, { kind: "fullTime", at: min(105) });
    expect(clockPhase(clock)).toEqual({ phase: "finished", period: 2 });
    expect(applyClock(clock, { kind: "start", at: min(106) })).toBe(clock);
  });

  it("a stored list with an out-of-place press reads as if it was not there", () => {
    const clock: ClockAction[] = [
      { kind: "start", at: T0 },
      { kind: "resume", at: min(3) },
      { kind: "secondHalf", at: min(4) },
    ];
    expect(readClock(clock, 45, min(10))).toMatchObject({ period: 1, clockText: "10:00" });
  });
});

describe("labels and the stored scale", () => {
  it("labels minutes", () => {
    expect(minuteLabel(23)).toBe("23'");
    expect(minuteLabel(90, 4)).toBe("90+4'");
  });

  it("collapses added time onto the period's end", () => {
    const clock: ClockAction[] = [{ kind: "start", at: T0 }];
    expect(nominalMinutes(readClock(clock, 45, min(30)), 45)).toBe(30);
    expect(nominalMinutes(readClock(clock, 45, min(48)), 45)).toBe(45);
    const second: ClockAction[] = [
      ...clock,
      { kind: "halfTime", at: min(46) },
      { kind: "secondHalf", at: min(60) },
    ];
    expect(nominalMinutes(readClock(second, 45, min(70)), 45)).toBe(55);
  });
});

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe("the match clock's time while the page lives (advanceClockBase)", () => {
  // The page opened at kick-off: match clock = phone clock = T0, performance.now() = 1,000.
  const opened: ClockBase = { clock: T0, wall: T0, mono: 1_000 };

  it("moves with the monotonic clock when both clocks agree", () => {
    const b = advanceClockBase(opened, min(10), 1_000 + 10 * 60_000, false);
    expect(b).toEqual({ clock: min(10), wall: min(10), mono: 601_000 });
  });

  it("ignores the phone's clock moved two hours back, then forty days forward", () => {
    // 10 minutes in, the phone's clock goes back two hours; one more minute passes.
    let b = advanceClockBase(opened, min(10), 601_000, false);
    b = advanceClockBase(b, min(11) - 2 * HOUR, 661_000, false);
    expect(b.clock).toBe(min(11));
    // Then forty days forward; one more minute passes.
    b = advanceClockBase(b, min(12) - 2 * HOUR + 40 * DAY, 721_000, false);
    expect(b.clock).toBe(min(12));
    // A rival goal now is in the 13th minute, not at 45+57556'.
    const reading = readClock([{ kind: "start", at: T0 }], 45, b.clock);
    expect(reading).toMatchObject({ minute: 13, added: 0, label: "13'", overrun: false });
  });

  it("follows the phone's clock ahead only after the page was hidden (the phone asleep)", () => {
    // Locked for 20 minutes: the monotonic clock counted only 2 of them.
    const asleep = advanceClockBase(opened, min(20), 1_000 + 2 * 60_000, true);
    expect(asleep.clock).toBe(min(20));
    // The same gap with the page in view is a clock being moved: only 2 minutes count.
    const awake = advanceClockBase(opened, min(20), 1_000 + 2 * 60_000, false);
    expect(awake.clock).toBe(min(2));
    // Asleep, but the phone's clock forty days ahead: not believed.
    const jumped = advanceClockBase(opened, T0 + 40 * DAY, 1_000 + 2 * 60_000, true);
    expect(jumped.clock).toBe(min(2));
    // Asleep, and the phone's clock moved back: the monotonic clock counts.
    const back = advanceClockBase(opened, T0 - 2 * HOUR, 1_000 + 2 * 60_000, true);
    expect(back.clock).toBe(min(2));
  });

  it("never goes back when the monotonic reading does", () => {
    const b = advanceClockBase(opened, min(1), 500, false);
    expect(b.clock).toBe(T0);
  });
});

describe("the match clock's time when a page opens again (resumeClock)", () => {
  const sample = { clock: min(30), wall: min(30) };

  it("a match not started yet runs on the phone's clock", () => {
    expect(resumeClock(undefined, undefined, min(5))).toEqual({ clock: min(5), trusted: true });
  });

  it("a reload 3 minutes after the last reading counts the 3 minutes", () => {
    expect(resumeClock(T0, sample, min(33))).toEqual({ clock: min(33), trusted: true });
  });

  it("a reload with the phone's clock two hours back counts nothing, and says so", () => {
    expect(resumeClock(T0, sample, min(33) - 2 * HOUR)).toEqual({
      clock: min(30),
      trusted: false,
    });
  });

  it("a reload with the phone's clock forty days ahead counts nothing, and says so", () => {
    expect(resumeClock(T0, sample, min(33) + 40 * DAY)).toEqual({
      clock: min(30),
      trusted: false,
    });
  });

  it("the longest plausible gap still counts; a minute more does not", () => {
    expect(resumeClock(T0, sample, min(30) + MAX_TRUSTED_GAP_MS).trusted).toBe(true);
    expect(resumeClock(T0, sample, min(31) + MAX_TRUSTED_GAP_MS).trusted).toBe(false);
  });

  it("without a sample (or one older than the last press) it starts from the last press", () => {
    expect(resumeClock(min(40), undefined, min(41))).toEqual({ clock: min(41), trusted: true });
    expect(resumeClock(min(40), sample, min(41))).toEqual({ clock: min(41), trusted: true });
    expect(resumeClock(min(40), sample, min(39))).toEqual({ clock: min(40), trusted: false });
  });

  it("the last press is the latest one", () => {
    expect(lastPressAt([])).toBeUndefined();
    expect(
      lastPressAt([
        { kind: "start", at: min(0) },
        { kind: "pause", at: min(9) },
        { kind: "resume", at: min(7) },
      ]),
    ).toBe(min(9));
  });
});

describe("added time has a cap", () => {
  const started: ClockAction[] = [{ kind: "start", at: T0 }];

  it("shows at most 45+30' and says the clock ran away", () => {
    expect(readClock(started, 45, min(74, 59))).toMatchObject({
      label: "45+30'",
      overrun: false,
    });
    expect(readClock(started, 45, min(75, 1))).toMatchObject({
      minute: 45,
      added: 30,
      label: "45+30'",
      clockText: "75:00",
      overrun: true,
    });
    // The stored clock of the bug report: forty days of first half.
    expect(readClock(started, 45, T0 + 40 * DAY)).toMatchObject({
      label: "45+30'",
      overrun: true,
    });
  });

  it("in the second half, 90+30' at most", () => {
    const second: ClockAction[] = [
      ...started,
      { kind: "halfTime", at: min(45) },
      { kind: "secondHalf", at: min(60) },
    ];
    expect(readClock(second, 45, min(60) + 10 * DAY)).toMatchObject({
      label: "90+30'",
      overrun: true,
    });
    const ended = [...second, { kind: "fullTime", at: min(60) + 10 * DAY } as ClockAction];
    expect(readClock(ended, 45, min(60) + 11 * DAY)).toMatchObject({
      label: "90+30'",
      overrun: true,
    });
  });
});

describe("correcting the minute (minuteCorrection)", () => {
  const started: ClockAction[] = [{ kind: "start", at: T0 }];

  it("sets the minute being played: 38 reads 37:00 and 38'", () => {
    // 12:30 played; 38' is 37:00 of play, so 24:30 are added.
    const r = minuteCorrection(started, 45, min(12, 30), 38);
    expect(r).toEqual({ ok: true, action: { kind: "adjust", at: min(12, 30), ms: 24.5 * 60_000 } });
    if (!r.ok) return;
    const after = applyClock(started, r.action);
    expect(readClock(after, 45, min(12, 30))).toMatchObject({ clockText: "37:00", label: "38'" });
    expect(readClock(after, 45, min(13, 30))).toMatchObject({ clockText: "38:00", label: "39'" });
  });

  it("brings a clock forty days over back to the minute typed", () => {
    const now = T0 + 40 * DAY;
    const r = minuteCorrection(started, 45, now, 12);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(readClock(applyClock(started, r.action), 45, now)).toMatchObject({
      label: "12'",
      overrun: false,
    });
  });

  it("in the second half the minutes are 46 to 120", () => {
    const second: ClockAction[] = [
      ...started,
      { kind: "halfTime", at: min(45) },
      { kind: "secondHalf", at: min(60) },
    ];
    expect(correctableMinutes(second, 45)).toEqual({ min: 46, max: 120 });
    const r = minuteCorrection(second, 45, min(70), 80);
    if (!r.ok) throw new Error(r.message);
    expect(readClock(applyClock(second, r.action), 45, min(70)).label).toBe("80'");
    expect(minuteCorrection(second, 45, min(70), 30)).toEqual({
      ok: false,
      message: "Escribe un minuto entre 46 y 120.",
    });
  });

  it("refuses a minute out of range, not a whole number, or a clock not in play", () => {
    expect(correctableMinutes(started, 45)).toEqual({ min: 1, max: 75 });
    expect(minuteCorrection(started, 45, min(5), 0)).toMatchObject({ ok: false });
    expect(minuteCorrection(started, 45, min(5), 76)).toMatchObject({
      message: "Escribe un minuto entre 1 y 75.",
    });
    expect(minuteCorrection(started, 45, min(5), 12.5)).toMatchObject({ ok: false });
    expect(minuteCorrection(started, 45, min(5), Number.NaN)).toMatchObject({ ok: false });
    expect(minuteCorrection([], 45, min(5), 3)).toEqual({
      ok: false,
      message: "El minuto solo se corrige con el partido en juego o en pausa.",
    });
  });

  it("works while paused: the minute stays where it was set", () => {
    const paused: ClockAction[] = [...started, { kind: "pause", at: min(20) }];
    const r = minuteCorrection(paused, 45, min(25), 18);
    if (!r.ok) throw new Error(r.message);
    const after = applyClock(paused, r.action);
    expect(readClock(after, 45, min(25)).label).toBe("18'");
    expect(readClock(after, 45, min(40)).label).toBe("18'");
  });
});
