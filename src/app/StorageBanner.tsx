// Damaged lists, data from a newer version and a half-done write put right at the start, above
// every screen. The check is part of the first page; the notices' texts load only when one is
// needed (StorageNotices.tsx).
import { lazy, Suspense } from "react";
import { useStorageIssues, useStorageStatus } from "../state/store";

const StorageNotices = lazy(() =>
  import("./StorageNotices").then((m) => ({ default: m.StorageNotices })),
);

export function StorageBanner() {
  const issues = useStorageIssues();
  const { newerVersion, recovery } = useStorageStatus();
  // A write left half-done that the start had to put right (or could not) is told too.
  const recovered =
    (recovery.state === "undone" && recovery.keys.length > 0) ||
    recovery.state === "failed" ||
    recovery.state === "unreadable";
  if (issues.length === 0 && newerVersion === null && !recovered) return null;
  return (
    <Suspense fallback={null}>
      <StorageNotices issues={issues} newerVersion={newerVersion} recovery={recovery} />
    </Suspense>
  );
}
