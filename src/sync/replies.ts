// The coach's side of the players' replies database (`<team database>_respuestas`, docs/sync.md
// "The players' replies"): publishes the upcoming fixtures and training sessions (the next four
// weeks, series expanded) as `evento:` documents, keeps them in
// step when the calendar changes, and hands every reply and event to the app through the port.
// Started by the engine when sharing is on (it shares the engine's chunk and session cookie);
// its own local PouchDB replicates both ways with the replies database, live.
import PouchDB from "pouchdb-browser";
import { todayIso } from "../domain/base/dates";
import type { Reply, ScheduleEvent } from "../domain/replies/documents";
import {
  eventIdOfFixture,
  readReply,
  readScheduleEvent,
  repliesDbName,
  scheduleDoc,
  scheduleDocId,
} from "../domain/replies/documents";
import {
  publication,
  scheduleEvents,
  sessionEventExists,
  sessionScheduleEvents,
} from "../domain/replies/schedule";
import { addDays } from "../domain/training/days";
import { sessionEntries } from "../domain/training/sessions";
import { parseTraining, trainingKeys } from "../storage/training";
import type { Doc } from "./local-db";
import type { SyncPort } from "./port";
import { checkMembership } from "./session";
import type { SyncSettings } from "../domain/data/sharing-form";

const MAX_BACKOFF_MS = 3000;

/** What the coach's screens get: the published events and every player's reply. */
export type RepliesSnapshot = { events: ScheduleEvent[]; replies: Reply[] };

type Cached = { rev: string; event?: ScheduleEvent; reply?: Reply };

