// Where the sharing status and the refused-change notices go (SyncStatus.tsx). Only a device
// that shares with the staff loads them: the first page carries just this check.
import { Suspense, lazy, useEffect } from "react";
import { startSyncIfConfigured, useSyncStatus } from "../state/sync-status";

const SyncStatus = lazy(() => import("./SyncStatus").then((m) => ({ default: m.SyncStatus })));
const SyncNotices = lazy(() => import("./SyncStatus").then((m) => ({ default: m.SyncNotices })));

export function SyncStatusSlot() {
  const { state } = useSyncStatus();
  useEffect(() => startSyncIfConfigured(), []);
  if (state === "off") return null;
  return (
    <Suspense fallback={null}>
      <SyncStatus />
    </Suspense>
  );
}

export function SyncNoticesSlot() {
  const { refused, problems = [] } = useSyncStatus();
  if (refused.length === 0 && problems.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SyncNotices />
    </Suspense>
  );
}
