import { describe, expect, it } from "vitest";
import type { Attendance } from "../records/attendance";
import type { TrainingSession } from "../records/training-session";
import type { AttendanceId, PlayerId, TrainingSessionId } from "../base/ids";
import fc from "fast-check";
import type { AttendanceMark, AttendanceStatus } from "../records/attendance";
import {
  MIN_SHARE_SESSIONS,
  groupRpe,
  heldSessions,
  initialMarks,
  missedThisWeek,
  nextStatus,
  rateText,
  recentAttendance,
  trainingShare,
  withMark,
  withSameRpe,
} from "./attendance";
import { sessionEntries, upcomingSessions } from "./sessions";
import type { TrainingSeriesId } from "../base/ids";

const ana = "ana" as PlayerId;
const bea = "bea" as PlayerId;
const session = (id: string, date: string, status: TrainingSession["status"] = "programado") =>
  ({
    id: id as TrainingSessionId,
    date,
    time: "19:00",
    minutes: 90,
    place: "",
    focus: "",
    status,
  }) satisfies TrainingSession;
const taken = (sessionId: string, marks: Attendance["marks"]): Attendance => ({
  id: `a-${sessionId}` as AttendanceId,
  sessionId: sessionId as TrainingSessionId,
  marks,
});

describe("attendance", () => {
  it("cycles Presente, Ausente, Justificado, Lesionado and back", () => {
    expect(nextStatus("presente")).toBe("ausente");
    expect(nextStatus("ausente")).toBe("justificado");
    expect(nextStatus("justificado")).toBe("lesionado");
    expect(nextStatus("lesionado")).toBe("presente");
  });

  it("starts every player present, the injured as injured", () => {
    expect(initialMarks([ana, bea], new Set(["bea"]))).toEqual([
      { playerId: ana, status: "presente" },
      { playerId: bea, status: "lesionado" },
    ]);
  });

  it("drops minutes and RPE when a player is no longer present", () => {
    const m = withMark([{ playerId: ana, status: "presente" }], ana, { minutes: 45, rpe: 6 });
    expect(m).toEqual([{ playerId: ana, status: "presente", minutes: 45, rpe: 6 }]);
    expect(withMark(m, ana, { status: "ausente" })).toEqual([{ playerId: ana, status: "ausente" }]);
  });

  // Today Thursday 2026-11-26. Four weeks: 2026-10-30 … 2026-11-26; this week from Monday 11-23.
  const today = "2026-11-26";
  const sessions = [
    session("s1", "2026-10-29"), // the day before the window: not counted
    session("s2", "2026-11-03"),
    session("s3", "2026-11-10"),
    session("s4", "2026-11-17", "suspendido"), // suspended: not counted even if marked
    session("s5", "2026-11-24"),
    session("s6", "2026-11-26"),
    session("s7", "2026-11-27"), // tomorrow
  ];
  const attendance = [
    taken("s1", [{ playerId: ana, status: "presente" }]),
    taken("s2", [
      { playerId: ana, status: "presente" },
      { playerId: bea, status: "presente" },
    ]),
    taken("s3", [
      { playerId: ana, status: "ausente" },
      { playerId: bea, status: "presente" },
    ]),
    taken("s4", [{ playerId: ana, status: "presente" }]),
    taken("s5", [
      { playerId: ana, status: "presente" },
      { playerId: bea, status: "justificado" },
    ]),
    taken("s6", [
      { playerId: ana, status: "justificado" },
      { playerId: bea, status: "lesionado" },
    ]),
    taken("s7", [{ playerId: ana, status: "presente" }]),
  ];
  const held = heldSessions(sessions, attendance, today);

  it("counts the last four weeks' held sessions with their sample", () => {
    // Ana: s2 present, s3 absent, s5 present, s6 justified → 2 of 4.
    expect(recentAttendance(held, ana, today)).toEqual({ sessions: 4, present: 2, rate: 0.5 });
    expect(rateText(recentAttendance(held, ana, today))).toBe("2/4 (50 %)");
    // Bea: s2, s3 present; s5 justified; s6 injured → 2 of 4.
    expect(recentAttendance(held, bea, today).present).toBe(2);
    expect(rateText(recentAttendance(held, "nadie" as PlayerId, today))).toBe("—");
  });

  it("marks who did not train this week, and says nothing about a week without sessions", () => {
    expect(missedThisWeek(held, ana, today)).toBe(false); // present Tuesday
    expect(missedThisWeek(held, bea, today)).toBe(true); // justified, then injured
    expect(missedThisWeek(held, bea, "2026-11-22")).toBe(false); // Sunday: s5, s6 not yet
    expect(missedThisWeek(held, bea, "2026-11-14")).toBe(false); // present on the 10th
  });
});