class RepliesLink {
  readonly db: PouchDB;
  readonly remote: PouchDB;
  private cache = new Map<string, Cached>();
  private feed: { cancel(): void } | undefined;
  private replication: PouchDB.Sync | undefined;
  private unsubscribe: (() => void) | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private reportTimer: ReturnType<typeof setTimeout> | undefined;
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    settings: SyncSettings,
    private readonly port: SyncPort & Required<Pick<SyncPort, "replies">>,
  ) {
    const name = repliesDbName(settings.database);
    this.db = new PouchDB(`banquillo-${settings.server.replace(/^https?:\/\//, "")}-${name}`, {
      auto_compaction: true,
    });
    // The session cookie of the team's database opens this one too (same server, same user).
    this.remote = new PouchDB(`${settings.server}/${encodeURIComponent(name)}`, {
      skip_setup: true,
    });
  }

  async start() {
    const all = await this.db.allDocs({ include_docs: true });
    for (const row of all.rows) if (row.doc) this.remember(row.doc);
    this.report();
    this.feed = this.db
      .changes({ since: "now", live: true, include_docs: true })
      .on("change", (change) => {
        if (change.doc) this.remember(change.doc);
        this.scheduleReport();
      });
    this.unsubscribe = this.port.subscribe(() => this.schedulePublish());
    this.schedulePublish();
    this.replication = this.db.sync(this.remote, {
      live: true,
      retry: true,
      back_off_function: (delay: number) =>
        delay === 0 ? 500 : Math.min(MAX_BACKOFF_MS, delay * 2),
    });
    // A database made before replies existed (team:create not run again), or a refusal: the
    // calendar shows no replies; the team's own sharing is not affected.
    this.replication.on("error", (err) => console.warn("Banquillo respuestas:", err));
    this.replication.on("denied", (err) => console.warn("Banquillo respuestas:", err));
  }

  private remember(doc: Doc) {
    const id = doc._id;
    if (doc._deleted === true) {
      this.cache.delete(id);
      return;
    }
    this.cache.set(id, {
      rev: String(doc._rev ?? ""),
      event: id.startsWith("evento:") ? (readScheduleEvent(doc) ?? undefined) : undefined,
      reply: id.startsWith("respuesta:") ? (readReply(doc) ?? undefined) : undefined,
    });
  }

  private snapshot(): RepliesSnapshot {
    const events: ScheduleEvent[] = [];
    const replies: Reply[] = [];
    for (const c of this.cache.values()) {
      if (c.event) events.push(c.event);
      if (c.reply) replies.push(c.reply);
    }
    return { events, replies };
  }

  private report() {
    if (!this.stopped) this.port.replies(this.snapshot());
  }

  /**
   * Changes arrive one document at a time (thousands on a first pull, or left by an older
   * version): the app gets one snapshot per burst, not one per document, each rebuilt in full.
   */
  private scheduleReport() {
    if (this.stopped || this.reportTimer !== undefined) return;
    this.reportTimer = setTimeout(() => {
      this.reportTimer = undefined;
      this.report();
    }, 30);
  }

  private schedulePublish() {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.queue = this.queue
        .then(() => this.publish())
        .catch((e: unknown) => console.error("Banquillo respuestas:", e));
    }, 30);
  }

  /** Writes what the calendar gives that the replies database does not hold yet. */
  private async publish() {
    if (this.stopped) return;
    const fixtures = this.port.getList("fixtures").items;
    // The training keys are slots of the store: their writes tell its subscribers too.
    const sessions = parseTraining("sessions", this.port.getSide(trainingKeys.sessions)).value;
    const series = parseTraining("series", this.port.getSide(trainingKeys.series)).value;
    const today = todayIso();
    const upcoming = sessionEntries(sessions, series, { from: today, to: addDays(today, 28) });
    const wanted = scheduleEvents(fixtures, today, sessionScheduleEvents(upcoming));
    const existing = new Set(fixtures.map((f) => eventIdOfFixture(f.id)));
    const sessionExists = sessionEventExists(sessions, series);
    const { put, remove } = publication(
      this.snapshot().events,
      wanted,
      (id) => existing.has(id) || sessionExists(id),
      ["partido", "entrenamiento"],
    );
    const docs: Doc[] = [
      ...put.map((e) => {
        const rev = this.cache.get(scheduleDocId(e.eventId))?.rev;
        return { ...scheduleDoc(e), ...(rev ? { _rev: rev } : {}) };
      }),
      ...remove.flatMap((eventId) => {
        const id = scheduleDocId(eventId);
        const rev = this.cache.get(id)?.rev;
        return rev ? [{ _id: id, _rev: rev, _deleted: true }] : [];
      }),
    ];
    if (docs.length === 0) return;
    const results = await this.db.bulkDocs(docs);
    // A stale revision (the server's newer copy arrived meanwhile): the next change tries again.
    if (results.some((r) => "error" in r)) this.schedulePublish();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.reportTimer);
    this.timer = undefined;
    this.feed?.cancel();
    this.replication?.cancel();
    this.unsubscribe?.();
  }
}

let link: RepliesLink | null = null;
/** Bumped by every stop: a start still checking the membership then gives up. */
let generation = 0;
let checking = false;

/**
 * Starts the replies link when the app wants replies (its port has `replies`), called each time
 * the team's connection is confirmed. As for the team's database, nothing is pulled from a
 * replies database this user is not named on (a server-wide role could open it); a database
 * not there (made before replies existed) or a server not answering: tried again on the next
 * connection.
 */
export async function startReplies(settings: SyncSettings, port: SyncPort): Promise<void> {
  if (link || checking || !port.replies) return;
  const at = generation;
  checking = true;
  let member;
  try {
    member = await checkMembership(
      settings.server,
      repliesDbName(settings.database),
      settings.user,
    );
  } finally {
    checking = false;
  }
  if (!member.ok || at !== generation || link) return;
  const l = new RepliesLink(settings, { ...port, replies: port.replies });
  link = l;
  try {
    await l.start();
  } catch (e) {
    console.error("Banquillo respuestas:", e);
  }
}

export async function stopReplies(options: { forget: boolean }): Promise<void> {
  generation++;
  const l = link;
  link = null;
  if (!l) return;
  l.stop();
  if (options.forget) await l.db.destroy().catch(() => undefined);
}
