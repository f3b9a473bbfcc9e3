// Training (docs/training.md): the sessions, series, attendance and templates, slots of the store
// (their side keys, read once per change) written through named commands. Only the
// training screens, the calendar, planning, the call-up and the player page import this
// module, all lazily: the first page never reads training.
import {
  heldSessions,
  initialMarks,
  missedThisWeek,
  recentAttendance,
  withMark,
} from "../domain/training/attendance";
import type { AttendanceRate, HeldSession } from "../domain/training/attendance";
import { createSelector } from "./match-selectors";
import {
  loadSummary,
  playerLoad,
  playerLoadAlone,
  returningFromInjury,
} from "../domain/training/load";
import type { LoadEntry } from "../domain/training/load";
import type { LoadSummary } from "../domain/training/load";
import type { ParticipationIndex } from "../domain/figures/participation";
import type { Availability, Match, Player } from "../domain/records/types";
import { useAvailabilityRecords, useMatches, usePlayers } from "./hooks";
import { useParticipation } from "./participation";
import type { AttendanceMark, Attendance } from "../domain/records/attendance";
import type { SessionDraft } from "../domain/training/session-form";
import { checkSessionDraft } from "../domain/training/session-form";
import { findEntry, sessionOf, withSession } from "../domain/training/sessions";
import type { SessionEntry } from "../domain/training/sessions";
import { newId } from "../domain/base/ids";
import type {
  AttendanceId,
  PlayerId,
  SessionTemplateId,
  TrainingSeriesId,
  TrainingSessionId,
} from "../domain/base/ids";
import type { PlanBlock, SessionStatus, TrainingSession } from "../domain/records/training-session";
import type { TrainingSeries } from "../domain/records/training-series";
import type { SessionTemplate } from "../domain/records/session-template";
import { parseTraining, trainingKeys, trainingWrite } from "../storage/training";
import type {
  TrainingChanges,
  TrainingItems,
  TrainingKey,
  TrainingLists,
} from "../storage/training";
import { commit, getSide, getSideText, useStoreVersion } from "./store";
import { failed, fromWrite } from "./result";

const read = <K extends TrainingKey>(key: K): TrainingItems[K][] =>
  getSide(trainingKeys[key], (raw) => parseTraining(key, raw).value);

export function getTraining(): TrainingLists {
  return {
    sessions: read("sessions"),
    series: read("series"),
    attendance: read("attendance"),
    templates: read("templates"),
  };
}

export const useTrainingSessions = () => useStoreVersion(() => read("sessions"));
export const useTrainingSeries = () => useStoreVersion(() => read("series"));
export const useAttendance = () => useStoreVersion(() => read("attendance"));
export const useSessionTemplates = () => useStoreVersion(() => read("templates"));

function write(changes: TrainingChanges) {
  const { values, preserve } = trainingWrite(changes, getSideText);
  return fromWrite(commit({}, values, preserve));
}

export const SESSION_GONE =
  "Este entrenamiento ya no está en el calendario: puede que se haya borrado en otra pestaña. No se ha cambiado nada.";
export const SERIES_GONE =
  "Esta serie ya no está en el calendario: puede que se haya borrado en otra pestaña. No se ha cambiado nada.";
export const DRAFT_INVALID = "Revisa los campos marcados: no se ha guardado nada.";

type Saved = { ok: true; key: string } | { ok: false; message: string };

/**
 * A new session or series from the form (`repeat` makes a series from `date` to `until`), or,
 * with `edit`, the session or series it edits: `{ series: id }` changes the whole series (the
 * sessions already stored keep their own values: their history), `{ entry: key }` only that one.
 */
export function saveTraining(
  draft: SessionDraft,
  edit?: { series: TrainingSeriesId } | { entry: string },
): Saved {
  if (Object.keys(checkSessionDraft(draft)).length > 0) return failed(DRAFT_INVALID);
  const { sessions, series } = getTraining();
  const common = {
    time: draft.time,
    minutes: Number(draft.minutes),
    place: draft.place.trim(),
    focus: draft.focus.trim(),
  };
  if (edit && "series" in edit) {
    const current = series.find((s) => s.id === edit.series);
    if (!current) return failed(SERIES_GONE);
    const next: TrainingSeries = {
      ...current,
      ...common,
      weekdays: [...draft.weekdays].sort(),
      from: draft.date,
      until: draft.until,
    };
    const r = write({ series: series.map((s) => (s.id === next.id ? next : s)) });
    return r.ok ? { ok: true, key: next.id } : r;
  }
  if (edit) {
    const entry = findEntry(sessions, series, edit.entry);
    if (!entry) return failed(SESSION_GONE);
    const session = sessionOf({ ...entry, ...common, date: draft.date }, newId());
    const r = write({ sessions: withSession(sessions, session) });
    return r.ok ? { ok: true, key: session.id } : r;
  }
  if (draft.repeat) {
    const next: TrainingSeries = {
      id: newId<TrainingSeriesId>(),
      ...common,
      weekdays: [...draft.weekdays].sort(),
      from: draft.date,
      until: draft.until,
    };
    const r = write({ series: [...series, next] });
    return r.ok ? { ok: true, key: next.id } : r;
  }
  const session: TrainingSession = {
    id: newId<TrainingSessionId>(),
    date: draft.date,
    ...common,
    status: "programado",
  };
  const r = write({ sessions: [...sessions, session] });
  return r.ok ? { ok: true, key: session.id } : r;
}

