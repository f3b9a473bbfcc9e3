// What happens before anything is read (docs/storage.md):
//   1. Data from a newer schema version than this app knows is never touched: the app opens
//      read-only (every write is refused with a Spanish message) and says so.
//   2. A multi-key write a previous session left half-done is finished or undone (journal.ts).
//   3. Older data is migrated once (migrations.ts) and written back with the new version, as one
//      journaled write. If that write fails (quota), the app still shows the data: the readers
//      give stored records without ids a stable one by position, and the migration runs again on
//      the next start.
// The migration list (with the figures rule it uses) is not part of the first page: it is loaded
// with `loadMigrations()` before the first render when the stored data is older (main.tsx), and
// otherwise only if older data appears while the app is open (another program wrote it).
import { listKeys, schemaKey, storageKeys } from "../config/storage-keys";
import { newId } from "../domain/base/ids";
import type { Recovery } from "./journal";
import type { migrate as Migrate } from "./migrations";
import {
  CURRENT_SCHEMA_VERSION,
  UNVERSIONED,
  emptyRawLists,
  parseSchemaVersion,
  schemaVersionText,
} from "./schema-version";
import {
  readRaw,
  recoverUnfinishedWrite,
  setReadOnly,
  setSchemaVersionText,
  writeRaw,
} from "./repository";

export type StorageStatus = {
  /** Set when the stored data is from a newer version: the app is read-only. */
  newerVersion: number | null;
  /** Names of the migrations applied on this start. */
  migrated: string[];
  /** Why the migrated data could not be stored (it is still shown). */
  migrationError?: string;
  /** The data is older but the migrations are still loading: open storage again once they are. */
  migrationPending?: boolean;
  recovery: Recovery;
};

let migrateLists: typeof Migrate | null = null;

/** Makes the migrations available to `openStorage` (loaded on demand: see the top of the file). */
export async function loadMigrations(): Promise<void> {
  migrateLists ??= (await import("./migrations")).migrate;
}

/** Whether the stored data is older than this app, so opening it needs the migrations. */
export function storedDataIsOlder(): boolean {
  const version = parseSchemaVersion(readRaw(schemaKey));
  return (
    (version ?? UNVERSIONED) < CURRENT_SCHEMA_VERSION &&
    listKeys.some((k) => readRaw(storageKeys[k]) !== null)
  );
}

export function openStorage(makeId: () => string = newId): StorageStatus {
  const version = parseSchemaVersion(readRaw(schemaKey));
  if (version !== undefined && version > CURRENT_SCHEMA_VERSION) {
    setReadOnly(version);
    return { newerVersion: version, migrated: [], recovery: { state: "none" } };
  }
  setReadOnly(null);
  const from = version ?? UNVERSIONED;
  // Data at the current version needs none of the lists' texts here (the matches alone are
  // megabytes at a full history): each screen reads the lists it shows.
  const texts = new Map(
    from < CURRENT_SCHEMA_VERSION ? listKeys.map((k) => [k, readRaw(storageKeys[k])]) : [],
  );
  const pending =
    from < CURRENT_SCHEMA_VERSION && !migrateLists && [...texts.values()].some((t) => t !== null);
  // While the migrations load, writes leave the stored version as it is, so they still run.
  setSchemaVersionText(pending ? null : schemaVersionText());
  const recovery = recoverUnfinishedWrite();
  if (pending) return { newerVersion: null, migrated: [], recovery, migrationPending: true };
  if (from >= CURRENT_SCHEMA_VERSION || !migrateLists) {
    return { newerVersion: null, migrated: [], recovery };
  }
  if ([...texts.values()].every((t) => t === null)) {
    // Nothing stored yet: the first write stores the version with the lists.
    return { newerVersion: null, migrated: [], recovery };
  }
  const lists = emptyRawLists();
  const readable = new Set<string>();
  for (const key of listKeys) {
    const raw = texts.get(key);
    if (raw === null || raw === undefined || raw.trim() === "") continue;
    try {
      const value: unknown = JSON.parse(raw);
      if (Array.isArray(value)) {
        lists[key] = value;
        readable.add(key);
      }
    } catch {
      // A damaged list is left exactly as it is; the damage banner deals with it.
    }
  }
  const { lists: migrated, applied } = migrateLists(lists, from, makeId);
  const values: Record<string, string> = { [schemaKey]: schemaVersionText() };
  for (const key of listKeys) {
    if (!readable.has(key)) continue;
    const text = JSON.stringify(migrated[key]);
    if (text !== JSON.stringify(lists[key])) values[storageKeys[key]] = text;
  }
  const r = writeRaw(values);
  return {
    newerVersion: null,
    migrated: applied,
    recovery,
    ...(r.ok ? {} : { migrationError: r.message }),
  };
}
