// The one store over the repository: the lists and the side keys (training, settings, the live
// match…) are its slots, with one subscribe, written together by `commit`. Each slot is parsed
// once per change (not once per component) and handed out with a stable identity, so derived
// figures can be memoized on it. Another tab's writes arrive through the `storage` event and
// refresh only the slot they touch.
import { useEffect, useSyncExternalStore } from "react";
import { listKeys, schemaKey, storageKeys } from "../config/storage-keys";
import type { ListKey } from "../config/storage-keys";
import type { ListItems } from "../storage/readers";
import type {
  ListChanges,
  ListIssue,
  ListRead,
  RawValues,
  WriteResult,
} from "../storage/repository";
import { readList, readRaw, writeLists } from "../storage/repository";
import { isAppStorage, writeKey } from "../storage/side-keys";
import { loadMigrations, openStorage } from "../storage/startup";
import type { StorageStatus } from "../storage/startup";

type Snapshot<K extends ListKey> = ListRead<K>;

const cache = new Map<ListKey, Snapshot<ListKey>>();
/** The side keys' stored texts as read, and the values read from them, by storage key. */
const texts = new Map<string, string | null>();
const sides = new Map<string, unknown>();
const listeners = new Set<() => void>();
let issuesSnapshot: ListIssue[] | null = null;

