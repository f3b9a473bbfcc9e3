// The connection to the team's server: the account and its membership are checked, then the
// local database replicates both ways with the team's CouchDB database, live and with retry. What
// the replication reports (copied, paused, refused, signed out) is handed to the engine (host).
import type PouchDB from "pouchdb-browser";
import { syncPasswordKey } from "../config/storage-keys";
import type { Doc } from "./local-db";
import { seqOf } from "./local-db";
import type { SyncPort } from "./port";
import {
  NoAnswer,
  SESSION_MESSAGES,
  answerWithin,
  checkMembership,
  noAnswerMessage,
  signIn,
} from "./session";
import type { SyncSettings } from "../domain/data/sharing-form";
import type { SyncState } from "./status";

const MAX_BACKOFF_MS = 3000;

/** What the connection needs of the engine. */
export type ConnectionHost = {
  readonly settings: SyncSettings;
  readonly db: PouchDB;
  readonly remote: PouchDB;
  readonly port: SyncPort;
  isStopped(): boolean;
  /** The status may have changed. */
  publish(): void;
  /** Something the engine may be waiting for (`idle`) has happened. */
  wake(): void;
  /** Connected and a member: refused documents still to be put back are put back now. */
  connected(): void;
  /** The push copied these documents to the server. */
  pushed(ids: string[]): void;
  /** Up to date both ways: nothing of ours is waiting. */
  upToDate(): void;
  /** The server refused a document (replication's 'denied'). */
  denied(err: unknown): void;
  /** Whether a document the server sends may be written here (the pull's filter). */
  readable(doc: Doc): boolean;
};

export class Connection {
  replication: PouchDB.Sync | undefined;
  online = true;
  signin = false;
  /** The server took the connection but did not answer in time (ANSWER_TIMEOUT_MS). */
  noAnswer = false;
  /** Each direction of the replication while it copies (between its 'active' and 'paused' events). */
  copying = { push: false, pull: false };
  /**
   * The local database's sequence when the pull last caught up with the server since this
   * connection started; null until it has.
   */
  caughtUpSeq: number | null = null;
  /** Connecting again while the server cannot be reached to check the membership. */
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The first request of a connection, while it has not answered (see `probe`). */
  private probing: Promise<unknown> | undefined;

  constructor(private readonly host: ConnectionHost) {}

