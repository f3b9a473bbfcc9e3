// The replication adapter behind storage (DESIGN.md; docs/sync.md). Loaded only when sharing is
// configured (state/sync.ts imports it dynamically): it carries PouchDB.
//
// - Local writes: every store or live-match change schedules a push. The local lists are turned
//   into documents (documents.ts) and compared with the documents as they were when the lists
//   and the database last agreed (the baseline); only what changed here is written to the local
//   PouchDB, which replicates both ways with the team's CouchDB database, live and with retry.
// - Remote writes: the local database's changes feed keeps a cache of every document; the
//   winning, not deleted documents are written back to the spec's lists through the store
//   (commit), with every figure derived again from the matches, so every screen updates.
// - Conflicts stay in the database (`_conflicts`) until the coach resolves them on
//   'Conflictos'; the lists show the winner meanwhile, as every device does.
import PouchDB from "pouchdb-browser";
import {
  listKeys,
  teamSettingsKey,
  savedInsightsMetaKey,
  syncPasswordKey,
  syncPendingKey,
} from "../config/storage-keys";
import type { ListKey } from "../config/storage-keys";
import {
  writeFigures,
  zeroFormationTotals,
  zeroPlayerStats,
  zeroRivalTotals,
} from "../domain/figures/figures";
import { readLiveMatch } from "../domain/live/live-match";
import { alignInsightMeta } from "../domain/records/saved-insights";
import { readTeamSettings } from "../domain/records/team-settings";
import type { SyncSettings } from "./settings";
import type { ListChanges } from "../storage/repository";
import { parseListValue } from "../storage/repository";
import { readJsonKey, readRawKey, removeKeys, writeRaw } from "../storage/side-keys";
import type { SyncState } from "./status";
import { describeDoc } from "./conflicts";
import type { Body, DocMap, LocalData, Prints } from "./documents";
import {
  MAX_DOC_DEPTH,
  diffDocs,
  fromDocs,
  liveAfterSync,
  nestedDeeperThan,
  printDocs,
  readPrints,
  stableJson,
  startingPrints,
  storedPrints,
  toDocs,
} from "./documents";
import type { SyncPort } from "./port";
import {
  NoAnswer,
  SESSION_MESSAGES,
  answerWithin,
  checkMembership,
  noAnswerMessage,
  signIn,
} from "./session";

type Doc = Body & { _id: string; _rev?: string; _conflicts?: string[]; _deleted?: boolean };
/** `aside`: a document this device cannot read safely (see `cacheEntry`); never projected. */
type Cached = { rev: string; body: Body; conflicts: string[]; aside: boolean };

/**
 * A document as the cache keeps it. One nested deeper than any the app writes is set aside: a
 * walk over it could overflow the stack and stop every sync pass, so the lists never see it.
 */
function cacheEntry(rev: string, body: Body, conflicts: string[]): Cached {
  return { rev, body, conflicts, aside: nestedDeeperThan(body, MAX_DOC_DEPTH) };
}

function bodyOf(doc: Doc): Body {
  const body: Body = {};
  for (const [k, v] of Object.entries(doc)) if (!k.startsWith("_")) body[k] = v;
  return body;
}

export type ConflictVersion = { rev: string; body: Body; winner: boolean };
export type Conflict = { id: string; label: string; versions: ConflictVersion[] };

const REFUSED_PREFIX = "El servidor no aceptó";
const UNDONE = "Se ha deshecho en este dispositivo: vuelve a estar como en el servidor.";
/** Where this device keeps what its lists and its database last agreed on (never replicated). */
const AGREED_ID = "_local/banquillo-agreed";
/**
 * Refusals not yet acknowledged (their notices) and not yet undone (their ids), kept across page
 * loads so a refused change is undone even if the page closed before it was.
 */
const REFUSED_ID = "_local/banquillo-refused";
const MAX_BACKOFF_MS = 3000;

