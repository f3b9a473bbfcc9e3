// The coach's link to the players' replies database (replies.ts) with real PouchDB on the memory
// adapter for both this device and the "server": what it publishes from the calendar, what it
// removes, what it hands the app, and that it opens nothing the user is not named on.
import PouchDB from "pouchdb";
import memoryAdapter from "pouchdb-adapter-memory";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ListKey } from "../config/storage-keys";
import { replyDoc } from "../domain/replies/documents";
import type { Reply, ScheduleEvent } from "../domain/replies/documents";
import type { SyncPort } from "./port";

PouchDB.plugin(memoryAdapter);
const MemoryPouch = PouchDB.defaults({ adapter: "memory" });
vi.mock("pouchdb-browser", () => ({ default: MemoryPouch }));

let members: string[] = ["ana"];
vi.stubGlobal("fetch", (url: string) => {
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

let n = 0;
function setUp(fixtures: object[]) {
  const settings = { server: "https://equipo.test", database: `equipo${n++}`, user: "ana" };
  const remote = new MemoryPouch(`${settings.server}/${settings.database}_respuestas`) as Db;
  const listeners: (() => void)[] = [];
  let snapshot: { events: ScheduleEvent[]; replies: Reply[] } = { events: [], replies: [] };
  const lists = { fixtures };
  const port = {
    getList: (key: ListKey) => ({ items: key === "fixtures" ? lists.fixtures : [] }),
    getSide: () => null,
    subscribe: (l: () => void) => {
      listeners.push(l);
      return () => undefined;
    },
    replies: (s: typeof snapshot) => (snapshot = s),
  } as unknown as SyncPort;
  const change = (next: object[]) => {
    lists.fixtures = next;
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

describe("the coach's link to the replies database", () => {
  it("publishes the upcoming, unplayed fixtures with only the schedule's fields", async () => {
    const { settings, remote, port } = setUp([
      fixture("f1", "2099-06-01"),
      fixture("f0", "2020-01-01"),
      fixture("f2", "2099-06-08", { matchId: "m2" }),
    ]);
    const { startReplies } = await import("./replies");
    await startReplies(settings, port);
    await vi.waitFor(async () => expect(await ids(remote)).toEqual(["evento:partido-f1"]), slow);
    const { _rev, ...doc } = await remote.get("evento:partido-f1");
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

  it("follows the calendar: a changed fixture is updated, a deleted one removed", async () => {
    const { settings, remote, port, change } = setUp([
      fixture("f1", "2099-06-01"),
      fixture("f3", "2099-06-15"),
    ]);
    const { startReplies } = await import("./replies");
    await startReplies(settings, port);
    await vi.waitFor(async () => expect(await ids(remote)).toHaveLength(2), slow);
    change([fixture("f1", "2099-06-02", { time: "12:00" })]);
    await vi.waitFor(async () => {
      expect(await ids(remote)).toEqual(["evento:partido-f1"]);
      expect(await remote.get("evento:partido-f1")).toMatchObject({
        date: "2099-06-02",
        time: "12:00",
      });
    }, slow);
  });

  it("hands the app every player's reply and the events", async () => {
    const { settings, remote, port, snapshot } = setUp([fixture("f1", "2099-06-01")]);
    const reply: Reply = {
      user: "dani",
      eventId: "partido-f1",
      answer: "no_voy",
      reason: "Lesionado",
      answeredAt: "2099-05-30T10:00:00.000Z",
    };
    await remote.put(replyDoc(reply));
    // Not a reply this app reads: never handed on.
    await remote.put({ _id: "respuesta:x:partido-f1", docType: "respuesta", user: "x" });
    const { startReplies } = await import("./replies");
    await startReplies(settings, port);
    await vi.waitFor(() => {
      expect(snapshot().replies).toEqual([{ ...reply, by: reply.user }]);
      expect(snapshot().events.map((e) => e.eventId)).toEqual(["partido-f1"]);
    }, slow);
  });

  it("hands a burst of documents over as a few snapshots, not one per document", async () => {
    const { settings, remote, port, snapshot } = setUp([]);
    const { startReplies } = await import("./replies");
    let handed = 0;
    await startReplies(settings, {
      ...port,
      replies: (s: ReturnType<typeof snapshot>) => {
        handed++;
        port.replies!(s);
      },
    });
    const reply = (i: number): Reply => ({
      user: `u${i}`,
      eventId: "partido-f1",
      answer: "voy",
      reason: "",
      answeredAt: "2099-05-30T10:00:00.000Z",
    });
    handed = 0;
    await remote.bulkDocs(Array.from({ length: 300 }, (_, i) => replyDoc(reply(i))));
    await vi.waitFor(() => expect(snapshot().replies).toHaveLength(300), slow);
    expect(handed).toBeLessThan(30);
  });

  it("opens nothing when the user is not named on the replies database", async () => {
    members = ["luis"];
    const { settings, remote, port, snapshot } = setUp([fixture("f1", "2099-06-01")]);
    const { startReplies } = await import("./replies");
    await startReplies(settings, port);
    expect(await ids(remote)).toEqual([]);
    expect(snapshot()).toEqual({ events: [], replies: [] });
  });
});
