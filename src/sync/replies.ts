// The coach's side of the players' own databases (`<team database>_jugador_<hex>`, docs/sync.md
// "The players' replies"): for every player with an account it writes into his database the
// schedule (upcoming fixtures and the next four weeks of training, series expanded), his call-up
// notices, his season card and, while the team lets players see who goes, who goes; and it hands
// every player's replies and the events to the app through the port. Started by the engine when
// sharing is on (it shares the engine's chunk and session cookie).
//
// A local PouchDB per player database, synced one after another (a round) every ROUND_MS and
// right after a publication, never live: a live replication holds a request open per direction,
// and a browser opens at most six at a time to one server, so a squad of twenty live would starve
// the team's own sync.
import PouchDB from "pouchdb-browser";
import { playerAccountsKey, teamSettingsKey } from "../config/storage-keys";
import { todayIso } from "../domain/base/dates";
import { readPlayerAccounts } from "../domain/replies/coach";
import type { PlayerAccount } from "../domain/replies/coach";
import type { Reply, ScheduleEvent } from "../domain/replies/documents";
import {
  eventIdOfFixture,
  playerDbName,
  readReply,
  readScheduleEvent,
} from "../domain/replies/documents";
import { callUpStatuses, familyOf, playerDbWrites, whoGoesOf } from "../domain/replies/player-docs";
import { readGuardians } from "../domain/replies/accounts-file";
import { seasonCards } from "../domain/replies/season-card";
import { seasonOfDate } from "../domain/records/season";
import { heldSessions } from "../domain/training/attendance";
import type { HeldDoc } from "../domain/replies/player-docs";
import {
  scheduleEvents,
  sessionEventExists,
  sessionScheduleEvents,
} from "../domain/replies/schedule";
import { readTeamSettings } from "../domain/records/team-settings";
import { addDays } from "../domain/training/days";
import { sessionEntries } from "../domain/training/sessions";
import { parseTraining, trainingKeys } from "../storage/training";
import type { SyncPort } from "./port";
import { checkMembership } from "./session";
import type { SyncSettings } from "../domain/data/sharing-form";

/** How often every player's database is synced when nothing changes here. */
export const ROUND_MS = 15_000;

/** What the coach's screens get: the published events and every player's reply. */
export type RepliesSnapshot = { events: ScheduleEvent[]; replies: Reply[] };

