// What the app writes for training reads back with no repair: the same object, nothing counted.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { takeRepairs } from "./read";
import { readAttendance } from "./attendance";
import { readTrainingSeries } from "./training-series";
import { readTrainingSession } from "./training-session";
import { readTrainingList } from "./training-list";

const id = fc.string({ minLength: 1, maxLength: 20 });
const day = fc
  .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const session = fc.record(
  {
    id,
    date: day,
    time: fc.constantFrom("18:00", "19:30"),
    minutes: fc.integer({ min: 1, max: 600 }),
    place: fc.string({ maxLength: 50 }),
    focus: fc.string({ maxLength: 200 }),
    status: fc.constantFrom("programado" as const, "suspendido" as const),
    seriesId: id,
    seriesDate: day,
    blocks: fc.array(
      fc.record({
        kind: fc.constantFrom("calentamiento" as const, "juego" as const, "vuelta-calma" as const),
        minutes: fc.integer({ min: 0, max: 600 }),
        notes: fc.string({ maxLength: 100 }),
      }),
      { maxLength: 6 },
    ),
  },
  { requiredKeys: ["id", "date", "time", "minutes", "place", "focus", "status"] },
);
const series = fc.record({
  id,
  weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
  time: fc.constant("19:00"),
  from: day,
  until: day,
  place: fc.string({ maxLength: 50 }),
  minutes: fc.integer({ min: 1, max: 600 }),
  focus: fc.string({ maxLength: 200 }),
});
const attendance = fc.record({
  id,
  sessionId: id,
  marks: fc.array(
    fc.record(
      {
        playerId: id,
        status: fc.constantFrom("presente", "ausente", "justificado", "lesionado"),
        minutes: fc.integer({ min: 0, max: 600 }),
        rpe: fc.integer({ min: 1, max: 10 }),
      },
      { requiredKeys: ["playerId", "status"] },
    ),
    { maxLength: 30 },
  ),
});

describe("training records read back as written", () => {
  it("sessions, series and attendance come back as the very objects, with no repair", () => {
    for (const [arb, reader] of [
      [session, readTrainingSession],
      [series, readTrainingSeries],
      [attendance, readAttendance],
    ] as const) {
      fc.assert(
        fc.property(arb, (value) => {
          takeRepairs();
          expect((reader as (v: unknown, i: number) => unknown)(value, 0)).toBe(value);
          expect(takeRepairs()).toBe(0);
        }),
      );
    }
  });

  it("a list with a repeated id or an unreadable item is read, and says it was repaired", () => {
    const read = readTrainingList(
      { version: 1, items: [{ id: "a", date: "2026-11-24" }, { id: "a", date: "2026-11-26" }, 7] },
      readTrainingSession,
      10,
    );
    expect(read!.repaired).toBe(true);
    expect(read!.value.map((s) => s.id)).toEqual(["a", "a-2"]);
    expect(readTrainingList("no", readTrainingSession, 10)).toBeUndefined();
  });
});
