// Attendance: the tap cycle, the marks a session starts with, and what the decisions read (the
// rate over the last four weeks with its sample, and 'no entrenó esta semana').
import type { Attendance, AttendanceMark, AttendanceStatus } from "../records/attendance";
import { attendanceStatuses } from "../records/attendance";
import type { PlayerId, TrainingSessionId } from "../base/ids";
import type { TrainingSession } from "../records/training-session";
import { addDays, mondayOf } from "./days";

export const attendanceLabels: Record<AttendanceStatus, string> = {
  presente: "Presente",
  ausente: "Ausente",
  justificado: "Justificado",
  lesionado: "Lesionado",
};

/** What a tap turns a mark into: Presente → Ausente → Justificado → Lesionado → Presente. */
export function nextStatus(status: AttendanceStatus): AttendanceStatus {
  const i = attendanceStatuses.indexOf(status);
  return attendanceStatuses[(i + 1) % attendanceStatuses.length]!;
}

/** Every player 'Presente', except the injured (availability), who start 'Lesionado'. */
export function initialMarks(
  playerIds: readonly PlayerId[],
  injured: ReadonlySet<string>,
): AttendanceMark[] {
  return playerIds.map((playerId) => ({
    playerId,
    status: injured.has(playerId) ? "lesionado" : "presente",
  }));
}

/** The marks with one player's changed (added when missing); `minutes`/`rpe` undefined: removed. */
export function withMark(
  marks: readonly AttendanceMark[],
  playerId: PlayerId,
  patch: Partial<Omit<AttendanceMark, "playerId">>,
): AttendanceMark[] {
  const i = marks.findIndex((m) => m.playerId === playerId);
  const base: AttendanceMark = i >= 0 ? marks[i]! : { playerId, status: "presente" };
  const next: AttendanceMark = { ...base, ...patch };
  for (const k of ["minutes", "rpe"] as const)
    if (k in patch && patch[k] === undefined) delete next[k];
  // Leaving early or an effort only mean something for a player who trained.
  if (next.status !== "presente") {
    delete next.minutes;
    delete next.rpe;
  }
  const out = [...marks];
  if (i >= 0) out[i] = next;
  else out.push(next);
  return out;
}

/**
 * The RPE the group gave: the one more than half of the players present share; undefined when
 * none does (then every rating so far is a player's own).
 */
export function groupRpe(marks: readonly AttendanceMark[]): number | undefined {
  const present = marks.filter((m) => m.status === "presente");
  const counts = new Map<number, number>();
  for (const m of present) if (m.rpe !== undefined) counts.set(m.rpe, (counts.get(m.rpe) ?? 0) + 1);
  for (const [rpe, n] of counts) if (n * 2 > present.length) return rpe;
  return undefined;
}

/**
 * 'Misma RPE para todos': every player present gets `rpe`, except the exceptions: a player with
 * an RPE of his own (not the group's) keeps it, whether it was given before or after.
 */
export function withSameRpe(marks: readonly AttendanceMark[], rpe: number): AttendanceMark[] {
  const group = groupRpe(marks);
  return marks.map((m) =>
    m.status !== "presente" || (m.rpe !== undefined && m.rpe !== group) ? m : { ...m, rpe },
  );
}

/** A session that took place: not suspended, on or before `today`, with its attendance taken. */
export type HeldSession = { session: TrainingSession; marks: readonly AttendanceMark[] };

export function heldSessions(
  sessions: readonly TrainingSession[],
  attendance: readonly Attendance[],
  today: string,
): HeldSession[] {
  const bySession = new Map<TrainingSessionId, Attendance>();
  for (const a of attendance) bySession.set(a.sessionId, a);
  return sessions.flatMap((session) => {
    const a = bySession.get(session.id);
    if (!a || session.status === "suspendido" || session.date > today) return [];
    return [{ session, marks: a.marks }];
  });
}

export type AttendanceRate = {
  /** Sessions the player was marked in (the sample). */
  sessions: number;
  present: number;
  /** present ÷ sessions; null with no sample. */
  rate: number | null;
};

