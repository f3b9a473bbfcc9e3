// Commands address records by id and check them before writing: two tabs, renames that keep
// history, a full storage, and data from a newer version.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeFormation, makeMatch, makePlayer, makeRival } from "../testing/fixtures";
import { CURRENT_SCHEMA_VERSION } from "../storage/schema-version";
import { READ_ONLY_MESSAGE } from "../storage/repository";
import { addPlayer, updatePlayer } from "./player-commands";
import { FORMATION_GONE_MESSAGE, deleteFormation, renameFormation } from "./formation-commands";
import {
  NOTE_CHANGED_MESSAGE,
  RIVAL_GONE_MESSAGE,
  addRivalNote,
  deleteRival,
  removeRivalNote,
  updateRival,
} from "./rival-commands";
import { savePlan } from "./plan-commands";
import { getList, invalidate } from "./store";
import { asId } from "../testing/ids";

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? "null") as unknown;
const version = { version: CURRENT_SCHEMA_VERSION };

function seed(data: Record<string, unknown>) {
  localStorage.clear();
  for (const [k, v] of Object.entries(data)) localStorage.setItem(k, JSON.stringify(v));
  invalidate();
}

const ana = makePlayer("Ana", { id: "a" });
const match = makeMatch({
  id: "m1",
  rival: "Leones",
  opponent: "Leones",
  rivalId: "r1",
  formation: "Clásica",
  formationUsed: "Clásica",
  formationId: "f1",
  formationPlayers: { "Posición 1": "Ana" },
  formationPlayerIds: { "Posición 1": "a" },
  scorers: [{ player: "Ana", minute: 10, playerId: "a" }],
});
const plan = {
  id: "p1",
  rival: "Leones",
  formation: "Clásica",
  lineup: { "Posición 1": "Ana" },
  lineupIds: { "Posición 1": "a" },
};
const details = {
  name: "Anabel",
  position: ana.position,
  number: ana.number,
  preferredFoot: ana.preferredFoot,
};

beforeEach(() => invalidate());

describe("renaming keeps history", () => {
  it("a player's new name reaches his matches and plans in the same write", () => {
    seed({ banquilloSchema: version, players: [ana], matches: [match], matchPlans: [plan] });
    expect(updatePlayer(asId("a"), details)).toEqual({ ok: true });
    expect(stored("matches")).toMatchObject([
      { formationPlayers: { "Posición 1": "Anabel" }, scorers: [{ player: "Anabel" }] },
    ]);
    expect(stored("matchPlans")).toMatchObject([{ lineup: { "Posición 1": "Anabel" } }]);
  });

  it("writes nothing at all when the storage is full", () => {
    seed({ banquilloSchema: version, players: [ana], matches: [match], matchPlans: [plan] });
    const before = { ...localStorage };
    const realSet = Storage.prototype.setItem;
    const spy = vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key === "matches") throw new DOMException("full", "QuotaExceededError");
      return realSet.call(this, key, value);
    });
    const r = updatePlayer(asId("a"), details);
    spy.mockRestore();
    expect(r.ok).toBe(false);
    expect({ ...localStorage }).toEqual(before);
  });

  it("a rival's and a formation's new names reach matches, plans and rival entries", () => {
    const rival = makeRival("Leones", {
      id: "r1",
      matches: [{ id: "m1", date: "", score: { home: 0, away: 0 }, formationUsed: "Clásica" }],
    });
    const formation = { ...makeFormation("Clásica"), id: "f1" };
    seed({
      banquilloSchema: version,
      rivals: [rival],
      formations: [formation],
      matches: [match],
      matchPlans: [plan],
    });
    const { id: _id, name: _name, notes: _n, matches: _m, ...rest } = rival;
    expect(updateRival(asId("r1"), { ...rest, name: "Leones CF" })).toEqual({ ok: true });
    expect(stored("matches")).toMatchObject([{ rival: "Leones CF", opponent: "Leones CF" }]);
    expect(renameFormation(asId("f1"), "Clásica B")).toEqual({ ok: true });
    expect(stored("matches")).toMatchObject([
      { formation: "Clásica B", formationUsed: "Clásica B" },
    ]);
    expect(stored("matchPlans")).toMatchObject([{ rival: "Leones CF", formation: "Clásica B" }]);
    expect(stored("rivals")).toMatchObject([{ matches: [{ formationUsed: "Clásica B" }] }]);
  });
});

