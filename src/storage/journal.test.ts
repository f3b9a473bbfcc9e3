import { beforeEach, describe, expect, it, vi } from "vitest";
import { fingerprint, firstDifference, planWrite, recoverJournal } from "./journal";
import type { KeyValueStore } from "./journal";
import { lastJournalRecovery, recoverUnfinishedWrite, writeRaw } from "./repository";

/** A store whose setItem can be made to fail after a number of writes (a crash or a full disk). */
function fakeStore(initial: Record<string, string>) {
  const data = new Map(Object.entries(initial));
  let writesLeft = Infinity;
  const store: KeyValueStore & { data: Map<string, string>; failAfter(n: number): void } = {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (writesLeft-- <= 0) throw new DOMException("full", "QuotaExceededError");
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
    failAfter: (n) => (writesLeft = n),
  };
  return store;
}

/** Performs the first `steps` writes of a planned write, as a session cut short would. */
function halfWrite(
  store: ReturnType<typeof fakeStore>,
  values: [string, string | null][],
  steps: number,
) {
  const { order, journal } = planWrite(values, store.getItem);
  store.setItem("journal", JSON.stringify(journal));
  for (const [k, v] of order.slice(0, steps))
    if (v === null) store.removeItem(k);
    else store.setItem(k, v);
}

describe("journal", () => {
  const before = { players: '[{"id":"p","stats":{"goals":1}}]', matches: "[]", rivals: "[]" };
  const after: [string, string][] = [
    ["players", '[{"id":"p","stats":{"goals":2}}]'],
    ["matches", '[{"id":"m","scorers":[{"player":"Ana","minute":3}],"extra":"longest value"}]'],
    ["rivals", '[{"id":"r"}]'],
  ];

  it("writes the largest value last and copies only the others' old text", () => {
    const { order, journal } = planWrite(after, (k) => before[k as keyof typeof before] ?? null);
    expect(order.map(([k]) => k)).toEqual(["rivals", "players", "matches"]);
    // Each earlier key also says how to recognise its new text, so recovery leaves a key that was
    // saved again since as it is.
    expect(journal!.entries).toEqual([
      { key: "rivals", before: "[]", after: { length: after[2]![1].length } },
      {
        key: "players",
        before: before.players,
        after: { length: after[0]![1].length, at: 28, probe: "2}}]" },
      },
    ]);
    // The length changed: it alone tells the new text from the old (no pass over megabytes).
    expect(journal!.last).toEqual({ key: "matches", length: after[1]![1].length });
    expect(planWrite([["players", "[]"]], () => null).journal).toBeNull();
  });

  it.each([0, 1, 2])("undoes a write cut short after %i of 3 keys", (steps) => {
    const store = fakeStore(before);
    halfWrite(store, after, steps);
    expect(recoverJournal(store, "journal").state).toBe("undone");
    expect(Object.fromEntries(store.data)).toEqual(before);
  });

  it("finishes a write whose last key was written (only the journal is left)", () => {
    const store = fakeStore(before);
    halfWrite(store, after, 3);
    expect(recoverJournal(store, "journal")).toEqual({ state: "finished" });
    expect(Object.fromEntries(store.data)).toEqual(Object.fromEntries(after));
  });

  it("tells a same-length new text from the old one by where they first differ", () => {
    const old = '[{"id":"m","minute":12}]';
    const edited = '[{"id":"m","minute":21}]';
    const values: [string, string][] = [
      ["players", "[]"],
      ["matches", edited],
    ];
    const { journal } = planWrite(values, (k) => (k === "matches" ? old : "[1]"));
    expect(journal!.last).toEqual({ key: "matches", length: edited.length, at: 20, probe: "21}]" });
    for (const [steps, state] of [
      [1, "undone"],
      [2, "finished"],
    ] as const) {
      const store = fakeStore({ players: "[1]", matches: old });
      halfWrite(store, values, steps);
      expect(recoverJournal(store, "journal").state).toBe(state);
      expect(store.data.get("matches")).toBe(steps === 2 ? edited : old);
      expect(store.data.get("players")).toBe(steps === 2 ? "[]" : "[1]");
    }
  });

  it("still recovers a journal written with a hash of the whole new text (before this change)", () => {
    for (const [written, state] of [
      [true, "finished"],
      [false, "undone"],
    ] as const) {
      const store = fakeStore({ players: "[1]", matches: "[]" });
      const journal = {
        version: 1,
        entries: [{ key: "players", before: "[1]" }],
        last: { key: "matches", ...fingerprint("[9]") },
      };
      store.setItem("journal", JSON.stringify(journal));
      store.setItem("players", "[]");
      if (written) store.setItem("matches", "[9]");
      expect(recoverJournal(store, "journal").state).toBe(state);
      expect(store.data.get("players")).toBe(written ? "[]" : "[1]");
    }
  });

  it("removes keys in the same unit: a write cut short puts them back, a finished one not", () => {
    const values: [string, string | null][] = [...after, ["liveMatch", null]];
    for (const steps of [0, 1, 2, 3, 4]) {
      const store = fakeStore({ ...before, liveMatch: '{"events":[]}' });
      halfWrite(store, values, steps);
      recoverJournal(store, "journal");
      expect(Object.fromEntries(store.data)).toEqual(
        steps === 4 ? Object.fromEntries(after) : { ...before, liveMatch: '{"events":[]}' },
      );
    }
  });

  it("finds the first difference across slice boundaries", () => {
    const a = "x".repeat(10_000);
    expect(firstDifference(a, a)).toBe(10_000);
    for (const at of [0, 4095, 4096, 9_999]) {
      const b = a.slice(0, at) + "y" + a.slice(at + 1);
      expect(firstDifference(a, b)).toBe(at);
    }
  });

  it("removes a journal it cannot read, and does nothing without one", () => {
    const store = fakeStore({ ...before, journal: "{oops" });
    expect(recoverJournal(store, "journal").state).toBe("unreadable");
    expect(store.data.has("journal")).toBe(false);
    expect(recoverJournal(store, "journal").state).toBe("none");
  });
});