/** Suspends one session ('Suspendido') or puts it back: it stays, with its attendance. */
export function setSessionStatus(key: string, status: SessionStatus): Saved {
  const { sessions, series } = getTraining();
  const entry = findEntry(sessions, series, key);
  if (!entry) return failed(SESSION_GONE);
  const session = { ...sessionOf(entry, newId()), status };
  const r = write({ sessions: withSession(sessions, session) });
  return r.ok ? { ok: true, key: session.id } : r;
}

/** Ends a series: its future occurrences go; its stored sessions (their history) stay. */
export function deleteSeries(id: TrainingSeriesId) {
  const { series } = getTraining();
  if (!series.some((s) => s.id === id)) return failed(SERIES_GONE);
  return write({ series: series.filter((s) => s.id !== id) });
}

/** Removes a one-off session that has no attendance (one with a history is suspended instead). */
export function deleteSession(id: TrainingSessionId) {
  const { sessions, attendance } = getTraining();
  if (!sessions.some((s) => s.id === id)) return failed(SESSION_GONE);
  if (attendance.some((a) => a.sessionId === id))
    return failed("Este entrenamiento tiene asistencia: suspéndelo en lugar de borrarlo.");
  return write({ sessions: sessions.filter((s) => s.id !== id) });
}

/** The session's attendance record, if taken. */
export function attendanceOf(
  attendance: readonly Attendance[],
  sessionId: TrainingSessionId | undefined,
): Attendance | undefined {
  return sessionId ? attendance.find((a) => a.sessionId === sessionId) : undefined;
}

/**
 * Records the marks of a session as the coach taps: the first tap stores the occurrence as a
 * session of its series (if it was not stored) and the list as it starts (everyone present, the
 * injured injured), then each tap changes one player. One write each, all-or-nothing.
 */
export function markAttendance(
  key: string,
  start: {
    playerIds: readonly PlayerId[];
    injured: ReadonlySet<string>;
    /** The marks a list not taken yet starts from (the players' replies); else initialMarks. */
    marks?: readonly AttendanceMark[];
  },
  change?:
    | { playerId: PlayerId; patch: Partial<Omit<AttendanceMark, "playerId">> }
    // A change to the whole list at once ('Misma RPE para todos'): still one write.
    | { all: (marks: readonly AttendanceMark[]) => AttendanceMark[] },
): { ok: true; key: string; sessionId: TrainingSessionId } | { ok: false; message: string } {
  const { sessions, series, attendance } = getTraining();
  const entry: SessionEntry | undefined = findEntry(sessions, series, key);
  if (!entry) return failed(SESSION_GONE);
  const changes: TrainingChanges = {};
  let sessionId = entry.sessionId;
  if (!sessionId) {
    const session = sessionOf(entry, newId());
    sessionId = session.id;
    changes.sessions = withSession(sessions, session);
  }
  const current = attendanceOf(attendance, sessionId);
  const base: Attendance = current ?? {
    id: newId<AttendanceId>(),
    sessionId,
    marks: start.marks ? [...start.marks] : initialMarks(start.playerIds, start.injured),
  };
  const marks = !change
    ? base.marks
    : "all" in change
      ? change.all(base.marks)
      : withMark(base.marks, change.playerId, change.patch);
  const next: Attendance = { ...base, marks };
  changes.attendance = current
    ? attendance.map((a) => (a.id === next.id ? next : a))
    : [...attendance, next];
  const r = write(changes);
  return r.ok ? { ok: true, key: sessionId, sessionId } : r;
}

/** The session plan: its blocks (stored on the session; an occurrence is stored first). */
export function saveSessionPlan(key: string, blocks: PlanBlock[]): Saved {
  const { sessions, series } = getTraining();
  const entry = findEntry(sessions, series, key);
  if (!entry) return failed(SESSION_GONE);
  const stored = sessions.find((s) => s.id === entry.sessionId);
  const session = { ...(stored ?? sessionOf(entry, newId())), blocks };
  const r = write({ sessions: withSession(sessions, session) });
  return r.ok ? { ok: true, key: session.id } : r;
}

