// The undo of refused changes (refusals.ts) over random sequences of edits, deletes, accepted
// and refused pushes, and other devices' changes, with real PouchDB (the memory adapter stands in
// for IndexedDB and for the team's CouchDB): the records on the device only ever shrink by the
// coach's own deletes or deletes the server accepted; a refusal never removes one.
import PouchDB from "pouchdb";
import memoryAdapter from "pouchdb-adapter-memory";
import type BrowserPouch from "pouchdb-browser";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Doc, DocCache } from "./local-db";
import { remember } from "./local-db";
import { Refusals } from "./refusals";

PouchDB.plugin(memoryAdapter);
const MemoryPouch = PouchDB.defaults({ adapter: "memory" });

const ids = ["player:a", "player:b", "player:c"] as const;
type Op =
  | { kind: "edit" | "delete" | "accept" | "refuse"; id: string; name: string }
  | { kind: "remote"; id: string; name: string; deleted: boolean };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom("edit", "delete", "accept", "refuse"),
    id: fc.constantFrom(...ids),
    name: fc.constantFrom("Ana", "Luis", "Eva"),
  }),
  fc.record({
    kind: fc.constant("remote"),
    id: fc.constantFrom(...ids),
    name: fc.constantFrom("Ana", "Luis"),
    deleted: fc.boolean(),
  }),
);

let n = 0;
async function getDoc(db: BrowserPouch, id: string): Promise<Doc | undefined> {
  try {
    return (await db.get(id)) as unknown as Doc;
  } catch {
    return undefined;
  }
}

/** Writes `body` as the newest revision of `id` in `db`. */
async function write(db: BrowserPouch, id: string, body: Record<string, unknown>) {
  const rev = (await getDoc(db, id))?._rev;
  await db.put({ ...body, _id: id, ...(rev ? { _rev: rev } : {}) } as never);
}

async function active(db: BrowserPouch): Promise<Set<string>> {
  const out = new Set<string>();
  for (const id of ids) {
    const d = await getDoc(db, id);
    if (d && d.deleted !== true) out.add(id);
  }
  return out;
}

describe("the undo of a refused change", () => {
  it("never removes a record from the device: only the coach's deletes and the server's accepted deletes do", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const device = new MemoryPouch(`refusals-device-${n}`) as unknown as BrowserPouch;
        const server = new MemoryPouch(`refusals-server-${n++}`) as unknown as BrowserPouch;
        const cache: DocCache = new Map();
        const refusals = new Refusals(device);
        const seen = async (id: string) => {
          const d = await getDoc(device, id);
          if (d) remember(cache, d);
        };
        for (const o of ops) {
          const before = await active(device);
          const local = await getDoc(device, o.id);
          // What may leave the device in this step, and why.
          let mayGo: string | undefined;
          if (o.kind === "edit") await write(device, o.id, { name: o.name });
          else if (o.kind === "delete" && local) {
            await write(device, o.id, { ...local, _rev: undefined, deleted: true });
            mayGo = o.id;
          } else if (o.kind === "accept" && local) {
            const { _id, _rev, ...body } = local;
            void _id;
            void _rev;
            await write(server, o.id, body);
            refusals.accepted([o.id]);
          } else if (o.kind === "remote") {
            // Another device's change, accepted by the server, pulled here.
            const body = { name: o.name, ...(o.deleted ? { deleted: true } : {}) };
            await write(server, o.id, body);
            await write(device, o.id, body);
            if (o.deleted) mayGo = o.id;
          } else if (o.kind === "refuse" && local) {
            const id = refusals.record({ id: o.id, reason: "«number» no vale" }, cache);
            if (id) await refusals.undo(id, server, cache, () => undefined);
            // Put back as the server has it: a delete the server accepted may leave.
            if ((await getDoc(server, o.id))?.deleted === true) mayGo = o.id;
          }
          await seen(o.id);
          const after = await active(device);
          for (const id of before)
            if (id !== mayGo) expect(after.has(id), `${o.kind} ${id}`).toBe(true);
          // A record refused and never on the server is kept, and marked as such.
          if (o.kind === "refuse" && local && local.deleted !== true) {
            if (!(await getDoc(server, o.id)))
              expect(refusals.notShared(cache).map((m) => m.docId)).toContain(o.id);
          }
        }
        await device.destroy();
        await server.destroy();
      }),
      { numRuns: 40 },
    );
  });
});
