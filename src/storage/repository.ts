// The localStorage lists. Reading never throws: a damaged list becomes an issue plus whatever
// items could be read (repaired where possible, see readers.ts). Writing never throws either:
// failures come back as results, and a write of several keys is all-or-nothing, journaled so a
// write cut short (closed tab, quota during the rollback) is finished or undone on the next start
// (journal.ts). Before a damaged or repaired list is overwritten, its stored text is copied aside
// under `<key>.dañado` (then `.dañado.2`, `.3`…: an earlier copy is never overwritten), so
// nothing the coach had is ever lost silently. When the stored data is from a newer version of
// the app, every write is refused (read-only, docs/storage.md).
// Why one file of ~500 lines: reading and writing share this module's state (the read-only flag,
// the text last read or written per list, the lists found unreadable, the journal's settling),
// and a write's rollback needs all of it; split, that state would have to be exported.
import type { AiSettings } from "../domain/records/types";
import { defaultAiSettings } from "../domain/records/types";
import { journalKey, numberedDamagedCopyKey, schemaKey, storageKeys } from "../config/storage-keys";
import type { ListKey } from "../config/storage-keys";
import { REJECT, listReaders, readAiSettingsValue, takeRepairs } from "./readers";
import type { ListItems, StoredAiSettings } from "./readers";
import { LIMITS } from "./limits";
import { planWrite, recoverJournal } from "./journal";
import type { Recovery } from "./journal";

export type { ListItems } from "./readers";

export type IssueKind = "invalid-json" | "not-a-list" | "invalid-items" | "repaired-items";

export type ListIssue = {
  key: ListKey;
  kind: IssueKind;
  /** Items that could not be read (0 when the whole text is unreadable). */
  dropped: number;
  /** Items read with a value repaired (a negative count, text over its limit...). */
  repaired?: number;
  /** Where the original text is kept, once it has been copied aside. */
  copiedTo?: string;
  /** Position in the stored list of the first item dropped, and of the first item repaired. */
  firstDropped?: number;
  firstRepaired?: number;
};

export type ListRead<K extends ListKey> = {
  items: ListItems[K][];
  issue?: ListIssue;
  /** Storage threw when reading: nothing was read (not an empty list), and nothing is cached. */
  unreadable?: true;
};

export type WriteError = {
  ok: false;
  reason: "quota" | "unavailable" | "read-only";
  message: string;
};
export type WriteResult = { ok: true } | WriteError;

export const QUOTA_MESSAGE =
  "No se pudo guardar: el almacenamiento del navegador está lleno. Tus datos anteriores siguen intactos. Exporta una copia de seguridad y libera espacio desde «Datos».";
export const UNAVAILABLE_MESSAGE =
  "No se pudo guardar: el navegador no permite usar el almacenamiento local (¿modo privado o permisos?). Tus datos anteriores siguen intactos.";
export const READ_ONLY_MESSAGE =
  "No se pudo guardar: los datos de este navegador son de una versión más reciente de Banquillo y esta versión solo puede mostrarlos. Recarga la página para usar la versión nueva. No se ha cambiado nada.";