class Engine {
  readonly db: PouchDB;
  readonly remote: PouchDB;
  private cache = new Map<string, Cached>();
  /** What the lists and the database last agreed on, kept in AGREED_ID across page loads. */
  private baseline: Prints = new Map();
  private agreed: { rev?: string; json: string } = { json: "" };
  private queue: Promise<void> = Promise.resolve();
  /** Counts local changes (lists and the live match), so a projection never drops one. */
  private localChanges = 0;
  private pushTimer: ReturnType<typeof setTimeout> | undefined;
  private projectTimer: ReturnType<typeof setTimeout> | undefined;
  /** Connecting again while the server cannot be reached to check the membership. */
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private feed: { cancel(): void } | undefined;
  private replication: PouchDB.Sync | undefined;
  private unsubscribe: (() => void)[] = [];
  private pending: Set<string>;
  /**
   * 'Sincronizado' means the lists show what the server has: the pull has caught up since the
   * last connection, the changes feed has seen every document the database held then
   * (`caughtUpSeq`), and every projection asked for is done.
   */
  private projections = { asked: 0, done: 0 };
  private feedSeq = 0;
  private caughtUpSeq: number | null = null;
  private stopped = false;
  private online = true;
  private signin = false;
  /** The server took the connection but did not answer in time (ANSWER_TIMEOUT_MS). */
  private noAnswer = false;
  /** The first request of a connection, while it has not answered (see `probe`). */
  private probing: Promise<unknown> | undefined;
  private refused: string[] = [];
  /** Refused documents still to be put back as the server has them. */
  private toUndo = new Set<string>();
  /** How many times each document was put back, so a refused undo cannot loop. */
  private undoCount = new Map<string, number>();
  private refusedRev: string | undefined;
  /** Documents set aside, named to the coach once per revision (`id@rev` already told). */
  private asideNotices: string[] = [];
  private asideTold = new Set<string>();
  /** Tasks queued or running (`run`). */
  private running = 0;
  /** Each direction of the replication while it copies (between its 'active' and 'paused' events). */
  private copying = { push: false, pull: false };
  /** Callers of `idle`, woken when the engine has nothing left to do. */
  private waiters: (() => void)[] = [];

  constructor(
    readonly settings: SyncSettings,
    private readonly port: SyncPort,
  ) {
    this.db = new PouchDB(localName(settings), { auto_compaction: true });
    // No credentials here: the browser sends the session cookie (PouchDB's fetch includes
    // credentials), so the password is never kept (src/sync/session.ts).
    this.remote = new PouchDB(`${settings.server}/${encodeURIComponent(settings.database)}`, {
      skip_setup: true,
    });
    const stored = readJsonKey(syncPendingKey);
    this.pending = new Set(
      Array.isArray(stored) ? stored.filter((x) => typeof x === "string") : [],
    );
  }

  async start() {
    await this.readRefused();
    const all = await this.db.allDocs({ include_docs: true, conflicts: true });
    for (const row of all.rows) if (row.doc) this.remember(row.doc as unknown as Doc);
    this.baseline = startingPrints(
      await this.readAgreement(),
      this.activeDocs(),
      toDocs(readLocal(this.port), this.allBodies()),
    );
    // Changes made here while the engine was not running are pushed (a projection pushes
    // first); then the lists show what the database holds (changes pulled before a reload).
    await this.run(() => this.project());
    this.feedSeq = seqOf((await this.db.info()).update_seq);
    this.feed = this.db
      .changes({ since: this.feedSeq, live: true, include_docs: true, conflicts: true })
      .on("change", (change) => {
        this.feedSeq = Math.max(this.feedSeq, seqOf(change.seq));
        if (change.doc) this.remember(change.doc as unknown as Doc);
        this.scheduleProject();
        this.publish();
        this.wake();
      });
    const onLocalChange = () => {
      this.localChanges++;
      this.schedulePush();
    };
    this.unsubscribe.push(this.port.subscribe(onLocalChange));
    this.unsubscribe.push(this.port.live.subscribe(onLocalChange));
    const onOnline = () => void this.connect();
    const onOffline = () => this.publish();
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    this.unsubscribe.push(() => {
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    });
    await this.connect();
  }

