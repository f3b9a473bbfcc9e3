import { afterEach, describe, expect, it, vi } from "vitest";
import { syncPasswordKey, syncSettingsKey } from "../config/storage-keys";

/** The module at `path` as a browser offline before the service worker had cached it sees it. */
function cannotFetch(path: string) {
  vi.doMock(path, () => {
    throw new Error("Failed to fetch dynamically imported module");
  });
}

afterEach(() => {
  vi.doUnmock("./sync");
  vi.doUnmock("../sync/engine");
  vi.resetModules();
  localStorage.clear();
});

describe("startSyncIfConfigured", () => {
  it("says 'offline' when the sharing code cannot be fetched, and starts once back online", async () => {
    localStorage.setItem(syncSettingsKey, JSON.stringify({ server: "https://x", user: "u" }));
    localStorage.setItem(syncPasswordKey, "p");
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
    localStorage.setItem(syncPasswordKey, "p");
    cannotFetch("../sync/engine");
    const status = await import("./sync-status");
    status.startSyncIfConfigured();
    await vi.waitFor(() => expect(status.getSyncStatus().state).toBe("offline"));

    const startEngine = vi.fn(() => Promise.resolve());
    vi.doUnmock("../sync/engine");
    vi.doMock("../sync/engine", () => ({ startEngine }));
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(startEngine).toHaveBeenCalledTimes(1));
    expect(startEngine.mock.calls[0]).toEqual([settings, "p", expect.any(Function)]);
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