export function saveTemplate(name: string, blocks: PlanBlock[]) {
  const clean = name.trim();
  if (!clean) return failed("Pon un nombre a la plantilla.");
  const { templates } = getTraining();
  const existing = templates.find((t) => t.name === clean);
  const next: SessionTemplate = {
    id: existing?.id ?? newId<SessionTemplateId>(),
    name: clean,
    blocks,
  };
  return write({
    templates: existing
      ? templates.map((t) => (t.id === next.id ? next : t))
      : [...templates, next],
  });
}

/** What planning, the call-up and the player page show of a player's training. */
export type TrainingFacts = { rate: AttendanceRate; missedThisWeek: boolean };

const selectHeld = createSelector(
  (sessions: readonly TrainingSession[], attendance: readonly Attendance[], today: string) =>
    heldSessions(sessions, attendance, today),
);

/** Each player's attendance over the last four weeks and 'no entrenó esta semana', by id. */
export function trainingFactsOf(
  held: readonly HeldSession[],
  playerIds: readonly PlayerId[],
  today: string,
): Map<string, TrainingFacts> {
  return new Map(
    playerIds.map((id) => [
      id,
      { rate: recentAttendance(held, id, today), missedThisWeek: missedThisWeek(held, id, today) },
    ]),
  );
}

const NONE: never[] = [];

/** The held sessions (not suspended, up to today, attendance taken), once per change; with
 * `when` false, none and nothing read (a screen where counting training is the coach's choice). */
export function useHeldSessions(today: string, when = true): HeldSession[] {
  return selectHeld(
    useStoreVersion(() => (when ? read("sessions") : NONE)),
    useStoreVersion(() => (when ? read("attendance") : NONE)),
    today,
  );
}

/** The held sessions outside React (the AI tables, read when a call starts). */
export function storedHeldSessions(today: string): HeldSession[] {
  const { sessions, attendance } = getTraining();
  return selectHeld(sessions, attendance, today);
}

/** One player's training on the player page and the load screen. */
export type PlayerTraining = TrainingFacts & {
  load: LoadSummary;
  /** Back from an injury in the last four weeks. */
  returning: boolean;
  /** Returning and his ratio is high: the flag the screens show. */
  flagged: boolean;
};

/** Every player's training, attendance and load, by id (the load screen). */
export function useSquadTraining(today: string): Map<string, PlayerTraining> {
  const players = usePlayers();
  const matches = useMatches();
  const absences = useAvailabilityRecords();
  const index = useParticipation();
  const held = useHeldSessions(today);
  return selectSquadTraining(players, matches, absences, index, held, today);
}

/**
 * One player's training (the player page): the same figures as his row of `useSquadTraining`,
 * without walking every other player's matches. undefined for an id not in the squad.
 */
export function usePlayerTraining(today: string, playerId: string): PlayerTraining | undefined {
  const players = usePlayers();
  const matches = useMatches();
  const absences = useAvailabilityRecords();
  const index = useParticipation();
  const held = useHeldSessions(today);
  return selectPlayerTraining(players, matches, absences, index, held, today, playerId);
}

/** The one rule for a player's training view, shared by the squad and the single player. */
function playerTrainingOf(
  id: PlayerId,
  facts: TrainingFacts,
  entries: readonly LoadEntry[],
  { absences, today }: { absences: readonly Availability[]; today: string },
): PlayerTraining {
  const load = loadSummary(entries, today);
  const returning = returningFromInjury(
    absences.filter((a) => a.playerId === id && a.kind === "injured"),
    today,
  );
  return { ...facts, load, returning, flagged: returning && load.high };
}

const selectSquadTraining = createSelector(
  (
    players: readonly Player[],
    matches: readonly Match[],
    absences: readonly Availability[],
    index: ParticipationIndex,
    held: readonly HeldSession[],
    today: string,
  ): Map<string, PlayerTraining> => {
    const facts = trainingFactsOf(
      held,
      players.map((p) => p.id),
      today,
    );
    return new Map(
      players.map((p) => {
        const entries = playerLoad(held, index, matches, p.id, today);
        return [p.id, playerTrainingOf(p.id, facts.get(p.id)!, entries, { absences, today })];
      }),
    );
  },
);

const selectPlayerTraining = createSelector(
  (
    players: readonly Player[],
    matches: readonly Match[],
    absences: readonly Availability[],
    index: ParticipationIndex,
    held: readonly HeldSession[],
    today: string,
    playerId: string,
  ): PlayerTraining | undefined => {
    const player = players.find((p) => p.id === playerId);
    if (!player) return undefined;
    const facts = trainingFactsOf(held, [player.id], today).get(player.id)!;
    const entries = playerLoadAlone(held, index, matches, player.id, today);
    return playerTrainingOf(player.id, facts, entries, { absences, today });
  },
);