const sideJson = (port: SyncPort, key: string): unknown => {
  const raw = port.getSide(key);
  try {
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
};

/** One player's database: its local copy on this device and what it holds. */
class PlayerLink {
  readonly db: PouchDB;
  readonly remote: PouchDB;
  readonly docs = new Map<string, HeldDoc>();
  /** Named a member of his database: checked once, before anything is pulled from it. */
  private member = false;
  private seq: number | string = 0;

  constructor(
    private readonly settings: SyncSettings,
    readonly account: PlayerAccount,
  ) {
    const name = playerDbName(settings.database, account.user);
    this.db = new PouchDB(`banquillo-${settings.server.replace(/^https?:\/\//, "")}-${name}`, {
      auto_compaction: true,
    });
    // The session cookie of the team's database opens these too (same server, same user).
    this.remote = new PouchDB(`${settings.server}/${encodeURIComponent(name)}`, {
      skip_setup: true,
    });
  }

  /** Reads what the local copy gained since the last read. */
  async refresh(): Promise<boolean> {
    const feed = await this.db.changes({ since: this.seq, include_docs: true });
    for (const c of feed.results) {
      const doc = c.doc as HeldDoc | undefined;
      if (!doc || doc._id.startsWith("_")) continue;
      if (doc._deleted) this.docs.delete(doc._id);
      else this.docs.set(doc._id, doc);
    }
    this.seq = feed.last_seq;
    return feed.results.length > 0;
  }

  /**
   * Both ways, once. A database not there yet (the account was typed after the last
   * `team:create`), a server not answering, a session ended: tried again on the next round.
   */
  async sync(): Promise<void> {
    if (!this.member) {
      const m = await checkMembership(
        this.settings.server,
        playerDbName(this.settings.database, this.account.user),
        this.settings.user,
      );
      if (!m.ok) return;
      this.member = true;
    }
    try {
      await this.db.sync(this.remote, { batch_size: 100 });
    } catch (e) {
      console.warn(`Banquillo respuestas (${this.account.user}):`, e);
    }
  }

  /** His replies: only those filed under him (his database's rules take no other). */
  replies(): Reply[] {
    return [...this.docs.values()].flatMap((d) => {
      const r = readReply(d);
      return r && r.user === this.account.user ? [r] : [];
    });
  }
}

class RepliesFanOut {
  private links = new Map<string, PlayerLink>();
  private unsubscribe: (() => void) | undefined;
  private publishTimer: ReturnType<typeof setTimeout> | undefined;
  private roundTimer: ReturnType<typeof setTimeout> | undefined;
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly onOnline = () => this.scheduleRound(0);

  constructor(
    private readonly settings: SyncSettings,
    private readonly port: SyncPort & Required<Pick<SyncPort, "replies">>,
  ) {}

  async start() {
    await this.follow();
    this.report();
    this.unsubscribe = this.port.subscribe(() => this.schedulePublish());
    globalThis.addEventListener?.("online", this.onOnline);
    this.schedulePublish();
  }

  /** A link per account the coach keeps (key `playerAccounts`): new ones opened, gone ones closed. */
  private async follow() {
    const accounts = readPlayerAccounts(sideJson(this.port, playerAccountsKey)).value;
    const users = new Set(accounts.map((a) => a.user));
    for (const [user, link] of this.links)
      if (!users.has(user)) {
        this.links.delete(user);
        await link.db.destroy().catch(() => undefined);
      }
    for (const a of accounts) {
      const link = this.links.get(a.user);
      if (link && link.account.playerId === a.playerId) continue;
      const next = new PlayerLink(this.settings, a);
      await next.refresh();
      this.links.set(a.user, next);
    }
  }

  private snapshot(): RepliesSnapshot {
    const events = new Map<string, ScheduleEvent>();
    const replies: Reply[] = [];
    for (const link of this.links.values()) {
      for (const d of link.docs.values()) {
        const e = d._id.startsWith("evento:") ? readScheduleEvent(d) : null;
        if (e) events.set(e.eventId, e);
      }
      replies.push(...link.replies());
    }
    return { events: [...events.values()], replies };
  }

  private report() {
    if (!this.stopped) this.port.replies(this.snapshot());
  }

  private run(task: () => Promise<void>) {
    this.queue = this.queue
      .then(() => (this.stopped ? undefined : task()))
      .catch((e: unknown) => console.error("Banquillo respuestas:", e));
  }

  private schedulePublish() {
    if (this.stopped) return;
    clearTimeout(this.publishTimer);
    this.publishTimer = setTimeout(() => {
      this.publishTimer = undefined;
      this.run(async () => {
        await this.follow();
        await this.publish();
        this.scheduleRound(0);
      });
    }, 30);
  }

  private scheduleRound(delay: number) {
    if (this.stopped) return;
    clearTimeout(this.roundTimer);
    this.roundTimer = setTimeout(() => {
      this.roundTimer = undefined;
      this.run(() => this.round());
    }, delay);
  }

  /** Every player's database synced in turn, then what arrived handed to the app. */
  private async round() {
    for (const link of [...this.links.values()]) {
      if (this.stopped) return;
      await link.sync();
      await link.refresh();
    }
    this.report();
    // Replies that arrived change who goes: written, and sent at once.
    if (this.seeWhoGoes()) for (const link of await this.publish()) await link.sync();
    this.scheduleRound(ROUND_MS);
  }

  private seeWhoGoes(): boolean {
    return readTeamSettings(sideJson(this.port, teamSettingsKey)).playersSeeWhoGoes === true;
  }

  /**
   * Writes into each player's local copy what the lists give that it does not hold yet; gives
   * the links written to.
   */
  private async publish(): Promise<PlayerLink[]> {
    const lists = {
      fixtures: this.port.getList("fixtures").items,
      players: this.port.getList("players").items,
      matches: this.port.getList("matches").items,
      formations: this.port.getList("formations").items,
      rivals: this.port.getList("rivals").items,
    };
    // The training keys are slots of the store: their writes tell its subscribers too.
    const sessions = parseTraining("sessions", this.port.getSide(trainingKeys.sessions)).value;
    const series = parseTraining("series", this.port.getSide(trainingKeys.series)).value;
    const attendance = parseTraining(
      "attendance",
      this.port.getSide(trainingKeys.attendance),
    ).value;
    const settings = readTeamSettings(sideJson(this.port, teamSettingsKey));
    const today = todayIso();
    const upcoming = sessionEntries(sessions, series, { from: today, to: addDays(today, 28) });
    const events = scheduleEvents(lists.fixtures, today, sessionScheduleEvents(upcoming));
    const existing = new Set(lists.fixtures.map((f) => eventIdOfFixture(f.id)));
    const sessionExists = sessionEventExists(sessions, series);
    const exists = (id: string) => existing.has(id) || sessionExists(id);
    const accounts = [...this.links.values()].map((l) => l.account);
    const guardians = readGuardians(sideJson(this.port, playerAccountsKey));
    const whoGoes = settings.playersSeeWhoGoes
      ? whoGoesOf(events, this.snapshot().replies, accounts, lists.players)
      : null;
    const now = new Date().toISOString();
    // This season's cards, the squad's at once (the same rule as the coach's player page).
    const season = seasonOfDate(today, settings.seasonStartMonth);
    const held = heldSessions(sessions, attendance, today);
    const cards = new Map(
      season === undefined
        ? []
        : seasonCards(lists, lists.matches, held, season, settings.seasonStartMonth).map((c) => [
            c.playerId,
            c.card,
          ]),
    );
    const wrote: PlayerLink[] = [];
    for (const link of this.links.values()) {
      const writes = playerDbWrites(
        link.docs,
        {
          events,
          callUps: callUpStatuses(events, lists.fixtures, link.account),
          season: cards.get(link.account.playerId) ?? null,
          whoGoes,
          family: familyOf(link.account.user, guardians),
        },
        exists,
        now,
      );
      if (writes.length === 0) continue;
      await link.db.bulkDocs(writes);
      await link.refresh();
      wrote.push(link);
    }
    if (wrote.length > 0) this.report();
    return wrote;
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.publishTimer);
    clearTimeout(this.roundTimer);
    this.unsubscribe?.();
    globalThis.removeEventListener?.("online", this.onOnline);
  }

  async forget() {
    // A round under way finishes first: its database is not pulled from under it.
    await this.queue;
    for (const link of this.links.values()) await link.db.destroy().catch(() => undefined);
  }
}

let fanOut: RepliesFanOut | null = null;

/**
 * Starts the players' databases' link when the app wants replies (its port has `replies`),
 * called each time the team's connection is confirmed. Nothing is pulled from a player's database
 * this user is not named on (a server-wide role could open it).
 */
export async function startReplies(settings: SyncSettings, port: SyncPort): Promise<void> {
  if (fanOut || !port.replies) return;
  const f = new RepliesFanOut(settings, { ...port, replies: port.replies });
  fanOut = f;
  try {
    await f.start();
  } catch (e) {
    console.error("Banquillo respuestas:", e);
  }
}

export async function stopReplies(options: { forget: boolean }): Promise<void> {
  const f = fanOut;
  fanOut = null;
  if (!f) return;
  f.stop();
  if (options.forget) await f.forget();
}
