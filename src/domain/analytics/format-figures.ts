// How a figure with its interval reads, on screen and in the AI's tables: '1,35 [0,90–1,80]'.
import { formatDecimal, formatPercent } from "../base/format";
import type { Interval } from "./intervals";

/** The label of a figure whose sample is under its threshold. */
export const SMALL_SAMPLE_LABEL = "Muestra pequeña";

export function formatInterval(i: Interval, digits = 2): string {
  return `[${formatDecimal(i.low, digits)}–${formatDecimal(i.high, digits)}]`;
}

/** Value and interval; '—' when there is no figure. */
export function formatEstimate(
  e: { value: number; interval: Interval } | null | undefined,
  digits = 2,
  signed = false,
): string {
  if (!e) return "—";
  const v = formatDecimal(e.value, digits);
  const sign = signed && e.value > 0 && v !== formatDecimal(0, digits) ? "+" : "";
  return `${sign}${v} ${formatInterval(e.interval, digits)}`;
}

/** A proportion 0–1 as a percentage with its interval: '53 % [37–68 %]'. */
export function formatShare(e: { value: number; interval: Interval } | null | undefined): string {
  if (!e) return "—";
  return `${formatPercent(e.value * 100)} [${Math.round(e.interval.low * 100)}–${formatPercent(e.interval.high * 100)}]`;
}
