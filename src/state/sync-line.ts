// The sharing status as the top bar shows it: set by the engine (through its port) and by the
// sharing commands, read by the shell. Apart from sync-status.ts, which loads the sharing code,
// so that the commands (state/sync.ts) can use it without importing their own loader.
import { useSyncExternalStore } from "react";
import type { SyncStatus } from "../sync/port";

export type { SyncStatus };

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
