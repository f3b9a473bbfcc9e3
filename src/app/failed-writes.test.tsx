// Writes cut short by a storage that starts failing half-way (quota, a browser that stops
// answering): whatever call fails, the next start leaves lists that agree with each other and
// tells the coach in Spanish; and the journal of a failed write never undoes a later save.
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StorageBanner } from "./StorageBanner";
import { makeMatch, makeRival } from "../testing/fixtures";
import { addRival, updateRival } from "../state/rival-commands";
import { getList, invalidate, storageStatus } from "../state/store";
import { renderRoutes, seedLists } from "../testing/render";
import { planWrite } from "../storage/journal";
import { CURRENT_SCHEMA_VERSION } from "../storage/schema-version";
import { asId } from "../testing/ids";

/**
 * localStorage as the app sees it, except that every call (read, write or removal) from the
 * `from`-th on throws, as a browser whose storage fills up or stops answering half-way.
 */
function storageFailingFrom(from: number) {
  const real = window.localStorage;
  let calls = 0;
  let armed = true;
  const tick = () => {
    if (armed && ++calls >= from) throw new DOMException("full", "QuotaExceededError");
  };
  const failing = {
    getItem: (k: string) => (tick(), real.getItem(k)),
    setItem: (k: string, v: string) => (tick(), real.setItem(k, v)),
    removeItem: (k: string) => (tick(), real.removeItem(k)),
    key: (i: number) => real.key(i),
    clear: () => real.clear(),
    get length() {
      return real.length;
    },
  };
  vi.stubGlobal("localStorage", failing);
  return {
    /** The storage works again (the next start, or space freed). */
    heal: () => {
      armed = false;
      vi.unstubAllGlobals();
    },
  };
}

const lobos = makeRival("Lobos", { id: "r1" });
const rename = { ...lobos, name: "Osos" };
function seedLeague() {
  localStorage.setItem("banquilloSchema", JSON.stringify({ version: CURRENT_SCHEMA_VERSION }));
  seedLists({
    rivals: [lobos],
    matches: [
      makeMatch({ id: "m1", rival: "Lobos", opponent: "Lobos", rivalId: "r1" }),
      makeMatch({ id: "m2", rival: "Lobos", opponent: "Lobos", rivalId: "r1", date: "2024-05-01" }),
    ],
    fixtures: [
      {
        id: "fx1",
        rivalId: "r1",
        rival: "Lobos",
        date: "2026-11-28",
        time: "18:30",
        location: "home",
        competition: "Liga",
        venue: "",
      },
    ],
  });
  // The screens have read the lists before the coach saves.
  for (const k of ["rivals", "matches", "fixtures", "matchPlans"] as const) getList(k);
}

/** The next start: storage read afresh, recovery run, the banner shown above the screen. */
function nextStart() {
  invalidate();
  storageStatus();
  renderRoutes([{ path: "/", element: <StorageBanner /> }], "/");
}

