// Recoverable multi-key writes (issue "8 ·" item 18). localStorage writes one key at a time, so a
// write of several lists can stop half-way: the tab closes, the browser crashes, or the quota
// runs out and the rollback itself fails. Before such a write, a journal is stored under
// `banquilloJournal`: the keys in the order they will be written, the text each had before
// (except the last one's), and a fingerprint of the last one's new text. The largest value is
// written last, so the journal stays small (the matches list is never copied).
//
// Recovery on the next start: if the last key already holds its new text, every key before it was
// written too, so the write is finished and only the journal goes. Otherwise the last key still
// holds its old text (one setItem is atomic) and the earlier keys are put back: the write is
// undone. Either way the lists agree with each other again.

/** The part of the Storage API used here (a fake in tests). */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type JournalEntry = { key: string; before: string | null };
export type Journal = {
  version: 1;
  /** Every key but the last, in write order, with its text before the write. */
  entries: JournalEntry[];
  /** The key written last and the fingerprint of its new text. */
  last: { key: string; length: number; hash: string };
};

/** FNV-1a over UTF-16 code units: enough to tell the new text from the old. */
export function fingerprint(text: string): { length: number; hash: string } {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return { length: text.length, hash: (h >>> 0).toString(16) };
}

/** Orders a write so its largest value goes last, and builds its journal. */
export function planWrite(
  values: [key: string, value: string][],
  current: (key: string) => string | null,
): { order: [string, string][]; journal: Journal | null } {
  const order = [...values].sort((a, b) => a[1].length - b[1].length);
  if (order.length < 2) return { order, journal: null };
  const [lastKey, lastValue] = order[order.length - 1]!;
  return {
    order,
    journal: {
      version: 1,
      entries: order.slice(0, -1).map(([key]) => ({ key, before: current(key) })),
      last: { key: lastKey, ...fingerprint(lastValue) },
    },
  };
}

export type Recovery =
  | { state: "none" }
  | { state: "finished" }
  | { state: "undone"; keys: string[] }
  | { state: "unreadable" }
  | { state: "failed"; message: string };

function parseJournal(raw: string): Journal | null {
  try {
    const j = JSON.parse(raw) as Partial<Journal> | null;
    if (!j || j.version !== 1 || !Array.isArray(j.entries) || !j.last) return null;
    const okEntry = (e: unknown) =>
      typeof e === "object" &&
      e !== null &&
      typeof (e as JournalEntry).key === "string" &&
      ((e as JournalEntry).before === null || typeof (e as JournalEntry).before === "string");
    if (!j.entries.every(okEntry)) return null;
    if (typeof j.last.key !== "string" || typeof j.last.hash !== "string") return null;
    return j as Journal;
  } catch {
    return null;
  }
}

/** Finishes or undoes a write left half-done. Never throws. */
export function recoverJournal(store: KeyValueStore, key: string): Recovery {
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return { state: "none" };
  }
  if (raw === null) return { state: "none" };
  const journal = parseJournal(raw);
  try {
    if (!journal) {
      store.removeItem(key);
      return { state: "unreadable" };
    }
    const now = store.getItem(journal.last.key);
    const f = now === null ? null : fingerprint(now);
    if (f && f.length === journal.last.length && f.hash === journal.last.hash) {
      store.removeItem(key);
      return { state: "finished" };
    }
    for (const entry of journal.entries) {
      if (entry.before === null) store.removeItem(entry.key);
      else store.setItem(entry.key, entry.before);
    }
    store.removeItem(key);
    return { state: "undone", keys: journal.entries.map((e) => e.key) };
  } catch (e) {
    return { state: "failed", message: e instanceof Error ? e.message : String(e) };
  }
}