/** The schema version of stored data newer than this app, when it opened read-only. */
let readOnlyVersion: number | null = null;
export function setReadOnly(version: number | null) {
  readOnlyVersion = version;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The stored text of any key (null when absent or storage cannot be read). */
export function readRaw(key: string): string | null {
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

/** A copy of `item` under another id (duplicate ids: the later records get their own). */
function withId(item: unknown, id: string): unknown {
  return { ...(item as object), id };
}

/**
 * Quick checks that answer true only for an item its list's reader would hand back unchanged,
 * with no repair (filled in by quick-checks.ts): data this app wrote passes them, and reading it
 * skips the field-by-field reader; anything else goes through the reader as before.
 */
export const quickChecks: { [K in ListKey]?: (v: unknown) => boolean } = {};

/** `pristine`: every stored item was already valid and came back as it was. */
function readItems<K extends ListKey>(
  key: K,
  data: unknown,
): { read: ListRead<K>; pristine: boolean } {
  if (data === null) return { read: { items: [] }, pristine: false };
  if (!Array.isArray(data)) {
    return { read: { items: [], issue: { key, kind: "not-a-list", dropped: 0 } }, pristine: false };
  }
  const reader = listReaders[key] as (v: unknown, i: number) => ListItems[K] | typeof REJECT;
  const check = quickChecks[key];
  const hasIds = key !== "savedInsights";
  const seen = hasIds ? new Set<string>() : null;
  const items: ListItems[K][] = [];
  const limit = LIMITS.lists[key];
  let dropped = Math.max(0, data.length - limit);
  let repaired = 0;
  let pristine = dropped === 0;
  let firstDropped: number | undefined = dropped > 0 ? limit : undefined;
  let firstRepaired: number | undefined;
  takeRepairs();
  const n = Math.min(data.length, limit);
  for (let i = 0; i < n; i++) {
    const entry: unknown = data[i];
    let r = check?.(entry) ? (entry as ListItems[K]) : reader(entry, i);
    let fixed = takeRepairs() > 0;
    if (r === REJECT) {
      dropped++;
      pristine = false;
      firstDropped ??= i;
      continue;
    }
    if (seen) {
      const id = (r as { id: string }).id;
      if (seen.has(id)) {
        let k = 2;
        while (seen.has(`${id}-${k}`)) k++;
        r = withId(r, `${id}-${k}`) as ListItems[K];
        fixed = true;
      }
      seen.add((r as { id: string }).id);
    }
    if (fixed) {
      repaired++;
      firstRepaired ??= i;
    }
    if (r !== entry) pristine = false;
    items.push(r);
  }
  const firsts = {
    ...(firstDropped !== undefined ? { firstDropped } : {}),
    ...(firstRepaired !== undefined ? { firstRepaired } : {}),
  };
  const issue: ListIssue | undefined =
    dropped > 0
      ? { key, kind: "invalid-items", dropped, ...(repaired > 0 ? { repaired } : {}), ...firsts }
      : repaired > 0
        ? { key, kind: "repaired-items", dropped: 0, repaired, ...firsts }
        : undefined;
  return { read: issue ? { items, issue } : { items }, pristine };
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

/** Lists whose last read failed (storage threw): written only once they have been read again. */
const unreadable = new Set<ListKey>();
const NOTHING_READ: never[] = [];

export function readList<K extends ListKey>(key: K): ListRead<K> {
  let raw: string | null;
  try {
    raw = storage()?.getItem(storageKeys[key]) ?? null;
  } catch {
    // Not an empty list: the list is there but could not be read. Shown as empty for now, never
    // written (a write built on it would replace the stored list), and read again next time.
    unreadable.add(key);
    knownText.delete(storageKeys[key]);
    return { items: NOTHING_READ, unreadable: true };
  }
  unreadable.delete(key);
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
  if (read.issue && raw !== null) {
    const copy = existingCopyOf(storageKeys[key], raw);
    if (copy) read.issue.copiedTo = copy;
  }
  return read;
}

/** The damaged copy that already holds `raw`, if any. */
function existingCopyOf(key: string, raw: string): string | undefined {
  for (let n = 1; ; n++) {
    const copyKey = numberedDamagedCopyKey(key, n);
    const copy = readRaw(copyKey);
    if (copy === null) return undefined;
    if (copy === raw) return copyKey;
  }
}

/** Where `raw` goes when copied aside: the copy that holds it already, or the first free key.
 * `get` throws when storage cannot be read, so an earlier copy is never taken for a free key. */
function copyKeyFor(
  key: string,
  raw: string,
  get: (key: string) => string | null,
): { key: string; needed: boolean } {
  for (let n = 1; ; n++) {
    const copyKey = numberedDamagedCopyKey(key, n);
    const copy = get(copyKey);
    if (copy === raw) return { key: copyKey, needed: false };
    if (copy === null) return { key: copyKey, needed: true };
  }
}

/** What the last start found of a write left half-done (for tests and the data page). */
let lastRecovery: Recovery = { state: "none" };
export function lastJournalRecovery(): Recovery {
  return lastRecovery;
}

/**
 * Set while a journal may be waiting: a write of this session left its journal behind (its
 * rollback, or removing the journal, failed), or the start could not recover one. The next
 * write first finishes or undoes that write; otherwise a later save, written over the half-done
 * one, would be undone by that old journal at the next start (or its own journal would replace
 * the old one, and the half-done write would never be put right).
 */
let journalPending: "write" | "start" | null = null;

/** Finishes or undoes a multi-key write that a previous session left half-done. */
export function recoverUnfinishedWrite(): Recovery {
  const s = storage();
  lastRecovery = s ? recoverJournal(s, journalKey) : { state: "none" };
  journalPending = lastRecovery.state === "failed" ? "start" : null;
  if (lastRecovery.state === "undone" || lastRecovery.state === "finished") knownText.clear();
  return lastRecovery;
}

export const PENDING_WRITE_MESSAGE =
  "No se pudo guardar: un cambio anterior quedó a medias y el navegador todavía no deja terminarlo ni deshacerlo. No se ha cambiado nada. Vuelve a intentarlo o recarga la página.";
export const PENDING_AT_START_MESSAGE =
  "No se pudo guardar: al abrir la app, un cambio anterior había quedado a medias y el navegador no dejó terminarlo ni deshacerlo. No se ha cambiado nada. Recarga la página para arreglarlo antes de seguir.";

/** Deals with a journal this session left behind before writing anything else. */
function settlePendingJournal(s: Storage): WriteError | null {
  if (!journalPending) return null;
  // The start could not recover it: the lists this session has read may be the half-done ones,
  // and a write built on them would make the damage permanent. Only a new start (which recovers
  // before reading anything) can go on.
  if (journalPending === "start")
    return { ok: false, reason: "unavailable", message: PENDING_AT_START_MESSAGE };
  const r = recoverJournal(s, journalKey);
  if (r.state === "failed")
    return { ok: false, reason: "unavailable", message: PENDING_WRITE_MESSAGE };
  journalPending = null;
  // The store never took the half-done write in (a failed write changes no cached list), so
  // putting storage back makes it agree with what the screens show again.
  if (r.state !== "none") knownText.clear();
  return null;
}

function failure(e: unknown): WriteError {
  return isQuotaError(e)
    ? { ok: false, reason: "quota", message: QUOTA_MESSAGE }
    : { ok: false, reason: "unavailable", message: UNAVAILABLE_MESSAGE };
}

/** Texts to store by key; null removes the key. */
export type RawValues = Record<string, string | null>;

/**
 * Writes several keys as one unit: either every value is stored (or removed), or none changes; a
 * write cut short is finished or undone on the next start (journal.ts). `preserve` lists keys
 * whose current text must be copied aside first (damaged or repaired lists).
 */
export function writeRaw(values: RawValues, preserve: string[] = []): WriteResult {
  if (readOnlyVersion !== null)
    return { ok: false, reason: "read-only", message: READ_ONLY_MESSAGE };
  const s = storage();
  if (!s) return { ok: false, reason: "unavailable", message: UNAVAILABLE_MESSAGE };
  const pending = settlePendingJournal(s);
  if (pending) return pending;
  // Each key's text is read once: the matches list is megabytes, and every read copies it. A read
  // that fails stops the write: taken as "nothing stored", the journal would record no earlier
  // text and a rollback would remove the list.
  const read = new Map<string, string | null>();
  const current = (key: string): string | null => {
    if (!read.has(key)) read.set(key, s.getItem(key));
    return read.get(key)!;
  };
  const writes: [string, string | null][] = [];
  let plan: ReturnType<typeof planWrite>;
  try {
    for (const key of preserve) {
      const raw = current(key);
      if (raw === null || raw === values[key]) continue;
      const copy = copyKeyFor(key, raw, (k) => s.getItem(k));
      if (copy.needed) writes.push([copy.key, raw]);
    }
    for (const [key, value] of Object.entries(values))
      if (current(key) !== value) writes.push([key, value]);
    if (writes.length === 0) return { ok: true };
    plan = planWrite(writes, current);
  } catch (e) {
    return failure(e);
  }
  const { order, journal } = plan;
  const previous = new Map<string, string | null>();
  try {
    if (journal) s.setItem(journalKey, JSON.stringify(journal));
  } catch (e) {
    return failure(e);
  }
  try {
    for (const [key, value] of order) {
      const before = current(key);
      if (value === null) s.removeItem(key);
      else s.setItem(key, value);
      // Only keys actually written need putting back (a failed setItem changes nothing).
      if (!previous.has(key)) previous.set(key, before);
    }
  } catch (e) {
    let rolledBack = true;
    for (const [key, value] of previous) {
      try {
        if (value === null) s.removeItem(key);
        else s.setItem(key, value);
      } catch {
        rolledBack = false;
      }
    }
    // A failed rollback leaves the journal: the next write, or the next start, finishes the undo.
    if (rolledBack && journal) removeJournal(s);
    else if (journal) journalPending ??= "write";
    return failure(e);
  }
  if (journal) removeJournal(s);
  return { ok: true };
}

function removeJournal(s: Storage) {
  try {
    s.removeItem(journalKey);
  } catch {
    // The journal of a finished (or fully rolled back) write: the next write or the next start
    // sees it and removes it.
    journalPending ??= "write";
  }
}

export type ListChanges = { [K in ListKey]?: ListItems[K][] };

/** The text of `{"version": n}`, the schema version every write leaves stored. */
let schemaText: string | null = null;
export function setSchemaVersionText(text: string | null) {
  schemaText = text;
}

/**
 * Writes the given lists at once. Damaged or repaired lists among them are copied aside first.
 * The schema version goes with them when it is not stored yet, and the side keys' texts `side`
 * in the same unit (`preserveSide`: those whose stored text is copied aside first).
 */
export function writeLists(
  changes: ListChanges,
  damaged: ListKey[] = [],
  side: RawValues = {},
  preserveSide: readonly string[] = [],
): WriteResult {
  const values: RawValues = { ...side };
  const lists = Object.entries(changes) as [ListKey, unknown[]][];
  if (lists.some(([key]) => unreadable.has(key)))
    return { ok: false, reason: "unavailable", message: UNAVAILABLE_MESSAGE };
  for (const [key, items] of lists)
    values[storageKeys[key]] = serializeList(storageKeys[key], items);
  if (schemaText !== null && readRaw(schemaKey) !== schemaText) values[schemaKey] = schemaText;
  const preserve = [
    ...damaged.filter((k) => k in changes).map((k) => storageKeys[k]),
    ...preserveSide,
  ];
  const result = writeRaw(values, preserve);
  for (const [key, items] of lists) {
    if (result.ok) knownText.set(storageKeys[key], { items, text: values[storageKeys[key]]! });
    else knownText.delete(storageKeys[key]);
  }
  return result;
}

/**
 * The AI connection as the app uses it, from its stored text. The key is bound to the base URL it
 * was typed for: when the base URL has changed since (a restore, another tab, a hand edit), the
 * key is not handed out, so it is never sent to a server it was not typed for.
 */
export function readAiSettings(raw: string | null): AiSettings {
  const { keyBaseUrl, ...settings } = readStoredAiSettings(raw);
  return keyBaseUrl === settings.baseUrl ? settings : { ...settings, apiKey: "" };
}

/** The stored AI connection with the base URL its key is bound to. */
export function readStoredAiSettings(raw: string | null): StoredAiSettings {
  const fallback = { ...defaultAiSettings, keyBaseUrl: defaultAiSettings.baseUrl };
  if (!raw) return fallback;
  try {
    const r = readAiSettingsValue(JSON.parse(raw), 0);
    return r !== REJECT ? r : fallback;
  } catch {
    return fallback;
  }
}

/** The text the AI connection is stored as, with the base URL its key is bound to. */
export function aiSettingsText(settings: AiSettings | StoredAiSettings): string {
  const keyBaseUrl = "keyBaseUrl" in settings ? settings.keyBaseUrl : settings.baseUrl;
  const { baseUrl, apiKey, model } = settings;
  return JSON.stringify({ baseUrl, apiKey, model, keyBaseUrl });
}

/** The stored text of one list, as it is (null when the key is absent). For backups. */
export function readRawList(key: ListKey): string | null {
  return readRaw(storageKeys[key]);
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
