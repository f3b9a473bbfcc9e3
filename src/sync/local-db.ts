// The local PouchDB as the engine sees it: a cache of every document (kept from the changes
// feed), writes that survive a revision moved on meanwhile, and the agreement, the document
// prints the lists and the database last agreed on, stored in the database itself.
import type PouchDB from "pouchdb-browser";
import type { Body, DocMap } from "./documents";
import type { Prints } from "./prints";
import { MAX_DOC_DEPTH, nestedDeeperThan } from "./stable-json";
import { readPrints, storedPrints } from "./prints";

export type Doc = Body & { _id: string; _rev?: string; _conflicts?: string[]; _deleted?: boolean };
/** `aside`: a document this device cannot read safely (see `cacheEntry`); never projected. */
export type Cached = { rev: string; body: Body; conflicts: string[]; aside: boolean };
export type DocCache = Map<string, Cached>;

/**
 * A document as the cache keeps it. One nested deeper than any the app writes is set aside: a
 * walk over it could overflow the stack and stop every sync pass, so the lists never see it.
 */
export function cacheEntry(rev: string, body: Body, conflicts: string[]): Cached {
  return { rev, body, conflicts, aside: nestedDeeperThan(body, MAX_DOC_DEPTH) };
}

/**
 * Keeps documents nested deeper than the app's own out of this device's database whichever way
 * the replication brings them (the pull's filter sees only the winning revision; a conflicting
 * one comes with it): IndexedDB copies a document with a recursive structured clone, which
 * overflows the stack at a few thousand levels and stalls the pull. Such a revision is left out
 * of the replication's write, as if written, so the pull goes on.
 */
export function keepDeepOut(db: PouchDB) {
  const bulkDocs = db.bulkDocs.bind(db) as (req: unknown, ...rest: unknown[]) => Promise<unknown>;
  (db as { bulkDocs: unknown }).bulkDocs = (req: unknown, ...rest: unknown[]) => {
    const r = req as { docs?: Doc[]; new_edits?: boolean };
    if (r.new_edits !== false || !Array.isArray(r.docs)) return bulkDocs(req, ...rest);
    const docs = r.docs.filter((d) => !nestedDeeperThan(d, MAX_DOC_DEPTH));
    return bulkDocs({ ...r, docs }, ...rest);
  };
}

export function bodyOf(doc: Doc): Body {
  const body: Body = {};
  for (const [k, v] of Object.entries(doc)) if (!k.startsWith("_")) body[k] = v;
  return body;
}

export function remember(cache: DocCache, doc: Doc) {
  // Design documents (the server's write rules) replicate too; they are no record of the team.
  if (doc._id.startsWith("_")) return;
  cache.set(doc._id, cacheEntry(doc._rev!, bodyOf(doc), doc._conflicts ?? []));
}

/** The winning documents that are not deleted. */
export function activeDocs(cache: DocCache): DocMap {
  const out: DocMap = new Map();
  for (const [id, c] of cache) if (c.body.deleted !== true) out.set(id, c.body);
  return out;
}

export function allBodies(cache: DocCache): DocMap {
  const out: DocMap = new Map();
  for (const [id, c] of cache) out.set(id, c.body);
  return out;
}

/** A sequence number of the local database (a number in the browser's adapters). */
export function seqOf(seq: unknown): number {
  return typeof seq === "number" && Number.isFinite(seq) ? seq : 0;
}

/**
 * Writes the documents and returns the ids written (`written` is told each). A document whose
 * revision moved on meanwhile (a pull landed after the cache was read: 409) is read again and
 * written once more on its newest revision, so an edit made here is never dropped for a stale
 * revision.
 */
export async function writeDocs(
  db: PouchDB,
  cache: DocCache,
  docs: Doc[],
  removed: Set<string>,
  written: (id: string) => void,
): Promise<Set<string>> {
  const done = new Set<string>();
  let batch = docs;
  for (let attempt = 0; attempt < 2 && batch.length > 0; attempt++) {
    const results = await db.bulkDocs(batch);
    const stale: Doc[] = [];
    results.forEach((r, i) => {
      const doc = batch[i]!;
      if ("ok" in r && r.ok) {
        cache.set(doc._id, cacheEntry(r.rev, bodyOf(doc), cache.get(doc._id)?.conflicts ?? []));
        written(doc._id);
        done.add(doc._id);
      } else if ("status" in r && r.status === 409) stale.push(doc);
    });
    batch = [];
    for (const doc of stale) {
      try {
        remember(cache, (await db.get(doc._id, { conflicts: true })) as unknown as Doc);
      } catch {
        continue;
      }
      const c = cache.get(doc._id)!;
      const body = removed.has(doc._id) ? { ...c.body, deleted: true } : bodyOf(doc);
      batch.push({ ...body, _id: doc._id, _rev: c.rev });
    }
  }
  return done;
}

/** Where this device keeps what its lists and its database last agreed on (never replicated). */
const AGREED_ID = "_local/banquillo-agreed";

/** The agreement as stored in the local database, written only when it changed. */
export class Agreement {
  private rev: string | undefined;
  private json = "";

  constructor(private readonly db: PouchDB) {}

  async read(): Promise<Prints | undefined> {
    try {
      const doc = (await this.db.get(AGREED_ID)) as unknown as { _rev: string };
      this.rev = doc._rev;
      return readPrints(doc);
    } catch {
      return undefined;
    }
  }

  /**
   * Stores the baseline once the lists and the database hold it, so a page closed between a
   * pull and its projection does not take the pulled documents for records deleted here.
   */
  async save(baseline: Prints) {
    const value = storedPrints(baseline);
    const json = JSON.stringify(value.prints);
    if (json === this.json) return;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const r = await this.db.put({ _id: AGREED_ID, _rev: this.rev, ...value });
        this.rev = r.rev;
        this.json = json;
        return;
      } catch {
        // Another tab of this browser wrote it meanwhile: take its revision and write again.
        await this.read();
      }
    }
  }
}
