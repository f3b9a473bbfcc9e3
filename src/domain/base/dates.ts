// Dates are stored as 'YYYY-MM-DD' calendar days. We never parse them with `new Date(iso)`,
// which reads them as UTC midnight and shows the previous day west of Greenwich. Showing a day
// is format.ts's job (formatDate), the one Spanish formatter.

/** Two digits for clocks and dates: 3 → '03', 12 → '12'. */
export function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

type DateParts = { year: number; month: number; day: number };

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Splits a 'YYYY-MM-DD' string into numbers; undefined unless it is a real calendar day. */
export function parseIsoDate(s: string): DateParts | undefined {
  if (typeof s !== "string") return undefined;
  const m = ISO_DATE.exec(s);
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/**
 * The UTC midnight of a calendar day, in ms; undefined unless it is one. (`Date.UTC` alone reads
 * the years 0–99 as 1900–1999.)
 */
export function utcDay(s: string): number | undefined {
  const d = parseIsoDate(s);
  if (!d) return undefined;
  const date = new Date(Date.UTC(2000, d.month - 1, d.day));
  date.setUTCFullYear(d.year);
  return date.getTime();
}

/** The calendar day of a UTC instant; '' outside the years 0000–9999. */
export function isoOfUtcDay(ms: number): string {
  const iso = new Date(ms).toISOString();
  return /^\d{4}-/.test(iso) ? iso.slice(0, 10) : "";
}

export function isIsoDate(s: string): boolean {
  return parseIsoDate(s) !== undefined;
}

/** Whole years from birthdate to today; null when either is invalid or the birthdate is later. */
export function ageOn(birthdate: string, today: string): number | null {
  const b = parseIsoDate(birthdate);
  const t = parseIsoDate(today);
  if (!b || !t) return null;
  let age = t.year - b.year;
  if (t.month < b.month || (t.month === b.month && t.day < b.day)) age -= 1;
  return age < 0 ? null : age;
}

/** The local calendar day (not UTC) as 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): string {
  return `${String(now.getFullYear()).padStart(4, "0")}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
}

/** The local minute as 'YYYY-MM-DDTHH:MM' (what a datetime-local field holds). */
export function nowLocalMinute(now: Date = new Date()): string {
  return `${todayIso(now)}T${pad2(now.getHours())}:${pad2(now.getMinutes())}`;
}

/**
 * Newest first by the date string (ISO strings sort as text). For equal dates the one stored
 * later comes first, as a just-saved match is the newest; invalid dates go last (also later-stored
 * first). Does not modify the input.
 */
export function sortNewestFirst<T extends { date: string }>(items: readonly T[]): T[] {
  const decorated = items.map((item, index) => ({
    item,
    index,
    valid: isIsoDate(item.date),
  }));
  decorated.sort((a, b) => {
    if (a.valid !== b.valid) return a.valid ? -1 : 1;
    if (a.valid && a.item.date !== b.item.date) return a.item.date < b.item.date ? 1 : -1;
    return b.index - a.index;
  });
  return decorated.map((d) => d.item);
}

/**
 * The order matches were played in, for rules that run through a season (suspensions, form,
 * the last N): oldest first by the stored date text, the stored order among equal dates. Does not
 * modify the input.
 */
export function inPlayOrder<T extends { date: string }>(items: readonly T[]): T[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => (a.item.date < b.item.date ? -1 : a.item.date > b.item.date ? 1 : a.i - b.i))
    .map((x) => x.item);
}

/** Oldest first, stored order for equal dates; invalid dates first (they sort before any day). */
export function sortOldestFirst<T extends { date: string }>(items: readonly T[]): T[] {
  return sortNewestFirst(items).reverse();
}

/** Spanish month names, January first (the season start select, long dates). */
export const MONTHS_ES = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
] as const;
