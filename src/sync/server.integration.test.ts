// @vitest-environment node
// The sync contract against a CouchDB-compatible server started here (express-pouchdb over the
// memory adapter on 127.0.0.1:0): `team:create` prepares it, two devices replicate documents
// made by the app's own mapping, conflicts are kept on both and resolved by the app's merge,
// and the server's access rules answer 401 and 403.
import PouchDB from "pouchdb";
import memoryAdapter from "pouchdb-adapter-memory";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTeam, readLimits, validateDocUpdate } from "../../scripts/team-create.mjs";
import { buildDemoTeam } from "../demo/team";
import { LIMITS } from "../domain/base/limits";
import { mergeVersions } from "./conflicts";
import type { Body, LocalData } from "./documents";
import { emptyLocalData, fromDocs, toDocs } from "./documents";
import { realCouch, startCouch } from "../testing/couch";
import type { Couch } from "../testing/couch";

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

let server: Couch;
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
  // The stand-in, or a real CouchDB 3 with COUCHDB_CONTRACT_URL (docs/sync.md).
  server = await startCouch({
    databases: [
      ...["banquillo_test", "banquillo_demo", "banquillo_otro"].flatMap((d) => [
        d,
        `${d}_respuestas`,
      ]),
    ],
    users: ["ana", "luis", "eva", "berta"],
  });
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
    // Members by name only: no role opens the database.
    expect(sec.members).toEqual({ names: ["ana", "luis"], roles: [] });
    // Ana stays this team's coach although this run named only Luis.
    const design = await fetch(`${server.url}/banquillo_test/_design/banquillo`, {
      headers: { Authorization: `Basic ${Buffer.from("admin:clave-admin").toString("base64")}` },
    }).then((r) => r.json());
    expect(design.coaches).toEqual(["ana"]);
  });

  it("writes the readers' limits into the rules from src/domain/base/limits.ts", () => {
    const { shortText, note, url, insight } = LIMITS;
    expect(readLimits()).toEqual({ shortText, note, url, insight });
    expect(validateDocUpdate({ coaches: ["ana"] })).toContain(
      JSON.stringify({ shortText, note, url, insight }),
    );
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

  // Only the stand-in sees the requests (it crashes on an anonymous PUT of a new database).
  it.skipIf(realCouch())("never created a database anonymously", () => {
    expect(
      server.requests!.filter(
        (r) => r.method === "PUT" && !r.user && !r.path.startsWith("/_config"),
      ),
    ).toEqual([]);
  });
});