  /** Checks the account, then replicates both ways, live. */
  async connect() {
    if (this.host.isStopped()) return;
    clearTimeout(this.timer);
    this.replication?.cancel();
    this.replication = undefined;
    this.copying = { push: false, pull: false };
    this.caughtUpSeq = null;
    const answered = await this.migratePassword();
    if (this.host.isStopped()) return;
    if (!answered) return this.notAnswering();
    let status: number | undefined;
    try {
      // PouchDB answers 401/403 with an object carrying the error rather than throwing.
      const info = (await this.probe()) as { error?: string; status?: number };
      status = info.error === "unauthorized" ? 401 : info.error === "forbidden" ? 403 : info.status;
      this.online = true;
    } catch (e) {
      if (this.host.isStopped()) return;
      if (e instanceof NoAnswer) return this.notAnswering();
      status = (e as { status?: number }).status;
      this.online = status === 401 || status === 403;
    }
    this.noAnswer = false;
    this.signin = status === 401 || status === 403;
    if (this.signin) {
      this.host.port.report({
        signinReason:
          status === 401
            ? SESSION_MESSAGES.expired
            : "Este usuario no es miembro de la base de datos del equipo.",
      });
      this.host.publish();
      return;
    }
    // Nothing is pulled from a database this user is not named on (a server-wide role, as
    // earlier versions of team:create gave, opens every team's database on the server), so
    // replication starts only once that is checked: offline, the check is tried again.
    const member = this.online
      ? await checkMembership(
          this.host.settings.server,
          this.host.settings.database,
          this.host.settings.user,
        )
      : ({ ok: false, offline: true, reason: "unreachable" } as const);
    if (this.host.isStopped()) return;
    if (!member.ok && "message" in member) {
      this.signin = true;
      this.host.port.report({ signinReason: member.message });
      this.host.publish();
      return;
    }
    if (!member.ok && member.reason === "timeout") return this.notAnswering();
    if (!member.ok) {
      this.online = false;
      this.host.publish();
      clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.connect(), MAX_BACKOFF_MS);
      return;
    }
    this.host.publish();
    this.host.connected();
    const replication = this.host.db.sync(this.host.remote, {
      // A function filter runs here, on each document the pull fetched, before it is written.
      pull: { filter: (doc: Doc) => this.host.readable(doc) },
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
          this.host.wake();
        });
    }
    // The pull (not the sync as a whole, which also says 'paused' when only the push is idle)
    // pauses once it has written everything the server had.
    replication.pull.on("paused", (err) => {
      if (err) return;
      void this.host.db.info().then((info) => {
        if (this.replication !== replication) return;
        this.caughtUpSeq = seqOf(info.update_seq);
        this.host.publish();
      });
    });
    replication
      .on("change", (info) => {
        if (info.direction === "push") this.host.pushed(info.change.docs.map((d) => d._id));
        this.online = true;
        this.host.publish();
      })
      .on("paused", (err) => {
        this.online = !err;
        // Up to date both ways: nothing of ours is waiting.
        if (!err && navigator.onLine !== false) this.host.upToDate();
        this.host.publish();
      })
      .on("active", () => {
        this.online = true;
        this.host.publish();
      })
      .on("denied", (err) => this.host.denied(err))
      .on("error", (err) => {
        // The replication has ended: nothing more is copied until the next connection.
        if (this.replication === replication) this.copying = { push: false, pull: false };
        const status = (err as { status?: number }).status;
        if (status === 401 || status === 403) {
          // The session expired (or membership was withdrawn): the settings ask for the password.
          this.signin = true;
          this.host.port.report({ signinReason: SESSION_MESSAGES.expired });
        } else this.online = false;
        this.host.publish();
      });
  }

  /**
   * The server's answer about the team's database, within ANSWER_TIMEOUT_MS. A request that
   * has not answered is waited for again on the next try rather than sent once more, so a
   * server that never answers does not pile up open connections (a browser allows six).
   */
  private probe(): Promise<unknown> {
    const pending = (this.probing ??= this.host.remote.info().finally(() => {
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
    this.host.port.report({ detail: noAnswerMessage(this.host.settings.server) });
    this.host.publish();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.connect(), MAX_BACKOFF_MS);
  }

  /**
   * Earlier versions stored the password (`banquilloSyncPassword`). It is used once to open a
   * session and then deleted; it stays only while the server cannot be reached to answer.
   * False when the server did not answer in time.
   */
  private async migratePassword(): Promise<boolean> {
    const password = this.host.port.getSide(syncPasswordKey);
    if (!password) return true;
    const r = await signIn(this.host.settings.server, this.host.settings.user, password);
    if (!r.ok && r.reason === "timeout") return false;
    if (!r.ok && r.offline) return true;
    // Storage unavailable: nothing was readable either.
    this.host.port.commit({}, { [syncPasswordKey]: null });
    return true;
  }

  /**
   * The status line. `problem`: what else keeps it short of 'Sincronizado' (a refusal unread or not
   * yet settled comes before the pending count, the others after it); `pending`: documents not
   * yet on the server; `listsShow(seq)`: the lists show everything the local database held at
   * that sequence. undefined: the status it had stays a moment longer.
   */
  status(
    problem: SyncState | undefined,
    pending: number,
    listsShow: (seq: number) => boolean,
  ): SyncState | undefined {
    const state: SyncState = this.signin
      ? "signin"
      : navigator.onLine === false
        ? "offline"
        : this.noAnswer
          ? "noanswer"
          : !this.online
            ? "offline"
            : problem === "refused"
              ? "refused"
              : pending > 0
                ? "pending"
                : (problem ?? "synced");
    if (!["synced", "storage", "unreadable", "unshared"].includes(state)) return state;
    // Not caught up since connecting: still 'Conectando…'. Caught up, but what was pulled is not
    // in the lists yet: the status it had stays a moment longer.
    if (this.caughtUpSeq === null) return "starting";
    return listsShow(this.caughtUpSeq) ? state : undefined;
  }

  stop() {
    clearTimeout(this.timer);
    this.replication?.cancel();
  }
}
