// @vitest-environment node
// Each player's own database against the CouchDB-compatible server (the stand-in, or a real
// CouchDB 3 from COUCHDB_CONTRACT_URL: src/testing/couch.ts). `team:create` applies the squad's
// accounts file: a database per player whose members are he, his guardians and the staff, by
// name; its rules (from src/domain/replies/documents.ts) let him or a guardian write only his
// replies and the staff only the schedule, his call-up, his season card and who goes; nothing
// else, no unknown field, no attachment. A teammate's phone never holds another player's reason
// (nor, with the team's setting off, his answer), and a player the next file leaves out is locked
// out at once.
import PouchDB from "pouchdb";
import memoryAdapter from "pouchdb-adapter-memory";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTeam,
  parsePlayer,
  readAccounts,
  readReplyRules,
} from "../../scripts/team-create.mjs";
import type { AccountsFile } from "../../scripts/team-create.mjs";
import {
  PLAYER_DOC_RULES,
  PLAYER_USER_PATTERN,
  REPLY_REASON_MAX,
  callUpNoticeDoc,
  familyDoc,
  playerDbName,
  readReply,
  readScheduleEvent,
  replyDoc,
  scheduleDoc,
  seasonCardDoc,
  whoGoesDoc,
} from "../domain/replies/documents";
import type { Reply, ScheduleEvent, SeasonCard } from "../domain/replies/documents";
import { playerDbWrites, whoGoesOf } from "../domain/replies/player-docs";
import type { HeldDoc, PlayerDocsWanted } from "../domain/replies/player-docs";
import type { PlayerId } from "../domain/base/ids";
import { startCouch } from "../testing/couch";
import type { Couch } from "../testing/couch";

PouchDB.plugin(memoryAdapter);

type Db = {
  put(doc: object): Promise<{ rev: string }>;
  get(id: string): Promise<Record<string, unknown> & { _rev: string }>;
  bulkDocs(docs: object[]): Promise<unknown[]>;
  allDocs(options: object): Promise<{ rows: { id: string; doc?: Record<string, unknown> }[] }>;
  changes(options: object): Promise<{ results: unknown[] }>;
  sync(db: Db): Promise<unknown>;
  info(): Promise<unknown>;
};

const TEAM = "banquillo_resp";
const LEGACY = `${TEAM}_respuestas`;
const DB = {
  dani: playerDbName(TEAM, "dani"),
  marta: playerDbName(TEAM, "marta"),
  pablo: playerDbName(TEAM, "pablo"),
};
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
const ADMIN = () => `${server.admin.name}:${server.admin.password}`;
const asAdmin = (method: string, path: string, body?: unknown) => call(ADMIN(), method, path, body);
const put = (user: string, db: string, doc: { _id: string } & Record<string, unknown>) =>
  call(user, "PUT", `/${db}/${encodeURIComponent(doc._id)}`, doc);

const COACH = "ana:clave-ana";
const STAFF = "luis:clave-luis";
const DANI = "dani:clave-dani";
const MARTA = "marta:clave-marta";
const PABLO = "pablo:clave-pablo";
/** Dani's and Marta's mother: answers for both. */
const EVA = "eva:clave-eva";
/** Pablo's father. */
const BERTA = "berta:clave-berta";

const accountsFile = (over: Partial<AccountsFile> = {}): AccountsFile => ({
  version: 1,
  team: TEAM,
  players: [
    { playerId: "p1", name: "Dani", user: "dani", password: "clave-dani" },
    { playerId: "p2", name: "Marta", user: "marta", password: "clave-marta" },
    { playerId: "p3", name: "Pablo", user: "pablo", password: "clave-pablo" },
  ],
  guardians: [
    {
      user: "eva",
      name: "Eva",
      relation: "madre",
      password: "clave-eva",
      players: ["dani", "marta"],
    },
    {
      user: "berta",
      name: "Berta",
      relation: "padre",
      password: "clave-berta",
      players: ["pablo"],
    },
  ],
  ...over,
});
const run = (accounts?: unknown, users: string[] = []) =>
  createTeam({
    url: server.url,
    admin: server.admin.name,
    adminPassword: server.admin.password,
    db: TEAM,
    users,
    accounts,
  });

