// Staff sharing as the top bar sees it (docs/sync.md): the status line, and starting sharing
// when this device has it configured. Tiny on purpose: the shell imports it, so it only looks
// at the stored keys and loads the rest (state/sync.ts, then PouchDB) with a dynamic import.
import { useSyncExternalStore } from "react";
import { syncSettingsKey } from "../config/storage-keys";
import type { SyncState } from "../domain/sync-status";
import { readRawKey } from "../storage/side-keys";

export type SyncStatus = {
  state: SyncState;
  /** Documents changed on this device that the server does not have yet. */
  pending: number;
  /** Documents with competing versions waiting for the coach. */
  conflicts: number;
  /** Changes the server refused (validate_doc_update), one Spanish sentence each. */
  refused: string[];
  /** Why the server asks to sign in (session expired, not a member...). */
  signinReason?: string;
  /** Why the server is not answering, or why the stored address is not used (Spanish). */
  detail?: string;
};

export const SYNC_OFF: SyncStatus = { state: "off", pending: 0, conflicts: 0, refused: [] };
let status: SyncStatus = SYNC_OFF;
const listeners = new Set<() => void>();

export function setSyncStatus(next: Partial<SyncStatus>) {
  status = { ...status, ...next };
  for (const l of listeners) l();
}

export function getSyncStatus(): SyncStatus {
  return status;
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribe, getSyncStatus, getSyncStatus);
}

/** Starts sharing when this device has it configured (called once by the shell). */
export function startSyncIfConfigured(): void {
  // The server keeps the session (a cookie); this device keeps only the settings.
  if (!readRawKey(syncSettingsKey)) return;
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
