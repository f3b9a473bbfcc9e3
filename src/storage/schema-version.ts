// The schema version of everything stored (docs/storage.md), apart from the migrations
// themselves: start-up reads it on every load, while the migration list (and the figures rule it
// needs) is loaded only when the stored data is older than this app (storage/startup.ts).
import type { ListKey } from "../config/storage-keys";
import { listKeys } from "../config/storage-keys";

export type RawLists = Record<ListKey, unknown[]>;

/** Data without a stored version: the original product's, or this app's before versioning. */
export const UNVERSIONED = 1;
/** The version this app writes: the last migration's (a test in migrations.test.ts checks it). */
export const CURRENT_SCHEMA_VERSION = 3;

/** The stored `{"version": n}`: n, UNVERSIONED when absent, or undefined when unreadable. */
export function parseSchemaVersion(raw: string | null): number | undefined {
  if (raw === null) return UNVERSIONED;
  try {
    const v = (JSON.parse(raw) as { version?: unknown } | null)?.version;
    return typeof v === "number" && Number.isInteger(v) && v >= 1 ? v : undefined;
  } catch {
    return undefined;
  }
}

export const schemaVersionText = (version = CURRENT_SCHEMA_VERSION) => JSON.stringify({ version });

/** Empty lists for every key (for callers that migrate only some). */
export const emptyRawLists = (): RawLists =>
  Object.fromEntries(listKeys.map((k) => [k, []])) as unknown as RawLists;
