import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { expandSeries } from "./series";
import { addDays, weekdayOf } from "./days";
import { kickoffOf } from "../calendar/fixtures";
import type { Weekday } from "../records/training-series";

describe("expandSeries", () => {
  it("gives Tuesdays and Thursdays from a date until a date, both inclusive", () => {
    // 2026-03-03 is a Tuesday; 2026-03-12 a Thursday.
    expect(expandSeries({ weekdays: [2, 4], from: "2026-03-03", until: "2026-03-12" })).toEqual([
      "2026-03-03",
      "2026-03-05",
      "2026-03-10",
      "2026-03-12",
    ]);
  });

  it("keeps the calendar days across the spring daylight-saving change in Europe/Madrid", () => {
    // Clocks go forward on Sunday 2026-03-29 in Madrid.
    const dates = expandSeries({ weekdays: [2, 4], from: "2026-03-24", until: "2026-04-02" });
    expect(dates).toEqual(["2026-03-24", "2026-03-26", "2026-03-31", "2026-04-02"]);
    const tz = process.env.TZ;
    process.env.TZ = "Europe/Madrid";
    try {
      // 19:00 stays 19:00 on the wall: 18:00 UTC before the change, 17:00 UTC after it.
      expect(kickoffOf({ date: "2026-03-26", time: "19:00" })!.toISOString()).toBe(
        "2026-03-26T18:00:00.000Z",
      );
      expect(kickoffOf({ date: "2026-03-31", time: "19:00" })!.toISOString()).toBe(
        "2026-03-31T17:00:00.000Z",
      );
    } finally {
      process.env.TZ = tz;
    }
  });

  it("keeps the calendar days across the autumn change (the day with 25 hours)", () => {
    // Clocks go back on Sunday 2026-10-25: a Sunday and Monday series keeps both days.
    expect(expandSeries({ weekdays: [7, 1], from: "2026-10-24", until: "2026-10-27" })).toEqual([
      "2026-10-25",
      "2026-10-26",
    ]);
  });

  it("cuts to a range, and gives nothing for a broken series", () => {
    const s = { weekdays: [1] as Weekday[], from: "2026-01-05", until: "2026-02-23" };
    expect(expandSeries(s, { from: "2026-02-10", to: "2026-02-20" })).toEqual(["2026-02-16"]);
    expect(expandSeries({ ...s, until: "2025-12-01" })).toEqual([]);
    expect(expandSeries({ ...s, from: "mañana" })).toEqual([]);
    expect(expandSeries({ ...s, weekdays: [] })).toEqual([]);
  });

  it("never yields a date after 'until', before 'from', or on a weekday not in the series", () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => addDays("2024-01-01", n));
    const weekdays = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 });
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), weekdays, (from, span, days) => {
        const until = addDays(from, span);
        const dates = expandSeries({ weekdays: days as Weekday[], from, until });
        for (const d of dates) {
          expect(d <= until && d >= from).toBe(true);
          expect(days).toContain(weekdayOf(d));
        }
        // And it misses none: every day of the span on one of the weekdays is there.
        const expected = Array.from({ length: span + 1 }, (_, i) => addDays(from, i)).filter((d) =>
          days.includes(weekdayOf(d)!),
        );
        expect(dates).toEqual(expected);
      }),
    );
  });
});
