// Who trained (key `trainingAttendance`, ours): one record per session, one mark per player.
import type { DocFields } from "./doc-contract";
import type { Reader, Shape } from "./read";
import { REJECT, idText, lenientList, oneOf, readShape, withIdentity } from "./read";
import { isObject } from "../base/guards";
import type { AttendanceId, PlayerId, TrainingSessionId } from "../base/ids";
import { TRAINING_LIMITS, intIn } from "./training-list";

export type AttendanceStatus = "presente" | "ausente" | "justificado" | "lesionado";
/** The order a tap cycles through. */
export const attendanceStatuses: readonly AttendanceStatus[] = [
  "presente",
  "ausente",
  "justificado",
  "lesionado",
];

export type AttendanceMark = {
  playerId: PlayerId;
  status: AttendanceStatus;
  /** Minutes trained when the player left early (absent: the whole session). */
  minutes?: number;
  /** Session RPE, 1–10, asked after the session. */
  rpe?: number;
};

export type Attendance = {
  id: AttendanceId;
  sessionId: TrainingSessionId;
  marks: AttendanceMark[];
};

export const readAttendanceMark = (v: unknown): AttendanceMark | typeof REJECT => {
  if (!isObject(v)) return REJECT;
  const playerId = idText(v.playerId);
  if (playerId === REJECT) return REJECT;
  const shape: Shape<AttendanceMark> = {
    playerId: { read: (x) => x as PlayerId },
    status: { read: oneOf(attendanceStatuses, "presente") },
    minutes: { read: (x) => intIn(x, 0, TRAINING_LIMITS.minutes), optional: true },
    rpe: { read: (x) => intIn(x, 1, 10), optional: true },
  };
  return readShape(withIdentity(v, { playerId }), shape);
};

/** Attendance without its id or its session's cannot be tied to a session: dropped. */
export const readAttendance: Reader<Attendance> = (v) => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  const sessionId = idText(v.sessionId);
  if (id === REJECT || sessionId === REJECT) return REJECT;
  const shape: Shape<Attendance> = {
    id: { read: (x) => x as AttendanceId },
    sessionId: { read: (x) => x as TrainingSessionId },
    marks: {
      read: (x) => lenientList(x, readAttendanceMark, TRAINING_LIMITS.marks),
      nested: true,
    },
  };
  return readShape(withIdentity(v, { id, sessionId }), shape);
};

/** What the team database takes in this record's document (`attendance:…`; doc-contract.js). */
export const attendanceDoc = {
  id: "id",
  sessionId: "id",
  marks: "list",
} satisfies DocFields<Attendance>;
