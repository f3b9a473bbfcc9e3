// The coach's link to each player's own database (replies.ts) with real PouchDB on the memory
// adapter for both this device and the "server": what it publishes from the calendar (events,
// call-up notices, who goes), what it removes, what it hands the app, and that it opens nothing
// the user is not named on.
import PouchDB from "pouchdb";
import memoryAdapter from "pouchdb-adapter-memory";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ListKey } from "../config/storage-keys";
import { playerDbName, replyDoc } from "../domain/replies/documents";
import type { Reply, ScheduleEvent } from "../domain/replies/documents";
import type { SyncPort } from "./port";

PouchDB.plugin(memoryAdapter);
const MemoryPouch = PouchDB.defaults({ adapter: "memory" });
vi.mock("pouchdb-browser", () => ({ default: MemoryPouch }));

let members: string[] = ["ana"];
let asked: string[] = [];
vi.stubGlobal("fetch", (url: string) => {
  asked.push(url);
  const json = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));
  if (url.endsWith("/_session")) return json({ ok: true, userCtx: { name: "ana", roles: [] } });
  if (url.endsWith("/_security")) return json({ members: { names: members, roles: [] } });
  return json({ error: "not_found" }, 404);
});

type Doc = Record<string, unknown> & { _id: string; _rev: string };
type Db = {
  get(id: string): Promise<Doc>;
  put(doc: object): Promise<{ rev: string }>;
  bulkDocs(docs: object[]): Promise<unknown>;
  allDocs(o: object): Promise<{ rows: { id: string; doc: Doc }[] }>;
};

const fixture = (id: string, date: string, over: object = {}) => ({
  id,
  rivalId: "r1",
  rival: "Lobos",
  date,
  time: "18:30",
  location: "home",
  competition: "Liga",
  venue: "Campo Municipal",
  planId: "plan-secreto",
  squadIds: ["p1"],
  ...over,
});

const ACCOUNTS = JSON.stringify({
  accounts: [
    { playerId: "p1", user: "dani" },
    { playerId: "p2", user: "marta" },
  ],
});
const SQUAD = [
  { id: "p1", name: "Dani" },
  { id: "p2", name: "Marta" },
];

let n = 0;
function setUp(fixtures: object[], side: Record<string, string> = {}) {
  const settings = { server: "https://equipo.test", database: `equipo${n++}`, user: "ana" };
  const remote = (user: string) =>
    new MemoryPouch(`${settings.server}/${playerDbName(settings.database, user)}`) as Db;
  const listeners: (() => void)[] = [];
  let snapshot: { events: ScheduleEvent[]; replies: Reply[] } = { events: [], replies: [] };
  const lists: Record<string, object[]> = { fixtures, players: SQUAD };
  const sides: Record<string, string> = { playerAccounts: ACCOUNTS, ...side };
  const port = {
    getList: (key: ListKey) => ({ items: lists[key] ?? [] }),
    getSide: (key: string) => sides[key] ?? null,
    subscribe: (l: () => void) => {
      listeners.push(l);
      return () => undefined;
    },
    replies: (s: typeof snapshot) => (snapshot = s),
  } as unknown as SyncPort;
  const change = (key: string, next: object[] | string) => {
    if (typeof next === "string") sides[key] = next;
    else lists[key] = next;
    for (const l of listeners) l();
  };
  return { settings, remote, port, change, snapshot: () => snapshot };
}

const slow = { timeout: 10_000 };
const ids = async (db: Db) =>
  (await db.allDocs({})).rows.map((r) => r.id).filter((id) => !id.startsWith("_design"));

afterEach(async () => {
  const { stopReplies } = await import("./replies");
  await stopReplies({ forget: true });
  members = ["ana"];
});

