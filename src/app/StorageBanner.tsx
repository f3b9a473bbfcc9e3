// Damaged lists and data from a newer version, above every screen. The check is part of the
// first page; the notices' texts load only when one is needed (StorageNotices.tsx).
import { lazy, Suspense } from "react";
import { useStorageIssues, useStorageStatus } from "../state/store";

const StorageNotices = lazy(() =>
  import("./StorageNotices").then((m) => ({ default: m.StorageNotices })),
);

export function StorageBanner() {
  const issues = useStorageIssues();
  const { newerVersion } = useStorageStatus();
  if (issues.length === 0 && newerVersion === null) return null;
  return (
    <Suspense fallback={null}>
      <StorageNotices issues={issues} newerVersion={newerVersion} />
    </Suspense>
  );
}
