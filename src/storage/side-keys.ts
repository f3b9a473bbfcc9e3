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
