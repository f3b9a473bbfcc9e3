// A series' occurrences: every day from `from` to `until` (inclusive) whose weekday is in the
// series, as local calendar days. Pure and time-zone free (days.ts).
import type { TrainingSeries } from "../records/training-series";
import { isIsoDate } from "../base/dates";
import { repaired } from "../records/read";
import { TRAINING_LIMITS } from "../records/training-list";
import { addDays, daysBetween, weekdayOf } from "./days";

/** A day of a series. */
export type Occurrence<S> = { series: S; date: string };

/** At most this many occurrences are expanded (a series over several seasons stays bounded). */
export const MAX_OCCURRENCES = 1_000;

/**
 * The series ending at most `seriesDays` after it starts, as the form allows, whoever wrote it
 * (a restored file, another device, a server without the rules): one from year 1 to 9999 would
 * cost every screen that expands it. Cutting it is a repair (records/read.ts).
 */
export function boundedSeries<S extends Pick<TrainingSeries, "from" | "until">>(series: S): S {
  const span = daysBetween(series.from, series.until);
  if (span === undefined || span <= TRAINING_LIMITS.seriesDays) return series;
  repaired();
  return { ...series, until: addDays(series.from, TRAINING_LIMITS.seriesDays) };
}

/**
 * The dates of a series, oldest first, within `range` (inclusive) when given. Nothing for a
 * series without weekdays or with a `from` or `until` that is not a calendar day.
 */
export function expandSeries(
  series: Pick<TrainingSeries, "weekdays" | "from" | "until">,
  range: { from?: string; to?: string } = {},
): string[] {
  if (!isIsoDate(series.from) || !isIsoDate(series.until) || series.weekdays.length === 0)
    return [];
  let start = series.from;
  let end = series.until;
  if (range.from && isIsoDate(range.from) && range.from > start) start = range.from;
  if (range.to && isIsoDate(range.to) && range.to < end) end = range.to;
  const span = daysBetween(start, end);
  if (span === undefined || span < 0) return [];
  const days = new Set(series.weekdays);
  const out: string[] = [];
  for (let i = 0; i <= span && out.length < MAX_OCCURRENCES; i++) {
    const date = addDays(start, i);
    if (days.has(weekdayOf(date)!)) out.push(date);
  }
  return out;
}

/**
 * The occurrences of every series within `range` (inclusive), day by day, oldest first (the
 * series' order within a day), leaving out those `skip` says are stood for, and at most `max`.
 * The work is bounded by the range and `max` however many series there are, however long they
 * run and whoever wrote them: days no series covers are jumped over.
 */
export function occurrences<S extends Pick<TrainingSeries, "weekdays" | "from" | "until">>(
  series: readonly S[],
  range: { from: string; to: string },
  max: number,
  skip: (s: S, date: string) => boolean = () => false,
): Occurrence<S>[] {
  if (!isIsoDate(range.from) || !isIsoDate(range.to)) return [];
  const live = series
    .filter(
      (s) =>
        isIsoDate(s.from) &&
        isIsoDate(s.until) &&
        s.weekdays.length > 0 &&
        s.from <= range.to &&
        s.until >= range.from,
    )
    .map((s) => ({ s, days: new Set(s.weekdays) }));
  const out: Occurrence<S>[] = [];
  let date = range.from;
  while (date !== "" && date <= range.to && out.length < max) {
    let next = "";
    const weekday = weekdayOf(date)!;
    for (const { s, days } of live) {
      if (s.from > date) {
        if (next === "" || s.from < next) next = s.from;
      } else if (s.until >= date) {
        next = addDays(date, 1);
        if (days.has(weekday) && !skip(s, date)) out.push({ series: s, date });
      }
    }
    date = next;
  }
  return out.slice(0, max);
}
