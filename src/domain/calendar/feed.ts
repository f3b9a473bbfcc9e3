// The calendar subscription ('Suscribirse al calendario', docs/sync.md "The calendar address"):
// the team's schedule as an .ics file that anyone holding its address reads without a login,
// from a database of the team's CouchDB whose name is the secret. `team:create` (a server admin:
// only admins create databases) keeps a pool of such databases and names them in the team
// database, which only the staff read; the coach's device writes the file into the first one
// not spent, and 'Cambiar dirección' spends it (deletes its document) and moves to the next.
// scripts/team-feed.mjs reads these values from this file's text.

/** The one document of a feed database, and its one attachment. */
export const FEED_DOC_ID = "calendario";
export const FEED_ATTACHMENT = "equipo.ics";
export const FEED_TYPE = "text/calendar";
/** The largest file the feed database takes (a season's events take a few tens of KB). */
export const FEED_MAX_BYTES = 500_000;
/** How many unspent addresses `team:create` keeps ready. */
export const FEED_POOL_SIZE = 6;
/** The team database's document naming the pool (a design document: only an admin writes it). */
export const FEED_POOL_DOC = "_design/calendario";

/** `<team database>_cal_<32 hex>`: 128 random bits nobody guesses. */
export const isFeedDb = (teamDb: string, name: unknown): name is string =>
  typeof name === "string" &&
  name.startsWith(`${teamDb}_cal_`) &&
  /^[0-9a-f]{32}$/.test(name.slice(teamDb.length + 5));

/** The pool as the team database's document names it: this team's feed databases, in order. */
export function readFeedPool(teamDb: string, doc: unknown): string[] {
  const feeds = doc && typeof doc === "object" ? (doc as { feeds?: unknown }).feeds : undefined;
  return Array.isArray(feeds) ? [...new Set(feeds.filter((n) => isFeedDb(teamDb, n)))] : [];
}

/** The address a calendar app subscribes to. */
export const feedAddress = (server: string, db: string): string =>
  `${server.replace(/\/+$/, "")}/${encodeURIComponent(db)}/${FEED_DOC_ID}/${FEED_ATTACHMENT}`;

/** Where the pool stands: the database in use (null: none left) and how many follow it. */
export type FeedPool = { current: string | null; left: number };

/** Below this many spare addresses, the card says so. */
export const FEED_LOW = 2;

/** What the card says of the spare addresses, or '' when there are enough. */
export function feedPoolText(p: FeedPool): string {
  const rerun = "La próxima ejecución de team:create (administrador del servidor) añade más.";
  if (p.current === null) return `No queda ninguna dirección de calendario sin usar. ${rerun}`;
  if (p.left >= FEED_LOW) return "";
  return p.left === 0
    ? `Es la última dirección: «Cambiar dirección» no podrá usarse hasta entonces. ${rerun}`
    : `Queda 1 dirección de reserva para «Cambiar dirección». ${rerun}`;
}
