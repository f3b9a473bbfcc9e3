// A player's phone and his own database (docs/sync.md, "La vista del jugador"): a local PouchDB
// replicating both ways with it, live and with retry, so the schedule reads and answers are
// written with no network and go out when it is back. Nothing of a teammate is ever in that
// database, so nothing of a teammate reaches this phone. A guardian's phone opens the database
// of each child an invitation of his names (one local database each) and answers for him,
// signed with the guardian's name. Loaded only in player mode (state/player.ts imports it
// dynamically): it carries PouchDB. The phone never opens the staff's team database nor touches
// the staff's lists.
import PouchDB from "pouchdb-browser";
import type { PlayerAccount } from "../domain/replies/invitation";
import type { Reply, ScheduleEvent } from "../domain/replies/documents";
import {
  readPlayerDbName,
  readReply,
  readScheduleEvent,
  replyAnswerLabels,
  replyDoc,
  replyDocId,
} from "../domain/replies/documents";
import { longDate } from "../domain/calendar/fixtures";
import { NoAnswer, answerWithin } from "./session";

/** How the device stands with the server. */
export type RepliesConnection = "starting" | "online" | "offline" | "signin";

/** What the player view reads: the schedule, his own replies, what is still to be sent. */
export type RepliesState = {
  events: ScheduleEvent[];
  /** The replies of the database's player (the only ones his database takes). */
  replies: Reply[];
  /** Every document of his database on this phone, as stored (domain/replies/player-home.ts reads them). */
  docs: unknown[];
  /** Events whose answer was written here and has not reached the server yet. */
  pending: string[];
  connection: RepliesConnection;
  /** Answers the server refused (and that were undone here), one Spanish sentence each. */
  refused: string[];
};

type Doc = Record<string, unknown> & { _id: string; _rev?: string; _deleted?: boolean };

const MAX_BACKOFF_MS = 3000;
/** The ids written here and not yet pushed, kept across page loads (never replicated). */
const PENDING_ID = "_local/banquillo-replies-pending";

/** The local database of a player's account on this device. */
export function localRepliesName(account: PlayerAccount): string {
  return `banquillo-jugador-${account.server.replace(/^https?:\/\//, "")}-${account.database}-${account.user}`;
}

const bodyOf = (doc: Doc) => {
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(doc)) if (!k.startsWith("_")) body[k] = v;
  return body;
};

/** A write error that names the one document the server refused (not a lost connection). */
const refusedDoc = (err: unknown): boolean =>
  typeof (err as { id?: unknown } | undefined)?.id === "string";

class RepliesReplication {
  private readonly db: PouchDB;
  private readonly remote: PouchDB;
  private docs = new Map<string, Doc>();
  private pending = new Set<string>();
  private pendingRev: string | undefined;
  private connection: RepliesConnection = "starting";
  private refused: string[] = [];
  private undone = new Map<string, number>();
  /** `id rev` of each revision the server refused: never pushed again (a change is a new one). */
  private refusedRevs = new Set<string>();
  private replication: PouchDB.Sync | undefined;
  private feed: { cancel(): void } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  /** The pull has caught up with the server since this connection started. */
  private caughtUp = false;
  /** The player the database is his: the account itself, or the child a guardian answers for. */
  readonly owner: string;
  private readonly onOnline = () => void this.connect();
  private readonly onOffline = () => this.publish();

  constructor(
    private readonly account: PlayerAccount,
    private readonly listener: (state: RepliesState) => void,
  ) {
    this.owner = readPlayerDbName(account.database)?.user ?? account.user;
    this.db = new PouchDB(localRepliesName(account), { auto_compaction: true });
    // No credentials: the browser sends the session cookie (src/sync/session.ts).
    this.remote = new PouchDB(`${account.server}/${encodeURIComponent(account.database)}`, {
      skip_setup: true,
    });
  }

  async start() {
    try {
      const stored = (await this.db.get(PENDING_ID)) as Doc & { ids?: unknown };
      this.pendingRev = stored._rev;
      if (Array.isArray(stored.ids))
        for (const id of stored.ids) if (typeof id === "string") this.pending.add(id);
    } catch {
      // Nothing waiting.
    }
    const all = await this.db.allDocs({ include_docs: true });
    for (const row of all.rows) if (row.doc) this.keep(row.doc as Doc);
    const info = await this.db.info();
    this.feed = this.db
      .changes({
        since: typeof info.update_seq === "number" ? info.update_seq : "now",
        live: true,
        include_docs: true,
      })
      .on("change", (change) => {
        if (change.doc) this.keep(change.doc as Doc);
        this.publish();
      });
    window.addEventListener("online", this.onOnline);
    window.addEventListener("offline", this.onOffline);
    this.publish();
    void this.connect();
  }

  private keep(doc: Doc) {
    // Design documents (the server's write rules) replicate too; they are nothing to show.
    if (doc._id.startsWith("_")) return;
    if (doc._deleted) this.docs.delete(doc._id);
    else this.docs.set(doc._id, doc);
  }