const event: ScheduleEvent = {
  eventId: "partido-f1",
  kind: "partido",
  date: "2026-12-05",
  time: "11:00",
  meetTime: "10:15",
  place: "Campo Municipal",
  title: "vs Atlético Sur (Liga)",
  cancelled: false,
  meetPlace: "Puerta del polideportivo",
  home: true,
  notes: "Equipación azul",
  answerBy: "2026-12-04T20:00:00.000Z",
};
const card: SeasonCard = {
  season: "2026-27",
  matches: 3,
  starts: 2,
  minutes: 210,
  goals: 1,
  assists: 0,
  yellows: 0,
  reds: 0,
  sessions: 8,
  attended: 7,
};
const reply = (user: string, over: Partial<Reply> = {}): Reply => ({
  user,
  eventId: "partido-f1",
  answer: "voy",
  reason: "",
  answeredAt: "2026-11-30T18:00:00.000Z",
  by: user,
  ...over,
});

beforeAll(async () => {
  server = await startCouch({
    databases: [TEAM, LEGACY, ...Object.values(DB)],
    users: ["ana", "luis", "dani", "marta", "pablo", "eva", "berta"],
  });
  // A team from an earlier version: the shared replies database, the players on it.
  expect((await asAdmin("PUT", `/${LEGACY}`)).status).toBe(201);
  await asAdmin("PUT", `/${LEGACY}/_security`, {
    admins: { names: [], roles: [] },
    members: { names: ["ana", "dani"], roles: [] },
  });
  const log = await run(accountsFile(), ["ana:clave-ana:coach", "luis:clave-luis"]);
  expect(log).toContain(`Jugador «dani»: su base de datos ${DB.dani} (responden también: eva).`);
  expect(log).toContain("Familiar «eva» (madre) de dani, marta.");
  // The coach publishes the first event to every player.
  for (const db of Object.values(DB))
    expect((await put(COACH, db, scheduleDoc(event))).status).toBe(201);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe("team:create and the accounts file", () => {
  it("gives each player a database of his own: he, his guardians and the staff, by name", async () => {
    const members = async (db: string) => (await asAdmin("GET", `/${db}/_security`)).json.members;
    expect(await members(DB.dani)).toEqual({ names: ["ana", "dani", "eva", "luis"], roles: [] });
    expect(await members(DB.marta)).toEqual({ names: ["ana", "eva", "luis", "marta"], roles: [] });
    expect(await members(DB.pablo)).toEqual({
      names: ["ana", "berta", "luis", "pablo"],
      roles: [],
    });
    expect(await members(TEAM)).toEqual({ names: ["ana", "luis"], roles: [] });
    expect((await asAdmin("GET", `/${DB.dani}/_design/jugador`)).json).toMatchObject({
      player: "dani",
      guardians: ["eva"],
      staff: ["ana", "luis"],
    });
  });

  it("retires the shared replies database: only the staff stay on it", async () => {
    expect((await asAdmin("GET", `/${LEGACY}/_security`)).json.members).toEqual({
      names: ["ana", "luis"],
      roles: [],
    });
  });

  it("refuses a file it cannot apply whole, before sending anything", async () => {
    const file = accountsFile();
    expect(() => readAccounts({ ...file, version: 2 }, TEAM)).toThrow("versión 1");
    expect(() => readAccounts(file, "banquillo_otro")).toThrow("es del equipo");
    expect(() =>
      readAccounts({ ...file, players: [...file.players, { ...file.players[0]! }] }, TEAM),
    ).toThrow("aparece dos veces");
    const orphan = { ...file.guardians[0]!, players: ["lucia"] };
    expect(() => readAccounts({ ...file, guardians: [orphan] }, TEAM)).toThrow(
      "debe responder por jugadores del archivo",
    );
    const badUser = { ...file.players[0]!, user: "Dani G" };
    expect(() => readAccounts({ ...file, players: [badUser] }, TEAM)).toThrow("usuario «Dani G»");
    await expect(
      run(
        accountsFile({ players: [...file.players, { playerId: "p9", name: "Ana", user: "ana" }] }),
        ["ana:clave-ana:coach"],
      ),
    ).rejects.toThrow("no puede ser del cuerpo técnico y jugador");
    await expect(
      run(
        accountsFile({
          players: [...file.players, { playerId: "p9", name: "Iker", user: "iker" }],
        }),
      ),
    ).rejects.toThrow("La cuenta «iker» es nueva y el archivo no le da contraseña.");
  });

  it("refuses a player name that cannot sit in a reply's id", () => {
    expect(() => parsePlayer("Dani:clave")).toThrow("Jugador no válido");
    expect(parsePlayer("dani.g:clave")).toEqual({ name: "dani.g", password: "clave" });
  });

  it("writes the app's contract into the rules, from src/domain/replies/documents.ts", () => {
    const rules = readReplyRules();
    expect(rules.user).toBe(PLAYER_USER_PATTERN.source);
    expect(rules.reasonMax).toBe(REPLY_REASON_MAX);
    expect(rules.types).toEqual(JSON.parse(JSON.stringify(PLAYER_DOC_RULES)));
  });
});

describe("what a player and a guardian may do", () => {
  it("a player reads neither the team database nor a teammate's", async () => {
    for (const path of [`/${TEAM}`, `/${TEAM}/_all_docs`, `/${DB.marta}/_all_docs`])
      expect((await call(DANI, "GET", path)).status).toBe(server.notMember.status);
    expect(await remote(DB.marta, "dani", "clave-dani").info()).toMatchObject({
      error: server.notMember.error,
    });
  });

  it("writes his own reply, and changes it; never into a teammate's database", async () => {
    const r = await put(DANI, DB.dani, replyDoc(reply("dani")));
    expect(r.status).toBe(201);
    const again = await call(DANI, "PUT", `/${DB.dani}/respuesta:dani:partido-f1`, {
      ...replyDoc(reply("dani", { answer: "no_voy", reason: "Lesión de rodilla" })),
      _rev: r.json.rev,
    });
    expect(again.status).toBe(201);
    const other = await put(DANI, DB.marta, replyDoc(reply("marta", { by: "dani" })));
    expect([401, 403]).toContain(other.status);
  });

  it("cannot file a reply under someone else, nor sign it with another name", async () => {
    const elsewhere = await put(
      DANI,
      DB.dani,
      replyDoc(reply("marta", { eventId: "partido-f2", by: "dani" })),
    );
    expect(elsewhere).toMatchObject({
      status: 403,
      json: { reason: "Cada respuesta va en la base de datos de su jugador." },
    });
    const signed = await put(
      DANI,
      DB.dani,
      replyDoc(reply("dani", { eventId: "partido-f2", by: "eva" })),
    );
    expect(signed.status).toBe(403);
    expect(String(signed.json.reason)).toContain("«by»");
  });

  it("a guardian answers for each of her two children, and for no other player", async () => {
    const forDani = await put(
      EVA,
      DB.dani,
      replyDoc(reply("dani", { eventId: "partido-f2", by: "eva" })),
    );
    expect(forDani.status).toBe(201);
    const forMarta = await put(
      EVA,
      DB.marta,
      replyDoc(reply("marta", { answer: "duda", reason: "Examen", by: "eva" })),
    );
    expect(forMarta.status).toBe(201);
    const forPablo = await put(EVA, DB.pablo, replyDoc(reply("pablo", { by: "eva" })));
    expect([401, 403]).toContain(forPablo.status);
    expect((await call(COACH, "GET", `/${DB.pablo}/respuesta:pablo:partido-f1`)).status).toBe(404);
    expect(
      readReply((await call(COACH, "GET", `/${DB.marta}/respuesta:marta:partido-f1`)).json),
    ).toEqual(reply("marta", { answer: "duda", reason: "Examen", by: "eva" }));
  });

  it("writes none of the staff's documents", async () => {
    for (const doc of [
      scheduleDoc({ ...event, eventId: "partido-f9" }),
      callUpNoticeDoc({ eventId: "partido-f1", status: "convocado", publishedAt: event.answerBy! }),
      seasonCardDoc(card),
      whoGoesDoc({ eventId: "partido-f1", answers: [] }),
    ]) {
      const r = await put(DANI, DB.dani, doc);
      expect(r).toMatchObject({
        status: 403,
        json: {
          reason: "Solo el cuerpo técnico publica el calendario, las convocatorias y la temporada.",
        },
      });
    }
  });

  it("deletes nothing, not even his own reply, by DELETE or _bulk_docs", async () => {
    const own = await call(DANI, "GET", `/${DB.dani}/respuesta:dani:partido-f1`);
    const del = await call(
      DANI,
      "DELETE",
      `/${DB.dani}/respuesta:dani:partido-f1?rev=${String(own.json._rev)}`,
    );
    expect(del).toMatchObject({
      status: 403,
      json: { reason: "Un jugador no puede borrar nada." },
    });
    const bulk = await call(DANI, "POST", `/${DB.dani}/_bulk_docs`, {
      docs: [{ _id: "respuesta:dani:partido-f1", _rev: own.json._rev, _deleted: true }],
    });
    expect(JSON.stringify(bulk.json)).toContain("Un jugador no puede borrar nada.");
  });
});

describe("the validate function refuses unknown fields and any attachment, for every document", () => {
  const file = { "foto.jpg": { content_type: "image/jpeg", data: "AAAA" } };
  const docs: [string, string, { _id: string } & Record<string, unknown>][] = [
    [COACH, "evento", scheduleDoc({ ...event, eventId: "partido-f8" })],
    [
      COACH,
      "convocatoria",
      callUpNoticeDoc({
        eventId: "partido-f8",
        status: "no_convocado",
        publishedAt: event.answerBy!,
      }),
    ],
    [COACH, "temporada", seasonCardDoc({ ...card, season: "2025-26" })],
    [
      COACH,
      "quien-va",
      whoGoesDoc({ eventId: "partido-f8", answers: [{ name: "Dani", answer: "voy" }] }),
    ],
    [
      COACH,
      "familia",
      familyDoc({
        player: "marta",
        guardians: [{ user: "rosa", name: "Rosa Gil", relation: "madre" }],
      }),
    ],
    [MARTA, "respuesta", replyDoc(reply("marta", { eventId: "partido-f8" }))],
  ];
  it.each(docs)(
    "%s writes «%s» as the contract says, and nothing more",
    async (user, _type, doc) => {
      const extra = await put(user, DB.marta, { ...doc, planId: "plan-1" });
      expect(extra.status).toBe(403);
      expect(String(extra.json.reason)).toContain("campo desconocido «planId»");
      const attached = await put(user, DB.marta, { ...doc, _attachments: file });
      expect(attached.status).toBe(403);
      expect(String(attached.json.reason)).toContain("no se admiten archivos adjuntos");
      const ok = await put(user, DB.marta, doc);
      expect(ok.status).toBe(201);
      // Nor a file added afterwards on its own.
      const raw = await fetch(
        `${server.url}/${DB.marta}/${encodeURIComponent(doc._id)}/foto.jpg?rev=${String(ok.json.rev)}`,
        {
          method: "PUT",
          headers: {
            Authorization: basic(...(user.split(":") as [string, string])),
            "Content-Type": "image/jpeg",
          },
          body: "xxxx",
        },
      );
      expect(raw.status).toBe(403);
    },
  );

  it.each([
    ["an answer that is not voy, no_voy or duda", { answer: "quizá" }, "«answer»"],
    [
      "a reason past the limit",
      { answer: "no_voy", reason: "x".repeat(REPLY_REASON_MAX + 1) },
      "«reason»",
    ],
    ["an event id of no event kind", { eventId: "cena" }, "«eventId»"],
    ["a time that is not one", { answeredAt: "ayer" }, "«answeredAt»"],
  ])("refuses a reply with %s", async (_what, fields, field) => {
    const body = { ...replyDoc(reply("marta")), ...fields };
    const r = await put(MARTA, DB.marta, {
      ...body,
      _id: `respuesta:marta:${String(body.eventId)}`,
    });
    expect(r.status).toBe(403);
    expect(String(r.json.reason)).toContain(field);
  });

  it("refuses who goes carrying a reason, and a season card with a negative figure", async () => {
    const reason = await put(COACH, DB.marta, {
      ...whoGoesDoc({ eventId: "partido-f7", answers: [] }),
      answers: [{ name: "Marta", answer: "no_voy", reason: "Lesión" }],
    });
    expect(String(reason.json.reason)).toContain("nunca un motivo");
    const negative = await put(
      COACH,
      DB.marta,
      seasonCardDoc({ ...card, season: "2024-25", goals: -1 }),
    );
    expect(String(negative.json.reason)).toContain("«goals»");
  });

  it("refuses his guardians named for another player, with a phone number, or written by him", async () => {
    const family = familyDoc({
      player: "marta",
      guardians: [{ user: "rosa", name: "Rosa Gil", relation: "madre" }],
    });
    const other = await put(COACH, DB.marta, { ...family, _id: "familia:dani", player: "dani" });
    expect(String(other.json.reason)).toContain(
      "«player» debe ser el jugador de esta base de datos",
    );
    const phone = await put(COACH, DB.marta, {
      ...family,
      guardians: [{ user: "rosa", name: "Rosa Gil", relation: "madre", phone: "600000000" }],
    });
    expect(String(phone.json.reason)).toContain("solo lleva cuenta, nombre y parentesco");
    const blank = await put(COACH, DB.marta, {
      ...family,
      guardians: [{ user: "rosa", name: "Rosa Gil", relation: " " }],
    });
    expect(String(blank.json.reason)).toContain("nombre o un parentesco no válido");
    const self = await put(MARTA, DB.marta, family);
    expect(self.status).toBe(403);
  });
});

describe("what the staff may do", () => {
  it("cannot forge a reply nor delete one; publishes, moves and deletes events", async () => {
    const forged = await put(COACH, DB.pablo, replyDoc(reply("pablo", { by: "ana" })));
    expect(forged).toMatchObject({
      status: 403,
      json: { reason: "El cuerpo técnico no escribe respuestas: cada jugador escribe la suya." },
    });
    const dani = await call(COACH, "GET", `/${DB.dani}/respuesta:dani:partido-f1`);
    const del = await call(
      COACH,
      "DELETE",
      `/${DB.dani}/respuesta:dani:partido-f1?rev=${String(dani.json._rev)}`,
    );
    expect(del).toMatchObject({
      status: 403,
      json: { reason: "Nadie borra la respuesta de un jugador." },
    });
    const second = scheduleDoc({ ...event, eventId: "partido-f2", title: "vs Norte (Copa)" });
    const made = await put(STAFF, DB.pablo, second);
    const moved = await put(STAFF, DB.pablo, {
      ...second,
      date: "2026-12-13",
      _rev: String(made.json.rev),
    });
    expect(moved.status).toBe(201);
    const gone = await call(
      STAFF,
      "DELETE",
      `/${DB.pablo}/evento:partido-f2?rev=${String(moved.json.rev)}`,
    );
    expect(gone.status).toBe(200);
  });
});

/** The coach's device: brings a player's database in line with `wanted`, as src/sync/replies.ts does. */
async function publishTo(db: string, wanted: PlayerDocsWanted) {
  const coach = device();
  const link = remote(db, "ana", "clave-ana");
  await coach.sync(link);
  const held = new Map<string, HeldDoc>();
  for (const row of (await coach.allDocs({ include_docs: true })).rows)
    if (row.doc) held.set(row.id, row.doc as HeldDoc);
  await coach.bulkDocs(playerDbWrites(held, wanted, () => true, "2026-11-28T20:00:00.000Z"));
  await coach.sync(link);
  const replies = (await coach.allDocs({ include_docs: true })).rows.flatMap(
    (r) => readReply(r.doc) ?? [],
  );
  return replies;
}

/** Everything a device's PouchDB stored: every document, every revision it kept, the changes feed. */
async function everything(phone: Db): Promise<string> {
  const docs = await phone.allDocs({ include_docs: true, conflicts: true, attachments: true });
  const feed = await phone.changes({ since: 0, include_docs: true, style: "all_docs" });
  return JSON.stringify([docs, feed]);
}

describe("a teammate's phone", () => {
  const accounts = [
    { playerId: "p1" as PlayerId, user: "dani" },
    { playerId: "p2" as PlayerId, user: "marta" },
  ];
  const players = [
    { id: "p1" as PlayerId, name: "Dani" },
    { id: "p2" as PlayerId, name: "Marta" },
  ];

  it("holds no other player's reason, and with the setting off no other player's answer", async () => {
    // Marta cannot come, and says why.
    const martas = await call(MARTA, "GET", `/${DB.marta}/respuesta:marta:partido-f1`);
    await put(MARTA, DB.marta, {
      ...replyDoc(reply("marta", { answer: "no_voy", reason: "Lesión de menisco" })),
      _rev: String(martas.json._rev),
    } as { _id: string });
    const replies = await publishTo(DB.marta, {
      events: [event],
      callUps: [],
      season: null,
      whoGoes: null,
    });
    expect(replies.find((r) => r.user === "marta")?.reason).toBe("Lesión de menisco");
    await publishTo(DB.dani, { events: [event], callUps: [], season: card, whoGoes: null });
    const phone = device();
    await phone.sync(remote(DB.dani, "dani", "clave-dani"));
    const stored = await everything(phone);
    expect(stored).toContain("respuesta:dani:partido-f1");
    expect(stored).not.toContain("menisco");
    expect(stored).not.toContain("Examen");
    expect(stored).not.toMatch(/marta|Marta/);
    expect(stored).not.toContain("Lesión de rodilla".replace("rodilla", "menisco"));
  });

  it("with the setting on, holds who goes: names and answers, never a reason", async () => {
    const all = [
      ...(await publishTo(DB.marta, { events: [event], callUps: [], season: null, whoGoes: null })),
      ...(await publishTo(DB.dani, { events: [event], callUps: [], season: null, whoGoes: null })),
    ];
    const whoGoes = whoGoesOf([event], all, accounts, players);
    await publishTo(DB.dani, { events: [event], callUps: [], season: card, whoGoes });
    const phone = device();
    await phone.sync(remote(DB.dani, "dani", "clave-dani"));
    const stored = await everything(phone);
    expect(stored).toContain('{"name":"Marta","answer":"no_voy"}');
    expect(stored).not.toContain("menisco");
    // Off again: who goes is removed from his database and, replicated, from his phone.
    await publishTo(DB.dani, { events: [event], callUps: [], season: card, whoGoes: null });
    await phone.sync(remote(DB.dani, "dani", "clave-dani"));
    const left = await phone.allDocs({ include_docs: true });
    expect(left.rows.map((r) => r.id)).not.toContain("quien-va:partido-f1");
  });

  it("a reply made offline reaches the coach, the schedule reaches the phone; a forged one never reaches the server", async () => {
    const phone = device();
    await phone.sync(remote(DB.pablo, "pablo", "clave-pablo"));
    expect(readScheduleEvent(await phone.get("evento:partido-f1"))).toEqual(event);
    await phone.put(replyDoc(reply("pablo", { answer: "duda", reason: "Viaje" })));
    await phone.put(replyDoc(reply("dani", { eventId: "partido-f7" })));
    await phone.sync(remote(DB.pablo, "pablo", "clave-pablo")).catch(() => undefined);
    const replies = await publishTo(DB.pablo, {
      events: [event],
      callUps: [],
      season: null,
      whoGoes: null,
    });
    expect(replies).toEqual([reply("pablo", { answer: "duda", reason: "Viaje" })]);
  });
});

describe("a player the next accounts file leaves out", () => {
  it("gets 401/403 on read and write at once, and his database and his guardian's account are gone", async () => {
    const file = accountsFile();
    // His phone's cookie session, opened before.
    const signIn = await fetch(`${server.url}/_session`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "pablo", password: "clave-pablo" }),
    });
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(cookie).toMatch(/^AuthSession=/);
    // Passwords are handed out once: a file without them keeps everyone's own.
    const log = await run({
      ...file,
      players: file.players.filter((p) => p.user !== "pablo").map(({ password: _, ...p }) => p),
      guardians: file.guardians.filter((g) => g.user === "eva").map(({ password: _, ...g }) => g),
    });
    expect(log).toContain(`Base de datos «${DB.pablo}» borrada.`);
    expect(log).toContain("Cuenta «pablo» quitada: ya no entra en nada del equipo.");
    expect(log).toContain("Cuenta «berta» quitada: ya no entra en nada del equipo.");
    for (const who of [PABLO, BERTA]) {
      expect([401, 403]).toContain((await call(who, "GET", `/${DB.pablo}/_all_docs`)).status);
      expect([401, 403]).toContain((await call(who, "GET", `/${DB.dani}/_all_docs`)).status);
      const write = await put(who, DB.pablo, replyDoc(reply("pablo", { eventId: "partido-f3" })));
      expect([401, 403]).toContain(write.status);
    }
    expect((await asAdmin("GET", `/${DB.pablo}`)).status).toBe(404);
    // The session his phone held is no longer his: nobody signed in, nothing of his served.
    const session = await fetch(`${server.url}/_session`, { headers: { Cookie: cookie } });
    if (session.status === 200)
      expect(((await session.json()) as { userCtx: { name: unknown } }).userCtx.name).toBeNull();
    else expect(session.status).toBe(401);
    const stale = await fetch(`${server.url}/${DB.pablo}/_all_docs`, {
      headers: { Cookie: cookie },
    });
    expect([401, 403, 404]).toContain(stale.status);
    expect((await asAdmin("GET", "/_users/org.couchdb.user:pablo")).status).toBe(404);
    // The others still sign in with their own passwords.
    expect((await call(DANI, "GET", `/${DB.dani}/_all_docs`)).status).toBe(200);
    expect((await call(EVA, "GET", `/${DB.marta}/_all_docs`)).status).toBe(200);
  });
});
