import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CURRENT_SCHEMA_VERSION } from "./schema-version";
import { originalProductData } from "../testing/original-data";
import {
  READ_ONLY_MESSAGE,
  parseList,
  quickChecks,
  readList,
  setReadOnly,
  writeLists,
  writeRaw,
} from "./repository";
import { openStorage } from "./startup";
import { planWrite } from "./journal";
import { LIMITS } from "./limits";
import { makeMatch, makePlayer, makeRival } from "../testing/fixtures";
import { listReaders, readPlayer } from "./readers";
// Registers the lists' quick checks, as every screen but the first page does.
import "./quick-checks";

function store(data: Record<string, unknown>) {
  for (const [key, value] of Object.entries(data)) localStorage.setItem(key, JSON.stringify(value));
}
const snapshot = () =>
  Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]));

function counter() {
  let n = 0;
  return () => `new-${++n}`;
}

beforeEach(() => localStorage.clear());
afterEach(() => setReadOnly(null));

describe("openStorage", () => {
  it("migrates the original product's data once and stores the version", () => {
    store(originalProductData);
    const status = openStorage(counter());
    expect(status).toMatchObject({
      newerVersion: null,
      migrated: ["ids-and-links", "opening-balances"],
    });
    expect(JSON.parse(localStorage.getItem("banquilloSchema")!)).toEqual({
      version: CURRENT_SCHEMA_VERSION,
    });
    expect(readList("formations").items[0]!.id).toBe("new-1");
    expect(readList("matches").items[0]!.rivalId).toBe("new-2");
    expect(readList("players").issue).toBeUndefined();
    const after = snapshot();
    expect(openStorage(counter()).migrated).toEqual([]);
    expect(snapshot()).toEqual(after);
  });

  it("migrates formations stored in the spec's open shapes and keeps them as stored", () => {
    const players = { Arquero: "Iker", "Delantero 1": "Lionel" };
    const formation = { ...originalProductData.formations[0]!, players, goalkeeper: "Arquero" };
    store({ ...originalProductData, formations: [formation] });
    openStorage(counter());
    const read = readList("formations");
    expect(read.issue).toBeUndefined();
    expect(read.items[0]).toMatchObject({ players, goalkeeper: "Arquero" });
  });

  it("writes nothing when nothing is stored", () => {
    openStorage(counter());
    expect(localStorage.length).toBe(0);
  });

  it("leaves a damaged list exactly as it is while migrating the others", () => {
    localStorage.setItem("players", "{broken");
    store({ rivals: originalProductData.rivals });
    openStorage(counter());
    expect(localStorage.getItem("players")).toBe("{broken");
    expect(readList("rivals").items[0]!.id).toBe("new-1");
  });

  it("opens data from a newer version read-only and never writes to it", () => {
    store({ ...originalProductData, banquilloSchema: { version: CURRENT_SCHEMA_VERSION + 1 } });
    const before = snapshot();
    expect(openStorage(counter())).toMatchObject({ newerVersion: CURRENT_SCHEMA_VERSION + 1 });
    expect(snapshot()).toEqual(before);
    expect(writeLists({ players: [] })).toEqual({
      ok: false,
      reason: "read-only",
      message: READ_ONLY_MESSAGE,
    });
    expect(writeRaw({ aiSettings: "{}" })).toMatchObject({ reason: "read-only" });
    expect(snapshot()).toEqual(before);
  });

  it("undoes a write a previous session left half-done before reading anything", () => {
    store({ players: [], matches: [], banquilloSchema: { version: CURRENT_SCHEMA_VERSION } });
    const values: [string, string][] = [
      ["players", '[{"id":"p","name":"Ana"}]'],
      ["matches", '[{"id":"m","rival":"a long enough value"}]'],
    ];
    const { order, journal } = planWrite(values, (k) => localStorage.getItem(k));
    localStorage.setItem("banquilloJournal", JSON.stringify(journal));
    localStorage.setItem(order[0]![0], order[0]![1]);
    expect(openStorage(counter()).recovery.state).toBe("undone");
    expect(readList("players").items).toEqual([]);
    expect(localStorage.getItem("banquilloJournal")).toBeNull();
  });
});

describe("data at the current version", () => {
  const current = { banquilloSchema: { version: CURRENT_SCHEMA_VERSION } };
  const good = makeMatch({ id: "m1", scorers: [{ player: "Ana", minute: 3, playerId: "p1" }] });

  it("reads none of the lists' texts at start-up: the screens read what they show", () => {
    store({ ...current, matches: [good], players: [] });
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    try {
      openStorage(counter());
      const read = getItem.mock.calls.map(([key]) => key);
      expect(read).not.toContain("matches");
      expect(read).not.toContain("players");
    } finally {
      getItem.mockRestore();
    }
  });

  it("still repairs and reports a damaged match, as the reader alone does", () => {
    const long = "x".repeat(LIMITS.shortText + 5);
    const matches = [
      good,
      { ...good, id: "m2", shotsFor: "4" },
      { ...good, id: "m3", rival: long },
      { ...good, id: "m1" },
      { ...good, id: "" },
      { ...good, id: "m5", score: "2-1" },
    ];
    store({ ...current, matches });
    openStorage(counter());
    const now = readList("matches");
    // The same text read the long way, field by field.
    const quick = quickChecks.matches;
    delete quickChecks.matches;
    try {
      expect(parseList("matches", localStorage.getItem("matches"))).toEqual(now);
    } finally {
      quickChecks.matches = quick;
    }
    expect(now.issue).toMatchObject({ kind: "invalid-items", dropped: 1, repaired: 2 });
    expect(now.items.map((m) => [m.id, m.shotsFor, m.rival.length])).toEqual([
      ["m1", 0, 5],
      ["m2", 4, 5],
      ["m3", 0, LIMITS.shortText],
      ["m1-2", 0, 5],
      ["m5", 0, 5],
    ]);
    expect(now.items[0]).toEqual(good);
  });
});

