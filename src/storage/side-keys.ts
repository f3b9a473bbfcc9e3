// Our keys beside the spec's lists (`savedInsightsMeta`, `teamSettings`): read as plain JSON that
// the caller validates, written with the lists through the repository's all-or-nothing write.
// Reading never throws: a missing, unreadable or inaccessible key reads as undefined.
export { writeRaw } from "./repository";

/** The parsed JSON under a key, or undefined when absent or unreadable. */
export function readJsonKey(key: string): unknown {
  const raw = readRawKey(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The stored text under a key, as it is (null when absent or storage is unavailable). */
export function readRawKey(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Writes one key directly, outside the all-or-nothing write: for what costs little to lose (a
 * form's draft, the live clock's last reading). False when storage refused it (a full quota).
 */
export function writeRawKey(key: string, value: string): boolean {
  try {
    globalThis.localStorage?.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes the keys. False when storage could not be reached. */
export function removeKeys(keys: readonly string[]): boolean {
  try {
    for (const key of keys) globalThis.localStorage?.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** Whether a `storage` event is about the storage the app keeps its data in. */
export function isAppStorage(area: Storage | null): boolean {
  try {
    return area === globalThis.localStorage;
  } catch {
    return false;
  }
}
