// A repeating training (key `trainingSeries`, ours): e.g. Tuesday and Thursday at 19:00 from a
// date until a date. Its occurrences are not stored: domain/training/series.ts expands them.
import type { DocFields } from "./doc-contract";
import type { Reader, Shape } from "./read";
import { REJECT, idText, lenientList, readShape, text, textOf, withIdentity } from "./read";
import { isObject } from "../base/guards";
import { LIMITS } from "../base/limits";
import type { TrainingSeriesId } from "../base/ids";
import { TRAINING_LIMITS, intIn } from "./training-list";
import { sessionDefaults } from "./training-session";

/** ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type TrainingSeries = {
  id: TrainingSeriesId;
  /** The days of the week it repeats on, Monday first. */
  weekdays: Weekday[];
  /** 'HH:MM' local wall-clock time. */
  time: string;
  /** First day, 'YYYY-MM-DD'. */
  from: string;
  /** Last day it may fall on, 'YYYY-MM-DD' (inclusive). */
  until: string;
  place: string;
  minutes: number;
  focus: string;
};

const readWeekday = (v: unknown): Weekday | typeof REJECT =>
  (intIn(v, 1, 7) as Weekday | undefined) ?? REJECT;

const seriesShape: Shape<TrainingSeries> = {
  id: { read: (v) => v as TrainingSeriesId },
  weekdays: { read: (v) => lenientList(v, readWeekday, 7), nested: true },
  time: { read: textOf(LIMITS.shortText, sessionDefaults.time) },
  from: { read: text },
  until: { read: text },
  place: { read: text },
  minutes: { read: (v) => intIn(v, 1, TRAINING_LIMITS.minutes) ?? sessionDefaults.minutes },
  focus: { read: textOf(LIMITS.note) },
};

export const readTrainingSeries: Reader<TrainingSeries> = (v) => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  if (id === REJECT) return REJECT;
  return readShape(withIdentity(v, { id }), seriesShape);
};

/** What the team database takes in this record's document (`trainingseries:…`; doc-contract.js). */
export const trainingSeriesDoc = {
  id: "id",
  weekdays: "list",
  time: "text",
  from: "text",
  until: "text",
  place: "text",
  minutes: "amount",
  focus: "note",
} satisfies DocFields<TrainingSeries>;
