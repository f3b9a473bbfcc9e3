// @vitest-environment node
// The calendar address against the CouchDB-compatible server (the stand-in, or a real CouchDB 3
// from COUCHDB_CONTRACT_URL: src/testing/couch.ts): `team:create` keeps a pool of feed databases
// named in the team database; the coach's device writes the .ics there; anyone reads it without
// a login; only the staff write it, and only the one file; 'Cambiar dirección' leaves the old
// address answering 404, and the next team:create drops the spent database and tops the pool up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTeam } from "../../scripts/team-create.mjs";
import { readFeedRules } from "../../scripts/team-feed.mjs";
import * as feedRules from "../domain/calendar/feed";
import { FEED_POOL_DOC, FEED_POOL_SIZE, readFeedPool } from "../domain/calendar/feed";
import type { Fixture } from "../domain/records/types";
import { asId } from "../testing/ids";
import { startCouch } from "../testing/couch";
import type { Couch } from "../testing/couch";
import { changeFeedAddress, feedFromPort, publishFeed, readFeed } from "./feed";
import type { FeedLink } from "./feed";

const TEAM = "banquillo_cal";
let server: Couch;
const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString("base64")}`;
const as =
  (user: string, password: string): FeedLink["request"] =>
  (path, init = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { ...(init.headers as object), Authorization: basic(user, password) },
    });
const admin = () => as(server.admin.name, server.admin.password);
const link = (): FeedLink => ({
  server: server.url,
  teamDb: TEAM,
  request: as("ana", "clave-ana"),
});

const fixture = (over: Partial<Fixture> = {}): Fixture => ({
  id: asId("f1"),
  rivalId: asId("r1"),
  rival: "Atlético Sur",
  date: "2030-03-09",
  time: "11:00",
  location: "home",
  competition: "Liga",
  venue: "Campo Municipal",
  ...over,
});

/** The schedule as the coach's store would hand it to the engine. */
const schedule = (fixtures: Fixture[]) =>
  feedFromPort(
    {
      getList: (() => ({ items: fixtures })) as never,
      getSide: () => null,
    },
    "2030-03-01",
  );

const team = () =>
  createTeam({
    url: server.url,
    admin: server.admin.name,
    adminPassword: server.admin.password,
    db: TEAM,
    users: ["ana:clave-ana:coach", "luis:clave-luis"],
    players: ["dani:clave-dani"],
  });

const pool = async () =>
  readFeedPool(TEAM, await (await admin()(`/${TEAM}/${FEED_POOL_DOC}`)).json());

/** The address as a calendar app reads it: no login. */
const anonymous = (address: string) => fetch(address);

beforeAll(async () => {
  server = await startCouch({
    databases: [TEAM, `${TEAM}_respuestas`],
    users: ["ana", "luis", "dani"],
  });
  await team();
}, 60_000);

afterAll(async () => {
  // The feed databases have random names: the ones this run made are found through the pool.
  if (server?.kind === "couchdb")
    for (const db of await pool().catch(() => [])) await admin()(`/${db}`, { method: "DELETE" });
  await server?.close();
});

describe("the calendar address", () => {
  it("team:create reads the names and limits from the domain's one module", () => {
    const rules = readFeedRules();
    expect(rules).toEqual({
      doc: feedRules.FEED_DOC_ID,
      attachment: feedRules.FEED_ATTACHMENT,
      type: feedRules.FEED_TYPE,
      maxBytes: feedRules.FEED_MAX_BYTES,
      poolSize: feedRules.FEED_POOL_SIZE,
      poolDoc: feedRules.FEED_POOL_DOC,
    });
  });

  it("team:create names a pool of unguessable databases where only the staff read it", async () => {
    const names = await pool();
    expect(names).toHaveLength(FEED_POOL_SIZE);
    for (const n of names) expect(n).toMatch(/^banquillo_cal_cal_[0-9a-f]{32}$/);
    expect(new Set(names).size).toBe(FEED_POOL_SIZE);
    const player = await as("dani", "clave-dani")(`/${TEAM}/${FEED_POOL_DOC}`);
    expect(player.status).toBe(server.notMember.status);
    await expect(readFeed({ ...link(), request: as("dani", "clave-dani") })).rejects.toThrow(
      "El servidor no deja leer el calendario con esta sesión: vuelve a conectar en «Compartir con el cuerpo técnico».",
    );
    expect((await anonymous(`${server.url}/${TEAM}/${FEED_POOL_DOC}`)).status).toBe(401);
    // The names are the secret: CouchDB 3 lists databases to admins only (the stand-in to anyone).
    expect((await anonymous(`${server.url}/_all_dbs`)).status).toBe(server.allDbs);
  });

  it("serves text/calendar to an anonymous GET, and changes when the coach moves a fixture", async () => {
    const first = await publishFeed(link(), schedule([fixture()]), new Date("2030-03-01T10:00Z"));
    expect(first.current).toBe((await pool())[0]);
    const address = first.address!;
    expect(address).toBe(`${server.url}/${first.current}/calendario/equipo.ics`);
    const r = await anonymous(address);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/calendar/);
    const before = await r.text();
    expect(before).toContain("UID:partido-f1@banquillo\r\n");
    expect(before).toContain("SEQUENCE:0\r\n");

    // The same schedule again: nothing is written (the revision stays).
    const same = await publishFeed(link(), schedule([fixture()]), new Date("2030-03-02T10:00Z"));
    expect(same.rev).toBe(first.rev);

    const moved = fixture({ time: "12:30", cancelled: true } as Partial<Fixture>);
    await publishFeed(link(), schedule([moved]), new Date("2030-03-03T10:00Z"));
    const after = await (await anonymous(address)).text();
    expect(after).not.toBe(before);
    expect(after).toContain("UID:partido-f1@banquillo\r\n");
    expect(after).toContain("SEQUENCE:1\r\n");
    expect(after).toContain("STATUS:CANCELLED\r\n");
    expect(after).toContain("LAST-MODIFIED:20300303T100000Z\r\n");
  });

  it("lets only the staff write, and only the one document with the one file", async () => {
    const { current, rev } = await readFeed(link());
    const put = (
      request: FeedLink["request"],
      path: string,
      body: string,
      type = "text/calendar",
    ) =>
      request(`/${current}/${path}`, {
        method: "PUT",
        headers: { "Content-Type": type },
        body,
      });
    const nobody: FeedLink["request"] = (path, init) => fetch(`${server.url}${path}`, init);
    const ics = "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n";
    const at = `calendario/equipo.ics?rev=${rev}`;
    expect((await put(nobody, at, ics)).status).toBe(403);
    expect((await put(as("dani", "clave-dani"), at, ics)).status).toBe(403);
    const ana = as("ana", "clave-ana");
    expect((await put(ana, "otro/equipo.ics", ics)).status).toBe(403);
    expect((await put(ana, `calendario/otro.ics?rev=${rev}`, ics)).status).toBe(403);
    expect((await put(ana, at, ics, "text/html")).status).toBe(403);
    if (server.seesNewAttachmentSize) {
      const big = "X".repeat(feedRules.FEED_MAX_BYTES + 1);
      expect((await put(ana, at, big)).status).toBe(403);
    }
    const field = await ana(`/${current}/calendario`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ _rev: rev, nota: "hola" }),
    });
    expect(field.status).toBe(403);
    // Nothing of it changed the address's file.
    expect((await readFeed(link())).rev).toBe(rev);
  });

  it("'Cambiar dirección' leaves the old address answering 404 and serves the next one", async () => {
    const names = await pool();
    const before = await readFeed(link());
    const after = await changeFeedAddress(link(), schedule([fixture()]));
    expect(after.current).toBe(names[1]);
    expect(after.left).toBe(before.left - 1);
    expect((await anonymous(before.address!)).status).toBe(404);
    const r = await anonymous(after.address!);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/calendar/);
    // A device that still had the old address never writes it again.
    expect((await publishFeed(link(), schedule([fixture()]))).current).toBe(names[1]);
  });

  it("the next team:create deletes the spent database and tops the pool up", async () => {
    const [spent, inUse] = await pool();
    await team();
    const names = await pool();
    expect(names).toHaveLength(FEED_POOL_SIZE);
    expect(names[0]).toBe(inUse);
    expect(names).not.toContain(spent);
    expect((await admin()(`/${spent}`)).status).toBe(404);
    expect((await readFeed(link())).current).toBe(inUse);
  });
});
