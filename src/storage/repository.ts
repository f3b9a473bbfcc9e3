// The localStorage lists. Reading never throws: a damaged list becomes an issue plus whatever
// items could be read. Writing never throws either: failures come back as results, and a write
// of several lists is all-or-nothing. Before a damaged list is overwritten, its original text
// is copied aside under `<key>.dañado`, so nothing the user had is ever lost silently.
import type { AiSettings } from "../domain/types";
import { defaultAiSettings } from "../domain/types";
import { aiSettingsKey, damagedCopyKey, storageKeys } from "../config/storage-keys";
import type { ListKey } from "../config/storage-keys";
import { REJECT, listReaders, readAiSettingsValue } from "./readers";
import type { ListItems } from "./schemas";

export type IssueKind = "invalid-json" | "not-a-list" | "invalid-items";

export type ListIssue = {
  key: ListKey;
  kind: IssueKind;
  /** Items that could not be read (0 when the whole text is unreadable). */
  dropped: number;
  /** Where the original text is kept, once it has been copied aside. */
  copiedTo?: string;
};

export type ListRead<K extends ListKey> = {
  items: ListItems[K][];
  issue?: ListIssue;
};

export type WriteError = { ok: false; reason: "quota" | "unavailable"; message: string };
export type WriteResult = { ok: true } | WriteError;

export const QUOTA_MESSAGE =
  "No se pudo guardar: el almacenamiento del navegador está lleno. Tus datos anteriores siguen intactos. Exporta una copia de seguridad y libera espacio desde «Datos».";
export const UNAVAILABLE_MESSAGE =
  "No se pudo guardar: el navegador no permite usar el almacenamiento local (¿modo privado o permisos?). Tus datos anteriores siguen intactos.";

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function getRaw(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function isQuotaError(e: unknown): boolean {
  if (!(e instanceof Error) && !(typeof DOMException !== "undefined" && e instanceof DOMException))
    return false;
  const err = e as { name?: string; code?: number };
  return (
    err.name === "QuotaExceededError" ||
    err.name === "NS_ERROR_DOM_QUOTA_REACHED" ||
    err.code === 22 ||
    err.code === 1014
  );
}

/** Parses a list's stored text. Pure apart from its input: used for reads and for imports. */
export function parseList<K extends ListKey>(key: K, raw: string | null): ListRead<K> {
  if (raw === null || raw.trim() === "") return { items: [] };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { items: [], issue: { key, kind: "invalid-json", dropped: 0 } };
  }
  return parseListValue(key, data);
}

/** Validates an already-parsed value as one of the lists. */
export function parseListValue<K extends ListKey>(key: K, data: unknown): ListRead<K> {
  return readItems(key, data).read;
}

/** `pristine`: every stored item was already valid and came back as it was. */
function readItems<K extends ListKey>(
  key: K,
  data: unknown,
): { read: ListRead<K>; pristine: boolean } {
  if (data === null) return { read: { items: [] }, pristine: false };
  if (!Array.isArray(data)) {
    return { read: { items: [], issue: { key, kind: "not-a-list", dropped: 0 } }, pristine: false };
  }
  // The readers give what listSchemas would (readers.test.ts), several times faster.
  const reader = listReaders[key] as (v: unknown) => ListItems[K] | typeof REJECT;
  const items: ListItems[K][] = [];
  let dropped = 0;
  let pristine = true;
  for (const entry of data) {
    const r = reader(entry);
    if (r !== entry) pristine = false;
    if (r !== REJECT) items.push(r);
    else dropped++;
  }
  const read =
    dropped > 0 ? { items, issue: { key, kind: "invalid-items" as const, dropped } } : { items };
  return { read, pristine };
}

/**
 * Each list's stored text as last read or written, with the items it holds. Saving a match adds
 * one item to a list of thousands: its new text is then the old text plus that item, instead of
 * the whole list serialized again (≈20 ms at 4,000 matches). Only texts known to hold exactly
 * those items, untouched by repair, are reused.
 */
const knownText = new Map<string, { items: readonly unknown[]; text: string }>();

function serializeList(storageKey: string, items: readonly unknown[]): string {
  const known = knownText.get(storageKey);
  const n = known?.items.length ?? 0;
  if (known && n > 0 && items.length === n + 1 && known.text.endsWith("]")) {
    const added = JSON.stringify(items[n]);
    if (added !== undefined && known.items.every((item, i) => items[i] === item)) {
      return `${known.text.slice(0, -1)},${added}]`;
    }
  }
  return JSON.stringify(items);
}

