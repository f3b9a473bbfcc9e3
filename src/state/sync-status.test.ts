import { afterEach, describe, expect, it, vi } from "vitest";
import { syncPasswordKey, syncSettingsKey } from "../config/storage-keys";

afterEach(() => {
  vi.doUnmock("./sync");
  vi.resetModules();
  localStorage.clear();
});

describe("startSyncIfConfigured", () => {
  it("says 'offline' when the sharing code cannot be fetched, and starts once back online", async () => {
    localStorage.setItem(syncSettingsKey, JSON.stringify({ server: "https://x", user: "u" }));
    localStorage.setItem(syncPasswordKey, "p");
    vi.doMock("./sync", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
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