  state(): RepliesState {
    const events: ScheduleEvent[] = [];
    const replies: Reply[] = [];
    // The database's player: the account itself, or the child a guardian answers for.
    const user = readPlayerDbName(this.account.database)?.user ?? this.account.user;
    for (const doc of this.docs.values()) {
      const event = readScheduleEvent(doc);
      if (event) events.push(event);
      const reply = readReply(doc);
      if (reply && reply.user === this.owner) replies.push(reply);
    }
    const pending = [...this.pending]
      .map((id) => readReply(this.docs.get(id))?.eventId)
      .filter((id): id is string => id !== undefined);
    return {
      events,
      replies,
      // A teammate's reply may sit in the old shared database: it is never handed out.
      docs: [...this.docs.values()].filter((d) => (readReply(d)?.user ?? user) === user),
      pending,
      // The browser knows first when the network goes: a live replication can wait a long
      // while before a request of its own fails.
      connection:
        this.connection !== "online"
          ? this.connection
          : globalThis.navigator?.onLine === false
            ? "offline"
            : this.caughtUp
              ? "online"
              : "starting",
      refused: this.refused,
    };
  }

  private publish() {
    if (!this.stopped) this.listener(this.state());
  }

  /** Checks the session, then replicates both ways, live; offline, tries again every few seconds. */
  async connect() {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.replication?.cancel();
    this.replication = undefined;
    this.caughtUp = false;
    let status: number | undefined;
    try {
      const info = (await answerWithin(() => this.remote.info())) as {
        error?: string;
        status?: number;
      };
      const byError: Record<string, number> = { unauthorized: 401, forbidden: 403, not_found: 404 };
      status = (info.error !== undefined ? byError[info.error] : undefined) ?? info.status;
    } catch (e) {
      status = e instanceof NoAnswer ? undefined : (e as { status?: number }).status;
      if (status !== 401 && status !== 403 && status !== 404) return this.offline();
    }
    if (this.stopped) return;
    // 404: his database is gone (the accounts file left him out): signing in again tells him.
    if (status === 401 || status === 403 || status === 404) {
      this.connection = "signin";
      return this.publish();
    }
    this.connection = "online";
    this.publish();
    const replication = this.db.sync(this.remote, {
      live: true,
      retry: true,
      push: { filter: (doc: Doc) => !this.refusedRevs.has(`${doc._id} ${doc._rev}`) },
      back_off_function: (delay: number) =>
        delay === 0 ? 500 : Math.min(MAX_BACKOFF_MS, delay * 2),
    });
    this.replication = replication;
    // Each direction says when it failed: the sync as a whole says 'paused' only once both
    // are, and a pull waiting on the server can stay open long after the network went.
    // PouchDB reports 'denied' only for forbidden and unauthorized; any other refusal of one
    // document (a 400, a 413, a rule's own error) fails the batch, which it would send again
    // every few seconds for ever. It is a refusal all the same: undone here, then a new start
    // that leaves the refused revision out.
    replication.push.on("requestError", (err) => {
      if (this.replication !== replication || !refusedDoc(err)) return;
      replication.cancel();
      this.replication = undefined;
      // A refusal that names no revision not yet left out would only come back: wait as offline.
      void this.denied(err).then((fresh) => (fresh ? this.connect() : this.retryLater()));
    });
    for (const direction of [replication.push, replication.pull])
      direction.on("paused", (err) => {
        if (this.replication !== replication) return;
        // Refused as a whole (session ended, or his database deleted when the accounts file left
        // him out): check again from the start, which asks him to sign in.
        const status = (err as { status?: number } | undefined)?.status;
        if (status === 401 || status === 403 || status === 404) {
          replication.cancel();
          this.replication = undefined;
          return void this.connect();
        }
        this.connection = err ? "offline" : "online";
        // The pull has written everything the server had: the view is up to date.
        if (!err && direction === replication.pull) this.caughtUp = true;
        this.publish();
      });
    replication
      .on("change", (info) => {
        if (info.direction === "push") void this.pushed(info.change.docs as Doc[]);
        this.connection = "online";
        this.publish();
      })
      // Neither the sync's 'paused' (it comes without the error its direction had) nor 'active'
      // (a direction trying again with no network says it too) tells whether the server is there.
      .on("active", () => this.publish())
      .on("denied", (err) => void this.denied(err))
      .on("error", (err) => {
        const s = (err as { status?: number }).status;
        this.connection = s === 401 || s === 403 ? "signin" : "offline";
        this.publish();
        if (this.connection === "offline") this.retryLater();
      });
  }

  private offline() {
    this.connection = "offline";
    this.publish();
    this.retryLater();
  }