  /** Checks the account, then replicates both ways, live. */
  async connect() {
    if (this.stopped) return;
    clearTimeout(this.connectTimer);
    this.replication?.cancel();
    this.replication = undefined;
    this.copying = { push: false, pull: false };
    this.caughtUpSeq = null;
    const answered = await this.migratePassword();
    if (this.stopped) return;
    if (!answered) return this.notAnswering();
    let status: number | undefined;
    try {
      // PouchDB answers 401/403 with an object carrying the error rather than throwing.
      const info = (await this.probe()) as { error?: string; status?: number };
      status = info.error === "unauthorized" ? 401 : info.error === "forbidden" ? 403 : info.status;
      this.online = true;
    } catch (e) {
      if (this.stopped) return;
      if (e instanceof NoAnswer) return this.notAnswering();
      status = (e as { status?: number }).status;
      this.online = status === 401 || status === 403;
    }
    this.noAnswer = false;
    this.signin = status === 401 || status === 403;
    if (this.signin) {
      this.port.report({
        signinReason:
          status === 401
            ? SESSION_MESSAGES.expired
            : "Este usuario no es miembro de la base de datos del equipo.",
      });
      this.publish();
      return;
    }
    // Nothing is pulled from a database this user is not named on (a server-wide role, as
    // earlier versions of team:create gave, opens every team's database on the server), so
    // replication starts only once that is checked: offline, the check is tried again.
    const member = this.online
      ? await checkMembership(this.settings.server, this.settings.database, this.settings.user)
      : ({ ok: false, offline: true, reason: "unreachable" } as const);
    if (this.stopped) return;
    if (!member.ok && "message" in member) {
      this.signin = true;
      this.port.report({ signinReason: member.message });
      this.publish();
      return;
    }
    if (!member.ok && member.reason === "timeout") return this.notAnswering();
    if (!member.ok) {
      this.online = false;
      this.publish();
      clearTimeout(this.connectTimer);
      this.connectTimer = setTimeout(() => void this.connect(), MAX_BACKOFF_MS);
      return;
    }
    this.publish();
    for (const id of this.toUndo) void this.run(() => this.undo(id));
    const replication = this.db.sync(this.remote, {
      live: true,
      retry: true,
      back_off_function: (delay: number) =>
        delay === 0 ? 500 : Math.min(MAX_BACKOFF_MS, delay * 2),
    });
    this.replication = replication;
    this.copying = { push: true, pull: true };
    for (const direction of ["push", "pull"] as const) {
      replication[direction]
        .on("active", () => {
          if (this.replication === replication) this.copying[direction] = true;
        })
        .on("paused", () => {
          if (this.replication !== replication) return;
          this.copying[direction] = false;
          this.wake();
        });
    }
    // The pull (not the sync as a whole, which also says 'paused' when only the push is idle)
    // pauses once it has written everything the server had.
    replication.pull.on("paused", (err) => {
      if (err) return;
      void this.db.info().then((info) => {
        if (this.replication !== replication) return;
        this.caughtUpSeq = seqOf(info.update_seq);
        this.publish();
      });
    });
    replication
      .on("change", (info) => {
        if (info.direction === "push") {
          for (const d of info.change.docs) this.pending.delete(d._id);
          this.savePending();
        }
        this.online = true;
        this.publish();
      })
      .on("paused", (err) => {
        this.online = !err;
        if (!err && navigator.onLine !== false) {
          // Up to date both ways: nothing of ours is waiting.
          this.pending.clear();
          this.savePending();
        }
        this.publish();
      })
      .on("active", () => {
        this.online = true;
        this.publish();
      })
      .on("denied", (err) => this.onDenied(err))
      .on("error", (err) => {
        // The replication has ended: nothing more is copied until the next connection.
        if (this.replication === replication) this.copying = { push: false, pull: false };
        const status = (err as { status?: number }).status;
        if (status === 401 || status === 403) {
          // The session expired (or membership was withdrawn): the settings ask for the password.
          this.signin = true;
          this.port.report({ signinReason: SESSION_MESSAGES.expired });
        } else this.online = false;
        this.publish();
      });
  }

  /**
   * The server's answer about the team's database, within ANSWER_TIMEOUT_MS. A request that
   * has not answered is waited for again on the next try rather than sent once more, so a
   * server that never answers does not pile up open connections (a browser allows six).
   */
  private probe(): Promise<unknown> {
    const pending = (this.probing ??= this.remote.info().finally(() => {
      if (this.probing === pending) this.probing = undefined;
    }));
    return answerWithin(() => pending);
  }

