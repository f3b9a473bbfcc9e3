// What the documents give the device goes through the readers' limits, whoever wrote them (a
// server without the rules, an admin, an older version): counts, lengths, a series' span and
// every record's id, the one its document names.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { LIMITS } from "../domain/base/limits";
import { TRAINING_LIMITS } from "../domain/records/training-list";
import { addDays, daysBetween } from "../domain/training/days";
import type { DocMap } from "./documents";
import { docTypes, fromDocs, recordCollections } from "./documents";
import { readRemote } from "./local-lists";

const limitOf: Record<string, number> = {
  ...LIMITS.lists,
  trainingSessions: TRAINING_LIMITS.sessions,
  trainingSeries: TRAINING_LIMITS.series,
  trainingAttendance: TRAINING_LIMITS.attendance,
  trainingTemplates: TRAINING_LIMITS.templates,
};

/** The limits every value read from `docs` keeps. */
function expectBounded(docs: DocMap) {
  const remote = readRemote(fromDocs(docs));
  const all: Record<string, { id?: string }[]> = {
    ...(remote.lists as Record<string, { id?: string }[]>),
    trainingSessions: remote.training.sessions,
    trainingSeries: remote.training.series,
    trainingAttendance: remote.training.attendance,
    trainingTemplates: remote.training.templates,
  };
  for (const c of recordCollections) {
    const items = all[c.key]!;
    expect(items.length).toBeLessThanOrEqual(limitOf[c.key]!);
    // A record is the one its document names.
    for (const r of items) expect(docs.has(`${c.type}:${r.id}`)).toBe(true);
  }
  for (const s of remote.training.series)
    expect(daysBetween(s.from, s.until) ?? 0).toBeLessThanOrEqual(TRAINING_LIMITS.seriesDays);
  for (const a of remote.training.attendance)
    expect(a.marks.length).toBeLessThanOrEqual(TRAINING_LIMITS.marks);
  for (const s of [...remote.training.sessions, ...remote.training.templates])
    expect(s.blocks?.length ?? 0).toBeLessThanOrEqual(TRAINING_LIMITS.blocks);
  for (const r of remote.lists.rivals!) expect(r.notes.length).toBeLessThanOrEqual(LIMITS.notes);
  expect(remote.playerAccounts?.length ?? 0).toBeLessThanOrEqual(LIMITS.lists.players);
  expect(remote.guardians?.length ?? 0).toBeLessThanOrEqual(LIMITS.lists.players);
  // A guardian is the account his document names.
  for (const g of remote.guardians ?? []) expect(docs.has(`guardian:${g.user}`)).toBe(true);
  expect(remote.liveMatch?.events.length ?? 0).toBeLessThanOrEqual(2_000);
  return remote;
}

describe("documents from the server are read within the readers' limits", () => {
  it("a hostile batch: 600 series from year 1 to 9999, 200,000 marks, 2,500 accounts, a body's own id", () => {
    const docs: DocMap = new Map();
    for (let i = 0; i < 600; i++)
      docs.set(`trainingseries:s${i}`, {
        docType: "trainingseries",
        id: `s${i}`,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        time: "19:00",
        from: "0001-01-01",
        until: "9999-12-31",
        place: "",
        minutes: 90,
        focus: "",
        order: i,
      });
    docs.set("attendance:a1", {
      docType: "attendance",
      sessionId: "s1",
      marks: Array.from({ length: 200_000 }, (_, i) => ({ playerId: `p${i}`, status: "presente" })),
    });
    for (let i = 0; i < 2_500; i++)
      docs.set(`account:p${i}`, { docType: "account", user: `cuenta${i}` });
    docs.set("training:zzz", { docType: "training", id: "s1", date: "2026-11-24" });
    const remote = expectBounded(docs);
    expect(remote.training.series).toHaveLength(500);
    expect(remote.training.series[0]!.until).toBe("0002-07-05");
    expect(remote.training.attendance[0]!.marks).toHaveLength(200);
    expect(remote.playerAccounts).toHaveLength(2_000);
    expect(remote.training.sessions.map((s) => s.id)).toEqual(["zzz"]);
  });

  it("fc: every document type, whatever its body holds", () => {
    const day = fc.integer({ min: 0, max: 3_652_058 }).map((n) => addDays("0001-01-01", n));
    const many = <T>(item: T) =>
      fc.integer({ min: 0, max: 700 }).map((n) => Array.from({ length: n }, () => item));
    const body = fc.record(
      {
        id: fc.string({ maxLength: 5 }),
        name: fc.string({ maxLength: 5 }),
        weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
        from: day,
        until: day,
        date: day,
        sessionId: fc.constant("s1"),
        rivalId: fc.constant("r1"),
        marks: many({ playerId: "p1", status: "presente" }),
        blocks: many({ kind: "juego", minutes: 10, notes: "" }),
        notes: many("nota"),
        user: fc.constantFrom("dani", "marta", "Not A User"),
        relation: fc.constantFrom("madre", "", 7),
        players: fc.constantFrom(["dani"], [], "dani", ["Not A User", "marta"]),
        text: fc.string({ maxLength: 5 }),
        setup: fc.constant({ matchId: "m1" }),
        event: fc.constant({ type: "goal", minute: 3 }),
      },
      { requiredKeys: [] },
    );
    const doc = fc.tuple(
      fc.constantFrom(...docTypes),
      fc.string({ minLength: 1, maxLength: 6 }),
      body,
    );
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 25 }), (entries) => {
        const docs: DocMap = new Map();
        for (const [type, id, b] of entries) docs.set(`${type}:${id}`, { ...b, docType: type });
        expectBounded(docs);
      }),
      { numRuns: 60 },
    );
  });
});