  private retryLater() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.connect(), MAX_BACKOFF_MS);
  }

  /** The push copied these revisions: an answer whose newest revision went out is no longer waiting. */
  private async pushed(docs: Doc[]) {
    let changed = false;
    for (const doc of docs) {
      if (!this.pending.has(doc._id)) continue;
      if (this.docs.get(doc._id)?._rev !== doc._rev && !doc._deleted) continue;
      this.pending.delete(doc._id);
      changed = true;
    }
    if (changed) await this.savePending();
    this.publish();
  }

  private async savePending() {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const r = await this.db.put({
          _id: PENDING_ID,
          ...(this.pendingRev ? { _rev: this.pendingRev } : {}),
          ids: [...this.pending],
        });
        this.pendingRev = r.rev;
        return;
      } catch {
        try {
          this.pendingRev = ((await this.db.get(PENDING_ID)) as Doc)._rev;
        } catch {
          this.pendingRev = undefined;
        }
      }
    }
  }

  /**
   * Writes the answer on the device, filed under the database's player and signed by this
   * account (a guardian's: 'respondió su madre'); the replication sends it when it can.
   */
  async answer(given: Reply): Promise<void> {
    const reply: Reply = { ...given, user: this.owner, by: this.account.user };
    const id = replyDocId(reply.user, reply.eventId);
    let rev: string | undefined;
    try {
      rev = (await this.db.get(id))._rev;
    } catch {
      rev = undefined;
    }
    const r = await this.db.put({ ...replyDoc(reply), ...(rev ? { _rev: rev } : {}) });
    this.keep({ ...replyDoc(reply), _rev: r.rev });
    this.pending.add(id);
    await this.savePending();
    this.publish();
  }

  /**
   * The server refused a write (its validate_doc_update): the revision is left out of every
   * later push, the answer is put back as the server has it (or removed when the server never
   * had one), and the player is told why. True when the revision was not left out already.
   */
  private async denied(err: unknown): Promise<boolean> {
    type Refusal = { id?: string; rev?: string; reason?: string; message?: string };
    const outer = err as Refusal & { doc?: Refusal };
    const e: Refusal = outer.doc ?? outer;
    const id = e.id ?? "";
    if (!id) return false;
    const key = `${id} ${e.rev ?? (await this.winningRev(id))}`;
    const fresh = !this.refusedRevs.has(key);
    this.refusedRevs.add(key);
    const mine = readReply(this.docs.get(id));
    // A deletion this device wrote to undo a refusal, refused in turn: nothing more to undo.
    if (!mine) return fresh;
    const times = this.undone.get(id) ?? 0;
    if (times >= 2) return fresh;
    this.undone.set(id, times + 1);
    const event = readScheduleEvent(this.docs.get(`evento:${mine.eventId}`));
    const what = event ? `${event.title} (${longDate(event.date)})` : "este evento";
    const reason = e.reason ?? e.message ?? "sin motivo";
    const line = `El servidor no aceptó tu respuesta «${replyAnswerLabels[mine.answer]}» para ${what}: ${reason}. Se ha deshecho en este teléfono.`;
    if (!this.refused.includes(line)) this.refused = [...this.refused, line];
    let server: Doc | undefined;
    try {
      server = (await this.remote.get(id)) as Doc;
    } catch {
      server = undefined;
    }
    try {
      const local = (await this.db.get(id)) as Doc;
      const doc: Doc = server
        ? { ...bodyOf(server), _id: id, _rev: local._rev }
        : { _id: id, _rev: local._rev, _deleted: true };
      const [r] = await this.db.bulkDocs([doc]);
      if (r && "ok" in r && r.ok) this.keep({ ...doc, _rev: r.rev });
    } catch {
      // Already gone from this device.
    }
    this.pending.delete(id);
    await this.savePending();
    this.publish();
    return fresh;
  }

  /** The revision this device holds of `id`, deleted or not. */
  private async winningRev(id: string): Promise<string | undefined> {
    try {
      const [row] = (await this.db.allDocs({ keys: [id] })).rows;
      return row && "value" in row ? row.value.rev : undefined;
    } catch {
      return undefined;
    }
  }

  dismissRefused() {
    this.refused = [];
    this.publish();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.replication?.cancel();
    this.feed?.cancel();
    window.removeEventListener("online", this.onOnline);
    window.removeEventListener("offline", this.onOffline);
  }

  /** Stops and deletes this device's copy of the replies database. */
  async forget() {
    this.stop();
    await this.db.destroy();
  }
}

/** One replication per database this phone answers for (a guardian's: one per child). */
const running = new Map<string, RepliesReplication>();

/** Starts replicating the account's database, beside the others; `listener` hears its changes. */
export async function startReplies(
  account: PlayerAccount,
  listener: (state: RepliesState) => void,
): Promise<void> {
  running.get(account.database)?.stop();
  const r = new RepliesReplication(account, listener);
  running.set(account.database, r);
  await r.start();
}

/** Writes an answer in the database of the player it is for (rejects when none runs). */
export async function writeReply(reply: Reply): Promise<void> {
  const r = [...running.values()].find((x) => x.owner === reply.user);
  if (!r) throw new Error("replies not started");
  await r.answer(reply);
}

/** Connects again now (after signing in again). */
export function reconnectReplies(): void {
  for (const r of running.values()) void r.connect();
}

export function dismissRepliesRefused(): void {
  for (const r of running.values()) r.dismissRefused();
}

/** Stops replicating and deletes the local database of `account` (its own database only). */
export async function forgetReplies(account: PlayerAccount): Promise<void> {
  const r = running.get(account.database);
  running.delete(account.database);
  if (r) await r.forget();
  else await new PouchDB(localRepliesName(account)).destroy();
}
