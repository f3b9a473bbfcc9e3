// @vitest-environment node
// The sync contract against a CouchDB-compatible server started here (express-pouchdb over the
// memory adapter on 127.0.0.1:0): `team:create` prepares it, two devices replicate documents
// made by the app's own mapping, conflicts are kept on both and resolved by the app's merge,
// and the server's access rules answer 401 and 403.
import PouchDB from "pouchdb";
import memoryAdapter from "pouchdb-adapter-memory";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCouchServer } from "../../e2e/couch-server";
import type { CouchServer } from "../../e2e/couch-server";
import { createTeam } from "../../scripts/team-create.mjs";
import { mergeVersions } from "../domain/sync-conflicts";
import type { Body, LocalData } from "../domain/sync-documents";
import { emptyLocalData, fromDocs, toDocs } from "../domain/sync-documents";

PouchDB.plugin(memoryAdapter);

type Db = {
  bulkDocs(docs: object[]): Promise<({ ok: true; rev: string } | { error: string })[]>;
  get(id: string, options?: object): Promise<Body & { _rev: string; _conflicts?: string[] }>;
  put(doc: object): Promise<{ rev: string }>;
  allDocs(options: object): Promise<{ rows: { id: string; doc: Body }[] }>;
  replicate: { to(db: Db): Promise<unknown> & { on(e: string, f: (x: never) => void): unknown } };
  sync(db: Db): Promise<unknown>;
  info(): Promise<unknown>;
};

let server: CouchServer;
let n = 0;
const device = (): Db => new PouchDB(`device-${n++}`, { adapter: "memory" }) as Db;
const remote = (user: string, password: string): Db =>
  new PouchDB(`${server.url}/banquillo_test`, {
    skip_setup: true,
    auth: { username: user, password },
  }) as Db;

const local = emptyLocalData;

async function write(db: Db, data: LocalData) {
  const docs = [...toDocs(data)].map(([_id, body]) => ({ _id, ...body }));
  await db.bulkDocs(docs);
}

async function bodies(db: Db): Promise<Map<string, Body>> {
  const all = await db.allDocs({ include_docs: true });
  return new Map(
    all.rows
      .filter((r) => !r.id.startsWith("_design/"))
      .map((r) => {
        const { _id, _rev, ...body } = r.doc as Body & { _id: string; _rev: string };
        void [_id, _rev];
        return [r.id, body];
      }),
  );
}

const match = {
  id: "m1",
  date: "2026-11-20",
  rival: "Atlético Sur",
  score: { home: 1, away: 0 },
  cards: [],
  shotsFor: 5,
};

