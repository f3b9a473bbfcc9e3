import { afterEach, describe, expect, it, vi } from "vitest";
import { syncPasswordKey, syncSettingsKey } from "../config/storage-keys";

/** The module at `path` as a browser offline before the service worker had cached it sees it. */
function cannotFetch(path: string) {
  vi.doMock(path, () => {
    throw new Error("Failed to fetch dynamically imported module");
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock("./sync");
  vi.doUnmock("../sync/engine");
  vi.resetModules();
  localStorage.clear();
});

describe("startSyncIfConfigured", () => {
  it("says 'offline' when the sharing code cannot be fetched, and starts once back online", async () => {
    localStorage.setItem(syncSettingsKey, JSON.stringify({ server: "https://x", user: "u" }));
    cannotFetch("./sync");
    const status = await import("./sync-status");
    status.startSyncIfConfigured();
    await vi.waitFor(() => expect(status.getSyncStatus().state).toBe("offline"));

    const startConfigured = vi.fn();
    vi.doUnmock("./sync");
    vi.doMock("./sync", () => ({ startConfigured }));
    window.dispatchEvent(new Event("online"));
    expect(status.getSyncStatus().state).toBe("starting");
    await vi.waitFor(() => expect(startConfigured).toHaveBeenCalledTimes(1));
  });
});

describe("the engine's code cannot be fetched (offline before it was cached)", () => {
  const settings = { server: "https://equipo.test", database: "banquillo", user: "luis" };

  it("at start-up: 'offline', not 'Conectando…' for ever; back online it is fetched again", async () => {
    localStorage.setItem(syncSettingsKey, JSON.stringify(settings));
    cannotFetch("../sync/engine");
    const status = await import("./sync-status");
    status.startSyncIfConfigured();
    await vi.waitFor(() => expect(status.getSyncStatus().state).toBe("offline"));

    const startEngine = vi.fn(() => Promise.resolve());
    vi.doUnmock("../sync/engine");
    vi.doMock("../sync/engine", () => ({ startEngine }));
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(startEngine).toHaveBeenCalledTimes(1));
    // The engine gets the app through its port; its status goes to the top bar's line.
    expect(startEngine.mock.calls[0]).toEqual([
      settings,
      expect.objectContaining({ report: status.setSyncStatus }),
    ]);
  });

  it("on 'Guardar y conectar': a Spanish message, and the settings are not written", async () => {
    cannotFetch("../sync/engine");
    const sync = await import("./sync");
    const r = await sync.saveSyncSettings({ ...settings, password: "clave" });
    expect(r).toEqual({
      ok: false,
      message: "No se pudo cargar la función de compartir: vuelve a intentarlo con conexión.",
    });
    expect(localStorage.getItem(syncSettingsKey)).toBeNull();
    expect(localStorage.getItem(syncPasswordKey)).toBeNull();
  });
});

describe("'Guardar y conectar' opens a session and stores no password", () => {
  const settings = { server: "https://equipo.test", database: "banquillo", user: "luis" };
  const engine = () => ({
    startEngine: vi.fn(() => Promise.resolve()),
    stopEngine: vi.fn(() => Promise.resolve()),
  });

  it("sends the password once to /_session; the browser keeps the cookie, storage no password", async () => {
    // A password stored by an earlier version goes too.
    localStorage.setItem(syncPasswordKey, "vieja");
    const calls: [string, RequestInit][] = [];
    vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return Promise.resolve(new Response('{"ok":true}', { status: 200 }));
    });
    const m = engine();
    vi.doMock("../sync/engine", () => m);
    const sync = await import("./sync");
    expect(await sync.saveSyncSettings({ ...settings, password: "clave-luis" })).toEqual({
      ok: true,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe("https://equipo.test/_session");
    expect(calls[0]![1]).toMatchObject({ method: "POST", credentials: "include" });
    expect(JSON.parse(String(calls[0]![1].body))).toEqual({ name: "luis", password: "clave-luis" });
    expect(JSON.parse(localStorage.getItem(syncSettingsKey)!)).toEqual({ ...settings, version: 1 });
    expect(localStorage.getItem(syncPasswordKey)).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain("clave-luis");
    expect(m.startEngine).toHaveBeenCalledWith(
      settings,
      expect.objectContaining({ report: expect.any(Function), commit: expect.any(Function) }),
    );
  });

  it("a refused password: a Spanish message, nothing stored, sharing not started", async () => {
    vi.stubGlobal("fetch", () =>
      Promise.resolve(new Response('{"error":"unauthorized"}', { status: 401 })),
    );
    const m = engine();
    vi.doMock("../sync/engine", () => m);
    const sync = await import("./sync");
    expect(await sync.saveSyncSettings({ ...settings, password: "mala" })).toEqual({
      ok: false,
      message: "El servidor no aceptó el usuario y la contraseña.",
    });
    expect(localStorage.getItem(syncSettingsKey)).toBeNull();
    expect(m.startEngine).not.toHaveBeenCalled();
  });
});
