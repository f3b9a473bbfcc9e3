// Calendar-day arithmetic on 'YYYY-MM-DD' strings. A day is a date, not an instant: the sums run
// on UTC midnights, where every day has 24 hours, so a daylight-saving change in the coach's
// time zone can never move a training to another day (the wall-clock time is applied only when
// an instant is needed: calendar/fixtures.ts kickoffOf).
import { isoOfUtcDay, utcDay } from "../base/dates";
import type { Weekday } from "../records/training-series";

const DAY_MS = 86_400_000;

/** `date` plus `n` days (n may be negative); '' for a date that is not a calendar day, or a sum outside the years 0000–9999. */
export function addDays(date: string, n: number): string {
  const ms = utcDay(date);
  return ms === undefined ? "" : isoOfUtcDay(ms + n * DAY_MS);
}

/** 1 Monday … 7 Sunday; undefined for a date that is not a calendar day. */
export function weekdayOf(date: string): Weekday | undefined {
  const ms = utcDay(date);
  if (ms === undefined) return undefined;
  const d = new Date(ms).getUTCDay();
  return (d === 0 ? 7 : d) as Weekday;
}

/** The Monday of the week `date` falls in. */
export function mondayOf(date: string): string {
  const w = weekdayOf(date);
  return w === undefined ? "" : addDays(date, 1 - w);
}

/** Whole days from `a` to `b` (b − a). */
export function daysBetween(a: string, b: string): number | undefined {
  const x = utcDay(a);
  const y = utcDay(b);
  return x === undefined || y === undefined ? undefined : Math.round((y - x) / DAY_MS);
}