  /**
   * No answer in time: the status says so (not 'Conectando…' for ever), the settings section
   * says at which address, and the connection is tried again in the background, as offline.
   */
  private notAnswering() {
    this.online = false;
    this.noAnswer = true;
    this.port.report({ detail: noAnswerMessage(this.settings.server) });
    this.publish();
    clearTimeout(this.connectTimer);
    this.connectTimer = setTimeout(() => void this.connect(), MAX_BACKOFF_MS);
  }

  /**
   * Earlier versions stored the password (`banquilloSyncPassword`). It is used once to open a
   * session and then deleted; it stays only while the server cannot be reached to answer.
   * False when the server did not answer in time.
   */
  private async migratePassword(): Promise<boolean> {
    const password = readRawKey(syncPasswordKey);
    if (!password) return true;
    const r = await signIn(this.settings.server, this.settings.user, password);
    if (!r.ok && r.reason === "timeout") return false;
    if (!r.ok && r.offline) return true;
    // Storage unavailable: nothing was readable either.
    removeKeys([syncPasswordKey]);
    return true;
  }

  private onDenied(err: unknown) {
    // sync() wraps replicate()'s error as `{ direction, doc: error }`.
    type Refusal = { id?: string; reason?: string; message?: string };
    const outer = err as Refusal & { doc?: Refusal };
    const e: Refusal = outer.doc ?? outer;
    const id = e.id ?? "";
    const cached = this.cache.get(id);
    const what = cached?.body.deleted === true ? "Eliminar" : "Guardar";
    const reason = e.reason ?? e.message ?? "sin motivo";
    const line = `${REFUSED_PREFIX} «${what} ${describeDoc(id, cached?.body)}»: ${reason} ${UNDONE}`;
    if (!this.refused.includes(line)) this.refused = [...this.refused, line];
    this.pending.delete(id);
    this.savePending();
    // The refused change is undone here: the document goes back to the server's version.
    const undone = this.undoCount.get(id) ?? 0;
    if (id && undone < 2) {
      this.undoCount.set(id, undone + 1);
      this.toUndo.add(id);
      void this.run(() => this.undo(id));
    }
    void this.run(() => this.saveRefused());
    this.publish();
  }

