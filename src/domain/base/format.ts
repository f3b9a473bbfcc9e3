// The one Spanish formatter of the app: numbers, decimals, percentages,
// dates and counted nouns, all following Intl with 'es-ES', so every screen writes 2,0 and 1,3,
// '1 gol' and '2 goles', and the same calendar day in lists and details. Days, whole numbers
// under 10.000 and their plurals are written by hand (tests hold them equal to Intl's): they are
// most of what screens show, and the first Intl object in a page starts ICU (about 6 ms).
//
// Stored dates are 'YYYY-MM-DD' calendar days: they are formatted as that day in UTC, so no
// time zone can move them to the day before.
import { pad2, parseIsoDate } from "./dates";

export const LOCALE = "es-ES";

/** A computed value that is no number (0 / 0) is written as 0, never as 'NaN'. */
const finite = (n: number) => (Number.isFinite(n) ? n : 0);

/**
 * A value made on first use. An Intl formatter costs little once ICU has started, but the first
 * one in a page starts it (12–18 ms measured): made when the module loads, every screen paid it,
 * even forms that format nothing.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const integerFormat = onFirstUse(
  () => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, signDisplay: "negative" }),
);
const fixedFormats = new Map<number, Intl.NumberFormat>();
const pluralRules = onFirstUse(() => new Intl.PluralRules(LOCALE));

/**
 * A whole number: 7 → '7', 12345 → '12.345' (Spanish groups from five digits). Whole numbers
 * under 10.000 (nearly every count the screens show) are written as their digits: the same text
 * Intl gives (a property test holds the two together), without starting ICU for a screen that
 * formats nothing else.
 */
export function formatInteger(n: number): string {
  const v = finite(n);
  if (Number.isInteger(v) && v > -10000 && v < 10000) return String(v);
  return integerFormat().format(v);
}

/** A decimal with exactly `digits` decimals: 2 → '2,0', 1.25 → '1,3' (one decimal). */
export function formatDecimal(n: number, digits = 1): string {
  const d = Math.max(0, Math.min(6, Math.trunc(digits)));
  let format = fixedFormats.get(d);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: d,
      maximumFractionDigits: d,
      // A value that rounds to zero prints '0,0', never '-0,0'.
      signDisplay: "negative",
    });
    fixedFormats.set(d, format);
  }
  return format.format(finite(n));
}

/** A percentage given in points (0–100): 61 → '61 %' (with the no-break space Spanish uses). */
export function formatPercent(points: number, digits = 0): string {
  const value = digits > 0 ? formatDecimal(points, digits) : formatInteger(points);
  return `${value}\u00a0%`;
}

/** `part` of `whole` as a whole percentage; 0 when `whole` is 0. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/**
 * A stored day shown the same way everywhere: '2024-04-14' → '14/04/2024'; other text as is.
 * Written out by hand: it is exactly what Intl's es-ES day/month/year gives (a property test
 * holds the two together), at a fraction of the cost, and a season's chart formats a date per
 * match.
 */
export function formatDate(iso: string): string {
  const p = parseIsoDate(iso);
  if (!p) return iso;
  return `${pad2(p.day)}/${pad2(p.month)}/${p.year}`;
}

/** The noun for a count: plural('gol', 'goles', 1) → 'gol', 0 or 2 → 'goles'. */
export function pluralWord(n: number, singular: string, plural: string): string {
  const v = finite(n);
  // For a whole number Spanish's rule is plain: one is 1 (or -1); Intl for the rest.
  if (Number.isInteger(v)) return v === 1 || v === -1 ? singular : plural;
  return pluralRules().select(v) === "one" ? singular : plural;
}

/** A counted noun: count(1, 'gol', 'goles') → '1 gol'; count(2, …) → '2 goles'. */
export function count(n: number, singular: string, plural: string): string {
  return `${formatInteger(n)} ${pluralWord(n, singular, plural)}`;
}

/** The nouns the screens count, so every screen spells them alike. */
export const NOUNS = {
  goal: ["gol", "goles"],
  assist: ["asistencia", "asistencias"],
  match: ["partido", "partidos"],
  player: ["jugador", "jugadores"],
  formation: ["formación", "formaciones"],
  rival: ["rival", "rivales"],
  minute: ["minuto", "minutos"],
  win: ["victoria", "victorias"],
  draw: ["empate", "empates"],
  loss: ["derrota", "derrotas"],
  plan: ["planificación", "planificaciones"],
  position: ["posición", "posiciones"],
} as const satisfies Record<string, readonly [string, string]>;

export type Noun = keyof typeof NOUNS;

/** The words under a win / draw / loss bar, each agreeing with its count. */
export function recordWords(wins: number, draws: number, losses: number) {
  return {
    wins: pluralWord(wins, ...NOUNS.win),
    draws: pluralWord(draws, ...NOUNS.draw),
    losses: pluralWord(losses, ...NOUNS.loss),
  };
}

/** count() with one of the app's nouns: countOf(1, 'formation') → '1 formación'. */
export function countOf(n: number, noun: Noun): string {
  const [singular, plural] = NOUNS[noun];
  return count(n, singular, plural);
}

/** The minute label football uses: 23', 45+2', 90+4'. */
export function minuteLabel(minute: number, added = 0): string {
  return added > 0 ? `${minute}+${added}'` : `${minute}'`;
}
