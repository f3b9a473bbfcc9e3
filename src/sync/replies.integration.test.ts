// @vitest-environment node
// The players' replies database against the CouchDB-compatible server (the stand-in, or a real
// CouchDB 3 from COUCHDB_CONTRACT_URL: src/testing/couch.ts): `team:create` makes it beside the
// team's, with the staff and the players as members by name; its rules let a player write only
// his own replies and the staff only the schedule; nobody deletes a reply. Replies replicate
// both ways between a player's phone and the coach's device.
import PouchDB from "pouchdb";
import memoryAdapter from "pouchdb-adapter-memory";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTeam, parsePlayer, readReplyRules } from "../../scripts/team-create.mjs";
import {
  PLAYER_USER_PATTERN,
  REPLY_REASON_MAX,
  readReply,
  readScheduleEvent,
  replyDoc,
  scheduleDoc,
} from "../domain/replies/documents";
import type { Reply, ScheduleEvent } from "../domain/replies/documents";
import { startCouch } from "../testing/couch";
import type { Couch } from "../testing/couch";

PouchDB.plugin(memoryAdapter);

type Db = {
  put(doc: object): Promise<{ rev: string }>;
  get(id: string): Promise<Record<string, unknown> & { _rev: string }>;
  allDocs(options: object): Promise<{ rows: { id: string; doc?: Record<string, unknown> }[] }>;
  sync(db: Db): Promise<unknown>;
  replicate: { to(db: Db): Promise<unknown>; from(db: Db): Promise<unknown> };
  info(): Promise<unknown>;
};

const TEAM = "banquillo_resp";
const REPLIES = "banquillo_resp_respuestas";
let server: Couch;
let n = 0;
const device = (): Db => new PouchDB(`replies-device-${n++}`, { adapter: "memory" }) as Db;
const remote = (db: string, user: string, password: string): Db =>
  new PouchDB(`${server.url}/${db}`, {
    skip_setup: true,
    auth: { username: user, password },
  }) as Db;
