import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { expandSeries, occurrences } from "./series";
import { MAX_ENTRIES, exportedSessions, sessionEntries } from "./sessions";
import type { TrainingSeries } from "../records/training-series";
import { asId } from "../../testing/ids";
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

describe("occurrences", () => {
  const tue = { weekdays: [2] as Weekday[], from: "2026-12-01", until: "2026-12-31" };
  const daily = {
    weekdays: [1, 2, 3, 4, 5, 6, 7] as Weekday[],
    from: "2026-12-02",
    until: "2026-12-03",
  };

  it("goes day by day over the range, at most `max`, leaving out the days stood for", () => {
    const days = (max: number, skip?: (s: object, d: string) => boolean) =>
      occurrences([tue, daily], { from: "2026-11-01", to: "2026-12-09" }, max, skip).map(
        (o) => `${o.series === tue ? "tue" : "daily"} ${o.date}`,
      );
    expect(days(10)).toEqual([
      "tue 2026-12-01",
      "daily 2026-12-02",
      "daily 2026-12-03",
      "tue 2026-12-08",
    ]);
    expect(days(2)).toEqual(["tue 2026-12-01", "daily 2026-12-02"]);
    expect(days(10, (s, d) => s === daily && d === "2026-12-02")).toEqual([
      "tue 2026-12-01",
      "daily 2026-12-03",
      "tue 2026-12-08",
    ]);
    expect(occurrences([tue], { from: "2026-12-09", to: "x" }, 10)).toEqual([]);
  });

  it("is bounded by the range asked for and `max`, whatever the series", () => {
    const anyDay = fc.oneof(
      fc.integer({ min: 0, max: 3_650_000 }).map((n) => addDays("0001-01-01", n)),
      fc.constantFrom("0001-01-01", "9999-12-31", "", "2026-02-30", "mañana"),
    );
    const aSeries = fc.record({
      weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }),
      from: anyDay,
      until: anyDay,
    });
    fc.assert(
      fc.property(
        fc.array(aSeries, { maxLength: 20 }),
        fc.integer({ min: 0, max: 2_920_000 }).map((n) => addDays("2000-01-01", n - 730_000)),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 50 }),
        (series, from, span, max) => {
          const to = addDays(from, span);
          const got = occurrences(
            series as Pick<TrainingSeries, "weekdays" | "from" | "until">[],
            { from, to },
            max,
          );
          expect(got.length).toBeLessThanOrEqual(max);
          // Exactly the first `max` of every series' own days within the range, day by day.
          const all = Array.from({ length: span + 1 }, (_, i) => addDays(from, i)).flatMap((d) =>
            series.flatMap((s) =>
              expandSeries(s as Pick<TrainingSeries, "weekdays" | "from" | "until">, {
                from: d,
                to: d,
              }).map((date) => ({ series: s, date })),
            ),
          );
          expect(got).toEqual(all.slice(0, max));
        },
      ),
    );
  });

  it("lists at most a screenful of sessions, and the .ics a bounded year either side", () => {
    // 500 series written by a server without the rules: every day from year 1 to year 9999.
    const hostile: TrainingSeries[] = Array.from({ length: 500 }, (_, i) => ({
      id: asId(`s${i}`),
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      time: "19:00",
      from: "0001-01-01",
      until: "9999-12-31",
      place: "",
      minutes: 90,
      focus: "",
    }));
    const listed = sessionEntries([], hostile, { from: "0000-01-01", to: "9999-12-31" });
    expect(listed).toHaveLength(MAX_ENTRIES);
    expect(listed[0]!.date).toBe("0001-01-01");
    const exported = exportedSessions([], hostile, "2026-11-24");
    expect(exported).toHaveLength(1_000);
    expect(exported[0]!.date).toBe("2025-11-24");
    expect(exported.at(-1)!.date).toBe("2025-11-25");
  });
});
