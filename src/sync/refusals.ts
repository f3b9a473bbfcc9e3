// Changes the server refused (its validate_doc_update), and documents of the server this device
// cannot read. A refused change to a record the server has is undone here, the document put back
// as the server has it; a record the server never had is kept here, marked as not shared with
// the server's reason, until an edit is accepted: a refusal never deletes what only this device
// holds. All of it is kept in the local database across page loads.
import type PouchDB from "pouchdb-browser";
import { describeDoc } from "./conflicts";
import { stableJson } from "./stable-json";
import type { Doc, DocCache } from "./local-db";
import { bodyOf, cacheEntry } from "./local-db";
import type { NotShared } from "./port";

const REFUSED_PREFIX = "El servidor no aceptó";
const UNDONE = "Se ha deshecho en este dispositivo: vuelve a estar como en el servidor.";
const KEPT =
  "El servidor no lo tenía: se queda en este dispositivo, marcado «No compartido», y se enviará de nuevo cuando lo corrijas.";
/** Refusals not yet acknowledged (their notices), not yet settled, kept, and documents set aside. */
const REFUSED_ID = "_local/banquillo-refused";

/** A refused change whose outcome (undone or kept) is not settled yet. */
type Refused = { what: string; reason: string };

export class Refusals {
  /** The notices, one Spanish sentence each, until the coach has read them. */
  lines: string[] = [];
  /**
   * Notices not yet kept in the local database: shown only once kept (`save`), so a page closed
   * right after a notice appeared still shows it on the next load.
   */
  private unsaved: string[] = [];
  /** Refused documents still to be undone, or kept when the server never had them. */
  toUndo = new Map<string, Refused>();
  /** Records refused that the server never had, kept here: document id → the server's reason. */
  kept = new Map<string, string>();
  /** Documents of the server set aside unread (too deep): id → `describeDoc` of them. */
  aside = new Map<string, string>();
  /** How many times each document was put back, so a refused undo cannot loop. */
  private undoCount = new Map<string, number>();
  private rev: string | undefined;

  constructor(private readonly db: PouchDB) {}

  /**
   * Takes a refusal (replication's 'denied' event) and returns the refused document's id when
   * it is to be settled now, else undefined (a document put back twice already: no undo loop).
   */
  record(err: unknown, cache: DocCache): string | undefined {
    // sync() wraps replicate()'s error as `{ direction, doc: error }`.
    type Refusal = { id?: string; reason?: string; message?: string };
    const outer = err as Refusal & { doc?: Refusal };
    const e: Refusal = outer.doc ?? outer;
    const id = e.id ?? "";
    if (!id || (this.undoCount.get(id) ?? 0) >= 2) return undefined;
    const what = cache.get(id)?.body.deleted === true ? "Eliminar" : "Guardar";
    this.toUndo.set(id, { what, reason: e.reason ?? e.message ?? "sin motivo" });
    return id;
  }

  /**
   * Settles a refusal. The server has the document: it is put back as the server has it, as a
   * new revision on this device's, so the lists show it again, on every page load after this
   * one too, and the server accepts what is pushed next (its own body); `written` is told. The
   * server never had it: nothing is written, the record stays and is kept as not shared. True
   * once settled; false when it is to be tried again (offline, signed out, the write failed).
   */
  async undo(
    id: string,
    remote: PouchDB,
    cache: DocCache,
    written: (id: string) => void,
  ): Promise<boolean> {
    const refused = this.toUndo.get(id);
    if (!refused) return true;
    let server: Doc | undefined;
    try {
      server = (await remote.get(id)) as unknown as Doc;
    } catch (e) {
      // Offline or signed out: tried again on the next connection. Not found: never accepted.
      if ((e as { status?: number }).status !== 404) return false;
    }
    const line = `${REFUSED_PREFIX} «${refused.what} ${describeDoc(id, cache.get(id)?.body)}»: ${refused.reason}`;
    if (!server) {
      this.kept.set(id, refused.reason);
      this.tell(`${line} ${KEPT}`);
    } else {
      let local: Doc | undefined;
      try {
        local = (await this.db.get(id, { conflicts: true })) as unknown as Doc;
      } catch {
        local = undefined;
      }
      const body = bodyOf(server);
      if (local && stableJson(body) !== stableJson(bodyOf(local))) {
        const [r] = await this.db.bulkDocs([{ ...body, _id: id, _rev: local._rev }]);
        if (!(r && "ok" in r && r.ok)) return false;
        cache.set(id, cacheEntry(r.rev, body, local._conflicts ?? []));
        this.undoCount.set(id, (this.undoCount.get(id) ?? 0) + 1);
        written(id);
      }
      this.kept.delete(id);
      this.tell(`${line} ${UNDONE}`);
    }
    this.toUndo.delete(id);
    await this.save();
    return true;
  }

  private tell(line: string) {
    if (!this.lines.includes(line) && !this.unsaved.includes(line))
      this.unsaved = [...this.unsaved, line];
  }

  /** The server took these documents: none of them is kept unshared any more. True if one was. */
  accepted(ids: string[]): boolean {
    let any = false;
    for (const id of ids) any = this.kept.delete(id) || any;
    return any;
  }

  /** The records kept unshared that this device still shows (not deleted here since). */
  notShared(cache: DocCache): NotShared[] {
    return [...this.kept]
      .filter(([id]) => {
        const c = cache.get(id);
        return c !== undefined && c.body.deleted !== true;
      })
      .map(([docId, reason]) => ({ docId, reason }));
  }

  async read() {
    try {
      const doc = (await this.db.get(REFUSED_ID)) as unknown as Record<string, unknown> & {
        _rev: string;
      };
      this.rev = doc._rev;
      const list = (x: unknown) => (Array.isArray(x) ? (x as unknown[]) : []);
      const text = (x: unknown) => (typeof x === "string" ? x : undefined);
      const pairs = (x: unknown) =>
        list(x).flatMap((p) => {
          const [k, v] = list(p).map(text);
          return k && v !== undefined ? [[k, v] as const] : [];
        });
      this.lines = list(doc.lines).flatMap((s) => text(s) ?? []);
      // An earlier version kept only the ids to undo.
      this.toUndo = new Map(
        list(doc.undo).flatMap((u): [string, Refused][] => {
          if (typeof u === "string") return [[u, { what: "Guardar", reason: "sin motivo" }]];
          const r = u as Record<string, unknown>;
          const id = text(r?.id);
          return id
            ? [[id, { what: text(r.what) ?? "Guardar", reason: text(r.reason) ?? "" }]]
            : [];
        }),
      );
      this.kept = new Map(pairs(doc.kept));
      this.aside = new Map(pairs(doc.aside));
    } catch {
      // None stored: nothing refused.
    }
  }

  /** Keeps the notices and the rest; the notices kept are shown from then on. */
  async save() {
    const adding = this.unsaved;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const r = await this.db.put({
          _id: REFUSED_ID,
          ...(this.rev ? { _rev: this.rev } : {}),
          lines: [...this.lines, ...adding],
          undo: [...this.toUndo].map(([id, r]) => ({ id, ...r })),
          kept: [...this.kept],
          aside: [...this.aside],
        });
        this.rev = r.rev;
        break;
      } catch {
        try {
          this.rev = ((await this.db.get(REFUSED_ID)) as unknown as { _rev: string })._rev;
        } catch {
          this.rev = undefined;
        }
      }
    }
    // Shown even when the database would not take them: kept or not, the coach is told.
    this.lines = [...this.lines, ...adding.filter((l) => !this.lines.includes(l))];
    this.unsaved = this.unsaved.filter((l) => !adding.includes(l));
  }
}