  /**
   * Puts a refused document back as the server has it (or removes it from this device when the
   * server never had it), as a new revision on this device's, so the lists show it again, on
   * every page load after this one too, and the server accepts what is pushed next (its own body).
   */
  private async undo(id: string) {
    if (this.stopped || !this.toUndo.has(id)) return;
    let server: Doc | undefined;
    try {
      server = (await this.remote.get(id)) as unknown as Doc;
    } catch (e) {
      // Offline or signed out: tried again on the next connection. Not found: never accepted.
      if ((e as { status?: number }).status !== 404) return;
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
        if (!(r && "ok" in r && r.ok)) return;
        if (body) this.cache.set(id, cacheEntry(r.rev, body, local._conflicts ?? []));
        else this.cache.delete(id);
        this.pending.add(id);
        this.savePending();
      }
    }
    this.toUndo.delete(id);
    await this.saveRefused();
    this.scheduleProject();
  }

  private async readRefused() {
    try {
      const doc = (await this.db.get(REFUSED_ID)) as unknown as {
        _rev: string;
        lines?: unknown;
        undo?: unknown;
      };
      this.refusedRev = doc._rev;
      const strings = (x: unknown) =>
        Array.isArray(x) ? x.filter((s): s is string => typeof s === "string") : [];
      this.refused = strings(doc.lines);
      this.toUndo = new Set(strings(doc.undo));
    } catch {
      // None stored: nothing refused.
    }
  }

  private async saveRefused() {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const r = await this.db.put({
          _id: REFUSED_ID,
          ...(this.refusedRev ? { _rev: this.refusedRev } : {}),
          lines: this.refused,
          undo: [...this.toUndo],
        });
        this.refusedRev = r.rev;
        return;
      } catch {
        try {
          this.refusedRev = ((await this.db.get(REFUSED_ID)) as unknown as { _rev: string })._rev;
        } catch {
          this.refusedRev = undefined;
        }
      }
    }
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.connectTimer);
    clearTimeout(this.pushTimer);
    clearTimeout(this.projectTimer);
    this.replication?.cancel();
    this.feed?.cancel();
    for (const u of this.unsubscribe) u();
    this.wake();
  }

  /** Something is scheduled, running, or waiting to reach the server while it can be reached. */
  private busy(): boolean {
    if (this.stopped) return false;
    const pushing = this.replication !== undefined && this.online && this.pending.size > 0;
    return (
      this.pushTimer !== undefined ||
      this.projectTimer !== undefined ||
      this.running > 0 ||
      this.copying.push ||
      this.copying.pull ||
      pushing
    );
  }

  private wake() {
    if (!this.busy()) for (const w of this.waiters.splice(0)) w();
  }

  /** See `idle` below. */
  async idle(): Promise<void> {
    for (;;) {
      if (this.busy()) await new Promise<void>((r) => this.waiters.push(r));
      if (this.stopped) return;
      let seq: number;
      try {
        seq = seqOf((await this.db.info()).update_seq);
      } catch {
        return;
      }
      if (this.busy()) continue;
      if (this.feedSeq >= seq) return;
      // Written to the local database but not yet seen by the changes feed, which wakes us.
      await new Promise<void>((r) => this.waiters.push(r));
    }
  }

  private remember(doc: Doc) {
    // Design documents (the server's write rules) replicate too; they are no record of the team.
    if (doc._id.startsWith("_")) return;
    this.cache.set(doc._id, cacheEntry(doc._rev!, bodyOf(doc), doc._conflicts ?? []));
  }

  /** The winning documents that are not deleted. */
  private activeDocs(): DocMap {
    const out: DocMap = new Map();
    for (const [id, c] of this.cache) if (c.body.deleted !== true) out.set(id, c.body);
    return out;
  }

  private allBodies(): DocMap {
    const out: DocMap = new Map();
    for (const [id, c] of this.cache) out.set(id, c.body);
    return out;
  }

  private savePending() {
    writeRaw({ [syncPendingKey]: JSON.stringify([...this.pending]) });
  }

  publish() {
    let conflicts = 0;
    for (const c of this.cache.values()) if (c.conflicts.length > 0) conflicts++;
    const pending = this.pending.size;
    // A refusal stays in the status until the coach has read what was undone.
    const state: SyncState = this.signin
      ? "signin"
      : navigator.onLine === false
        ? "offline"
        : this.noAnswer
          ? "noanswer"
          : !this.online
            ? "offline"
            : this.refused.length > 0 || this.toUndo.size > 0
              ? "refused"
              : pending > 0
                ? "pending"
                : "synced";
    let shown: SyncState | undefined = state;
    if (state === "synced") {
      // Not caught up since connecting: still 'Conectando…'. Caught up, but what was pulled is
      // not in the lists yet: the status it had stays a moment longer.
      if (this.caughtUpSeq === null) shown = "starting";
      else if (this.feedSeq < this.caughtUpSeq || this.projections.asked !== this.projections.done)
        shown = undefined;
    }
    this.port.report({
      ...(shown ? { state: shown } : {}),
      pending,
      conflicts,
      refused: [...this.refused, ...this.asideNotices],
    });
    this.wake();
  }

  /** Tasks run one at a time, in order: pushes and projections never interleave. */
  run(task: () => Promise<void> | void): Promise<void> {
    this.running++;
    const next = this.queue
      .then(task)
      .catch((e: unknown) => {
        console.error("Banquillo sync:", e);
      })
      .finally(() => {
        this.running--;
        this.wake();
      });
    this.queue = next;
    return next;
  }

  schedulePush() {
    if (this.stopped) return;
    clearTimeout(this.pushTimer);
    this.pushTimer = setTimeout(() => {
      this.pushTimer = undefined;
      void this.run(() => this.push());
    }, 30);
  }

  scheduleProject() {
    if (this.stopped) return;
    this.projections.asked++;
    clearTimeout(this.projectTimer);
    this.projectTimer = setTimeout(() => {
      this.projectTimer = undefined;
      void this.run(() => this.project());
    }, 30);
  }

  /** Writes to the local database what changed in the lists since they last agreed with it. */
  async push() {
    const next = toDocs(readLocal(this.port), this.allBodies());
    const { put, remove, prints } = diffDocs(this.baseline, next);
    const before = this.baseline;
    this.baseline = prints;
    const docs: Doc[] = [];
    for (const [id, body] of put) {
      const rev = this.cache.get(id)?.rev;
      docs.push({ ...body, _id: id, ...(rev ? { _rev: rev } : {}) });
    }
    for (const id of remove) {
      const c = this.cache.get(id);
      if (!c || c.body.deleted === true) continue;
      docs.push({ ...c.body, deleted: true, _id: id, _rev: c.rev });
    }
    if (docs.length === 0) return this.saveAgreement();
    let written: Set<string>;
    try {
      written = await this.write(docs, new Set(remove));
    } catch (e) {
      this.baseline = before;
      throw e;
    }
    // What could not be written is not agreed on: the next push tries it again.
    for (const { _id: id } of docs) {
      if (written.has(id)) continue;
      const print = before.get(id);
      if (print === undefined) this.baseline.delete(id);
      else this.baseline.set(id, print);
    }
    this.savePending();
    this.publish();
    await this.saveAgreement();
  }

  /**
   * Writes the documents and returns the ids written. A document whose revision moved on
   * meanwhile (a pull landed after the cache was read: 409) is read again and written once more
   * on its newest revision, so an edit made here is never dropped for a stale revision.
   */
  private async write(docs: Doc[], removed: Set<string>): Promise<Set<string>> {
    const written = new Set<string>();
    let batch = docs;
    for (let attempt = 0; attempt < 2 && batch.length > 0; attempt++) {
      const results = await this.db.bulkDocs(batch);
      const stale: Doc[] = [];
      results.forEach((r, i) => {
        const doc = batch[i]!;
        if ("ok" in r && r.ok) {
          this.cache.set(
            doc._id,
            cacheEntry(r.rev, bodyOf(doc), this.cache.get(doc._id)?.conflicts ?? []),
          );
          this.pending.add(doc._id);
          written.add(doc._id);
        } else if ("status" in r && r.status === 409) stale.push(doc);
      });
      batch = [];
      for (const doc of stale) {
        try {
          this.remember((await this.db.get(doc._id, { conflicts: true })) as unknown as Doc);
        } catch {
          continue;
        }
        const c = this.cache.get(doc._id)!;
        const body = removed.has(doc._id) ? { ...c.body, deleted: true } : bodyOf(doc);
        batch.push({ ...body, _id: doc._id, _rev: c.rev });
      }
    }
    return written;
  }

  private async readAgreement(): Promise<Prints | undefined> {
    try {
      const doc = (await this.db.get(AGREED_ID)) as unknown as { _rev: string };
      this.agreed.rev = doc._rev;
      return readPrints(doc);
    } catch {
      return undefined;
    }
  }

  /**
   * Stores the baseline once the lists and the database hold it, so a page closed between a
   * pull and its projection does not take the pulled documents for records deleted here.
   */
  private async saveAgreement() {
    const value = storedPrints(this.baseline);
    const json = JSON.stringify(value.prints);
    if (json === this.agreed.json) return;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const r = await this.db.put({ _id: AGREED_ID, _rev: this.agreed.rev, ...value });
        this.agreed = { rev: r.rev, json };
        return;
      } catch {
        // Another tab of this browser wrote it meanwhile: take its revision and write again.
        await this.readAgreement();
      }
    }
  }

  /** Writes the documents back to the spec's lists (figures derived again from the matches). */
  async project() {
    const asked = this.projections.asked;
    try {
      // Anything changed here first goes to the database, so the projection cannot drop it: an
      // edit made while a push was being written is pushed too before anything is projected,
      // and from there to the new baseline nothing awaits, so no edit can slip in between.
      let seen: number;
      do {
        seen = this.localChanges;
        await this.push();
      } while (seen !== this.localChanges);
      const data = fromDocs(this.readableBodies(), this.port.live.get()?.setup.matchId);
      applyLocal(this.port, data);
      this.baseline = printDocs(toDocs(readLocal(this.port), this.allBodies()));
      await this.saveAgreement();
    } finally {
      this.projections.done = asked;
      // Before the first connection there is no status to give ('Conectando…' stays).
      if (this.replication) this.publish();
    }
  }

  /**
   * The documents the lists are written from: every document, except that one set aside keeps
   * this device's own version of its record (or none), so the record stays as it was here and
   * every other document still reaches the lists. The coach is told which one, once per revision.
   */
  private readableBodies(): DocMap {
    const bodies = this.allBodies();
    const aside = [...this.cache].filter(([, c]) => c.aside);
    if (aside.length === 0) return bodies;
    const mine = toDocs(readLocal(this.port), bodies);
    for (const [id, c] of aside) {
      const own = mine.get(id);
      if (own) bodies.set(id, own);
      else bodies.delete(id);
      const key = `${id}@${c.rev}`;
      if (this.asideTold.has(key)) continue;
      this.asideTold.add(key);
      this.asideNotices = [
        ...this.asideNotices,
        `Se ha dejado aparte «${describeDoc(id, c.body)}», que llegó del servidor: sus datos están anidados a más de ${MAX_DOC_DEPTH} niveles y este dispositivo no puede leerlo. El resto del equipo sigue sincronizándose.`,
      ];
    }
    return bodies;
  }

  async conflicts(): Promise<Conflict[]> {
    const out: Conflict[] = [];
    for (const [id, c] of this.cache) {
      if (c.conflicts.length === 0) continue;
      const versions: ConflictVersion[] = [{ rev: c.rev, body: c.body, winner: true }];
      for (const rev of c.conflicts) {
        try {
          const doc = (await this.db.get(id, { rev })) as unknown as Doc;
          versions.push({ rev, body: bodyOf(doc), winner: false });
        } catch {
          // A revision compacted away meanwhile: the other versions are still shown.
        }
      }
      out.push({ id, label: describeDoc(id, c.body), versions });
    }
    return out.sort((a, b) => a.label.localeCompare(b.label, "es"));
  }

  /** Keeps `body` as the document's only version: written over the winner, the others removed. */
  async resolve(id: string, body: Body): Promise<void> {
    const current = (await this.db.get(id, { conflicts: true })) as unknown as Doc;
    const losers = current._conflicts ?? [];
    const docs: Doc[] = [
      { ...body, _id: id, _rev: current._rev! },
      ...losers.map((rev) => ({ _id: id, _rev: rev, _deleted: true })),
    ];
    const results = await this.db.bulkDocs(docs);
    const failed = results.find((r) => !("ok" in r && r.ok));
    if (failed) throw new Error("conflict");
    for (const d of docs) this.pending.add(d._id);
    this.savePending();
    const fresh = (await this.db.get(id, { conflicts: true })) as unknown as Doc;
    this.remember(fresh);
    this.publish();
    this.scheduleProject();
  }

  dismissRefused() {
    this.refused = [];
    this.asideNotices = [];
    void this.run(() => this.saveRefused());
    this.publish();
  }
}