describe("writeRaw with a rollback that fails", () => {
  beforeEach(() => localStorage.clear());

  it("leaves the journal, and the next start puts the lists back together", () => {
    localStorage.setItem("players", "[]");
    localStorage.setItem("matches", "[]");
    const realSet = Storage.prototype.setItem;
    let failing = false;
    const spy = vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      // players (shorter) is written, then matches fails, then so does every rollback.
      if (failing) throw new DOMException("full", "QuotaExceededError");
      if (key === "matches") {
        failing = true;
        throw new DOMException("full", "QuotaExceededError");
      }
      return realSet.call(this, key, value);
    });
    const r = writeRaw({ players: '[{"id":"x"}]', matches: '[{"id":"m","long":"text"}]' });
    expect(r).toMatchObject({ ok: false, reason: "quota" });
    // The half-written state: players changed, matches not.
    expect(localStorage.getItem("players")).toBe('[{"id":"x"}]');
    expect(localStorage.getItem("banquilloJournal")).not.toBeNull();
    spy.mockRestore();

    expect(recoverUnfinishedWrite().state).toBe("undone");
    expect(lastJournalRecovery().state).toBe("undone");
    expect(localStorage.getItem("players")).toBe("[]");
    expect(localStorage.getItem("matches")).toBe("[]");
    expect(localStorage.getItem("banquilloJournal")).toBeNull();
  });

  it("removes the keys given as null, with the others", () => {
    localStorage.setItem("liveMatch", "{}");
    expect(writeRaw({ matches: "[1]", liveMatch: null })).toEqual({ ok: true });
    expect(localStorage.getItem("liveMatch")).toBeNull();
    expect(localStorage.getItem("matches")).toBe("[1]");
  });

  it("leaves no journal after a write that succeeds", () => {
    expect(writeRaw({ players: "[1]", matches: "[1,2]" })).toEqual({ ok: true });
    expect(localStorage.getItem("banquilloJournal")).toBeNull();
  });

  it("refuses a write whose journal does not fit, changing nothing", () => {
    localStorage.setItem("players", "[]");
    const realSet = Storage.prototype.setItem;
    const spy = vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key === "banquilloJournal") throw new DOMException("full", "QuotaExceededError");
      return realSet.call(this, key, value);
    });
    expect(writeRaw({ players: "[1]", matches: "[1,2]" })).toMatchObject({ reason: "quota" });
    spy.mockRestore();
    expect(localStorage.getItem("players")).toBe("[]");
    expect(localStorage.getItem("matches")).toBeNull();
  });
});
