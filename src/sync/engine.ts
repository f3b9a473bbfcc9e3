// Over 400 lines on purpose: the replication loop (queue, push, project, status, idle) shares one
// state across its steps; its parts that stand alone already live in the files named below.
// The replication adapter behind storage (DESIGN.md; docs/sync.md). Loaded only when sharing is
// configured (state/sync.ts imports it dynamically): it carries PouchDB. This file is the loop;
// its parts: connection.ts (account, membership, live replication), local-db.ts (the document
// cache, writes, the stored agreement), local-lists.ts (lists ↔ documents through the port),
// refusals.ts (changes the server refused, undone), conflict-store.ts (versions, resolving).
//
// - Local writes: every store or live-match change schedules a push. The lists are turned into
//   documents (documents.ts) and compared with the documents as they were when the lists and the
//   database last agreed (the baseline); only what changed here is written to the local PouchDB.
// - Remote writes: the changes feed keeps the cache; the winning, not deleted documents are
//   written back to the lists through the port's commit, every figure derived again.
// - Conflicts stay in the database (`_conflicts`) until the coach resolves them on
//   'Conflictos'; the lists show the winner meanwhile, as every device does.
import PouchDB from "pouchdb-browser";
import { syncPendingKey } from "../config/storage-keys";
import type { SyncSettings } from "../domain/data/sharing-form";
import type { Conflict } from "./conflict-store";
import { keepVersion, readConflicts } from "./conflict-store";
import { Connection } from "./connection";
import type { ConnectionHost } from "./connection";
import type { Body } from "./documents";
import type { Prints } from "./prints";
import { fromDocs, toDocs } from "./documents";
import { diffDocs, printDocs, startingPrints } from "./prints";
import type { Doc, DocCache } from "./local-db";
import {
  Agreement,
  activeDocs,
  allBodies,
  keepDeepOut,
  remember,
  seqOf,
  writeDocs,
} from "./local-db";
import { applyLocal, readLocal, readableBodies, sideJson } from "./local-lists";
import { asideNotice, leftOutNotice } from "./status";
import { describeDoc } from "./conflicts";
import { MAX_DOC_DEPTH, nestedDeeperThan } from "./stable-json";
import type { SyncPort } from "./port";
import { Refusals } from "./refusals";
import { startReplies, stopReplies } from "./replies";
import { startFeed, stopFeed } from "./feed";

export type { Conflict, ConflictVersion } from "./conflict-store";

class Engine implements ConnectionHost {
  readonly db: PouchDB;
  readonly remote: PouchDB;
  private cache: DocCache = new Map();
  /** What the lists and the database last agreed on, kept in the database across page loads. */
  private baseline: Prints = new Map();
  private agreement: Agreement;
  private queue: Promise<void> = Promise.resolve();
  /** Counts local changes (lists and the live match), so a projection never drops one. */
  private localChanges = 0;
  private pushTimer: ReturnType<typeof setTimeout> | undefined;
  private projectTimer: ReturnType<typeof setTimeout> | undefined;
  private feed: { cancel(): void } | undefined;
  private connection: Connection;
  private unsubscribe: (() => void)[] = [];
  private pending: Set<string>;
  /**
   * 'Sincronizado' means the lists show what the server has: the pull has caught up since the
   * last connection, the changes feed has seen every document the database held then
   * (`caughtUpSeq`), and every projection asked for is done.
   */
  private projections = { asked: 0, done: 0 };
  private feedSeq = 0;
  private stopped = false;
  private refusals: Refusals;
  /** What of the server's data did not fit in this browser at the last projection (Spanish). */
  private leftOut: string[] = [];
  /** Local changes are pushed from the first projection on; counted from the start. */
  private started = false;
  /** Tasks queued or running (`run`). */
  private running = 0;
  /** Callers of `idle`, woken when the engine has nothing left to do. */
  private waiters: (() => void)[] = [];

