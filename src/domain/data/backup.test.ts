import { describe, expect, it } from "vitest";
import {
  BACKUP_ERRORS,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  backupFileName,
  buildBackup,
  countsOf,
  describeCounts,
  exportedWhen,
  readBackup,
} from "./backup";
import type { BackupData } from "./backup";

const data: BackupData = {
  players: [{ id: "p1", name: "Álvaro", extra: { kept: true } }],
  matches: [{ id: "m1", date: "2024-04-14" }],
  formations: [],
  rivals: [{ name: "CD Los Pinos" }],
  matchPlans: [],
  savedInsights: ["## Hola"],
  fixtures: [{ id: "f1", rivalId: "r1", date: "2024-04-21", time: "18:00" }],
  availability: [],
};

describe("buildBackup", () => {
  it("wraps the lists with format, version, date and app version, never an API key", () => {
    const env = buildBackup({
      data,
      exportedAt: "2024-04-14T10:00:00.000Z",
      appVersion: "0.1.0",
      schemaVersion: 2,
      aiSettings: { baseUrl: "https://x/v1", model: "gpt-4", apiKey: "sk-secret" } as never,
    });
    expect(env).toEqual({
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: "2024-04-14T10:00:00.000Z",
      appVersion: "0.1.0",
      schemaVersion: 2,
      data,
      aiSettings: { baseUrl: "https://x/v1", model: "gpt-4" },
    });
    expect(JSON.stringify(env)).not.toContain("sk-secret");
  });

  it("names the file with the day", () => {
    expect(backupFileName("2024-04-14")).toBe("banquillo-copia-2024-04-14.json");
  });
});

describe("readBackup", () => {
  const file = (over: Record<string, unknown> = {}) =>
    JSON.stringify({
      ...buildBackup({
        data,
        exportedAt: "2024-04-14T10:00:00.000Z",
        appVersion: "0.1.0",
        schemaVersion: 2,
      }),
      ...over,
    });

  it("reads our own file back unchanged", () => {
    const r = readBackup(file());
    expect(r).toMatchObject({ ok: true, source: "banquillo", data, appVersion: "0.1.0" });
  });

  it("carries the schema version; a file without one is version 1; a newer one is refused", () => {
    expect(readBackup(file(), 2)).toMatchObject({ ok: true, schemaVersion: 2 });
    expect(readBackup(file({ schemaVersion: undefined }), 2)).toMatchObject({
      ok: true,
      schemaVersion: 1,
    });
    expect(readBackup(file({ schemaVersion: 3 }), 2)).toEqual({
      ok: false,
      message: BACKUP_ERRORS.newer,
    });
    expect(readBackup(file({ schemaVersion: "2" }), 2)).toEqual({
      ok: false,
      message: BACKUP_ERRORS.damaged,
    });
    expect(readBackup(JSON.stringify({ players: [] }), 2)).toMatchObject({ schemaVersion: 1 });
  });

  it("accepts a leading byte-order mark", () => {
    expect(readBackup("\uFEFF" + file()).ok).toBe(true);
  });

  it("refuses text that is not JSON", () => {
    expect(readBackup('{"format": "banquillo-backup", "vers')).toEqual({
      ok: false,
      message: BACKUP_ERRORS.unreadable,
    });
  });

  it("refuses another app's file", () => {
    expect(readBackup(JSON.stringify({ todos: [1, 2] }))).toEqual({
      ok: false,
      message: BACKUP_ERRORS.notBackup,
    });
    expect(readBackup(file({ format: "otra-app" }))).toEqual({
      ok: false,
      message: BACKUP_ERRORS.notBackup,
    });
    expect(readBackup("[1,2,3]")).toEqual({ ok: false, message: BACKUP_ERRORS.notBackup });
  });

  it("refuses a newer format with the update message", () => {
    const r = readBackup(file({ version: BACKUP_VERSION + 1 }));
    expect(r).toEqual({ ok: false, message: BACKUP_ERRORS.newer });
    expect(BACKUP_ERRORS.newer).toMatch(/^Esta copia es de una versión más reciente de Banquillo/);
  });

  it("refuses a damaged envelope", () => {
    expect(readBackup(file({ data: "nada" }))).toEqual({
      ok: false,
      message: BACKUP_ERRORS.damaged,
    });
    expect(readBackup(file({ data: { ...data, players: { a: 1 } } }))).toEqual({
      ok: false,
      message: BACKUP_ERRORS.damaged,
    });
    expect(readBackup(file({ version: "1" }))).toEqual({
      ok: false,
      message: BACKUP_ERRORS.damaged,
    });
  });

  it("treats missing lists as empty", () => {
    const r = readBackup(file({ data: { players: data.players } }));
    expect(r.ok && r.data.matches).toEqual([]);
  });

  it("reads the original product's keys, as arrays or as stored text", () => {
    const r = readBackup(
      JSON.stringify({ players: data.players, matches: JSON.stringify(data.matches) }),
    );
    expect(r).toMatchObject({ ok: true, source: "original" });
    expect(r.ok && r.data.players).toEqual(data.players);
    expect(r.ok && r.data.matches).toEqual(data.matches);
    expect(r.ok && r.data.rivals).toEqual([]);
  });

  it("refuses an original-product file whose list text is broken", () => {
    expect(readBackup(JSON.stringify({ players: "[{" }))).toEqual({
      ok: false,
      message: BACKUP_ERRORS.damaged,
    });
  });

  it("keeps the AI base URL and model only when both are text", () => {
    const r = readBackup(
      file({ aiSettings: { baseUrl: "http://localhost:1234/v1", model: "llama" } }),
    );
    expect(r.ok && r.aiSettings).toEqual({ baseUrl: "http://localhost:1234/v1", model: "llama" });
    const bad = readBackup(file({ aiSettings: { baseUrl: 3 } }));
    expect(bad.ok && bad.aiSettings).toBeUndefined();
  });
});