/** A sequence number of the local database (a number in the browser's adapters). */
function seqOf(seq: unknown): number {
  return typeof seq === "number" && Number.isFinite(seq) ? seq : 0;
}

function localName(settings: SyncSettings): string {
  return `banquillo-${settings.server.replace(/^https?:\/\//, "")}-${settings.database}`;
}

/** Everything synced, as this device stores it now. */
export function readLocal(port: SyncPort): LocalData {
  const lists = Object.fromEntries(listKeys.map((k) => [k, port.getList(k).items])) as Record<
    ListKey,
    unknown[]
  >;
  return {
    players: lists.players,
    formations: lists.formations,
    rivals: lists.rivals,
    matches: lists.matches,
    matchPlans: lists.matchPlans,
    savedInsights: lists.savedInsights,
    savedInsightsMeta: readJsonKey(savedInsightsMetaKey),
    fixtures: lists.fixtures,
    availability: lists.availability,
    teamSettings: readJsonKey(teamSettingsKey),
    liveMatch: port.live.get(),
  };
}

/** The spec's lists the documents describe, read through the list readers, figures derived. */
export function projectLists(data: LocalData): ListChanges {
  const read = <K extends ListKey>(key: K, items: unknown[]) => parseListValue(key, items).items;
  const players = read(
    "players",
    data.players.map((p) => ({ ...(p as object), stats: zeroPlayerStats() })),
  );
  const formations = read(
    "formations",
    data.formations.map((f) => ({ ...zeroFormationTotals(), ...(f as object) })),
  );
  const rivals = read(
    "rivals",
    data.rivals.map((r) => ({ ...zeroRivalTotals(), ...(r as object) })),
  );
  const matches = read("matches", data.matches);
  const figures = writeFigures({ players, formations, rivals }, matches);
  return {
    ...figures,
    matches,
    matchPlans: read("matchPlans", data.matchPlans),
    savedInsights: read("savedInsights", data.savedInsights),
    fixtures: read("fixtures", data.fixtures),
    availability: read("availability", data.availability),
  };
}