  constructor(
    readonly settings: SyncSettings,
    readonly port: SyncPort,
  ) {
    this.db = new PouchDB(localName(settings), { auto_compaction: true });
    keepDeepOut(this.db);
    // No credentials here: the browser sends the session cookie (PouchDB's fetch includes
    // credentials), so the password is never kept (src/sync/session.ts).
    this.remote = new PouchDB(`${settings.server}/${encodeURIComponent(settings.database)}`, {
      skip_setup: true,
    });
    this.agreement = new Agreement(this.db);
    this.refusals = new Refusals(this.db);
    this.connection = new Connection(this);
    const stored = sideJson(port, syncPendingKey);
    this.pending = new Set(
      Array.isArray(stored) ? stored.filter((x) => typeof x === "string") : [],
    );
  }

  async start() {
    // Counted before anything is read: a change made while the engine starts (a player saved
    // right after the page loaded) is pushed by the first projection, never projected away.
    const onLocalChange = () => {
      if (this.savingPending) return;
      this.localChanges++;
      if (this.started) this.schedulePush();
    };
    this.unsubscribe.push(this.port.subscribe(onLocalChange));
    await this.refusals.read();
    const all = await this.db.allDocs({ include_docs: true, conflicts: true });
    for (const row of all.rows) if (row.doc) remember(this.cache, row.doc as unknown as Doc);
    this.baseline = startingPrints(
      await this.agreement.read(),
      activeDocs(this.cache),
      toDocs(readLocal(this.port), allBodies(this.cache)),
    );
    // Changes made here while the engine was not running are pushed (a projection pushes
    // first); then the lists show what the database holds (changes pulled before a reload).
    await this.run(() => this.project());
    this.started = true;
    // A change made after that projection's last push (while it stored its agreement) is pushed.
    this.schedulePush();
    this.feedSeq = seqOf((await this.db.info()).update_seq);
    this.feed = this.db
      .changes({ since: this.feedSeq, live: true, include_docs: true, conflicts: true })
      .on("change", (change) => {
        this.feedSeq = Math.max(this.feedSeq, seqOf(change.seq));
        if (change.doc) remember(this.cache, change.doc as unknown as Doc);
        this.scheduleProject();
        this.publish();
        this.wake();
      });
    const onOnline = () => void this.connection.connect();
    const onOffline = () => this.publish();
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    this.unsubscribe.push(() => {
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    });
    await this.connection.connect();
  }

  isStopped() {
    return this.stopped;
  }

  connected() {
    for (const id of this.refusals.toUndo.keys()) void this.run(() => this.undo(id));
    // The replies database only once this user is known to be on the team (and named on it).
    void startReplies(this.settings, this.port);
    startFeed(this.settings, this.port);
  }

  pushed(ids: string[]) {
    for (const id of ids) this.pending.delete(id);
    this.savePending();
    // An edit of a record kept unshared was taken: it is shared from now on.
    if (this.refusals.accepted(ids)) void this.run(() => this.refusals.save());
  }

  upToDate() {
    this.pending.clear();
    this.savePending();
  }

  denied(err: unknown) {
    const id = this.refusals.record(err, this.cache);
    if (id === undefined) return;
    this.pending.delete(id);
    this.savePending();
    void this.run(() => this.undo(id));
    this.publish();
  }

  /**
   * Settles a refused change (refusals.ts): undone to the server's version, or kept here when
   * the server never had the record. Its notice is kept before it is shown (the settling saves,
   * then this publishes), so a page left as soon as it appears still has it on the next load.
   */
  private async undo(id: string) {
    if (this.stopped || !this.refusals.toUndo.has(id)) return;
    const done = await this.refusals.undo(id, this.remote, this.cache, (written) => {
      this.pending.add(written);
      this.savePending();
    });
    this.publish();
    if (done) this.scheduleProject();
  }

