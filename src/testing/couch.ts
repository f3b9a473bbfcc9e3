// The one way tests reach a CouchDB: the in-repo stand-in (express-pouchdb over the memory
// adapter, couch-server.ts) by default, or a real CouchDB 3 when COUCHDB_CONTRACT_URL names one
// (http://admin:password@127.0.0.1:5984). What the stand-in does differently is listed in
// docs/sync.md ("The test server's bugs") and, where a test's answer depends on it, here.
import { startCouchServer } from "./couch-server";

export type Couch = {
  /** The server's address, without credentials. */
  url: string;
  admin: { name: string; password: string };
  /** "stand-in" (express-pouchdb) or "couchdb" (a real CouchDB 3 from COUCHDB_CONTRACT_URL). */
  kind: "stand-in" | "couchdb";
  /**
   * Every request's method and path, to check that nothing is created anonymously; only the
   * stand-in sees them (null for a real server).
   */
  requests: { method: string; path: string; user: string | undefined }[] | null;
  /**
   * The status a signed-in user who is not a member of the database gets, and the error PouchDB
   * reports for it: CouchDB answers 403 forbidden, the stand-in 401 unauthorized.
   */
  notMember: { status: 401 | 403; error: "unauthorized" | "forbidden" };
  /**
   * What an anonymous GET /_all_dbs gets: CouchDB 3 hides the list of databases from all but
   * admins (`[chttpd] admin_only_all_dbs`, true by default: 401); the stand-in lists them (200).
   */
  allDbs: 200 | 401;
  /**
   * Whether a validate function sees the size of an attachment being added: the stand-in hands
   * it its data; CouchDB 3 gives it no `length` (apache/couchdb#1320, "wontfix"), so there the
   * server-wide `max_attachment_size` is the cap.
   */
  seesNewAttachmentSize: boolean;
  /** Deletes the test databases and users (real server) or stops the stand-in. */
  close(): Promise<void>;
};

/** A real CouchDB 3 named by this variable, with its admin. Not COUCHDB_URL: team:create reads
 * that one, and a shell set up for a club's server must not point the tests at it. */
export const COUCHDB_URL_VARIABLE = "COUCHDB_CONTRACT_URL";

/** Whether this run reaches a real CouchDB (known before any server is started). */
export const realCouch = (): boolean => Boolean(process.env[COUCHDB_URL_VARIABLE]);

/**
 * Starts the stand-in, or reaches the real server named by COUCHDB_CONTRACT_URL. `databases` and `users`
 * are the names the tests create: on a real server they are deleted first (a run left behind by
 * a crashed test must not decide the next one) and again at `close` — so point COUCHDB_CONTRACT_URL at a
 * server where those names are free (a throwaway `docker run couchdb:3`).
 */
export async function startCouch(
  made: { databases: string[]; users: string[] } = { databases: [], users: [] },
): Promise<Couch> {
  const given = process.env[COUCHDB_URL_VARIABLE];
  if (!given) {
    const server = await startCouchServer();
    return {
      ...server,
      kind: "stand-in",
      notMember: { status: 401, error: "unauthorized" },
      allDbs: 200,
      seesNewAttachmentSize: true,
    };
  }
  const parsed = new URL(given);
  const admin = {
    name: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
  };
  if (!admin.name)
    throw new Error(`${COUCHDB_URL_VARIABLE} must carry the admin: http://admin:pw@host:5984`);
  parsed.username = "";
  parsed.password = "";
  const url = parsed.origin;
  const auth = `Basic ${Buffer.from(`${admin.name}:${admin.password}`).toString("base64")}`;
  const clear = async () => {
    for (const db of made.databases)
      await fetch(`${url}/${db}`, { method: "DELETE", headers: { Authorization: auth } });
    for (const user of made.users) {
      const id = `${url}/_users/org.couchdb.user:${encodeURIComponent(user)}`;
      const r = await fetch(id, { headers: { Authorization: auth } });
      if (!r.ok) continue;
      const { _rev } = (await r.json()) as { _rev: string };
      await fetch(`${id}?rev=${_rev}`, { method: "DELETE", headers: { Authorization: auth } });
    }
  };
  const up = await fetch(`${url}/_up`, { headers: { Authorization: auth } });
  if (!up.ok) throw new Error(`${COUCHDB_URL_VARIABLE}: ${url}/_up answered ${up.status}`);
  await clear();
  return {
    url,
    admin,
    kind: "couchdb",
    requests: null,
    notMember: { status: 403, error: "forbidden" },
    allDbs: 401,
    seesNewAttachmentSize: false,
    close: clear,
  };
}
