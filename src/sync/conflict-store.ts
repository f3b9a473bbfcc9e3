// The conflicts as the local database holds them (`_conflicts`), for the 'Conflictos' screen, and
// the coach's choice written back. What the versions mean to a coach is conflicts.ts's job.
import type PouchDB from "pouchdb-browser";
import { describeDoc } from "./conflicts";
import type { Body } from "./documents";
import type { Doc, DocCache } from "./local-db";
import { bodyOf } from "./local-db";

export type ConflictVersion = { rev: string; body: Body; winner: boolean };
export type Conflict = { id: string; label: string; versions: ConflictVersion[] };

/** Every document with competing versions, the winner first, by the coach's label. */
export async function readConflicts(db: PouchDB, cache: DocCache): Promise<Conflict[]> {
  const out: Conflict[] = [];
  for (const [id, c] of cache) {
    if (c.conflicts.length === 0) continue;
    const versions: ConflictVersion[] = [{ rev: c.rev, body: c.body, winner: true }];
    for (const rev of c.conflicts) {
      try {
        const doc = (await db.get(id, { rev })) as unknown as Doc;
        versions.push({ rev, body: bodyOf(doc), winner: false });
      } catch {
        // A revision compacted away meanwhile: the other versions are still shown.
      }
    }
    out.push({ id, label: describeDoc(id, c.body), versions });
  }
  return out.sort((a, b) => a.label.localeCompare(b.label, "es"));
}

/**
 * Keeps `body` as the document's only version: written over the winner, the others removed.
 * `written` is told the ids written; returns the document as it now stands.
 */
export async function keepVersion(
  db: PouchDB,
  id: string,
  body: Body,
  written: (ids: string[]) => void,
): Promise<Doc> {
  const current = (await db.get(id, { conflicts: true })) as unknown as Doc;
  const losers = current._conflicts ?? [];
  const docs: Doc[] = [
    { ...body, _id: id, _rev: current._rev! },
    ...losers.map((rev) => ({ _id: id, _rev: rev, _deleted: true })),
  ];
  const results = await db.bulkDocs(docs);
  const failed = results.find((r) => !("ok" in r && r.ok));
  if (failed) throw new Error("conflict");
  written(docs.map((d) => d._id));
  return (await db.get(id, { conflicts: true })) as unknown as Doc;
}