describe("session entries", () => {
  const series = {
    id: "tt" as TrainingSeriesId,
    weekdays: [2 as const, 4 as const],
    time: "19:00",
    from: "2026-11-01",
    until: "2026-12-31",
    place: "Campo 2",
    minutes: 90,
    focus: "Presión",
  };
  it("lists the series' occurrences, with a stored one in place of its occurrence", () => {
    const moved = {
      ...session("x", "2026-11-25", "suspendido"),
      seriesId: series.id,
      seriesDate: "2026-11-26",
    };
    const one = session("one", "2026-11-28");
    const entries = sessionEntries([moved, one], [series], {
      from: "2026-11-24",
      to: "2026-12-01",
    });
    expect(entries.map((e) => [e.key, e.date, e.status])).toEqual([
      ["tt@2026-11-24", "2026-11-24", "programado"],
      ["x", "2026-11-25", "suspendido"],
      ["one", "2026-11-28", "programado"],
      ["tt@2026-12-01", "2026-12-01", "programado"],
    ]);
    expect(upcomingSessions([moved, one], [series], "2026-11-27", 4)).toEqual([
      {
        key: "one",
        date: "2026-11-28",
        time: "19:00",
        minutes: 90,
        place: "",
        focus: "",
        status: "programado",
      },
      {
        key: "tt@2026-12-01",
        date: "2026-12-01",
        time: "19:00",
        minutes: 90,
        place: "Campo 2",
        focus: "Presión",
        status: "programado",
      },
    ]);
  });
});

const m = (playerId: string, status: AttendanceStatus, rpe?: number): AttendanceMark => ({
  playerId: playerId as PlayerId,
  status,
  ...(rpe === undefined ? {} : { rpe }),
});

describe("'Misma RPE para todos' with exceptions", () => {
  it("rates every player present, keeps each one's own RPE and leaves the others alone", () => {
    const marks = [
      m("a", "presente"),
      m("b", "presente"),
      m("c", "ausente"),
      m("d", "presente", 9),
    ];
    // d's 9 is his own (one of three present): kept.
    expect(groupRpe(marks)).toBeUndefined();
    const six = withSameRpe(marks, 6);
    expect(six).toEqual([
      m("a", "presente", 6),
      m("b", "presente", 6),
      m("c", "ausente"),
      m("d", "presente", 9),
    ]);
    expect(groupRpe(six)).toBe(6);
    // The group changes its mind: 7 for the group, d still 9.
    expect(withSameRpe(six, 7).map((x) => x.rpe)).toEqual([7, 7, undefined, 9]);
  });
  it("an exception given after the group's RPE stays when the group's changes", () => {
    const marks = withMark(
      withSameRpe([m("a", "presente"), m("b", "presente"), m("c", "presente")], 5),
      "c" as PlayerId,
      { rpe: 8 },
    );
    expect(withSameRpe(marks, 6).map((x) => x.rpe)).toEqual([6, 6, 8]);
  });
});

describe("the share of training ('Contar entrenamientos')", () => {
  const statuses: AttendanceStatus[] = ["presente", "ausente", "justificado", "lesionado"];
  const list = fc.array(fc.constantFrom(...statuses), { maxLength: 12 });
  const heldOf = (marks: AttendanceStatus[]) =>
    marks.map((status, i) => ({
      session: session(`s${i}`, `2026-11-${String(i + 10).padStart(2, "0")}`),
      marks: [{ playerId: ana, status }],
    }));
  it("leaves 'Justificado' and 'Lesionado' out and counts only from four sessions", () => {
    const s = trainingShare(
      heldOf(["presente", "ausente", "justificado", "lesionado", "presente"]),
      ana,
      "2026-11-01",
      "2026-11-30",
    );
    expect(s).toEqual({
      sessions: 3,
      present: 2,
      rate: 2 / 3,
      justified: 1,
      injured: 1,
      counts: false,
    });
  });
  it("for any marks: justified and injured marks change neither the rate nor the sample", () => {
    fc.assert(
      fc.property(list, (marks) => {
        const s = trainingShare(heldOf(marks), ana, "2026-11-01", "2026-11-30");
        const kept = marks.filter((x) => x === "presente" || x === "ausente");
        const t = trainingShare(heldOf(kept), ana, "2026-11-01", "2026-11-30");
        expect([s.sessions, s.present, s.rate]).toEqual([t.sessions, t.present, t.rate]);
        expect(s.sessions + s.justified + s.injured).toBe(marks.length);
        expect(s.counts).toBe(s.sessions >= MIN_SHARE_SESSIONS);
      }),
    );
  });
  it("for any marks, 'Misma RPE para todos' rates every unrated player present and no one else", () => {
    const mark = fc.record({
      status: fc.constantFrom(...statuses),
      rpe: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(mark, { maxLength: 17 }),
        fc.integer({ min: 1, max: 10 }),
        (raw, rpe) => {
          const marks = raw.map((x, i) =>
            m(`p${i}`, x.status, x.status === "presente" ? x.rpe : undefined),
          );
          const next = withSameRpe(marks, rpe);
          next.forEach((n, i) => {
            const before = marks[i]!;
            if (before.status !== "presente") expect(n).toBe(before);
            else if (before.rpe === undefined) expect(n.rpe).toBe(rpe);
            else expect([before.rpe, rpe]).toContain(n.rpe);
          });
          expect(withSameRpe(next, rpe)).toEqual(next);
        },
      ),
    );
  });
});
