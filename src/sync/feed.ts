// The coach's side of the calendar subscription (docs/sync.md "The calendar address"): writes
// the team's schedule as the attachment `equipo.ics` of the document `calendario` in the pool's
// database in use, whenever the fixtures or the training sessions change; reads where the pool
// stands; 'Cambiar dirección' spends the database in use and moves to the next. Plain fetch
// (the request function is handed in: the app's carries the session cookie, a test's its
// credentials), so the settings screen needs no PouchDB.
import { teamSettingsKey } from "../config/storage-keys";
import { todayIso } from "../domain/base/dates";
import { calendarEvents } from "../domain/calendar/fixtures";
import type { CalendarEvent } from "../domain/calendar/fixtures";
import {
  FEED_ATTACHMENT,
  FEED_DOC_ID,
  FEED_MAX_BYTES,
  FEED_POOL_DOC,
  FEED_TYPE,
  feedAddress,
  readFeedPool,
} from "../domain/calendar/feed";
import type { FeedPool } from "../domain/calendar/feed";
import { feedIcs } from "../domain/calendar/ics";
import { readTeamSettings, teamDisplayName } from "../domain/records/team-settings";
import { exportedSessions, trainingEvents } from "../domain/training/sessions";
import { parseTraining, trainingKeys } from "../storage/training";
import type { SyncPort } from "./port";
import { NoAnswer, answerWithin } from "./session";
import type { SyncSettings } from "../domain/data/sharing-form";

/** What went wrong, said in Spanish for the coach. */
export class FeedError extends Error {
  override name = "FeedError";
}

/** A request to the team's server (path from its root). */
export type Request = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * The app's requests: the session cookie opened by 'Compartir con el cuerpo técnico', an answer
 * within ANSWER_TIMEOUT_MS, and a Spanish message when there is none.
 */
export const cookieRequest =
  (server: string): Request =>
  (path, init) =>
    answerWithin((signal) =>
      fetch(`${server}${path}`, { ...init, credentials: "include", signal }),
    ).catch((e: unknown) => {
      throw new FeedError(
        e instanceof NoAnswer
          ? `El servidor no respondió a tiempo en ${server}: inténtalo de nuevo en un momento.`
          : "No se pudo contactar con el servidor: revisa la conexión e inténtalo de nuevo.",
      );
    });

export type FeedLink = { server: string; teamDb: string; request: Request };

const at = (db: string) => `/${encodeURIComponent(db)}`;
const DOC_KEYS = encodeURIComponent(JSON.stringify([FEED_DOC_ID]));

/** The feed document's row of `_all_docs?keys=`: its revision, whether it was deleted. */
function feedRow(body: unknown): { rev: string | null; deleted: boolean } {
  const rows = (body as { rows?: unknown } | null)?.rows;
  const value = (Array.isArray(rows) ? (rows[0] as { value?: unknown }) : undefined)?.value as
    { rev?: unknown; deleted?: unknown } | undefined;
  return {
    rev: typeof value?.rev === "string" ? value.rev : null,
    deleted: value?.deleted === true,
  };
}

/** Where the pool stands, the address in use and the revision of its document (if written). */
export type FeedState = FeedPool & { address: string | null; rev: string | null };

/**
 * Reads the pool named in the team database and finds the database in use: the first whose
 * `calendario` was never deleted (checked in order: only the spent ones before it are read).
 * A team made before the calendar address existed has no pool: no address. Throws with a
 * Spanish message when the server says no.
 */
export async function readFeed(link: FeedLink): Promise<FeedState> {
  const none: FeedState = { current: null, left: 0, address: null, rev: null };
  const refused = (status: number) =>
    new FeedError(
      status === 401 || status === 403
        ? "El servidor no deja leer el calendario con esta sesión: vuelve a conectar en «Compartir con el cuerpo técnico»."
        : `El servidor respondió ${status} al leer el calendario.`,
    );
  const r = await link.request(`${at(link.teamDb)}/${FEED_POOL_DOC}`);
  if (r.status === 404) return none;
  if (!r.ok) throw refused(r.status);
  const pool = readFeedPool(link.teamDb, await r.json().catch(() => null));
  for (const [i, db] of pool.entries()) {
    // `_all_docs` with the key tells a deleted document from one never written (CouchDB's GET of
    // the document does too, the stand-in's does not) and names its revision.
    const r = await link.request(`${at(db)}/_all_docs?keys=${DOC_KEYS}`);
    if (r.status === 404) continue; // gone: a later team:create dropped it
    if (!r.ok) throw refused(r.status);
    const row = feedRow(await r.json().catch(() => null));
    if (row.deleted) continue; // spent: its address was changed
    return {
      current: db,
      left: pool.length - i - 1,
      address: feedAddress(link.server, db),
      rev: row.rev,
    };
  }
  return none;
}