describe("the rivals' and players' quick checks", () => {
  const current = { banquilloSchema: { version: CURRENT_SCHEMA_VERSION } };
  const long = "x".repeat(LIMITS.shortText + 5);
  const entry = { id: "m1", date: "2025-03-02", score: { home: 2, away: 1 }, formationUsed: "" };
  const rival = makeRival("Leones", { matches: [entry], matchesPlayed: 1, wins: 1 });
  const player = makePlayer("Ana", { stats: { goals: 2, matches: 1 } });

  /** The list read now, and the same text read the long way (the reader alone). */
  function bothWays<K extends "rivals" | "players">(key: K) {
    openStorage(counter());
    const now = readList(key);
    const quick = quickChecks[key];
    delete quickChecks[key];
    try {
      expect(parseList(key, localStorage.getItem(key))).toEqual(now);
    } finally {
      quickChecks[key] = quick;
    }
    return now;
  }

  it("spare the field-by-field reader what this app wrote", () => {
    store({ ...current, rivals: [rival], players: [player] });
    openStorage(counter());
    const reached: string[] = [];
    const readers = { rivals: listReaders.rivals, players: listReaders.players };
    listReaders.rivals = (v, i) => (reached.push("rivals"), readers.rivals(v, i));
    listReaders.players = (v, i) => (reached.push("players"), readers.players(v, i));
    try {
      expect(readList("rivals").items).toEqual([rival]);
      expect(readList("players").items).toEqual([player]);
      expect(reached).toEqual([]);
    } finally {
      Object.assign(listReaders, readers);
    }
  });

  it("still repair and report damaged rivals, as the reader alone does", () => {
    const rivals = [
      rival,
      { ...rival, id: "r2", name: long },
      {
        ...rival,
        id: "r3",
        matches: [
          { ...entry, score: "3-0" },
          { ...entry, id: 4 },
        ],
      },
      { ...rival, id: "r4", wins: "2" },
      { ...rival, id: rival.id },
      { ...rival, id: "r6", name: " " },
    ];
    store({ ...current, rivals });
    const now = bothWays("rivals");
    // A name cut to its limit, a text score, a number id or counter are conversions of the
    // original product's shapes; the second rival with the same id is the one repair.
    expect(now.issue).toMatchObject({ kind: "invalid-items", dropped: 1, repaired: 1 });
    expect(now.items.map((r) => [r.id, r.name.length, r.wins, r.matches.length])).toEqual([
      [rival.id, 6, 1, 1],
      ["r2", LIMITS.shortText, 1, 1],
      ["r3", 6, 1, 2],
      ["r4", 6, 2, 1],
      [`${rival.id}-2`, 6, 1, 1],
    ]);
    expect(now.items[2]!.matches.map((m) => [m.id, m.score])).toEqual([
      ["m1", { home: 3, away: 0 }],
      ["4", { home: 2, away: 1 }],
    ]);
    expect(now.items[0]).toEqual(rival);
  });

  it("still repair and report damaged players, as the reader alone does", () => {
    const players = [
      player,
      { ...player, id: "p2", name: `${long} ` },
      { ...player, id: "p3", number: "7" },
      { ...player, id: "p4", stats: { ...player.stats, goals: "x" } },
      { ...player, id: "" },
    ];
    store({ ...current, players });
    const now = bothWays("players");
    expect(now.issue).toMatchObject({ kind: "invalid-items", dropped: 1, repaired: 2 });
    expect(now.items.map((p) => [p.id, p.name.length, p.number, p.stats.goals])).toEqual([
      [player.id, 3, 9, 2],
      ["p2", LIMITS.shortText, 9, 2],
      ["p3", 3, 7, 2],
      ["p4", 3, 9, 0],
    ]);
    expect(now.items[0]).toEqual(player);
    expect(readPlayer(JSON.parse(JSON.stringify(player)), 0)).toEqual(player);
  });
});

describe("migrations loaded on demand", () => {
  it("leaves older data untouched until the migrations are loaded, then migrates it", async () => {
    vi.resetModules();
    const fresh = await import("./startup");
    const repository = await import("./repository");
    store(originalProductData);
    expect(fresh.storedDataIsOlder()).toBe(true);
    const before = snapshot();
    expect(fresh.openStorage(counter())).toMatchObject({ migrationPending: true, migrated: [] });
    expect(snapshot()).toEqual(before);
    // A write while they load does not stamp the current version on unmigrated lists.
    expect(repository.writeLists({ savedInsights: ["# Nota"] }).ok).toBe(true);
    expect(localStorage.getItem("banquilloSchema")).toBeNull();

    await fresh.loadMigrations();
    expect(fresh.openStorage(counter()).migrated).toEqual(["ids-and-links", "opening-balances"]);
    expect(fresh.storedDataIsOlder()).toBe(false);
    expect(JSON.parse(localStorage.getItem("savedInsights")!)).toEqual(["# Nota"]);
  });

  it("needs no migrations for an empty browser or data at the current version", async () => {
    vi.resetModules();
    const fresh = await import("./startup");
    expect(fresh.storedDataIsOlder()).toBe(false);
    expect(fresh.openStorage(counter()).migrationPending).toBeUndefined();
    localStorage.setItem("banquilloSchema", JSON.stringify({ version: CURRENT_SCHEMA_VERSION }));
    localStorage.setItem("players", "[]");
    expect(fresh.storedDataIsOlder()).toBe(false);
    expect(fresh.openStorage(counter()).migrationPending).toBeUndefined();
  });
});