describe("exportedWhen", () => {
  it("gives the local day and time of an ISO timestamp", () => {
    const iso = new Date(2024, 3, 14, 9, 5).toISOString();
    expect(exportedWhen(iso)).toEqual({ day: "2024-04-14", time: "09:05" });
  });
  it("ignores anything else", () => {
    expect(exportedWhen(undefined)).toBeUndefined();
    expect(exportedWhen("ayer")).toBeUndefined();
    expect(exportedWhen("2024-99-99T00:00:00Z")).toBeUndefined();
  });
});

describe("countsOf / describeCounts", () => {
  it("counts each list", () => {
    expect(countsOf(data)).toEqual({
      players: 1,
      matches: 1,
      formations: 0,
      rivals: 1,
      matchPlans: 0,
      savedInsights: 1,
      fixtures: 1,
      availability: 0,
    });
  });
  it("says it in Spanish with singulars, plurals and a final 'y'", () => {
    expect(describeCounts({ players: 22, matches: 1, formations: 3 })).toBe(
      "22 jugadores, 1 partido y 3 formaciones",
    );
    expect(describeCounts({ matchPlans: 1, savedInsights: 2 })).toBe(
      "1 planificación y 2 insights guardados",
    );
    expect(describeCounts({ rivals: 1 })).toBe("1 rival");
    expect(describeCounts({})).toBe("");
  });
});

describe("the players' accounts in a backup", () => {
  it("travel in the envelope beside the lists and read back; a file without them has none", () => {
    const playerAccounts = { accounts: [{ playerId: "p1", user: "dani" }], version: 1 };
    const env = buildBackup({
      data,
      exportedAt: "2024-04-14T10:00:00.000Z",
      appVersion: "1",
      schemaVersion: 1,
      playerAccounts,
    });
    expect(env.playerAccounts).toEqual(playerAccounts);
    const read = readBackup(JSON.stringify(env));
    expect(read).toMatchObject({ ok: true, playerAccounts });
    const without = readBackup(JSON.stringify({ ...env, playerAccounts: undefined }));
    expect(without.ok && "playerAccounts" in without).toBe(false);
  });
});
