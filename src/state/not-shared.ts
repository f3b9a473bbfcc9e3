// The records of one type kept on this device that the team's server refused and never had
// (docs/sync.md), for the lists and detail pages to mark 'No compartido'.
import { useMemo } from "react";
import { notSharedOf } from "../domain/records/not-shared";
import { useSyncStatus } from "./sync-line";

const NONE: readonly { docId: string; reason: string }[] = [];

/** Record id → the server's reason, for the documents `<docType>:<id>`. */
export function useNotShared(docType: string): ReadonlyMap<string, string> {
  const marks = useSyncStatus().notShared ?? NONE;
  return useMemo(() => notSharedOf(docType, marks), [docType, marks]);
}
