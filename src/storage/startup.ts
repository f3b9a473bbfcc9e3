// What happens before anything is read (docs/storage.md):
//   1. Data from a newer schema version than this app knows is never touched: the app opens
//      read-only (every write is refused with a Spanish message) and says so.
//   2. A multi-key write a previous session left half-done is finished or undone (journal.ts).
//   3. Older data is migrated once (migrations.ts) and written back with the new version, as one
//      journaled write. If that write fails (quota), the app still shows the data: the readers
//      give stored records without ids a stable one by position, and the migration runs again on
//      the next start.
import { listKeys, schemaKey, storageKeys } from "../config/storage-keys";
import { newId } from "../domain/ids";
import type { Recovery } from "./journal";
import {
  CURRENT_SCHEMA_VERSION,
  UNVERSIONED,
  emptyRawLists,
  migrate,
  parseSchemaVersion,
  schemaVersionText,
} from "./migrations";
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
  recovery: Recovery;
};

export function openStorage(makeId: () => string = newId): StorageStatus {
  const version = parseSchemaVersion(readRaw(schemaKey));
  if (version !== undefined && version > CURRENT_SCHEMA_VERSION) {
    setReadOnly(version);
    return { newerVersion: version, migrated: [], recovery: { state: "none" } };
  }
  setReadOnly(null);
  setSchemaVersionText(schemaVersionText());
  const recovery = recoverUnfinishedWrite();
  const from = version ?? UNVERSIONED;
  if (from >= CURRENT_SCHEMA_VERSION) return { newerVersion: null, migrated: [], recovery };

  const texts = new Map(listKeys.map((k) => [k, readRaw(storageKeys[k])]));
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
  const { lists: migrated, applied } = migrate(lists, from, makeId);
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
