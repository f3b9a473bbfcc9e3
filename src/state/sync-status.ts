// Staff sharing as the top bar sees it (docs/sync.md): the status line, and starting sharing
// when this device has it configured. Tiny on purpose: the shell imports it, so it only looks
// at the stored keys and loads the rest (state/sync.ts, then PouchDB) with a dynamic import.
import { syncSettingsKey } from "../config/storage-keys";
import { setSyncStatus } from "./sync-line";
import { getSideText } from "./store";

export { getSyncStatus, setSyncStatus, useSyncStatus } from "./sync-line";
export type { SyncStatus } from "./sync-line";

/** Starts sharing when this device has it configured (called once by the shell). */
export function startSyncIfConfigured(): void {
  // The server keeps the session (a cookie); this device keeps only the settings.
  if (!getSideText(syncSettingsKey)) return;
  const start = () => {
    setSyncStatus({ state: "starting" });
    import("./sync")
      .then((m) => m.startConfigured())
      .catch(() => {
        // The sharing code (this module's or PouchDB's chunk) could not be fetched: offline
        // before the service worker had cached it. Say so, instead of 'Conectando…' for ever,
        // and start when the connection is back.
        setSyncStatus({ state: "offline" });
        window.addEventListener("online", start, { once: true });
      });
  };
  start();
}

/** Hides the refused-change notices (the refused changes were undone on this device). */
export function dismissRefused(): void {
  setSyncStatus({ refused: [] });
  void import("./sync").then((m) => m.dismissEngineNotices());
}