const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString("base64")}`;

/** A request as `user` (name:password), JSON both ways. */
async function call(user: string, method: string, path: string, body?: unknown) {
  const [name, password] = user.split(":") as [string, string];
  const r = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: basic(name, password), "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, json: (await r.json()) as Record<string, unknown> };
}
const asAdmin = (method: string, path: string) =>
  call(`${server.admin.name}:${server.admin.password}`, method, path);

const COACH = "ana:clave-ana";
const STAFF = "luis:clave-luis";
const DANI = "dani:clave-dani";
const MARTA = "marta:clave-marta";

const event: ScheduleEvent = {
  eventId: "partido-f1",
  kind: "partido",
  date: "2026-12-05",
  time: "11:00",
  meetTime: "10:15",
  place: "Campo Municipal",
  title: "vs Atlético Sur (Liga)",
  cancelled: false,
  meetPlace: "",
  home: true,
  notes: "",
  answerBy: "",
};
const reply = (user: string, over: Partial<Reply> = {}): Reply => ({
  user,
  eventId: "partido-f1",
  answer: "voy",
  reason: "",
  answeredAt: "2026-11-30T18:00:00.000Z",
  ...over,
});

beforeAll(async () => {
  server = await startCouch({
    databases: [TEAM, REPLIES],
    users: ["ana", "luis", "dani", "marta", "pablo"],
  });
  const log = await createTeam({
    url: server.url,
    admin: server.admin.name,
    adminPassword: server.admin.password,
    db: TEAM,
    users: ["ana:clave-ana:coach", "luis:clave-luis"],
    players: ["dani:clave-dani", "marta:clave-marta"],
  });
  expect(log).toContain(`Base de datos «${REPLIES}» creada.`);
  expect(log).toContain("Jugadores: dani, marta.");
  // The coach publishes the first event.
  const put = await call(COACH, "PUT", `/${REPLIES}/evento:partido-f1`, scheduleDoc(event));
  expect(put.status).toBe(201);
}, 30_000);

afterAll(async () => {
  await server?.close();
});

describe("team:create and the replies database", () => {
  it("names the staff and the players as members of the replies database, and only the staff on the team's", async () => {
    expect((await asAdmin("GET", `/${REPLIES}/_security`)).json.members).toEqual({
      names: ["ana", "dani", "luis", "marta"],
      roles: [],
    });
    expect((await asAdmin("GET", `/${TEAM}/_security`)).json.members).toEqual({
      names: ["ana", "luis"],
      roles: [],
    });
    expect((await asAdmin("GET", `/${REPLIES}/_design/respuestas`)).json.staff).toEqual([
      "ana",
      "luis",
    ]);
  });

  it("can run again: adds a player, keeps the others, never puts a player on the team database", async () => {
    await createTeam({
      url: server.url,
      admin: server.admin.name,
      adminPassword: server.admin.password,
      db: TEAM,
      users: [],
      players: ["pablo:clave-pablo"],
    });
    expect((await asAdmin("GET", `/${REPLIES}/_security`)).json.members).toEqual({
      names: ["ana", "dani", "luis", "marta", "pablo"],
      roles: [],
    });
    expect((await asAdmin("GET", `/${TEAM}/_security`)).json.members).toEqual({
      names: ["ana", "luis"],
      roles: [],
    });
    await expect(
      createTeam({
        url: server.url,
        admin: server.admin.name,
        adminPassword: server.admin.password,
        db: TEAM,
        users: ["dani:otra"],
        players: ["dani:clave-dani"],
      }),
    ).rejects.toThrow("no puede ser del cuerpo técnico y jugador a la vez");
  });

  it("refuses a player name that cannot sit in a reply's id", () => {
    expect(() => parsePlayer("Dani:clave")).toThrow("Jugador no válido");
    expect(() => parsePlayer("da:ni:clave")).toThrow("Jugador no válido");
    expect(parsePlayer("dani.g:clave")).toEqual({ name: "dani.g", password: "clave" });
  });

  it("writes the app's reply shapes into the rules from src/domain/replies/documents.ts", () => {
    const rules = readReplyRules();
    expect(rules.user).toBe(PLAYER_USER_PATTERN.source);
    expect(rules.reasonMax).toBe(REPLY_REASON_MAX);
  });
});

describe("what a player may do", () => {
  it("cannot read the team database, nor its documents", async () => {
    for (const path of [`/${TEAM}`, `/${TEAM}/_all_docs`, `/${TEAM}/_changes`])
      expect((await call(DANI, "GET", path)).status).toBe(server.notMember.status);
    const put = await call(DANI, "PUT", `/${TEAM}/plan:intruso`, {
      docType: "plan",
      id: "intruso",
      order: 0,
    });
    expect([401, 403]).toContain(put.status);
    expect(await remote(TEAM, "dani", "clave-dani").info()).toMatchObject({
      error: server.notMember.error,
    });
  });

  it("writes his own reply, and changes it", async () => {
    const r = await call(
      DANI,
      "PUT",
      `/${REPLIES}/respuesta:dani:partido-f1`,
      replyDoc(reply("dani")),
    );
    expect(r.status).toBe(201);
    const again = await call(DANI, "PUT", `/${REPLIES}/respuesta:dani:partido-f1`, {
      ...replyDoc(reply("dani", { answer: "no_voy", reason: "Lesionado" })),
      _rev: r.json.rev,
    });
    expect(again.status).toBe(201);
  });

  it("cannot write another player's reply, nor rewrite it", async () => {
    const other = await call(
      MARTA,
      "PUT",
      `/${REPLIES}/respuesta:dani:partido-f2`,
      replyDoc(reply("dani", { eventId: "partido-f2" })),
    );
    expect(other).toMatchObject({
      status: 403,
      json: { reason: "Cada jugador escribe solo sus propias respuestas." },
    });
    // His own id, someone else's name inside.
    const inside = await call(MARTA, "PUT", `/${REPLIES}/respuesta:marta:partido-f1`, {
      ...replyDoc(reply("dani")),
      _id: "respuesta:marta:partido-f1",
    });
    expect(inside.status).toBe(403);
    // Dani's reply exists: Marta cannot overwrite it with its revision.
    const current = await call(COACH, "GET", `/${REPLIES}/respuesta:dani:partido-f1`);
    const rewrite = await call(MARTA, "PUT", `/${REPLIES}/respuesta:dani:partido-f1`, {
      ...replyDoc(reply("dani", { answer: "voy" })),
      _rev: current.json._rev,
    });
    expect(rewrite.status).toBe(403);
    expect((await call(COACH, "GET", `/${REPLIES}/respuesta:dani:partido-f1`)).json).toMatchObject({
      answer: "no_voy",
      reason: "Lesionado",
    });
  });

  it("cannot write the schedule", async () => {
    const r = await call(
      DANI,
      "PUT",
      `/${REPLIES}/evento:partido-f9`,
      scheduleDoc({ ...event, eventId: "partido-f9" }),
    );
    expect(r).toMatchObject({
      status: 403,
      json: { reason: "Solo el cuerpo técnico publica el calendario." },
    });
    const current = await call(DANI, "GET", `/${REPLIES}/evento:partido-f1`);
    const moved = await call(DANI, "PUT", `/${REPLIES}/evento:partido-f1`, {
      ...current.json,
      date: "2026-12-06",
    });
    expect(moved.status).toBe(403);
  });

  it("cannot delete anything, not even his own reply, by DELETE or _bulk_docs", async () => {
    const own = await call(DANI, "GET", `/${REPLIES}/respuesta:dani:partido-f1`);
    const del = await call(
      DANI,
      "DELETE",
      `/${REPLIES}/respuesta:dani:partido-f1?rev=${String(own.json._rev)}`,
    );
    expect(del).toMatchObject({
      status: 403,
      json: { reason: "Un jugador no puede borrar nada." },
    });
    const bulk = await call(DANI, "POST", `/${REPLIES}/_bulk_docs`, {
      docs: [{ _id: "respuesta:dani:partido-f1", _rev: own.json._rev, _deleted: true }],
    });
    expect(JSON.stringify(bulk.json)).toContain("Un jugador no puede borrar nada.");
    const ev = await call(DANI, "GET", `/${REPLIES}/evento:partido-f1`);
    const delEvent = await call(
      DANI,
      "DELETE",
      `/${REPLIES}/evento:partido-f1?rev=${String(ev.json._rev)}`,
    );
    expect(delEvent.status).toBe(403);
    expect((await call(COACH, "GET", `/${REPLIES}/respuesta:dani:partido-f1`)).status).toBe(200);
  });

  it.each([
    ["an answer that is not voy, no_voy or duda", { answer: "quizá" }, "«answer»"],
    [
      "a reason past the limit",
      { answer: "no_voy", reason: "x".repeat(REPLY_REASON_MAX + 1) },
      "«reason»",
    ],
    ["a field the reply does not have", { notes: "el entrenador es…" }, "campo desconocido"],
    ["an event id of no event kind", { eventId: "cena" }, "«eventId»"],
    ["a time that is not one", { answeredAt: "ayer" }, "«answeredAt»"],
  ])("refuses %s", async (_what, fields, field) => {
    const body = { ...replyDoc(reply("marta")), ...fields };
    const id = `respuesta:marta:${String(body.eventId)}`;
    const r = await call(MARTA, "PUT", `/${REPLIES}/${encodeURIComponent(id)}`, {
      ...body,
      _id: id,
    });
    expect(r.status).toBe(403);
    expect(String(r.json.reason)).toContain(field);
  });
});

describe("what the staff may do", () => {
  it("reads every reply", async () => {
    await call(
      MARTA,
      "PUT",
      `/${REPLIES}/respuesta:marta:partido-f1`,
      replyDoc(reply("marta", { answer: "duda", reason: "Examen" })),
    );
    const all = await remote(REPLIES, "luis", "clave-luis").allDocs({ include_docs: true });
    const replies = all.rows.map((r) => readReply(r.doc)).filter((r) => r !== null);
    expect(replies.map((r) => [r.user, r.answer, r.reason]).sort()).toEqual([
      ["dani", "no_voy", "Lesionado"],
      ["marta", "duda", "Examen"],
    ]);
  });

  it("cannot forge a player's reply, nor one of his own, nor delete one", async () => {
    const forged = await call(
      COACH,
      "PUT",
      `/${REPLIES}/respuesta:pablo:partido-f1`,
      replyDoc(reply("pablo")),
    );
    expect(forged.status).toBe(403);
    const own = await call(
      STAFF,
      "PUT",
      `/${REPLIES}/respuesta:luis:partido-f1`,
      replyDoc(reply("luis")),
    );
    expect(own).toMatchObject({
      status: 403,
      json: { reason: "El cuerpo técnico no escribe respuestas: cada jugador escribe la suya." },
    });
    const dani = await call(COACH, "GET", `/${REPLIES}/respuesta:dani:partido-f1`);
    const del = await call(
      COACH,
      "DELETE",
      `/${REPLIES}/respuesta:dani:partido-f1?rev=${String(dani.json._rev)}`,
    );
    expect(del).toMatchObject({
      status: 403,
      json: { reason: "Nadie borra la respuesta de un jugador." },
    });
  });

  it("publishes, changes and deletes events; a bad event is refused", async () => {
    const second = {
      ...event,
      eventId: "partido-f2",
      date: "2026-12-12",
      title: "vs Norte (Copa)",
    };
    const put = await call(STAFF, "PUT", `/${REPLIES}/evento:partido-f2`, scheduleDoc(second));
    expect(put.status).toBe(201);
    const moved = await call(COACH, "PUT", `/${REPLIES}/evento:partido-f2`, {
      ...scheduleDoc({ ...second, cancelled: true }),
      _rev: put.json.rev,
    });
    expect(moved.status).toBe(201);
    const del = await call(
      COACH,
      "DELETE",
      `/${REPLIES}/evento:partido-f2?rev=${String(moved.json.rev)}`,
    );
    expect(del.status).toBe(200);
    // The notes for players are the event's; the coach's plan never is.
    const notes = await call(COACH, "PUT", `/${REPLIES}/evento:partido-f3`, {
      ...scheduleDoc({ ...event, eventId: "partido-f3" }),
      plan: "Presionar arriba",
    });
    expect(notes).toMatchObject({ status: 403 });
    expect(String(notes.json.reason)).toContain("campo desconocido");
    const kind = await call(COACH, "PUT", `/${REPLIES}/evento:partido-f3`, {
      ...scheduleDoc({ ...event, eventId: "partido-f3" }),
      kind: "entrenamiento",
    });
    expect(kind.status).toBe(403);
  });

  it("refuses a file attached to a reply or an event (it would be copied to every phone)", async () => {
    const file = { "foto.jpg": { content_type: "image/jpeg", data: "AAAA" } };
    const r = await call(DANI, "PUT", `/${REPLIES}/respuesta:dani:partido-f9`, {
      ...replyDoc(reply("dani", { eventId: "partido-f9" })),
      _attachments: file,
    });
    expect(r.status).toBe(403);
    expect(String(r.json.reason)).toContain("no se admiten archivos adjuntos");
    const e = await call(COACH, "PUT", `/${REPLIES}/evento:partido-f9`, {
      ...scheduleDoc({ ...event, eventId: "partido-f9" }),
      _attachments: file,
    });
    expect(e.status).toBe(403);
    // Nor added afterwards on its own.
    const put = await call(
      COACH,
      "PUT",
      `/${REPLIES}/evento:partido-f9`,
      scheduleDoc({ ...event, eventId: "partido-f9" }),
    );
    const raw = await fetch(
      `${server.url}/${REPLIES}/evento:partido-f9/foto.jpg?rev=${String(put.json.rev)}`,
      {
        method: "PUT",
        headers: { Authorization: basic("ana", "clave-ana"), "Content-Type": "image/jpeg" },
        body: "xxxx",
      },
    );
    expect(raw.status).toBe(403);
    await call(COACH, "DELETE", `/${REPLIES}/evento:partido-f9?rev=${String(put.json.rev)}`);
  });

  it("every event the app publishes reads back", async () => {
    const all = await remote(REPLIES, "dani", "clave-dani").allDocs({ include_docs: true });
    const events = all.rows.flatMap((r) =>
      r.id.startsWith("evento:") ? [readScheduleEvent(r.doc)] : [],
    );
    expect(events).toEqual([event]);
  });
});

describe("replication of replies", () => {
  it("a reply made offline on a player's phone reaches the coach, and the schedule reaches the phone", async () => {
    const phone = device();
    const coach = device();
    await phone.sync(remote(REPLIES, "marta", "clave-marta"));
    expect(readScheduleEvent(await phone.get("evento:partido-f1"))).toEqual(event);
    // Offline: Marta changes her mind.
    const mine = await phone.get("respuesta:marta:partido-f1");
    await phone.put({ ...mine, ...replyDoc(reply("marta", { answer: "voy" })) });
    await phone.sync(remote(REPLIES, "marta", "clave-marta"));
    await coach.sync(remote(REPLIES, "ana", "clave-ana"));
    expect(readReply(await coach.get("respuesta:marta:partido-f1"))).toEqual({
      ...reply("marta"),
      by: "marta",
    });
    // The coach publishes a training session; Marta's phone gets it.
    const session: ScheduleEvent = {
      ...event,
      eventId: "entrenamiento-s1",
      kind: "entrenamiento",
      time: "19:00",
      meetTime: "",
      title: "Entrenamiento",
    };
    await coach.put(scheduleDoc(session));
    await coach.sync(remote(REPLIES, "ana", "clave-ana"));
    await phone.sync(remote(REPLIES, "marta", "clave-marta"));
    expect(readScheduleEvent(await phone.get("evento:entrenamiento-s1"))).toEqual(session);
  });

  it("a reply another player forged on his own phone never reaches the server", async () => {
    const phone = device();
    await phone.put(replyDoc(reply("marta", { eventId: "partido-f7" })));
    await phone.sync(remote(REPLIES, "dani", "clave-dani")).catch(() => undefined);
    expect((await call(COACH, "GET", `/${REPLIES}/respuesta:marta:partido-f7`)).status).toBe(404);
  });
});

describe("the accounts the coach keeps, on the team database", () => {
  it("takes a player's account as its own document from the staff; a body naming another player is refused", async () => {
    const ok = await call(STAFF, "PUT", `/${TEAM}/account:p1`, {
      docType: "account",
      user: "dani",
    });
    expect(ok.status).toBe(201);
    const other = await call(STAFF, "PUT", `/${TEAM}/account:p2`, {
      docType: "account",
      user: "marta",
      playerId: "p1",
    });
    expect(other.status).toBe(403);
    const empty = await call(STAFF, "PUT", `/${TEAM}/account:p3`, { docType: "account", user: "" });
    expect(empty.status).toBe(403);
  });
});