describe("training documents", () => {
  it("accepts a session, a series and an attendance, and refuses an attendance without its session", async () => {
    const staff = remote("luis", "clave-luis");
    await expect(
      staff.bulkDocs([
        {
          _id: "training:s1",
          docType: "training",
          id: "s1",
          date: "2026-11-24",
          time: "19:00",
          minutes: 90,
          place: "Campo 2",
          focus: "",
          status: "programado",
        },
        {
          _id: "trainingseries:r1",
          docType: "trainingseries",
          id: "r1",
          weekdays: [2, 4],
          time: "19:00",
          from: "2026-11-03",
          until: "2026-12-31",
          place: "",
          minutes: 90,
          focus: "",
        },
        {
          _id: "attendance:a1",
          docType: "attendance",
          id: "a1",
          sessionId: "s1",
          marks: [{ playerId: "p1", status: "ausente" }],
        },
      ]),
    ).resolves.toEqual([
      expect.objectContaining({ ok: true, id: "training:s1" }),
      expect.objectContaining({ ok: true, id: "trainingseries:r1" }),
      expect.objectContaining({ ok: true, id: "attendance:a1" }),
    ]);
    await expect(
      staff.put({ _id: "attendance:a2", docType: "attendance", id: "a2", marks: [] }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe("access", () => {
  it("answers 401 to anyone not signed in, 403 (the stand-in: 401) to a user who is not a member, and lets members in", async () => {
    expect((await fetch(`${server.url}/banquillo_test`)).status).toBe(401);
    const basic = (u: string, p: string) => ({
      headers: { Authorization: `Basic ${Buffer.from(`${u}:${p}`).toString("base64")}` },
    });
    expect((await fetch(`${server.url}/banquillo_test`, basic("eva", "clave-eva"))).status).toBe(
      server.notMember.status,
    );
    expect((await fetch(`${server.url}/banquillo_test`, basic("ana", "mala"))).status).toBe(401);
    expect((await fetch(`${server.url}/banquillo_test`, basic("luis", "clave-luis"))).status).toBe(
      200,
    );
    // What the app's engine sees through PouchDB: an answer carrying the error, not a throw.
    expect(await remote("eva", "clave-eva").info()).toMatchObject({
      error: server.notMember.error,
    });
    expect(await remote("luis", "clave-luis").info()).toMatchObject({ db_name: "banquillo_test" });
  });

  it("answers 403 with the Spanish rule when a non-coach deletes", async () => {
    const coach = remote("ana", "clave-ana");
    const { rev } = await coach.put({ _id: "player:x", docType: "player", id: "x", name: "Xavi" });
    const assistant = remote("luis", "clave-luis");
    await expect(
      assistant.put({
        _id: "player:x",
        _rev: rev,
        docType: "player",
        id: "x",
        name: "Xavi",
        deleted: true,
      }),
    ).rejects.toMatchObject({
      status: 403,
      message: "Solo un entrenador puede eliminar datos del equipo.",
    });
    // The coach may.
    await expect(
      coach.put({
        _id: "player:x",
        _rev: rev,
        docType: "player",
        id: "x",
        name: "Xavi",
        deleted: true,
      }),
    ).resolves.toBeTruthy();
  });
});

const admin = `Basic ${Buffer.from("admin:clave-admin").toString("base64")}`;
const basicOf = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString("base64")}`;

/** A request to the test server as `user` (name:password), JSON both ways. */
async function call(user: string, method: string, path: string, body?: unknown) {
  const [name, password] = user.split(":") as [string, string];
  const r = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: basicOf(name, password), "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, json: (await r.json()) as Record<string, unknown> };
}

describe("the server's rules hold for CouchDB's own delete", () => {
  it("refuses a staff member's DELETE and _bulk_docs with _deleted, accepts the coach's", async () => {
    const coach = remote("ana", "clave-ana");
    const body = { docType: "player", id: "del1", name: "Dani", order: 0 };
    const { rev } = await coach.put({ _id: "player:del1", ...body });
    const refusal = "Solo un entrenador puede eliminar datos del equipo.";

    const del = await call("luis:clave-luis", "DELETE", `/banquillo_test/player:del1?rev=${rev}`);
    expect(del).toMatchObject({ status: 403, json: { reason: refusal } });

    const bulk = await call("luis:clave-luis", "POST", "/banquillo_test/_bulk_docs", {
      docs: [{ _id: "player:del1", _rev: rev, _deleted: true }],
    });
    expect(JSON.stringify(bulk.json)).toContain(refusal);
    // Still there, undeleted.
    expect(await coach.get("player:del1")).toMatchObject({ name: "Dani", _rev: rev });

    const byCoach = await call("ana:clave-ana", "DELETE", `/banquillo_test/player:del1?rev=${rev}`);
    expect(byCoach.status).toBe(200);
  });
});

describe("the server's rules check the shape of every document", () => {
  it("refuses a player overwritten by a body of only {docType, order}", async () => {
    const coach = remote("ana", "clave-ana");
    const { rev } = await coach.put({
      _id: "player:shape1",
      docType: "player",
      id: "shape1",
      name: "Sergio",
      number: 9,
      order: 3,
    });
    const r = await call("luis:clave-luis", "PUT", "/banquillo_test/player:shape1", {
      _rev: rev,
      docType: "player",
      order: 3,
    });
    expect(r.status).toBe(403);
    expect(String(r.json.reason)).toMatch(/^Documento no válido \(player:shape1\): «id»/);
    expect(await coach.get("player:shape1")).toMatchObject({ name: "Sergio" });
  });

  it.each([
    ["a body's id that is not the document's", { id: "otro", name: "Sergio" }, "«id»"],
    [
      "a name past the readers' limit",
      { id: "s2", name: "x".repeat(LIMITS.shortText + 1) },
      "«name»",
    ],
    ["a negative dorsal", { id: "s2", name: "Sergio", number: -3 }, "«number»"],
    ["a docType that is not the id's", { id: "s2", name: "Sergio", docType: "rival" }, "docType"],
  ])("refuses %s", async (_what, fields, field) => {
    const r = await call("ana:clave-ana", "PUT", "/banquillo_test/player:s2", {
      docType: "player",
      order: 0,
      ...fields,
    });
    expect(r.status).toBe(403);
    expect(String(r.json.reason)).toContain(field);
  });

  it("refuses a field nested past the limit and a text longer than any reader keeps", async () => {
    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let i = 0; i < 3000; i++) deep = (deep.a = {}) as Record<string, unknown>;
    const nested = await call("ana:clave-ana", "PUT", "/banquillo_test/plan:deep", {
      docType: "plan",
      id: "deep",
      order: 0,
      extra: root,
    });
    expect(nested.status).toBe(403);
    const long = await call("ana:clave-ana", "PUT", "/banquillo_test/insight:hlong", {
      docType: "insight",
      text: "x".repeat(LIMITS.insight + 1),
      meta: null,
      order: 0,
    });
    expect(long.status).toBe(403);
  });

  it("takes a formation in the spec's own shape: players a map, the goalkeeper a role name", async () => {
    const r = await call("luis:clave-luis", "PUT", "/banquillo_test/formation:rombo", {
      docType: "formation",
      id: "rombo",
      order: 0,
      name: "Rombo",
      type: "1-4-3-1-2",
      players: { "Posición 1": "Iker", "Posición 2": "Dani" },
      roles: { "Posición 1": "Arquero" },
      goalkeeper: "Arquero",
    });
    expect(r.status).toBe(201);
  });

  it("refuses files attached to a team document, inline or on their own", async () => {
    const body = { docType: "player", id: "adj", name: "Adjunto", order: 0 };
    const inline = await call("luis:clave-luis", "PUT", "/banquillo_test/player:adj", {
      ...body,
      _attachments: { "video.mp4": { content_type: "video/mp4", data: "AAAA" } },
    });
    expect(inline.status).toBe(403);
    expect(String(inline.json.reason)).toContain("no se admiten archivos adjuntos");
    const put = await call("luis:clave-luis", "PUT", "/banquillo_test/player:adj", body);
    const raw = await fetch(
      `${server.url}/banquillo_test/player:adj/video.mp4?rev=${String(put.json.rev)}`,
      {
        method: "PUT",
        headers: { Authorization: basicOf("luis", "clave-luis"), "Content-Type": "video/mp4" },
        body: "xxxx",
      },
    );
    expect(raw.status).toBe(403);
  });

  it("refuses a field the app never writes on a document it builds whole", async () => {
    const r = await call("luis:clave-luis", "PUT", "/banquillo_test/rivalnote:r1:abc", {
      docType: "rivalnote",
      rivalId: "r1",
      text: "Presionan arriba",
      order: 0,
      adjunto: "x".repeat(1000),
    });
    expect(r.status).toBe(403);
    expect(String(r.json.reason)).toContain("campo desconocido «adjunto»");
  });

  it("accepts every document of the example team as the app writes it, from a staff member", async () => {
    const team = buildDemoTeam("2026-11-24");
    const docs = [...toDocs(emptyLocalData({ ...team }))].map(([_id, body]) => ({ _id, ...body }));
    expect(docs.length).toBeGreaterThan(20);
    await createTeam({
      url: server.url,
      admin: "admin",
      adminPassword: "clave-admin",
      db: "banquillo_demo",
      users: ["luis:clave-luis"],
    });
    const staff = new PouchDB(`${server.url}/banquillo_demo`, {
      skip_setup: true,
      auth: { username: "luis", password: "clave-luis" },
    }) as Db;
    const results = await staff.bulkDocs(docs);
    expect(results.filter((r) => "error" in r)).toEqual([]);
  });
});

describe("membership is per team", () => {
  it("a coach of team A can neither read nor write team B on the same server", async () => {
    await createTeam({
      url: server.url,
      admin: "admin",
      adminPassword: "clave-admin",
      db: "banquillo_otro",
      users: ["berta:clave-berta:coach"],
    });
    // Ana is a coach, on her own team only.
    for (const path of [
      "/banquillo_otro",
      "/banquillo_otro/_all_docs",
      "/banquillo_otro/_security",
    ])
      expect([401, 403]).toContain((await call("ana:clave-ana", "GET", path)).status);
    const put = await call("ana:clave-ana", "PUT", "/banquillo_otro/plan:intruso", {
      docType: "plan",
      id: "intruso",
      order: 0,
    });
    expect([401, 403]).toContain(put.status);
    expect((await call("berta:clave-berta", "GET", "/banquillo_otro")).status).toBe(200);
    expect((await call("berta:clave-berta", "GET", "/banquillo_test")).status).toBe(
      server.notMember.status,
    );
    // No user carries the old server-wide role.
    const ana = await fetch(`${server.url}/_users/org.couchdb.user:ana`, {
      headers: { Authorization: admin },
    }).then((r) => r.json());
    expect(ana.roles).toEqual([]);
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