/** A player's attendance over the held sessions from `from` to `to` (inclusive). */
export function attendanceRate(
  held: readonly HeldSession[],
  playerId: PlayerId,
  from: string,
  to: string,
): AttendanceRate {
  let sessions = 0;
  let present = 0;
  for (const h of held) {
    if (h.session.date < from || h.session.date > to) continue;
    const mark = h.marks.find((m) => m.playerId === playerId);
    if (!mark) continue;
    sessions++;
    if (mark.status === "presente") present++;
  }
  return { sessions, present, rate: sessions > 0 ? present / sessions : null };
}

/** 'Contar entrenamientos' rescales a target only over at least this many sessions counted. */
export const MIN_SHARE_SESSIONS = 4;

/**
 * A player's training for 'Contar entrenamientos': present ÷ the sessions he was marked present
 * or absent at. 'Justificado' and 'Lesionado' are left out of both (a justified absence is not an
 * absence; an injured player is not judged by sessions he could not train at), and counted
 * apart. `counts`: the sample is large enough to rescale his target.
 */
export type TrainingShare = AttendanceRate & {
  justified: number;
  injured: number;
  counts: boolean;
};

export function trainingShare(
  held: readonly HeldSession[],
  playerId: PlayerId,
  from: string,
  to: string,
): TrainingShare {
  const out = { sessions: 0, present: 0, justified: 0, injured: 0 };
  for (const h of held) {
    if (h.session.date < from || h.session.date > to) continue;
    const status = h.marks.find((m) => m.playerId === playerId)?.status;
    if (status === "justificado") out.justified++;
    else if (status === "lesionado") out.injured++;
    else if (status) {
      out.sessions++;
      if (status === "presente") out.present++;
    }
  }
  return {
    ...out,
    rate: out.sessions > 0 ? out.present / out.sessions : null,
    counts: out.sessions >= MIN_SHARE_SESSIONS,
  };
}

/** '2/4 (50 %) · 1 justificada · 2 con lesión', and when the sample is too small, that it is. */
export function shareText(s: TrainingShare): string {
  const parts = [rateText(s)];
  if (s.justified > 0)
    parts.push(`${s.justified} ${s.justified === 1 ? "justificada" : "justificadas"}`);
  if (s.injured > 0) parts.push(`${s.injured} con lesión`);
  if (s.sessions > 0 && !s.counts)
    parts.push(`menos de ${MIN_SHARE_SESSIONS} sesiones: no cambia su objetivo`);
  return parts.join(" · ");
}

/** The last four weeks: the 28 days ending `today`. */
export function lastFourWeeks(today: string): { from: string; to: string } {
  return { from: addDays(today, -27), to: today };
}

/** Attendance over the last four weeks. */
export function recentAttendance(held: readonly HeldSession[], playerId: PlayerId, today: string) {
  const { from, to } = lastFourWeeks(today);
  return attendanceRate(held, playerId, from, to);
}

/**
 * 'No entrenó esta semana': this week (Monday to `today`) had sessions with the player marked in
 * them, and he was present at none. A week without sessions taken says nothing.
 */
export function missedThisWeek(
  held: readonly HeldSession[],
  playerId: PlayerId,
  today: string,
): boolean {
  const r = attendanceRate(held, playerId, mondayOf(today), today);
  return r.sessions > 0 && r.present === 0;
}

export const NO_TRAINING_THIS_WEEK = "No entrenó esta semana";

/** '3/4 (75 %)', or '—' with no sample. */
export function rateText(r: AttendanceRate): string {
  if (r.rate === null) return "—";
  return `${r.present}/${r.sessions} (${Math.round(r.rate * 100)} %)`;
}

/** Players injured on `date` (hand-entered injuries: availability), preset 'Lesionado'. */
export function injuredOn(
  records: readonly { playerId: string; kind: string; from: string; until: string }[],
  date: string,
): Set<string> {
  const out = new Set<string>();
  for (const r of records)
    if (r.kind === "injured" && r.from && r.from <= date && (r.until === "" || date < r.until))
      out.add(r.playerId);
  return out;
}