/** The events of the subscription: the fixtures and the sessions, as the download has them. */
export function feedFromPort(port: Pick<SyncPort, "getList" | "getSide">, today = todayIso()) {
  const sessions = parseTraining("sessions", port.getSide(trainingKeys.sessions)).value;
  const series = parseTraining("series", port.getSide(trainingKeys.series)).value;
  let team: unknown;
  try {
    team = JSON.parse(port.getSide(teamSettingsKey) ?? "null");
  } catch {
    team = null;
  }
  const name = teamDisplayName(readTeamSettings(team));
  const events: CalendarEvent[] = [
    ...calendarEvents(port.getList("fixtures").items, name),
    ...trainingEvents(exportedSessions(sessions, series, today)),
  ].sort((a, b) => a.start.getTime() - b.start.getTime());
  return { name: `${name} · Calendario`, events };
}

/**
 * The file, its revisions carried over from `previous`. Over the size limit the oldest events
 * are left out (a subscription is read for what is coming; `events` are in time order).
 */
export function feedFile(
  feed: { name: string; events: readonly CalendarEvent[] },
  previous: string,
  now: Date,
): string {
  let events = feed.events;
  for (;;) {
    const text = feedIcs(feed.name, events, previous, now);
    const size = new TextEncoder().encode(text).length;
    if (size <= FEED_MAX_BYTES || events.length === 0) return text;
    const keep = Math.max(0, Math.floor((events.length * FEED_MAX_BYTES) / size) - 1);
    events = events.slice(events.length - keep);
  }
}

/**
 * Writes the file into the database in use, unless it already says exactly that. Returns the
 * state after the write (`current` null: no address left, nothing written).
 */
export async function publishFeed(
  link: FeedLink,
  feed: { name: string; events: readonly CalendarEvent[] },
  now = new Date(),
): Promise<FeedState> {
  const state = await readFeed(link);
  if (!state.current) return state;
  const path = `${at(state.current)}/${FEED_DOC_ID}`;
  let previous = "";
  if (state.rev) {
    const old = await link.request(`${path}/${FEED_ATTACHMENT}`);
    if (old.ok) previous = await old.text();
  }
  const text = feedFile(feed, previous, now);
  if (text === previous) return state;
  const query = state.rev ? `?rev=${encodeURIComponent(state.rev)}` : "";
  const put = await link.request(`${path}/${FEED_ATTACHMENT}${query}`, {
    method: "PUT",
    headers: { "Content-Type": FEED_TYPE },
    body: text,
  });
  const body = (await put.json().catch(() => ({}))) as { rev?: string; reason?: unknown };
  // The rule's own reason is Spanish ('Solo el cuerpo técnico publica el calendario.').
  if (!put.ok)
    throw new FeedError(
      `El servidor no aceptó el calendario (${put.status}${typeof body.reason === "string" ? `: ${body.reason}` : ""}).`,
    );
  return { ...state, rev: body.rev ?? null };
}

/**
 * 'Cambiar dirección': spends the database in use (its `calendario` deleted: the old address
 * answers 404 from now on) and writes the file into the next one. Refused, changing nothing,
 * when there is no next one.
 */
export async function changeFeedAddress(
  link: FeedLink,
  feed: { name: string; events: readonly CalendarEvent[] },
): Promise<FeedState> {
  // Written first when it never was: a database is spent by deleting its document.
  const state = await publishFeed(link, feed);
  if (!state.current || state.left === 0)
    throw new FeedError(
      "No queda otra dirección de calendario. La próxima ejecución de team:create añade más.",
    );
  const del = await link.request(
    `${at(state.current)}/${FEED_DOC_ID}?rev=${encodeURIComponent(state.rev ?? "")}`,
    { method: "DELETE" },
  );
  if (!del.ok) throw new FeedError(`El servidor no dejó cambiar la dirección (${del.status}).`);
  return publishFeed(link, feed);
}

/** The engine's link: the file written again whenever the store changes (fixtures, sessions). */
let stopCurrent: (() => void) | null = null;

const QUIET_MS = 1500;

/**
 * Starts writing the subscription on changes, once the team's connection is confirmed. A team
 * made before the calendar address existed (no pool): nothing is written, nothing is said.
 */
export function startFeed(settings: SyncSettings, port: SyncPort): void {
  if (stopCurrent) return;
  const link: FeedLink = {
    server: settings.server,
    teamDb: settings.database,
    request: cookieRequest(settings.server),
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue = Promise.resolve();
  let stopped = false;
  // The schedule last written: most changes of the store (a player, a live match's events)
  // leave it as it was, and then the server is not asked anything.
  let written = "";
  const publish = async () => {
    const feed = feedFromPort(port);
    const print = JSON.stringify(feed);
    if (stopped || print === written) return;
    await publishFeed(link, feed);
    written = print;
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      queue = queue.then(publish).catch((e: unknown) => console.warn("Banquillo calendario:", e));
    }, QUIET_MS);
  };
  const unsubscribe = port.subscribe(schedule);
  schedule();
  stopCurrent = () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
}

export function stopFeed(): void {
  stopCurrent?.();
  stopCurrent = null;
}
