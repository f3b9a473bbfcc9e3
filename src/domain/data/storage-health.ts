// How full the browser's storage is. localStorage does not report its quota; every major
// browser allows at least 5 MiB of text per site, so that is the budget we measure against.
import { formatDecimal } from "../base/format";

/** Characters of localStorage a site can count on (key and value lengths, UTF-16). */
export const LOCAL_STORAGE_BUDGET_CHARS = 5 * 1024 * 1024;
/** From this share of the budget on, the coach is warned. */
export const STORAGE_WARNING_RATIO = 0.8;

export type StorageHealth = {
  usedChars: number;
  budgetChars: number;
  /** 0–100, rounded down so 'full' is never shown early. */
  percent: number;
  level: "ok" | "warning" | "full";
};

export function storageHealth(
  usedChars: number,
  budgetChars = LOCAL_STORAGE_BUDGET_CHARS,
): StorageHealth {
  const used = Math.max(0, Number.isFinite(usedChars) ? usedChars : 0);
  const budget = budgetChars > 0 ? budgetChars : LOCAL_STORAGE_BUDGET_CHARS;
  const ratio = used / budget;
  return {
    usedChars: used,
    budgetChars: budget,
    percent: Math.min(100, Math.floor(ratio * 100)),
    level: ratio >= 1 ? "full" : ratio >= STORAGE_WARNING_RATIO ? "warning" : "ok",
  };
}

/** Characters as a Spanish size, counting one byte per character as text files do: '1,2 MB'. */
export function formatSize(chars: number): string {
  if (chars < 1024) return `${chars} B`;
  const kb = chars / 1024;
  if (kb < 1024) return `${formatDecimal(kb, kb < 10 ? 1 : 0)} KB`;
  return `${formatDecimal(kb / 1024, 1)} MB`;
}
