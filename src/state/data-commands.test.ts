// The restore of a backup accepts what the app accepts on opening, and a refusal says how many
// items are unreadable and which is the first.
import { beforeEach, describe, expect, it } from "vitest";
import { schemaKey } from "../config/storage-keys";
import { LIMITS } from "../storage/limits";
import { schemaVersionText } from "../storage/schema-version";
import { exportBackup, previewBackup, restoreBackup } from "./data-commands";
import { getList, invalidate } from "./store";
import { getGuardians, getPlayerAccounts } from "./player-accounts";

const player = (id: string, name: string, extra: object = {}) => ({
  id,
  name,
  position: "Forward",
  number: 9,
  preferredFoot: "Right",
  stats: {
    goals: 0,
    assists: 0,
    matches: 0,
    minutesPlayed: 0,
    yellowCards: 0,
    redCards: 0,
    positions: {},
  },
  ...extra,
});

const formation = {
  id: "f1",
  name: "Clásica",
  type: "1-4-4-2",
  gamesPlayed: 0,
  defenderLines: [4],
  midfielderLines: [4],
  forwardLines: [2],
  players: { Arquero: "Iker", "Defensor 1": "Sergio" },
  roles: { "Posición 1": "Arquero", "Posición 2": "Defensor 1" },
  goalkeeper: "Arquero",
  wins: 0,
  draws: 0,
  losses: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  shotsFor: 0,
  shotsAgainst: 0,
};

function fileOf(data: Record<string, unknown[]>) {
  return JSON.stringify({
    format: "banquillo-backup",
    version: 1,
    exportedAt: "2026-11-26T10:00:00.000Z",
    appVersion: "test",
    schemaVersion: Number(JSON.parse(schemaVersionText()).version),
    data,
  });
}

function stored(key: string, list: unknown[]) {
  localStorage.setItem(schemaKey, schemaVersionText());
  localStorage.setItem(key, JSON.stringify(list));
  invalidate();
}

beforeEach(() => {
  localStorage.clear();
  invalidate();
});

describe("the app's own backup restores", () => {
  it("formations with players as a map and the goalkeeper as a role: no banner, same text back", () => {
    stored("formations", [formation]);
    expect(getList("formations").issue).toBeUndefined();
    const before = localStorage.getItem("formations");
    const file = exportBackup();
    localStorage.clear();
    const preview = previewBackup(file.text);
    expect(preview).toMatchObject({ ok: true, value: { repaired: [] } });
    expect(preview.ok && restoreBackup(preview.value).ok).toBe(true);
    expect(localStorage.getItem("formations")).toBe(before);
    expect(getList("formations").issue).toBeUndefined();
  });

  it("a total below zero (opening balance + edited matches) is kept as stored", () => {
    const p = player("p1", "Villa", {
      stats: { ...player("", "").stats, goals: -2 },
      openingStats: { ...player("", "").stats, goals: -2 },
    });
    stored("players", [p]);
    expect(getList("players").issue).toBeUndefined();
    const preview = previewBackup(exportBackup().text);
    expect(preview).toMatchObject({ ok: true, value: { repaired: [] } });
    expect(preview.ok && preview.value.data.players).toEqual([p]);
  });

  it("two players with one id: restored as the app shows them, the later with an id of its own", () => {
    stored("players", [player("p1", "Ana"), player("p1", "Beto")]);
    const shown = getList("players").items.map((x) => x.id);
    expect(shown).toEqual(["p1", "p1-2"]);
    const preview = previewBackup(exportBackup().text);
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.value.repaired).toEqual([
      "1 elemento de «Jugadores» (el primero es el n.º 2, «Beto»)",
    ]);
    expect(restoreBackup(preview.value).ok).toBe(true);
    invalidate();
    expect(getList("players").items.map((x) => x.id)).toEqual(shown);
    expect(getList("players").issue).toBeUndefined();
  });

  it("a name over the readers' limit: restored cut to the limit, as the app shows it", () => {
    const long = `Ana${"a".repeat(LIMITS.shortText * 3)}`;
    stored("players", [player("p1", "Beto"), player("p2", long)]);
    const preview = previewBackup(exportBackup().text);
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.value.repaired).toEqual([
      `1 elemento de «Jugadores» (el primero es el n.º 2, «${long.slice(0, 60)}…»)`,
    ]);
    expect(restoreBackup(preview.value).ok).toBe(true);
    invalidate();
    const names = getList("players").items.map((x) => x.name);
    expect(names).toEqual(["Beto", long.slice(0, LIMITS.shortText)]);
  });

  it("a list with unreadable items is exported with its readable ones, and that file restores", () => {
    stored("players", [player("p1", "Ana"), { id: "p2" }, player("p3", "Eva")]);
    const file = exportBackup();
    expect(file.warnings).toEqual([
      "La lista «Jugadores» está dañada: la copia incluye solo sus elementos legibles.",
    ]);
    const preview = previewBackup(file.text);
    expect(preview.ok && preview.value.data.players.map((p) => (p as { id: string }).id)).toEqual([
      "p1",
      "p3",
    ]);
  });
});

describe("a refused file", () => {
  it("names the real count of unreadable items and the first of them", () => {
    const text = fileOf({
      players: [player("p1", "Ana"), player("p2", "Beto"), { id: "p3" }, player("p4", " "), 7],
    });
    expect(previewBackup(text)).toEqual({
      ok: false,
      message:
        "La copia está dañada: 3 elementos de «Jugadores» no son válidos (el primero es el n.º 3, con id «p3»). No se ha cambiado nada.",
    });
  });

  it("says 'no es válido' for one item, and shows the start of an item without name or id", () => {
    const text = fileOf({ matches: [{ date: "2024-04-14", rival: "Leones" }] });
    expect(previewBackup(text)).toEqual({
      ok: false,
      message:
        'La copia está dañada: 1 elemento de «Partidos» no es válido (el primero es el n.º 1, {"date":"2024-04-14","rival":"Leones"}). No se ha cambiado nada.',
    });
  });
});

describe("the players' accounts and their guardians", () => {
  const accounts = {
    accounts: [
      { playerId: "p1", user: "dani" },
      { playerId: "p2", user: "leo" },
    ],
  };
  const guardians = [
    { user: "marta", name: "Marta Gil", relation: "madre", players: ["dani", "leo"] },
  ];

  it("a guardian exported in the backup comes back after a restore on an empty device", () => {
    stored("players", [player("p1", "Dani"), player("p2", "Leo")]);
    localStorage.setItem("playerAccounts", JSON.stringify({ version: 1, ...accounts, guardians }));
    invalidate();
    const file = exportBackup();
    localStorage.clear();
    invalidate();
    const preview = previewBackup(file.text);
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.value.guardians).toEqual(guardians);
    expect(restoreBackup(preview.value).ok).toBe(true);
    invalidate();
    expect(getGuardians()).toEqual(guardians);
    expect(getPlayerAccounts()).toEqual(accounts.accounts);
  });

  it("a file from before guardians were backed up leaves this device's guardians", () => {
    stored("players", [player("p1", "Dani"), player("p2", "Leo")]);
    localStorage.setItem("playerAccounts", JSON.stringify({ version: 1, ...accounts, guardians }));
    invalidate();
    const old = JSON.parse(exportBackup().text) as { playerAccounts: object };
    old.playerAccounts = accounts;
    const preview = previewBackup(JSON.stringify(old));
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.value).not.toHaveProperty("guardians");
    expect(restoreBackup(preview.value).ok).toBe(true);
    invalidate();
    expect(getGuardians()).toEqual(guardians);
  });
});
