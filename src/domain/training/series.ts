// A series' occurrences: every day from `from` to `until` (inclusive) whose weekday is in the
// series, as local calendar days. Pure and time-zone free (days.ts).
import type { TrainingSeries } from "../records/training-series";
import { isIsoDate } from "../calendar/dates";
import { addDays, daysBetween, weekdayOf } from "./days";

/** At most this many occurrences are expanded (a series over several seasons stays bounded). */
export const MAX_OCCURRENCES = 1_000;

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
