// A training session (key `trainingSessions`, ours): the type, its reader and defaults. A session
// of a series is stored only once it differs from the series or has a history (edited,
// suspended, attendance taken): `seriesId` and `seriesDate` say which occurrence it stands for.
import type { DocFields } from "./doc-contract";
import type { Reader, Shape } from "./read";
import {
  REJECT,
  idText,
  lenientList,
  oneOf,
  optionalIdOf,
  optionalText,
  readShape,
  repaired,
  text,
  textOf,
  withIdentity,
} from "./read";
import { isObject } from "../base/guards";
import { LIMITS } from "../base/limits";
import type { TrainingSeriesId, TrainingSessionId } from "../base/ids";
import { TRAINING_LIMITS, intIn } from "./training-list";

export type SessionStatus = "programado" | "suspendido";
export const sessionStatuses: readonly SessionStatus[] = ["programado", "suspendido"];

export type PlanBlockKind = "calentamiento" | "tecnico" | "tactico" | "juego" | "vuelta-calma";
export const planBlockKinds: readonly PlanBlockKind[] = [
  "calentamiento",
  "tecnico",
  "tactico",
  "juego",
  "vuelta-calma",
];

/** One block of a session plan. */
export type PlanBlock = { kind: PlanBlockKind; minutes: number; notes: string };

export type TrainingSession = {
  id: TrainingSessionId;
  /** 'YYYY-MM-DD', a local calendar day. */
  date: string;
  /** Start, 'HH:MM' local wall-clock time. */
  time: string;
  /** Length in minutes. */
  minutes: number;
  /** Ground or address ('' when not said). */
  place: string;
  /** What the session works on ('' when not said). */
  focus: string;
  status: SessionStatus;
  /** The series this session is an occurrence of. */
  seriesId?: TrainingSeriesId;
  /** The date the series gave the occurrence (the session may have been moved since). */
  seriesDate?: string;
  /** The session plan. */
  blocks?: PlanBlock[];
};

export const sessionDefaults = { time: "19:00", minutes: 90, status: "programado" } as const;

const minutesOr = (fallback: number) => (v: unknown) =>
  intIn(v, 1, TRAINING_LIMITS.minutes) ?? fallback;

export const readPlanBlock = (v: unknown): PlanBlock | typeof REJECT => {
  if (!isObject(v)) return REJECT;
  return readShape(v, {
    kind: { read: oneOf(planBlockKinds, "tecnico") },
    minutes: { read: (x) => intIn(x, 0, TRAINING_LIMITS.minutes) ?? 0 },
    notes: { read: textOf(LIMITS.note) },
  });
};

const readBlocks = (v: unknown): PlanBlock[] | undefined => {
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v)) repaired();
  return lenientList(v, readPlanBlock, TRAINING_LIMITS.blocks);
};

const sessionShape: Shape<TrainingSession> = {
  id: { read: (v) => v as TrainingSessionId },
  date: { read: text },
  time: { read: textOf(LIMITS.shortText, sessionDefaults.time) },
  minutes: { read: minutesOr(sessionDefaults.minutes) },
  place: { read: text },
  focus: { read: textOf(LIMITS.note) },
  status: { read: oneOf(sessionStatuses, sessionDefaults.status) },
  seriesId: { read: optionalIdOf<TrainingSeriesId>(), optional: true },
  seriesDate: { read: optionalText, optional: true },
  blocks: { read: readBlocks, nested: true, optional: true },
};

/** A session without an id cannot be tied to its attendance: dropped. */
export const readTrainingSession: Reader<TrainingSession> = (v) => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  if (id === REJECT) return REJECT;
  return readShape(withIdentity(v, { id }), sessionShape);
};

/** What the team database takes in this record's document (`training:…`; doc-contract.js). */
export const trainingSessionDoc = {
  id: "id",
  date: "text",
  time: "text",
  minutes: "amount",
  place: "text",
  focus: "note",
  status: "text",
  seriesId: "text",
  seriesDate: "text",
  blocks: "list",
} satisfies DocFields<TrainingSession>;
