// A CouchDB-compatible server for the sync tests: express-pouchdb over PouchDB's memory adapter,
// on 127.0.0.1 and a free port, nothing written to disk and nothing reachable from outside the
// machine. It answers CORS like a CouchDB configured for the app (credentials allowed for the
// given origins). An admin exists from the start, so databases are only created by the admin
// (express-pouchdb 4.2.0 crashes on an anonymous PUT of a new database once an admin exists:
// docs/sync.md, research A.3); membership is granted by names, as its roles are not safe.
import express from "express";
import expressPouchDB from "express-pouchdb";
import PouchDB from "pouchdb";
import memoryAdapter from "pouchdb-adapter-memory";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type CouchServer = {
  url: string;
  admin: { name: string; password: string };
  /**
   * Every request's method and path, to check that nothing is created anonymously; a
   * `_bulk_docs` also lists the `id rev` of each document it writes, to count what was pushed.
   */
  requests: { method: string; path: string; user: string | undefined; docs?: string[] }[];
  /** A PUT as the admin (a database, its members, a user, a document); throws when refused. */
  adminPut(path: string, body: unknown): Promise<void>;
  close(): Promise<void>;
};

let plugged = false;

/**
 * express-pouchdb 4.2.0's validation (pouchdb-validation) overwrites a replicated document's
 * `_revisions` with the stored document's before writing it, so with PouchDB 9 every replicated
 * update is silently dropped as soon as the database has a `validate_doc_update`. The body of
 * `_bulk_docs` is parsed here (body-parser then skips it) and each document's `_revisions` is
 * made immune to that assignment. Real CouchDB has no such bug; this only fixes the test server.
 */
function protectRevisions(
  req: IncomingMessage & { body?: unknown; _body?: boolean },
  next: () => void,
  pushed: string[],
) {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { docs?: unknown[] };
      for (const doc of Array.isArray(body.docs) ? body.docs : []) {
        if (!doc || typeof doc !== "object") continue;
        const { _id, _rev } = doc as { _id?: unknown; _rev?: unknown };
        pushed.push(`${String(_id)} ${String(_rev)}`);
        if (!("_revisions" in doc)) continue;
        const revisions = (doc as { _revisions: unknown })._revisions;
        Object.defineProperty(doc, "_revisions", {
          get: () => revisions,
          set: () => undefined,
          enumerable: true,
          configurable: true,
        });
      }
      req.body = body;
      req._body = true;
    } catch {
      // Not JSON: express-pouchdb answers it as CouchDB would.
    }
    next();
  });
}

export async function startCouchServer(
  options: { admin?: { name: string; password: string } } = {},
): Promise<CouchServer> {
  if (!plugged) {
    PouchDB.plugin(memoryAdapter);
    plugged = true;
  }
  const admin = options.admin ?? { name: "admin", password: "clave-admin" };
  const dir = mkdtempSync(join(tmpdir(), "banquillo-couch-"));
  const MemoryPouch = PouchDB.defaults({ adapter: "memory", prefix: `${dir}/` });
  const app = express();
  const requests: CouchServer["requests"] = [];
  app.use((req: IncomingMessage & { path: string }, res: ServerResponse, next: () => void) => {
    const auth = String(req.headers.authorization ?? "");
    // The app signs in with a session cookie (CouchDB's AuthSession: base64 of name:time:hmac).
    const session = /(?:^|;\s*)AuthSession=([^;]+)/.exec(String(req.headers.cookie ?? ""))?.[1];
    const user = auth.startsWith("Basic ")
      ? Buffer.from(auth.slice(6), "base64").toString().split(":")[0]
      : session
        ? Buffer.from(decodeURIComponent(session), "base64").toString().split(":")[0] || undefined
        : undefined;
    const entry: CouchServer["requests"][number] = {
      method: req.method ?? "",
      path: req.path,
      user,
    };
    requests.push(entry);
    const origin = req.headers.origin as string | undefined;
    if (origin) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Access-Control-Allow-Credentials", "true");
      res.setHeader("Vary", "Origin");
      res.setHeader("Access-Control-Expose-Headers", "ETag, Content-Type");
    }
    if (req.method === "POST" && req.path.endsWith("/_bulk_docs")) {
      entry.docs = [];
      protectRevisions(req, next, entry.docs);
      return;
    }
    if (req.method === "OPTIONS") {
      res.setHeader("Access-Control-Allow-Methods", "GET, PUT, POST, DELETE, HEAD, OPTIONS");
      res.setHeader(
        "Access-Control-Allow-Headers",
        "Authorization, Content-Type, Accept, Origin, Referer, X-Requested-With",
      );
      res.setHeader("Access-Control-Max-Age", "600");
      res.statusCode = 204;
      res.end();
      return;
    }
    next();
  });
  const couch = expressPouchDB(MemoryPouch, {
    inMemoryConfig: true,
    logPath: join(dir, "log.txt"),
    mode: "fullCouchDB",
    overrideMode: { exclude: ["routes/fauxton"] },
  });
  app.use(couch);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const r = await fetch(`${url}/_config/admins/${admin.name}`, {
    method: "PUT",
    body: JSON.stringify(admin.password),
  });
  if (!r.ok) throw new Error(`No se pudo crear el administrador: ${r.status} ${await r.text()}`);
  const auth = `Basic ${Buffer.from(`${admin.name}:${admin.password}`).toString("base64")}`;
  return {
    url,
    admin,
    requests,
    async adminPut(path, body) {
      const r = await fetch(`${url}${path}`, {
        method: "PUT",
        headers: { Authorization: auth, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!r.ok) throw new Error(`PUT ${path}: ${r.status} ${await r.text()}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
