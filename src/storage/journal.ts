// Recoverable multi-key writes. localStorage writes one key at a time, so a
// write of several lists can stop half-way: the tab closes, the browser crashes, or the quota
// runs out and the rollback itself fails. Before such a write, a journal is stored under
// `banquilloJournal`: the keys in the order they will be written, the text each had before
// (except the last one's), and a mark that tells the last one's new text from its old one (its
// length, or the characters where the two first differ: see LastMark). The largest value is
// written last, so the journal stays small (the matches list is never copied).
//
// Recovery on the next start: if the last key already holds its new text, every key before it was
// written too, so the write is finished and only the journal goes. Otherwise the last key still
// holds its old text (one setItem is atomic) and the earlier keys that hold this write's text are
// put back: the write is undone. A key saved again since keeps its later text. Either way the
// lists agree with each other again. A journal a session leaves behind (its rollback failed) is
// also dealt with before that session's next write (repository.ts), so it never outlives a later
// save. A write may also remove keys (saving the live match clears it): a removal is marked by
// length -1, since a removed key reads as null.

/** The part of the Storage API used here (a fake in tests). */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * A key written before the last one: its text before the write and, since journals carry it, how
 * to recognise the text this write put there (`after`, a mark as for the last key). Recovery puts
 * `before` back only while the key still holds that text: a key saved again since (another tab,
 * a later save) keeps its later text, so an old journal never undoes a later save.
 */
export type JournalEntry = { key: string; before: string | null; after?: TextMark };
/**
 * How to tell the last key's new text from its old one. One setItem is atomic, so after a crash
 * the key holds one or the other: the length tells them apart when it changed (appending a
 * match), else the new text's characters where it first differs from the old (`at`, `probe`).
 * Journals written before this change carry an FNV `hash` of the whole new text instead.
 */
export type LastMark = { key: string; length: number; at?: number; probe?: string; hash?: string };
export type TextMark = Omit<LastMark, "key">;

export type Journal = {
  version: 1;
  /** Every key but the last, in write order, with its text before the write. */
  entries: JournalEntry[];
  /** The key written last and how to recognise its new text. */
  last: LastMark;
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

/** The first index where two texts of the same length differ (their length when equal). Native
 * comparisons of 4,096-character slices first, so a few megabytes take a millisecond or two. */
export function firstDifference(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  const CHUNK = 4096;
  let i = 0;
  while (i < n && a.slice(i, i + CHUNK) === b.slice(i, i + CHUNK)) i += CHUNK;
  const end = Math.min(n, i + CHUNK);
  while (i < end && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return Math.min(i, n);
}

/** What recovery needs to recognise `after` over `before` under `key` (see LastMark). */
export function lastMarkOf(key: string, before: string | null, after: string | null): LastMark {
  if (after === null) return { key, length: -1 };
  if (before === null || before.length !== after.length) return { key, length: after.length };
  const at = firstDifference(before, after);
  return { key, length: after.length, at, probe: after.slice(at, at + 16) };
}

/** Whether the stored text is the new text of a journal's last key (or of an entry). */
export function holdsNewText(now: string | null, last: TextMark): boolean {
  if (last.length < 0) return now === null;
  if (now === null || now.length !== last.length) return false;
  if (typeof last.hash === "string") return fingerprint(now).hash === last.hash;
  if (typeof last.at === "number" && typeof last.probe === "string")
    return now.startsWith(last.probe, last.at);
  return true; // the length alone tells them apart
}

/** Orders a write so its largest value goes last, and builds its journal. `current` gives each
 * key's text before the write (the caller reads each once); a null value removes the key. */
export function planWrite<V extends string | null>(
  values: [key: string, value: V][],
  current: (key: string) => string | null,
): { order: [string, V][]; journal: Journal | null } {
  const order = [...values].sort((a, b) => (a[1]?.length ?? -1) - (b[1]?.length ?? -1));
  if (order.length < 2) return { order, journal: null };
  const [lastKey, lastValue] = order[order.length - 1]!;
  return {
    order,
    journal: {
      version: 1,
      entries: order.slice(0, -1).map(([key, value]) => {
        const before = current(key);
        const { key: _key, ...after } = lastMarkOf(key, before, value);
        return { key, before, after };
      }),
      last: lastMarkOf(lastKey, current(lastKey), lastValue),
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
    const okMark = (m: Partial<TextMark>) =>
      typeof m.length === "number" &&
      (typeof m.hash === "string" ||
        (typeof m.at === "number" && typeof m.probe === "string") ||
        (m.hash === undefined && m.at === undefined && m.probe === undefined));
    const okEntry = (e: unknown) =>
      typeof e === "object" &&
      e !== null &&
      typeof (e as JournalEntry).key === "string" &&
      ((e as JournalEntry).before === null || typeof (e as JournalEntry).before === "string") &&
      ((e as JournalEntry).after === undefined ||
        (typeof (e as JournalEntry).after === "object" && okMark((e as JournalEntry).after!)));
    if (!j.entries.every(okEntry)) return null;
    const last = j.last as Partial<LastMark>;
    if (typeof last.key !== "string" || !okMark(last)) return null;
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
  } catch (e) {
    // Not "none": a journal that cannot be read yet may still be there, and must be dealt with
    // before anything else is written.
    return { state: "failed", message: e instanceof Error ? e.message : String(e) };
  }
  if (raw === null) return { state: "none" };
  const journal = parseJournal(raw);
  try {
    if (!journal) {
      store.removeItem(key);
      return { state: "unreadable" };
    }
    if (holdsNewText(store.getItem(journal.last.key), journal.last)) {
      store.removeItem(key);
      return { state: "finished" };
    }
    const undone: string[] = [];
    for (const entry of journal.entries) {
      // Journals from before entries carried `after` put every key back, as they always did.
      if (entry.after && !holdsNewText(store.getItem(entry.key), entry.after)) continue;
      if (entry.before === null) store.removeItem(entry.key);
      else store.setItem(entry.key, entry.before);
      undone.push(entry.key);
    }
    store.removeItem(key);
    return { state: "undone", keys: undone };
  } catch (e) {
    return { state: "failed", message: e instanceof Error ? e.message : String(e) };
  }
}