function emit() {
  issuesSnapshot = null;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Set once the stored data has been checked, recovered and migrated (storage/startup.ts). */
let status: StorageStatus | null = null;

/** Runs the start-up steps once, before the first read or write. */
export function storageStatus(): StorageStatus {
  if (!status) {
    status = openStorage();
    // Older data appeared while the app was open: migrate it as soon as the migrations load.
    if (status.migrationPending) void loadMigrations().then(() => invalidate());
  }
  return status;
}

export function getList<K extends ListKey>(key: K): Snapshot<K> {
  storageStatus();
  let snap = cache.get(key) as Snapshot<K> | undefined;
  if (!snap) {
    snap = readList(key);
    // A list storage could not read is read again next time, once it may work.
    if (!snap.unreadable) cache.set(key, snap as Snapshot<ListKey>);
  }
  return snap;
}

/** A list's items if a screen (or the idle sweep) has read it already; never reads. */
export function peekList<K extends ListKey>(key: K): ListItems[K][] | undefined {
  return (cache.get(key) as Snapshot<K> | undefined)?.items;
}

/** Forget cached lists so the next read goes back to storage (another tab, a restore). */
export function invalidate(keys: readonly ListKey[] = listKeys) {
  // Everything may have changed (a restore, a clear in another tab): check it all again.
  if (keys.length === listKeys.length) {
    status = null;
    texts.clear();
    sides.clear();
  }
  for (const k of keys) cache.delete(k);
  emit();
  if (listeners.size > 0) sweepWhenIdle();
}

if (typeof window !== "undefined") {
  window.addEventListener("storage", (e) => {
    if (e.storageArea && !isAppStorage(e.storageArea)) return;
    if (e.key === null || e.key === schemaKey) return invalidate();
    const key = listKeys.find((k) => storageKeys[k] === e.key);
    if (key) invalidate([key]);
    else notifyStoreChanged([e.key]);
  });
}

/** What each side key's slot forgets when a commit writes its key (see `sideSlot`). */
const slots = new Map<string, () => void>();

/**
 * A side key read outside `getSide` (the live match, which merges another tab's writes):
 * `forget` drops its copy when a commit writes one of `keys`, before any subscriber is told.
 */
export function sideSlot(keys: readonly string[], forget: () => void) {
  for (const k of keys) slots.set(k, forget);
}

/**
 * Writes lists, and side keys' texts (`side`, null removes the key), as one unit through the
 * repository, then updates the cache. `preserve`: side keys whose text is copied aside first.
 * A `side` that holds the schema version is a restore's (every list's text): everything is read
 * again. The only way state changes; commands build on it.
 */
export function commit(
  changes: ListChanges,
  side: RawValues = {},
  preserve: readonly string[] = [],
): WriteResult {
  storageStatus();
  const keys = Object.keys(changes) as ListKey[];
  const damaged = keys.filter((k) => getList(k).issue);
  const result = writeLists(changes, damaged, side, preserve);
  if (!result.ok) return result;
  if (schemaKey in side) {
    invalidate();
    return result;
  }
  for (const k of keys) cache.set(k, { items: changes[k] as ListItems[ListKey][] });
  for (const k of Object.keys(side)) slots.get(k)?.();
  // Only copies aside (a damaged live match, read during a render): no slot changed.
  if (keys.length > 0 || Object.keys(side).length > 0) notifyStoreChanged(Object.keys(side));
  return result;
}

export function useList<K extends ListKey>(key: K): ListItems[K][] {
  return useSyncExternalStore(subscribe, () => getList(key).items);
}

/** The issues of the lists read so far; `sweepWhenIdle` reads the others. */
function getIssues(): ListIssue[] {
  if (!issuesSnapshot) {
    const now = listKeys.flatMap((k) => {
      const issue = cache.get(k)?.issue;
      return issue ? [issue] : [];
    });
    // Same issues, same array: the banner re-renders only when they change.
    const same =
      lastIssues.length === now.length && now.every((issue, i) => issue === lastIssues[i]);
    issuesSnapshot = lastIssues = same ? lastIssues : now;
  }
  return issuesSnapshot;
}
let lastIssues: ListIssue[] = [];

let sweepPending = false;
/**
 * How long the sweep waits before asking for an idle moment. An idle moment comes between two
 * frames, often before the screen's own first one: reading the matches there (most of the stored
 * text, tens of milliseconds) held back the screen's paint. A second later the screen, its lazy
 * parts and their first frames are done.
 */
const SWEEP_DELAY_MS = 1000;
/**
 * Reads, when the browser is idle, the lists no screen has read yet, so a damaged list is
 * reported on any screen; a screen does not wait for the lists it does not show (the matches
 * are most of the stored text). It also waits until a second has passed without a tap or a
 * key: reading the matches is one long task (a third of a second on a mid-range phone), and
 * an idle moment comes between two taps of a coach at the live screen or taking attendance.
 */
function sweepWhenIdle() {
  if (sweepPending) return;
  sweepPending = true;
  let lastInput = 0;
  const onInput = () => (lastInput = Date.now());
  const inputs = ["pointerdown", "keydown"] as const;
  for (const type of inputs) globalThis.addEventListener?.(type, onInput, true);
  const run = () => {
    const wait = lastInput + SWEEP_DELAY_MS - Date.now();
    if (wait > 0) return void setTimeout(whenIdle, wait);
    for (const type of inputs) globalThis.removeEventListener?.(type, onInput, true);
    sweepPending = false;
    const unread = listKeys.filter((k) => !cache.has(k));
    for (const k of unread) getList(k);
    if (unread.length > 0) emit();
  };
  const whenIdle = () =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(run, { timeout: 1000 })
      : setTimeout(run, 0);
  setTimeout(whenIdle, SWEEP_DELAY_MS);
}

/** The start-up status (read-only, migrations applied), following restarts of the store. */
export function useStorageStatus(): StorageStatus {
  return useSyncExternalStore(subscribe, storageStatus);
}

/** Damaged lists, for the banner. */
export function useStorageIssues(): ListIssue[] {
  // After the first render (and after `invalidate`) the unread lists are read at idle.
  useEffect(sweepWhenIdle, []);
  return useSyncExternalStore(subscribe, getIssues);
}

/** Re-renders on any store change (for values read outside the list cache, like settings). */
export function useStoreVersion<T>(read: () => T): T {
  return useSyncExternalStore(subscribe, read);
}

/** A side key's stored text (null: absent), read once per change of the key. */
export function getSideText(key: string): string | null {
  storageStatus();
  if (!texts.has(key)) texts.set(key, readRaw(key));
  return texts.get(key)!;
}

/**
 * A side key's value: `read` turns its stored text into the value once, then the same value is
 * handed out until a commit, another tab or `notifyStoreChanged` changes the key. One reader per
 * key (its state module's): the value is kept by key.
 */
export function getSide<T>(key: string, read: (raw: string | null) => T): T {
  if (!sides.has(key)) sides.set(key, read(getSideText(key)));
  return sides.get(key) as T;
}

/** Side keys written outside `commit` (another tab): read again, and told. */
export function notifyStoreChanged(keys: readonly string[]) {
  for (const k of keys) {
    texts.delete(k);
    sides.delete(k);
  }
  emit();
}

/**
 * Writes one key outside the journal (null removes it), for what costs little to lose: a form's
 * draft, the live clock's last reading, the account kept on a player's phone. No slot is told;
 * false when storage refused it (a full quota).
 */
export function writeLoose(key: string, text: string | null): boolean {
  texts.delete(key);
  sides.delete(key);
  return writeKey(key, text);
}

export { subscribe as subscribeStore };
