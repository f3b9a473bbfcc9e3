// Changes the server refused (its validate_doc_update): each is named to the coach in Spanish and
// undone here, the document put back as the server has it. Both are kept in the local database
// across page loads, so a refused change is undone even if the page closed before it was.
import type PouchDB from "pouchdb-browser";
import { describeDoc } from "./conflicts";
import { stableJson } from "./stable-json";
import type { Doc, DocCache } from "./local-db";
import { bodyOf, cacheEntry } from "./local-db";

const REFUSED_PREFIX = "El servidor no aceptó";
const UNDONE = "Se ha deshecho en este dispositivo: vuelve a estar como en el servidor.";
/** Refusals not yet acknowledged (their notices) and not yet undone (their ids). */
const REFUSED_ID = "_local/banquillo-refused";

export class Refusals {
  /** The notices, one Spanish sentence each, until the coach has read them. */
  lines: string[] = [];
  /**
   * Notices not yet kept in the local database: shown only once kept (`save`), so a page closed
   * right after a notice appeared still shows it on the next load.
   */
  private unsaved: string[] = [];
  /** Refused documents still to be put back as the server has them. */
  toUndo = new Set<string>();
  /** How many times each document was put back, so a refused undo cannot loop. */
  private undoCount = new Map<string, number>();
  private rev: string | undefined;

  constructor(private readonly db: PouchDB) {}

  /**
   * Names a refusal (replication's 'denied' event) and returns the refused document's id, and
   * whether it is to be undone now (twice at most per document).
   */
  record(err: unknown, cache: DocCache): { id: string; undo: boolean } {
    // sync() wraps replicate()'s error as `{ direction, doc: error }`.
    type Refusal = { id?: string; reason?: string; message?: string };
    const outer = err as Refusal & { doc?: Refusal };
    const e: Refusal = outer.doc ?? outer;
    const id = e.id ?? "";
    const cached = cache.get(id);
    const what = cached?.body.deleted === true ? "Eliminar" : "Guardar";
    const reason = e.reason ?? e.message ?? "sin motivo";
    const line = `${REFUSED_PREFIX} «${what} ${describeDoc(id, cached?.body)}»: ${reason} ${UNDONE}`;
    if (!this.lines.includes(line) && !this.unsaved.includes(line))
      this.unsaved = [...this.unsaved, line];
    const undone = this.undoCount.get(id) ?? 0;
    if (!id || undone >= 2) return { id, undo: false };
    this.undoCount.set(id, undone + 1);
    this.toUndo.add(id);
    return { id, undo: true };
  }

  /**
   * Puts a refused document back as the server has it (or removes it from this device when the
   * server never had it), as a new revision on this device's, so the lists show it again, on
   * every page load after this one too, and the server accepts what is pushed next (its own
   * body). `written` is told when a revision was written. True once done; false when it is to
   * be tried again (offline, signed out, or the write failed).
   */
  async undo(
    id: string,
    remote: PouchDB,
    cache: DocCache,
    written: (id: string) => void,
  ): Promise<boolean> {
    let server: Doc | undefined;
    try {
      server = (await remote.get(id)) as unknown as Doc;
    } catch (e) {
      // Offline or signed out: tried again on the next connection. Not found: never accepted.
      if ((e as { status?: number }).status !== 404) return false;
    }
    let local: Doc | undefined;
    try {
      local = (await this.db.get(id, { conflicts: true })) as unknown as Doc;
    } catch {
      local = undefined;
    }
    if (local) {
      const body = server ? bodyOf(server) : undefined;
      if (!body || stableJson(body) !== stableJson(bodyOf(local))) {
        const doc: Doc = body
          ? { ...body, _id: id, _rev: local._rev }
          : { _id: id, _rev: local._rev, _deleted: true };
        const [r] = await this.db.bulkDocs([doc]);
        if (!(r && "ok" in r && r.ok)) return false;
        if (body) cache.set(id, cacheEntry(r.rev, body, local._conflicts ?? []));
        else cache.delete(id);
        written(id);
      }
    }
    this.toUndo.delete(id);
    await this.save();
    return true;
  }

  async read() {
    try {
      const doc = (await this.db.get(REFUSED_ID)) as unknown as {
        _rev: string;
        lines?: unknown;
        undo?: unknown;
      };
      this.rev = doc._rev;
      const strings = (x: unknown) =>
        Array.isArray(x) ? x.filter((s): s is string => typeof s === "string") : [];
      this.lines = strings(doc.lines);
      this.toUndo = new Set(strings(doc.undo));
    } catch {
      // None stored: nothing refused.
    }
  }

  /** Keeps the notices and what is to be undone; the notices kept are shown from then on. */
  async save() {
    const adding = this.unsaved;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const r = await this.db.put({
          _id: REFUSED_ID,
          ...(this.rev ? { _rev: this.rev } : {}),
          lines: [...this.lines, ...adding],
          undo: [...this.toUndo],
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
