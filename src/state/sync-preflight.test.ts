import { beforeEach, describe, expect, it } from "vitest";
import { syncSettingsKey } from "../config/storage-keys";
import { sideKeyText } from "../storage/side-keys";
import { fixRestorePreview, previewBackup } from "./data-commands";
import { commit, getList, invalidate } from "./store";
import { firstConnection, fixBeforeSharing, sharingPreflight } from "./sync-preflight";

const team = { server: "https://equipo.ejemplo.org", database: "banquillo_a", user: "ana" };
const sergio = { id: "p7", name: "Sergio Ibáñez", number: 7.5, position: "Forward" };
const file = JSON.stringify({ players: [sergio, { id: "p9", name: "Leo", number: 9 }] });

beforeEach(() => {
  localStorage.clear();
  invalidate();
});

describe("before a first connection", () => {
  it("is a first connection unless this device shares that very team", () => {
    expect(firstConnection(team)).toBe(true);
    commit({}, { [syncSettingsKey]: sideKeyText("sync", team) });
    expect(firstConnection({ ...team, server: "https://equipo.ejemplo.org/" })).toBe(false);
    expect(firstConnection({ ...team, database: "banquillo_b" })).toBe(true);
  });

  it("names what this device would send that the server refuses, and fixes it in the lists", () => {
    localStorage.setItem("players", JSON.stringify([sergio]));
    invalidate();
    expect(sharingPreflight()).toEqual([
      {
        id: "player:p7",
        label: "Jugador: Sergio Ibáñez",
        why: "«number» debe ser un número entero no negativo",
      },
    ]);
    expect(fixBeforeSharing()).toEqual({ ok: true });
    expect(getList("players").items[0]).toMatchObject({ id: "p7", number: 8 });
    expect(sharingPreflight()).toEqual([]);
  });
});

describe("before a restore", () => {
  it("says nothing while this device does not share a team", () => {
    const r = previewBackup(file);
    expect(r.ok && r.value.refused).toEqual([]);
  });

  it("while sharing, names the refused records, and 'Corregir' fixes the preview only", () => {
    commit({}, { [syncSettingsKey]: sideKeyText("sync", team) });
    const r = previewBackup(file);
    if (!r.ok) throw new Error(r.message);
    expect(r.value.refused.map((x) => x.id)).toEqual(["player:p7"]);
    const fixed = fixRestorePreview(r.value);
    expect(fixed.refused).toEqual([]);
    const numbers = (players: unknown[]) => players.map((p) => (p as { number: number }).number);
    expect(numbers(fixed.data.players)).toEqual([8, 9]);
    expect(numbers(r.value.data.players)).toEqual([7.5, 9]);
  });
});