  /**
   * The pull's filter, run on every document the server sends before it is written here: one
   * nested deeper than the app's own is set aside, never written (IndexedDB's copy of it is
   * recursive and overflows the stack at a few thousand levels, which stalled every later
   * document), and named until a readable revision of it arrives.
   */
  readable(doc: Doc): boolean {
    if (doc._id.startsWith("_")) return true;
    const deep = nestedDeeperThan(doc, MAX_DOC_DEPTH);
    const { aside } = this.refusals;
    const was = aside.get(doc._id);
    const now = deep ? describeDoc(doc._id, doc) : undefined;
    if (now === was) return !deep;
    if (now === undefined) aside.delete(doc._id);
    else aside.set(doc._id, now);
    void this.run(() => this.refusals.save());
    this.publish();
    return !deep;
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.pushTimer);
    clearTimeout(this.projectTimer);
    this.connection.stop();
    this.feed?.cancel();
    for (const u of this.unsubscribe) u();
    this.wake();
  }

  /** Something is scheduled, running, or waiting to reach the server while it can be reached. */
  private busy(): boolean {
    if (this.stopped) return false;
    const { replication, online, copying } = this.connection;
    const pushing = replication !== undefined && online && this.pending.size > 0;
    return (
      this.pushTimer !== undefined ||
      this.projectTimer !== undefined ||
      this.running > 0 ||
      copying.push ||
      copying.pull ||
      pushing
    );
  }

  wake() {
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

  /** Set while the engine stores its pending ids: that commit is no local change to push. */
  private savingPending = false;

  private savePending() {
    this.savingPending = true;
    this.port.commit({}, { [syncPendingKey]: JSON.stringify([...this.pending]) });
    this.savingPending = false;
  }

  publish() {
    let conflicts = 0;
    for (const c of this.cache.values()) if (c.conflicts.length > 0) conflicts++;
    const pending = this.pending.size;
    const notShared = this.refusals.notShared(this.cache);
    const aside = new Map(this.refusals.aside);
    for (const [id, c] of this.cache) if (c.aside) aside.set(id, describeDoc(id, c.body));
    const problems = [...[...aside.values()].map((name) => asideNotice(name, MAX_DOC_DEPTH))];
    if (this.leftOut.length > 0) problems.push(leftOutNotice(this.leftOut));
    // What keeps the status short of 'Sincronizado', most urgent first. A refusal stays until the
    // coach has read what became of it.
    const [problem, count] =
      this.refusals.lines.length > 0 || this.refusals.toUndo.size > 0
        ? ["refused" as const, 0]
        : this.leftOut.length > 0
          ? ["storage" as const, 0]
          : aside.size > 0
            ? ["unreadable" as const, aside.size]
            : notShared.length > 0
              ? ["unshared" as const, notShared.length]
              : [undefined, 0];
    const shown = this.connection.status(
      problem,
      pending,
      (seq) => this.feedSeq >= seq && this.projections.asked === this.projections.done,
    );
    this.port.report({
      ...(shown ? { state: shown } : {}),
      pending,
      conflicts,
      refused: this.refusals.lines,
      notShared,
      problems,
      count,
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
      void this.run(async () => {
        await this.push();
        // Room may have been made here (a list emptied): the lists left out are tried again.
        if (this.leftOut.length > 0) this.scheduleProject();
      });
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
    const next = toDocs(readLocal(this.port), allBodies(this.cache));
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
    if (docs.length === 0) return this.agreement.save(this.baseline);
    let written: Set<string>;
    try {
      written = await writeDocs(this.db, this.cache, docs, new Set(remove), (id) =>
        this.pending.add(id),
      );
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
    await this.agreement.save(this.baseline);
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
      const data = fromDocs(
        readableBodies(this.cache, this.port),
        this.port.live.get()?.setup.matchId,
      );
      this.leftOut = applyLocal(this.port, data);
      this.baseline = printDocs(toDocs(readLocal(this.port), allBodies(this.cache)));
      await this.agreement.save(this.baseline);
    } finally {
      this.projections.done = asked;
      // Before the first connection there is no status to give ('Conectando…' stays).
      if (this.connection.replication) this.publish();
    }
  }

  conflicts(): Promise<Conflict[]> {
    return readConflicts(this.db, this.cache);
  }

  /** Keeps `body` as the document's only version: written over the winner, the others removed. */
  async resolve(id: string, body: Body): Promise<void> {
    const fresh = await keepVersion(this.db, id, body, (ids) => {
      for (const d of ids) this.pending.add(d);
      this.savePending();
    });
    remember(this.cache, fresh);
    this.publish();
    this.scheduleProject();
  }

  dismissRefused() {
    this.refusals.lines = [];
    void this.run(() => this.refusals.save());
    this.publish();
  }
}

function localName(settings: SyncSettings): string {
  return `banquillo-${settings.server.replace(/^https?:\/\//, "")}-${settings.database}`;
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
  await stopReplies(options);
  stopFeed();
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