/** The rival's name as every list that names it stores it. */
function namesStored() {
  const raw = (k: string) => JSON.parse(localStorage.getItem(k) ?? "[]") as { rival?: string }[];
  const rivals = JSON.parse(localStorage.getItem("rivals")!) as { name: string }[];
  return {
    rival: rivals.map((r) => r.name),
    matches: [...new Set(raw("matches").map((m) => m.rival))],
    fixtures: [...new Set(raw("fixtures").map((f) => f.rival))],
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("a rename whose storage fails from its n-th call on", () => {
  it.each(Array.from({ length: 16 }, (_, i) => i + 1))(
    "from call %i: the next start leaves every list agreeing, and says so if it had to act",
    async (n) => {
      seedLeague();
      const before = JSON.stringify(namesStored());
      const storage = storageFailingFrom(n);
      const r = updateRival(asId("r1"), rename);
      storage.heal();
      if (!r.ok) expect(r.message).toMatch(/^No se pudo guardar/);
      const leftHalfDone = JSON.stringify(namesStored()) !== before && !r.ok;

      nextStart();
      const names = namesStored();
      const name = r.ok ? "Osos" : names.rival[0];
      expect(["Lobos", "Osos"]).toContain(name);
      expect(names).toEqual({ rival: [name], matches: [name], fixtures: [name] });
      expect(localStorage.getItem("banquilloJournal")).toBeNull();
      // A write left half-done is put right at the start, and the coach is told what happened.
      if (leftHalfDone) {
        expect(
          await screen.findByText(/Un cambio que no llegó a guardarse del todo/),
        ).toBeInTheDocument();
      }
    },
  );
});

describe("the journal of a failed write", () => {
  it("never undoes a later save of the same session at the next start", async () => {
    seedLeague();
    // The rename fails half-way (rivals and fixtures renamed, matches not) and so does its
    // rollback: its journal stays behind.
    const storage = storageFailingFrom(8);
    expect(updateRival(asId("r1"), rename).ok).toBe(false);
    storage.heal();
    expect(localStorage.getItem("banquilloJournal")).not.toBeNull();
    // Space is freed; the coach adds a rival, and it is saved.
    expect(addRival({ ...makeRival("Nuevo"), name: "Nuevo" }).ok).toBe(true);

    nextStart();
    const rivals = JSON.parse(localStorage.getItem("rivals")!) as { name: string }[];
    expect(rivals.map((r) => r.name)).toEqual(["Lobos", "Nuevo"]);
    expect(namesStored().matches).toEqual(["Lobos"]);
    expect(localStorage.getItem("banquilloJournal")).toBeNull();
    await waitFor(() => expect(getList("rivals").items).toHaveLength(2));
  });

  it("that the start could not deal with blocks every write until the next start puts it right", async () => {
    seedLeague();
    const storage = storageFailingFrom(8);
    expect(updateRival(asId("r1"), rename).ok).toBe(false);
    storage.heal();
    expect(namesStored().rival).toEqual(["Osos"]); // half-done: matches still say Lobos
    // The next start finds storage failing from its first call: nothing can be recovered yet.
    const still = storageFailingFrom(1);
    invalidate();
    expect(storageStatus().recovery.state).toBe("failed");
    expect(addRival({ ...makeRival("Nuevo"), name: "Nuevo" }).ok).toBe(false);
    still.heal();
    renderRoutes([{ path: "/", element: <StorageBanner /> }], "/");
    expect(await screen.findByText(/está pendiente/)).toBeInTheDocument();
    // Storage works again, but this session read half-done lists: it writes nothing.
    const refused = addRival({ ...makeRival("Nuevo"), name: "Nuevo" });
    expect(refused).toMatchObject({ ok: false });
    expect((refused as { message: string }).message).toMatch(/Recarga la página/);
    expect(namesStored().rival).toEqual(["Osos"]);
    // The next start puts the rename back; then the new rival is saved with every other one.
    invalidate();
    expect(storageStatus().recovery.state).toBe("undone");
    expect(addRival({ ...makeRival("Nuevo"), name: "Nuevo" }).ok).toBe(true);
    const rivals = JSON.parse(localStorage.getItem("rivals")!) as { name: string }[];
    expect(rivals.map((r) => r.name)).toEqual(["Lobos", "Nuevo"]);
    expect(namesStored().matches).toEqual(["Lobos"]);
    expect(localStorage.getItem("banquilloJournal")).toBeNull();
  });

  it("a list storage could not read is never written over as if it were empty", () => {
    seedLeague();
    invalidate();
    storageStatus();
    // The rivals are read for the first time while storage fails…
    const storage = storageFailingFrom(1);
    expect(getList("rivals").items).toEqual([]);
    expect(addRival({ ...makeRival("Nuevo"), name: "Nuevo" }).ok).toBe(false);
    storage.heal();
    // …and once it works again, they are read again before anything is added to them.
    expect(addRival({ ...makeRival("Nuevo"), name: "Nuevo" }).ok).toBe(true);
    const rivals = JSON.parse(localStorage.getItem("rivals")!) as { name: string }[];
    expect(rivals.map((r) => r.name)).toEqual(["Lobos", "Nuevo"]);
  });

  it("left by another tab or an old session, never undoes a list saved again since", () => {
    seedLeague();
    const rivalsBefore = localStorage.getItem("rivals")!;
    // A write of rivals and matches that stopped after rivals…
    const values: [string, string][] = [
      ["rivals", JSON.stringify([rename])],
      ["matches", JSON.stringify([makeMatch({ id: "m1", rival: "Osos", rivalId: "r1" })]) + " "],
    ];
    const { order, journal } = planWrite(values, (k) => localStorage.getItem(k));
    expect(order[0]![0]).toBe("rivals");
    localStorage.setItem("banquilloJournal", JSON.stringify(journal));
    localStorage.setItem("rivals", order[0]![1]);
    // …then rivals saved again, whole, by a write that succeeded (another tab).
    const later = JSON.stringify([lobos, makeRival("Nuevo", { id: "r2" })]);
    localStorage.setItem("rivals", later);

    invalidate();
    expect(storageStatus().recovery.state).toBe("undone");
    expect(localStorage.getItem("rivals")).toBe(later);
    expect(localStorage.getItem("rivals")).not.toBe(rivalsBefore);
  });
});
