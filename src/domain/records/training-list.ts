// The training records (sessions, series, attendance, session templates) are kept under side keys
// of their own (`{ "version": n, "items": [...] }`), not among the spec's lists: the lists'
// readers travel with the first page, and training is only read by the screens that show it.
// This is the list part they share: items read one by one with their record's reader, the
// unusable dropped and a repeated id given `-2`, `-3`… as the lists' reader does.
import { isObject } from "../base/guards";
import type { Reader } from "./read";
import { REJECT, takeRepairs } from "./read";

/** Upper bounds of the training keys (the lists' own are in limits.ts, on the first page). */
export const TRAINING_LIMITS = {
  sessions: 5_000,
  series: 500,
  attendance: 5_000,
  templates: 200,
  /** Players marked in one session. */
  marks: 200,
  /** Blocks of one session plan. */
  blocks: 30,
  /** Minutes of one session or block. */
  minutes: 600,
  /** Days from a series' first day to its last: a season and a half. */
  seriesDays: 550,
} as const;

export type TrainingListRead<T> = { value: T[]; repaired: boolean };

/**
 * Reads a training key's value: `{ items: [...] }` (or a bare list, as a hand edit might leave
 * it). Undefined when it is neither: the key is unreadable and is copied aside before a write.
 */
export function readTrainingList<T extends { id: string }>(
  value: unknown,
  reader: Reader<T>,
  max: number,
): TrainingListRead<T> | undefined {
  const items: unknown = Array.isArray(value) ? value : isObject(value) ? value.items : undefined;
  if (!Array.isArray(items)) return undefined;
  takeRepairs();
  let repaired = items.length > max || !isObject(value);
  const seen = new Set<string>();
  const out: T[] = [];
  for (let i = 0; i < Math.min(items.length, max); i++) {
    let r = reader(items[i], i);
    if (takeRepairs() > 0) repaired = true;
    if (r === REJECT) {
      repaired = true;
      continue;
    }
    if (seen.has(r.id)) {
      let k = 2;
      while (seen.has(`${r.id}-${k}`)) k++;
      r = { ...r, id: `${r.id}-${k}` };
      repaired = true;
    }
    seen.add(r.id);
    out.push(r);
  }
  return { value: out, repaired };
}

/** Integer in [min, max], else undefined. */
export function intIn(v: unknown, min: number, max: number): number | undefined {
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  return typeof n === "number" && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}