export function readList<K extends ListKey>(key: K): ListRead<K> {
  const raw = getRaw(storageKeys[key]);
  let read: ListRead<K>;
  let data: unknown = null;
  let parsed = raw !== null && raw.trim() !== "";
  if (parsed) {
    try {
      data = JSON.parse(raw!);
    } catch {
      parsed = false;
    }
  }
  if (parsed) {
    const r = readItems(key, data);
    read = r.read;
    if (r.pristine && r.read.items.length > 0) {
      knownText.set(storageKeys[key], { items: r.read.items, text: raw!.trimEnd() });
    } else knownText.delete(storageKeys[key]);
  } else {
    read = parseList(key, raw);
    knownText.delete(storageKeys[key]);
  }
  if (read.issue) {
    const copy = damagedCopyKey(storageKeys[key]);
    if (getRaw(copy) === raw) read.issue.copiedTo = copy;
  }
  return read;
}

/**
 * Writes several keys as one unit: either every value is stored, or none changes.
 * `preserve` lists keys whose current text must be copied aside first (damaged lists).
 */
export function writeRaw(values: Record<string, string>, preserve: string[] = []): WriteResult {
  const s = storage();
  if (!s) return { ok: false, reason: "unavailable", message: UNAVAILABLE_MESSAGE };
  const writes: [string, string][] = [];
  for (const key of preserve) {
    const raw = getRaw(key);
    const copy = damagedCopyKey(key);
    if (raw !== null && getRaw(copy) !== raw) writes.push([copy, raw]);
  }
  writes.push(...Object.entries(values));
  const previous = new Map<string, string | null>();
  try {
    for (const [key, value] of writes) {
      if (!previous.has(key)) previous.set(key, getRaw(key));
      s.setItem(key, value);
    }
    return { ok: true };
  } catch (e) {
    for (const [key, value] of previous) {
      try {
        if (value === null) s.removeItem(key);
        else s.setItem(key, value);
      } catch {
        // Restoring a value that fitted before cannot exceed the quota; nothing else to do.
      }
    }
    return isQuotaError(e)
      ? { ok: false, reason: "quota", message: QUOTA_MESSAGE }
      : { ok: false, reason: "unavailable", message: UNAVAILABLE_MESSAGE };
  }
}

export type ListChanges = { [K in ListKey]?: ListItems[K][] };

/** Writes the given lists at once. Damaged lists among them are copied aside first. */
export function writeLists(changes: ListChanges, damaged: ListKey[] = []): WriteResult {
  const values: Record<string, string> = {};
  const lists = Object.entries(changes) as [ListKey, unknown[]][];
  for (const [key, items] of lists)
    values[storageKeys[key]] = serializeList(storageKeys[key], items);
  const preserve = damaged.filter((k) => k in changes).map((k) => storageKeys[k]);
  const result = writeRaw(values, preserve);
  for (const [key, items] of lists) {
    if (result.ok) knownText.set(storageKeys[key], { items, text: values[storageKeys[key]]! });
    else knownText.delete(storageKeys[key]);
  }
  return result;
}

export function readAiSettings(): AiSettings {
  const raw = getRaw(aiSettingsKey);
  if (!raw) return { ...defaultAiSettings };
  try {
    const r = readAiSettingsValue(JSON.parse(raw));
    return r !== REJECT ? r : { ...defaultAiSettings };
  } catch {
    return { ...defaultAiSettings };
  }
}

export function writeAiSettings(settings: AiSettings): WriteResult {
  return writeRaw({ [aiSettingsKey]: JSON.stringify(settings) });
}

/** Bytes (UTF-16 code units × 2) that the app's keys take, for the storage-health view. */
export function storedSize(): { key: string; chars: number }[] {
  const keys = [...Object.values(storageKeys), aiSettingsKey];
  return keys.map((key) => ({ key, chars: getRaw(key)?.length ?? 0 }));
}

/** The stored text of one list, as it is (null when the key is absent). For backups. */
export function readRawList(key: ListKey): string | null {
  return getRaw(storageKeys[key]);
}

/** Characters (keys and values) the whole site keeps in localStorage: what counts to its quota. */
export function localStorageChars(): number {
  const s = storage();
  if (!s) return 0;
  let total = 0;
  try {
    for (let i = 0; i < s.length; i++) {
      const key = s.key(i);
      if (key !== null) total += key.length + (s.getItem(key)?.length ?? 0);
    }
  } catch {
    // A storage that cannot be listed counts as empty; the view says so with 0 %.
  }
  return total;
}