/** Writes the projection where it differs from what is stored. */
function applyLocal(port: SyncPort, data: LocalData) {
  const lists = projectLists(data);
  const changes: ListChanges = {};
  for (const key of listKeys) {
    const next = lists[key]!;
    if (stableJson(next) !== stableJson(port.getList(key).items))
      (changes as Record<ListKey, unknown>)[key] = next;
  }
  if (Object.keys(changes).length > 0) {
    const r = port.commit(changes);
    if (!r.ok) port.report({ refused: [r.message] });
  }
  const raw: Record<string, string> = {};
  // The side keys go through the readers the app reads them with, as the lists do.
  const side: [string, unknown][] = [
    [savedInsightsMetaKey, alignInsightMeta(lists.savedInsights!, data.savedInsightsMeta)],
    [
      teamSettingsKey,
      data.teamSettings === undefined ? undefined : readTeamSettings(data.teamSettings),
    ],
  ];
  for (const [key, value] of side) {
    const current = readJsonKey(key);
    const emptyList = Array.isArray(value) && value.length === 0 && current === undefined;
    if (value === undefined || emptyList) continue;
    if (stableJson(value) !== stableJson(current)) raw[key] = JSON.stringify(value);
  }
  if (Object.keys(raw).length > 0 && writeRaw(raw).ok) port.notifyChanged();
  const current = port.live.get();
  const live = liveAfterSync(
    current,
    data.liveMatch === undefined ? undefined : readLiveMatch(data.liveMatch),
    new Set(lists.matches!.map((m) => m.id)),
  );
  if (stableJson(live) !== stableJson(current)) {
    if (live) port.live.write(live);
    else port.live.clear();
  }
}