describe("two tabs", () => {
  const r = (name: string, id: string) => makeRival(name, { id });

  it("another tab removed an earlier rival: edits and deletes still hit the right one", () => {
    seed({ banquilloSchema: version, rivals: [r("A", "ra"), r("B", "rb"), r("C", "rc")] });
    expect(getList("rivals").items[2]!.name).toBe("C"); // the page shows C at index 2
    // The other tab deletes A; this tab hears of it.
    localStorage.setItem("rivals", JSON.stringify([r("B", "rb"), r("C", "rc")]));
    invalidate(["rivals"]);
    expect(addRivalNote(asId("rc"), "Juegan al contragolpe").ok).toBe(true);
    expect(deleteRival(asId("rc"))).toEqual({ ok: true });
    expect((stored("rivals") as { name: string; notes: string[] }[]).map((x) => x.name)).toEqual([
      "B",
    ]);
  });

  it("another tab removed the rival itself: the write is refused in Spanish", () => {
    seed({ banquilloSchema: version, rivals: [r("A", "ra")] });
    localStorage.setItem("rivals", "[]");
    invalidate(["rivals"]);
    expect(deleteRival(asId("ra"))).toEqual({ ok: false, message: RIVAL_GONE_MESSAGE });
    expect(addRivalNote(asId("ra"), "x")).toEqual({ ok: false, message: RIVAL_GONE_MESSAGE });
    expect(deleteFormation(asId("fa"))).toEqual({ ok: false, message: FORMATION_GONE_MESSAGE });
  });

  it("a note is removed only while it is the note the coach saw", () => {
    seed({
      banquilloSchema: version,
      rivals: [makeRival("A", { id: "ra", notes: ["uno", "dos"] })],
    });
    expect(removeRivalNote(asId("ra"), 0, "dos")).toEqual({
      ok: false,
      message: NOTE_CHANGED_MESSAGE,
    });
    expect(removeRivalNote(asId("ra"), 1, "dos")).toEqual({ ok: true });
    expect(stored("rivals")).toMatchObject([{ notes: ["uno"] }]);
  });

  it("editing one of two players stored with one id never changes the other", () => {
    seed({
      banquilloSchema: version,
      players: [makePlayer("Ana", { id: "x" }), makePlayer("Eva", { id: "x" })],
    });
    const [first, second] = getList("players").items;
    expect(second!.id).not.toBe(first!.id);
    expect(updatePlayer(second!.id, { ...details, name: "Eva María" })).toEqual({ ok: true });
    expect((stored("players") as { name: string }[]).map((p) => p.name)).toEqual([
      "Ana",
      "Eva María",
    ]);
  });
});

describe("storage full and newer data", () => {
  it("adding a player with the storage full says so in Spanish", () => {
    seed({ banquilloSchema: version, players: [] });
    const spy = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const r = addPlayer(details);
    spy.mockRestore();
    expect(r).toEqual({
      ok: false,
      message: expect.stringContaining("almacenamiento del navegador está lleno"),
    });
  });

  it("every command refuses while the data is from a newer version, changing nothing", () => {
    seed({
      banquilloSchema: { version: CURRENT_SCHEMA_VERSION + 1 },
      players: [ana],
      rivals: [makeRival("A", { id: "ra" })],
    });
    const before = { ...localStorage };
    expect(updatePlayer(asId("a"), details)).toEqual({ ok: false, message: READ_ONLY_MESSAGE });
    expect(addPlayer(details)).toEqual({ ok: false, message: READ_ONLY_MESSAGE });
    expect(deleteRival(asId("ra"))).toEqual({ ok: false, message: READ_ONLY_MESSAGE });
    expect({ ...localStorage }).toEqual(before);
    seed({}); // back to a writable store for the next tests
  });

  it("a saved plan carries the ids of what it names", () => {
    seed({
      banquilloSchema: version,
      players: [ana],
      rivals: [makeRival("Leones", { id: "r1" })],
      formations: [{ ...makeFormation("Clásica"), id: "f1" }],
    });
    const lineup: Record<string, string> = { "Posición 1": "Ana" };
    for (let n = 2; n <= 11; n++) lineup[`Posición ${n}`] = `Jugador ${n}`;
    const r = savePlan({ rival: "Leones", formation: "Clásica", lineup });
    expect(r.ok).toBe(true);
    expect(stored("matchPlans")).toMatchObject([
      { rivalId: "r1", formationId: "f1", lineupIds: { "Posición 1": "a" } },
    ]);
  });
});
