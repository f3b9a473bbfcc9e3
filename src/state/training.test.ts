// The training commands write the side keys as one unit per tap, and a backup carries them.
import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { makeMatch, makePlayer } from "../testing/fixtures";
import type { PlayerId, TrainingSeriesId } from "../domain/base/ids";
import type { SessionDraft } from "../domain/training/session-form";
import { exportBackup, previewBackup, restoreBackup } from "./data-commands";
import {
  getTraining,
  markAttendance,
  saveTraining,
  setSessionStatus,
  usePlayerTraining,
  useSquadTraining,
} from "./training";
import { invalidate } from "./store";
import { withSameRpe } from "../domain/training/attendance";

const draft: SessionDraft = {
  date: "2026-11-03",
  time: "19:00",
  minutes: "90",
  place: "Campo 2",
  focus: "Salida de balón",
  repeat: true,
  weekdays: [4, 2],
  until: "2026-11-30",
};
const ana = "ana" as PlayerId;
const bea = "bea" as PlayerId;

beforeEach(() => {
  localStorage.clear();
  invalidate();
});

describe("training commands", () => {
  it("stores a series, and an occurrence only once attendance is taken on it", () => {
    const r = saveTraining(draft);
    expect(r.ok).toBe(true);
    const stored = JSON.parse(localStorage.getItem("trainingSeries")!);
    expect(stored.version).toBe(1);
    expect(stored.items[0]).toMatchObject({
      weekdays: [2, 4],
      from: "2026-11-03",
      until: "2026-11-30",
    });
    expect(localStorage.getItem("trainingSessions")).toBeNull();

    const key = `${(r as { key: string }).key}@2026-11-05`;
    const start = { playerIds: [ana, bea], injured: new Set(["bea"]) };
    const tap = markAttendance(key, start, { playerId: ana, patch: { status: "ausente" } });
    expect(tap.ok).toBe(true);
    const { sessions, attendance } = getTraining();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ date: "2026-11-05", seriesDate: "2026-11-05" });
    expect(attendance[0]!.marks).toEqual([
      { playerId: ana, status: "ausente" },
      { playerId: bea, status: "lesionado" },
    ]);
    // The next tap reaches the same session by its series key or its own id.
    markAttendance(key, start, { playerId: ana, patch: { status: "presente", rpe: 7 } });
    expect(getTraining().attendance[0]!.marks[0]).toEqual({
      playerId: ana,
      status: "presente",
      rpe: 7,
    });
    expect(getTraining().sessions).toHaveLength(1);
    // 'Misma RPE para todos': one write for the whole list; Bea, injured, is left alone.
    markAttendance(key, start, { all: (marks) => withSameRpe(marks, 5) });
    expect(getTraining().attendance[0]!.marks).toEqual([
      { playerId: ana, status: "presente", rpe: 5 },
      { playerId: bea, status: "lesionado" },
    ]);
  });

  it("suspends one occurrence and keeps it", () => {
    const r = saveTraining(draft) as { ok: true; key: TrainingSeriesId };
    expect(setSessionStatus(`${r.key}@2026-11-10`, "suspendido").ok).toBe(true);
    expect(getTraining().sessions[0]).toMatchObject({ status: "suspendido", date: "2026-11-10" });
  });

  it("refuses a draft with a clear message and writes nothing", () => {
    const r = saveTraining({ ...draft, until: "2026-10-01" });
    expect(r).toEqual({
      ok: false,
      message: "Revisa los campos marcados: no se ha guardado nada.",
    });
    expect(localStorage.getItem("trainingSeries")).toBeNull();
  });

  it("goes into a backup and comes back from it", () => {
    const r = saveTraining(draft) as { ok: true; key: string };
    markAttendance(`${r.key}@2026-11-05`, { playerIds: [ana], injured: new Set() });
    const file = exportBackup(new Date("2026-11-26T10:00:00Z"));
    const before = getTraining();
    localStorage.clear();
    invalidate();
    expect(getTraining().series).toEqual([]);
    const preview = previewBackup(file.text);
    expect(preview.ok).toBe(true);
    if (!preview.ok) return;
    expect(preview.value.trainingCounts).toEqual({
      trainingSessions: 1,
      trainingSeries: 1,
      trainingAttendance: 1,
      trainingTemplates: 0,
    });
    expect(restoreBackup(preview.value).ok).toBe(true);
    expect(getTraining()).toEqual(before);
  });

  it("reads a damaged training key as empty and copies it aside before writing over it", () => {
    localStorage.setItem("trainingSeries", "{no es json");
    expect(getTraining().series).toEqual([]);
    expect(saveTraining(draft).ok).toBe(true);
    expect(localStorage.getItem("trainingSeries.dañado")).toBe("{no es json");
  });
});

describe("a player's training on his page", () => {
  it("is his row of the squad's: attendance, weekly loads from sessions and matches, ratio", () => {
    const players = [makePlayer("Ana", { id: "ana" }), makePlayer("Bea", { id: "bea" })];
    const lineup = (name: string, id: string) => ({
      formationPlayers: { "Posición 1": name },
      formationPlayerIds: { "Posición 1": id },
    });
    const matches = [
      makeMatch({ id: "m1", date: "2026-11-01", ...lineup("Ana", "ana") }),
      makeMatch({ id: "m2", date: "2026-11-15", ...lineup("Bea", "bea") }),
      makeMatch({ id: "m3", date: "2026-11-22", ...lineup("Ana", "ana") }),
    ];
    localStorage.setItem("players", JSON.stringify(players));
    localStorage.setItem("matches", JSON.stringify(matches));
    invalidate();
    const r = saveTraining({ ...draft, repeat: false });
    const key = (r as { key: string }).key;
    markAttendance(
      key,
      { playerIds: [ana, bea], injured: new Set() },
      { playerId: ana, patch: { status: "presente", rpe: 6 } },
    );
    const today = "2026-11-26";
    const squad = renderHook(() => useSquadTraining(today)).result.current;
    const one = renderHook(() => usePlayerTraining(today, "ana")).result.current;
    expect(one).toEqual(squad.get("ana"));
    // Weeks end on 26 Nov: 90 × 8 on 22 Nov; 90 × 6 on 3 Nov plus 90 × 8 on 1 Nov (30 Oct–5 Nov).
    expect(one!.load.weeks).toEqual([1260, 0, 0, 720]);
    expect(renderHook(() => usePlayerTraining(today, "nadie")).result.current).toBeUndefined();
  });
});