describe("the coach's link to each player's database", () => {
  it("publishes the upcoming, unplayed fixtures to every player with only the schedule's fields", async () => {
    const { settings, remote, port } = setUp([
      fixture("f1", "2099-06-01"),
      fixture("f0", "2020-01-01"),
      fixture("f2", "2099-06-08", { matchId: "m2" }),
    ]);
    const { startReplies } = await import("./replies");
    await startReplies(settings, port);
    for (const user of ["dani", "marta"])
      await vi.waitFor(
        async () => expect(await ids(remote(user))).toContain("evento:partido-f1"),
        slow,
      );
    const { _rev, ...doc } = await remote("marta").get("evento:partido-f1");
    void _rev;
    expect(doc).toEqual({
      _id: "evento:partido-f1",
      docType: "evento",
      eventId: "partido-f1",
      kind: "partido",
      date: "2099-06-01",
      time: "18:30",
      meetTime: "",
      place: "Campo Municipal",
      title: "vs Lobos (Liga)",
      cancelled: false,
      meetPlace: "",
      home: true,
      notes: "",
      answerBy: "",
    });
  });

  it("tells each player whether he is called up, and only him", async () => {
    const { settings, remote, port } = setUp([fixture("f1", "2099-06-01")]);
    const { startReplies } = await import("./replies");
    await startReplies(settings, port);
    await vi.waitFor(async () => {
      expect(await remote("dani").get("convocatoria:partido-f1")).toMatchObject({
        status: "convocado",
      });
      expect(await remote("marta").get("convocatoria:partido-f1")).toMatchObject({
        status: "no_convocado",
      });
    }, slow);
    expect(await ids(remote("marta"))).not.toContain("respuesta:dani:partido-f1");
  });

  it("follows the calendar: a changed fixture is updated, a deleted one removed", async () => {
    const { settings, remote, port, change } = setUp([
      fixture("f1", "2099-06-01"),
      fixture("f3", "2099-06-15"),
    ]);
    const { startReplies } = await import("./replies");
    await startReplies(settings, port);
    await vi.waitFor(
      async () => expect(await ids(remote("dani"))).toContain("evento:partido-f3"),
      slow,
    );
    change("fixtures", [fixture("f1", "2099-06-02", { time: "12:00" })]);
    await vi.waitFor(async () => {
      const left = await ids(remote("dani"));
      expect(left.filter((id) => id.startsWith("evento:"))).toEqual(["evento:partido-f1"]);
      expect(await remote("dani").get("evento:partido-f1")).toMatchObject({
        date: "2099-06-02",
        time: "12:00",
      });
    }, slow);
  });

  it("hands the app each player's replies from his own database, and the events once", async () => {
    const { settings, remote, port, snapshot } = setUp([fixture("f1", "2099-06-01")]);
    const reply: Reply = {
      user: "dani",
      eventId: "partido-f1",
      answer: "no_voy",
      reason: "Lesionado",
      answeredAt: "2099-05-30T10:00:00.000Z",
      by: "eva",
    };
    await remote("dani").put(replyDoc(reply));
    // Filed in Marta's database under Dani: not his, never handed on.
    await remote("marta").put(replyDoc({ ...reply, answer: "voy" }));
    // Not a reply this app reads.
    await remote("dani").put({ _id: "respuesta:x:partido-f1", docType: "respuesta", user: "x" });
    const { startReplies } = await import("./replies");
    await startReplies(settings, port);
    await vi.waitFor(() => {
      expect(snapshot().replies).toEqual([reply]);
      expect(snapshot().events.map((e) => e.eventId)).toEqual(["partido-f1"]);
    }, slow);
  });

  it("writes who goes only while the team allows it: names and answers, never the reason", async () => {
    const on = JSON.stringify({
      name: "",
      seasonStartMonth: 8,
      yellowCardLimit: 5,
      playersSeeWhoGoes: true,
    });
    const { settings, remote, port, change } = setUp([fixture("f1", "2099-06-01")], {
      teamSettings: on,
    });
    await remote("marta").put(
      replyDoc({
        user: "marta",
        eventId: "partido-f1",
        answer: "no_voy",
        reason: "Lesión de rodilla",
        answeredAt: "2099-05-30T10:00:00.000Z",
      }),
    );
    const { startReplies } = await import("./replies");
    await startReplies(settings, port);
    await vi.waitFor(async () => {
      const who = await remote("dani").get("quien-va:partido-f1");
      expect(who.answers).toEqual([{ name: "Marta", answer: "no_voy" }]);
    }, slow);
    const all = await remote("dani").allDocs({ include_docs: true });
    expect(JSON.stringify(all)).not.toContain("rodilla");
    change("teamSettings", JSON.stringify({ ...JSON.parse(on), playersSeeWhoGoes: false }));
    await vi.waitFor(
      async () => expect(await ids(remote("dani"))).not.toContain("quien-va:partido-f1"),
      slow,
    );
  });

  it("names a player's guardians in his database only, and removes them when the coach does", async () => {
    const maria = { user: "maria", name: "María Gil", relation: "madre", players: ["dani"] };
    const withMaria = JSON.stringify({ ...JSON.parse(ACCOUNTS), guardians: [maria] });
    const { settings, remote, port, change } = setUp([fixture("f1", "2099-06-01")], {
      playerAccounts: withMaria,
    });
    const { startReplies } = await import("./replies");
    await startReplies(settings, port);
    await vi.waitFor(async () => {
      const family = await remote("dani").get("familia:dani");
      expect(family.guardians).toEqual([{ user: "maria", name: "María Gil", relation: "madre" }]);
    }, slow);
    expect(await ids(remote("marta"))).not.toContain("familia:marta");
    change("playerAccounts", ACCOUNTS);
    await vi.waitFor(
      async () => expect(await ids(remote("dani"))).not.toContain("familia:dani"),
      slow,
    );
  });

  it("opens nothing of a player's database the user is not named on", async () => {
    members = ["luis"];
    const { settings, remote, port, snapshot } = setUp([fixture("f1", "2099-06-01")]);
    const { startReplies } = await import("./replies");
    asked = [];
    await startReplies(settings, port);
    // Each database's members were read, and neither was opened.
    await vi.waitFor(
      () => expect(asked.filter((u) => u.endsWith("/_security")).length).toBeGreaterThanOrEqual(2),
      slow,
    );
    expect(await ids(remote("dani"))).toEqual([]);
    expect(snapshot().replies).toEqual([]);
  });
});