let engine: Engine | null = null;

/** Starts replicating; `port` is the app's store, live match and status (state/sync.ts). */
export async function startEngine(settings: SyncSettings, port: SyncPort): Promise<void> {
  if (engine) return;
  const e = new Engine(settings, port);
  engine = e;
  try {
    await e.start();
  } catch (err) {
    console.error("Banquillo sync:", err);
    port.report({ state: "offline" });
  }
}

/**
 * Resolves once the engine has nothing left to do: no push or projection scheduled or running,
 * the replication (while connected) idle both ways and every change of the local database seen.
 * At once when the engine is not running.
 */
export function idle(): Promise<void> {
  return engine ? engine.idle() : Promise.resolve();
}

/** Stops replicating; `forget` also removes this device's copy of the team's documents. */
export async function stopEngine(options: { forget: boolean }): Promise<void> {
  const e = engine;
  engine = null;
  if (!e) return;
  e.stop();
  if (options.forget) await e.db.destroy().catch(() => undefined);
}

export async function listConflicts(): Promise<Conflict[]> {
  return engine ? engine.conflicts() : [];
}

export async function resolveConflict(id: string, body: Body): Promise<void> {
  const e = engine;
  if (!e) throw new Error("off");
  let error: unknown;
  await e.run(async () => {
    try {
      await e.resolve(id, body);
    } catch (err) {
      error = err;
    }
  });
  if (error) throw error;
}

export function dismissRefused() {
  engine?.dismissRefused();
}
