import { describe, expect, it } from "vitest";
import {
  applyClock,
  canApply,
  clockPhase,
  minuteLabel,
  nominalMinutes,
  readClock,
} from "./live-clock";
import type { ClockAction } from "./live-clock";

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
    const half = [...clock, { kind: "halfTime", at: min(47, 5) } as ClockAction];
    const r = readClock(half, 45, min(55));
    expect(r).toMatchObject({ phase: "halfTime", clockText: "47:05", minute: 45, added: 2 });
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
