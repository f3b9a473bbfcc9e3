// The training keys (docs/training.md): sessions, series, attendance and session templates, each
// a side key `{ "version": n, "items": [...] }` read through its migrations (kind `training`) and
// its record's reader: slots of the store, committed with the lists (state/store.ts). Their names
// live here rather than in config/storage-keys.ts: that module travels with the first page, which
// never reads training.
import type { Reader } from "../domain/records/read";
import { REJECT } from "../domain/records/read";
import { boundedSeries } from "../domain/training/series";
import type { Attendance } from "../domain/records/attendance";
import type { SessionTemplate } from "../domain/records/session-template";
import type { TrainingSeries } from "../domain/records/training-series";
import type { TrainingSession } from "../domain/records/training-session";
import { readAttendance } from "../domain/records/attendance";
import { readSessionTemplate } from "../domain/records/session-template";
import { TRAINING_LIMITS, readTrainingList } from "../domain/records/training-list";
import { readTrainingSeries } from "../domain/records/training-series";
import { readTrainingSession } from "../domain/records/training-session";
import type { RawValues } from "./repository";
import { readSideText, sideKeyText } from "./side-keys";
import type { SideKeyRead, SideKeySpec } from "./side-keys";

/** Storage key names: never rename one. */
export const trainingKeys = {
  sessions: "trainingSessions",
  series: "trainingSeries",
  attendance: "trainingAttendance",
  templates: "trainingTemplates",
} as const;
export type TrainingKey = keyof typeof trainingKeys;
export const trainingKeyList = Object.keys(trainingKeys) as TrainingKey[];

export type TrainingItems = {
  sessions: TrainingSession;
  series: TrainingSeries;
  attendance: Attendance;
  templates: SessionTemplate;
};
export type TrainingLists = { [K in TrainingKey]: TrainingItems[K][] };
export type TrainingChanges = Partial<TrainingLists>;

const readers: { [K in TrainingKey]: [Reader<TrainingItems[K]>, number] } = {
  sessions: [readTrainingSession, TRAINING_LIMITS.sessions],
  // Bounded in time too: every screen expands a series over the days it shows.
  series: [
    (v, i) => {
      const read = readTrainingSeries(v, i);
      return read === REJECT ? read : boundedSeries(read);
    },
    TRAINING_LIMITS.series,
  ],
  attendance: [readAttendance, TRAINING_LIMITS.attendance],
  templates: [readSessionTemplate, TRAINING_LIMITS.templates],
};

export function trainingSpec<K extends TrainingKey>(key: K): SideKeySpec<TrainingItems[K][]> {
  const [reader, max] = readers[key];
  return {
    kind: "training",
    read: (value) => readTrainingList(value, reader, max),
    fallback: () => [],
  };
}

/** A training key's stored text read as its list (never throws). */
export function parseTraining<K extends TrainingKey>(
  key: K,
  raw: string | null,
): SideKeyRead<TrainingItems[K][]> {
  return readSideText(raw, trainingSpec(key));
}

/** A list as found in a file or a document set (a bare list or `{ items }`): its readable items. */
export function readTrainingValue<K extends TrainingKey>(
  key: K,
  value: unknown,
): { items: TrainingItems[K][]; repaired: boolean } | undefined {
  const r = trainingSpec(key).read(value);
  return r ? { items: r.value, repaired: r.repaired } : undefined;
}

/** The text a training list is stored as. */
export function trainingText(items: readonly unknown[]): string {
  return sideKeyText("training", { items });
}

/**
 * The texts of the given training lists, and the keys whose stored text (`stored`: the store's,
 * or the sync port's) could not be read, or was repaired: those are copied aside first
 * (`<key>.dañado`), as a damaged list is.
 */
export function trainingWrite(
  changes: TrainingChanges,
  stored: (storageKey: string) => string | null,
): { values: RawValues; preserve: string[] } {
  const values: RawValues = {};
  const preserve: string[] = [];
  for (const key of Object.keys(changes) as TrainingKey[]) {
    const storageKey = trainingKeys[key];
    values[storageKey] = trainingText(changes[key]!);
    const read = parseTraining(key, stored(storageKey));
    if (read.unreadable || read.repaired) preserve.push(storageKey);
  }
  return { values, preserve };
}