beforeAll(async () => {
  server = await startCouchServer();
  const log = await createTeam({
    url: server.url,
    admin: server.admin.name,
    adminPassword: server.admin.password,
    db: "banquillo_test",
    users: ["ana:clave-ana:coach", "luis:clave-luis"],
  });
  expect(log[0]).toBe("Base de datos «banquillo_test» creada.");
  // A user of the server who is not on the team.
  const r = await fetch(`${server.url}/_users/org.couchdb.user:eva`, {
    method: "PUT",
    headers: {
      Authorization: `Basic ${Buffer.from("admin:clave-admin").toString("base64")}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ name: "eva", password: "clave-eva", roles: [], type: "user" }),
  });
  expect(r.status).toBe(201);
}, 30_000);

afterAll(async () => {
  await server?.close();
});

describe("team:create", () => {
  it("can run again on the same server and keeps the members", async () => {
    const log = await createTeam({
      url: server.url,
      admin: "admin",
      adminPassword: "clave-admin",
      db: "banquillo_test",
      users: ["luis:clave-luis"],
    });
    expect(log[0]).toBe("La base de datos «banquillo_test» ya existía.");
    const sec = await fetch(`${server.url}/banquillo_test/_security`, {
      headers: { Authorization: `Basic ${Buffer.from("admin:clave-admin").toString("base64")}` },
    }).then((r) => r.json());
    expect(sec.members).toEqual({ names: ["ana", "luis"], roles: ["coach"] });
  });

  it("refuses plain http to another computer", async () => {
    await expect(
      createTeam({
        url: "http://equipo.ejemplo.org",
        admin: "a",
        adminPassword: "b",
        db: "x",
        users: [],
      }),
    ).rejects.toThrow("https://");
  });

  it("never created a database anonymously", () => {
    expect(
      server.requests.filter(
        (r) => r.method === "PUT" && !r.user && !r.path.startsWith("/_config"),
      ),
    ).toEqual([]);
  });
});

describe("access", () => {
  it("answers 401 to anyone who is not a member, and lets members in", async () => {
    expect((await fetch(`${server.url}/banquillo_test`)).status).toBe(401);
    const basic = (u: string, p: string) => ({
      headers: { Authorization: `Basic ${Buffer.from(`${u}:${p}`).toString("base64")}` },
    });
    expect((await fetch(`${server.url}/banquillo_test`, basic("eva", "clave-eva"))).status).toBe(
      401,
    );
    expect((await fetch(`${server.url}/banquillo_test`, basic("ana", "mala"))).status).toBe(401);
    expect((await fetch(`${server.url}/banquillo_test`, basic("luis", "clave-luis"))).status).toBe(
      200,
    );
    // What the app's engine sees through PouchDB: an answer carrying the error, not a throw.
    expect(await remote("eva", "clave-eva").info()).toMatchObject({ error: "unauthorized" });
    expect(await remote("luis", "clave-luis").info()).toMatchObject({ db_name: "banquillo_test" });
  });

  it("answers 403 with the Spanish rule when a non-coach deletes", async () => {
    const coach = remote("ana", "clave-ana");
    const { rev } = await coach.put({ _id: "player:x", docType: "player", name: "Xavi" });
    const assistant = remote("luis", "clave-luis");
    await expect(
      assistant.put({ _id: "player:x", _rev: rev, docType: "player", name: "Xavi", deleted: true }),
    ).rejects.toMatchObject({
      status: 403,
      message: "Solo un entrenador (rol coach) puede eliminar datos del equipo.",
    });
    // The coach may.
    await expect(
      coach.put({ _id: "player:x", _rev: rev, docType: "player", name: "Xavi", deleted: true }),
    ).resolves.toBeTruthy();
  });
});

describe("two devices", () => {
  it("a record written on one device reaches the other", async () => {
    const coach = device();
    const assistant = device();
    await write(coach, local({ matches: [match] }));
    await coach.sync(remote("ana", "clave-ana"));
    await assistant.sync(remote("luis", "clave-luis"));
    expect(fromDocs(await bodies(assistant)).matches).toEqual([match]);
  });

  it("keeps both offline edits of one match as a conflict on every device until merged", async () => {
    const coach = device();
    const assistant = device();
    await write(coach, local({ matches: [{ ...match, id: "m2" }] }));
    await coach.sync(remote("ana", "clave-ana"));
    await assistant.sync(remote("luis", "clave-luis"));
    // Both offline: the coach changes the score, the assistant adds a red card.
    const a = await coach.get("match:m2");
    await coach.put({ ...a, score: { home: 3, away: 0 } });
    const b = await assistant.get("match:m2");
    await assistant.put({ ...b, cards: [{ player: "Ana", type: "red", minute: 60 }] });
    await coach.sync(remote("ana", "clave-ana"));
    await assistant.sync(remote("luis", "clave-luis"));
    await coach.sync(remote("ana", "clave-ana"));
    const onCoach = await coach.get("match:m2", { conflicts: true });
    const onAssistant = await assistant.get("match:m2", { conflicts: true });
    expect(onCoach._conflicts).toHaveLength(1);
    expect(onAssistant._rev).toBe(onCoach._rev);
    expect(onAssistant._conflicts).toEqual(onCoach._conflicts);
    // Nothing lost: the winner and the loser hold one edit each.
    const loser = await coach.get("match:m2", { rev: onCoach._conflicts![0] });
    const versions = [onCoach, loser].map(({ _id, _rev, _conflicts, ...b }) => {
      void [_id, _rev, _conflicts];
      return b as Body;
    });
    const scoreFrom = versions.findIndex((v) => (v.score as { home: number }).home === 3);
    const cardsFrom = 1 - scoreFrom;
    const merged = mergeVersions(versions, scoreFrom, { cards: cardsFrom });
    await coach.bulkDocs([
      { ...merged, _id: "match:m2", _rev: onCoach._rev },
      { _id: "match:m2", _rev: onCoach._conflicts![0], _deleted: true },
    ]);
    await coach.sync(remote("ana", "clave-ana"));
    await assistant.sync(remote("luis", "clave-luis"));
    const resolved = await assistant.get("match:m2", { conflicts: true });
    expect(resolved._conflicts ?? []).toEqual([]);
    expect(resolved.score).toEqual({ home: 3, away: 0 });
    expect(resolved.cards).toEqual([{ player: "Ana", type: "red", minute: 60 }]);
  });

  it("a delete (a flag) against an edit is a visible conflict, not a silent resurrection", async () => {
    const coach = device();
    const assistant = device();
    await write(coach, local({ matchPlans: [{ id: "plan1", rival: "Sur" }] }));
    await coach.sync(remote("ana", "clave-ana"));
    await assistant.sync(remote("luis", "clave-luis"));
    const a = await coach.get("plan:plan1");
    await coach.put({ ...a, deleted: true });
    const b = await assistant.get("plan:plan1");
    await assistant.put({ ...b, rival: "Norte" });
    await coach.sync(remote("ana", "clave-ana"));
    await assistant.sync(remote("luis", "clave-luis"));
    const doc = await assistant.get("plan:plan1", { conflicts: true });
    expect(doc._conflicts).toHaveLength(1);
    const other = await assistant.get("plan:plan1", { rev: doc._conflicts![0] });
    expect([doc.deleted === true, other.deleted === true].sort()).toEqual([false, true]);
  });

  it("live events logged at once on two devices are separate documents: both arrive, no conflict", async () => {
    const coach = device();
    const assistant = device();
    const live = { version: 1, setup: { matchId: "lm" }, clock: [], queue: [], events: [] };
    await write(coach, local({ liveMatch: live }));
    await coach.sync(remote("ana", "clave-ana"));
    await assistant.sync(remote("luis", "clave-luis"));
    await write(coach, local({ liveMatch: { ...live, events: [{ id: "e1", kind: "shot" }] } }));
    await assistant.put({
      _id: "liveevent:lm:e2",
      docType: "liveevent",
      matchId: "lm",
      event: { id: "e2", kind: "rivalShot" },
      order: 0,
    });
    await coach.sync(remote("ana", "clave-ana"));
    await assistant.sync(remote("luis", "clave-luis"));
    const all = await assistant.allDocs({ include_docs: true, conflicts: true });
    expect(
      all.rows.some(
        (r) => r.id.startsWith("live") && (r.doc._conflicts as unknown[] | undefined)?.length,
      ),
    ).toBe(false);
    const events = (fromDocs(await bodies(assistant)).liveMatch as { events: { id: string }[] })
      .events;
    expect(events.map((e) => e.id).sort()).toEqual(["e1", "e2"]);
  });
});
