// The replication engine with real PouchDB (the memory adapter stands in for IndexedDB and for
// the team's CouchDB): what a device writes when a page loads with documents in its database.
import { listLabels } from "../config/app";
import PouchDB from "pouchdb";
import memoryAdapter from "pouchdb-adapter-memory";
import type BrowserPouch from "pouchdb-browser";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildDemoTeam } from "../demo/team";
import { addEvent, newLiveMatch } from "../domain/live/live-match";
import type { LiveMatch, LiveSetup } from "../domain/live/live-match";
import type { Body } from "./documents";
import { emptyLocalData, toDocs } from "./documents";
import { printDocs, storedPrints } from "./prints";
import type { SyncStatus } from "./port";
import fc from "fast-check";
import { asId } from "../testing/ids";
import { makePlayer } from "../testing/fixtures";
import { nestedDeeperThan } from "./stable-json";

PouchDB.plugin(memoryAdapter);
const MemoryPouch = PouchDB.defaults({ adapter: "memory" });
/** Every database the engine opens, newest last, so a test can reach the device's one. */
const opened: { name: string; bulkDocs: (...a: unknown[]) => unknown }[] = [];
let serverDown = false;
/** The server takes the connection and never answers (until `serverSilent` is false again). */
let serverSilent = false;
/** Requests waiting on the silent server; answered once it speaks again. */
const silenced: (() => void)[] = [];
/** Waits, while the server is silent, until it speaks again; then `answer` answers. */
function whenSpeaking<T>(answer: () => Promise<T>): Promise<T> {
  if (!serverSilent) return answer();
  return new Promise<T>((resolve, reject) => {
    silenced.push(() => void answer().then(resolve, reject));
  });
}
function speak() {
  serverSilent = false;
  for (const answer of silenced.splice(0)) answer();
}
let infoCalls = 0;
function TrackedPouch(name: string, options?: object) {
  const db = new MemoryPouch(name, options);
  if (name.startsWith("https://")) {
    // The team's server, unreachable while `serverDown` (as fetch is, below).
    const info = db.info.bind(db);
    db.info = () => {
      infoCalls++;
      return serverDown ? Promise.reject(new TypeError("Failed to fetch")) : whenSpeaking(info);
    };
  } else if (name.startsWith("banquillo-")) {
    // The device's IndexedDB: its structured clone is recursive, and a document nested a few
    // thousand levels overflows the stack in `put` (Chromium), where the memory adapter copes.
    const bulkDocs = db.bulkDocs.bind(db) as (...a: unknown[]) => Promise<unknown>;
    db.bulkDocs = ((...args: unknown[]) => {
      const req = args[0] as Doc[] | { docs: Doc[] };
      const docs = Array.isArray(req) ? req : req.docs;
      if (docs.some((d) => nestedDeeperThan(d, 1000)))
        return Promise.reject(new RangeError("Maximum call stack size exceeded"));
      return bulkDocs(...args);
    }) as typeof db.bulkDocs;
  }
  opened.push(db);
  return db;
}
vi.mock("pouchdb-browser", () => ({ default: TrackedPouch }));

type Doc = Body & { _id: string; _rev: string };

const team = buildDemoTeam("2026-11-24");
const teamDocs = toDocs(emptyLocalData({ ...team }));
const designDoc = { _id: "_design/banquillo", validate_doc_update: "function () {}" };

let n = 0;
/** A team database on the "server", and the name of this device's copy of it. */
async function setUp() {
  const settings = { server: "https://equipo.test", database: `team${n++}`, user: "luis" };
  const remote = new MemoryPouch(`${settings.server}/${settings.database}`);
  await remote.bulkDocs([designDoc, ...[...teamDocs].map(([id, body]) => ({ ...body, _id: id }))]);
  const local = new MemoryPouch(`banquillo-equipo.test-${settings.database}`);
  return { settings, remote, local };
}

async function docsOf(db: BrowserPouch): Promise<Doc[]> {
  const all = await db.allDocs({ include_docs: true });
  return all.rows.map((r) => r.doc as unknown as Doc);
}

/** The ids of the documents written as deleted (`deleted: true`). */
async function deletedIds(db: BrowserPouch): Promise<string[]> {
  return (await docsOf(db)).filter((d) => d.deleted === true).map((d) => d._id);
}

/**
 * The server's answers about the account (src/sync/session.ts): Luis's session, and the
 * team's members. Every test's device is signed in as Luis, a member by name, unless it says.
 */
let members: string[] = ["luis"];
const fetchCalls: string[] = [];
vi.stubGlobal("fetch", (url: string) => {
  fetchCalls.push(url);
  if (serverDown) return Promise.reject(new TypeError("Failed to fetch"));
  const json = (body: unknown, status = 200) =>
    whenSpeaking(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  if (url.endsWith("/_session")) return json({ ok: true, userCtx: { name: "luis", roles: [] } });
  if (url.endsWith("/_security")) return json({ members: { names: members, roles: ["coach"] } });
  return json({ error: "not_found" }, 404);
});
/** Replication and projection on a busy machine can take longer than waitFor's default second. */
const slow = { timeout: 10_000 };

/** Until the engine has pushed, pulled and projected whatever is left. */
async function settle() {
  const engine = await import("./engine");
  await engine.idle();
}

/** The app's store and live match, as state/sync.ts hands them to the engine. */
async function port(report: (status: Partial<SyncStatus>) => void) {
  const { syncPort } = await import("../state/sync-port");
  return syncPort(report);
}

async function start(settings: { server: string; database: string; user: string }) {
  const engine = await import("./engine");
  let status: Partial<SyncStatus> = {};
  await engine.startEngine(settings, await port((s) => (status = { ...status, ...s })));
  return { engine, status: () => status };
}

afterEach(async () => {
  const engine = await import("./engine");
  await engine.stopEngine({ forget: false });
  localStorage.clear();
  vi.resetModules();
  members = ["luis"];
  serverDown = false;
  speak();
  infoCalls = 0;
  fetchCalls.length = 0;
  vi.useRealTimers();
});

describe("a page loaded with documents its lists do not show yet", () => {
  it("pulled before the page closed, with the agreement stored: the lists get them, nothing is deleted", async () => {
    const { settings, remote, local } = await setUp();
    // The lists had agreed with an empty database; then the whole team was pulled.
    await local.put({ _id: "_local/banquillo-agreed", ...storedPrints(printDocs(new Map())) });
    await PouchDB.replicate(remote, local);

    await start(settings);
    const { getList } = await import("../state/store");
    await vi.waitFor(() => expect(getList("matches").items).toHaveLength(team.matches.length));
    expect(getList("players").items.map((p) => p.id)).toEqual(team.players.map((p) => p.id));
    // The figures are derived again from the matches, as the demo team's are.
    expect(getList("players").items.map((p) => p.stats)).toEqual(team.players.map((p) => p.stats));

    await settle();
    for (const db of [local, remote]) expect(await deletedIds(db)).toEqual([]);
  });

  it("pulled by an older version that stored no agreement: nothing is deleted either", async () => {
    const { settings, remote, local } = await setUp();
    await PouchDB.replicate(remote, local);

    await start(settings);
    const { getList } = await import("../state/store");
    await vi.waitFor(() => expect(getList("players").items).toHaveLength(team.players.length));
    await settle();
    for (const db of [local, remote]) expect(await deletedIds(db)).toEqual([]);
  });

  it("leaves the server's design document alone, load after load", async () => {
    const { settings, remote, local } = await setUp();
    await PouchDB.replicate(remote, local);
    for (let load = 0; load < 2; load++) {
      const { engine } = await start(settings);
      await settle();
      await engine.stopEngine({ forget: false });
    }
    for (const db of [local, remote]) {
      const design = (await db.get("_design/banquillo")) as unknown as Doc;
      expect(design._rev).toMatch(/^1-/);
      expect(design).not.toHaveProperty("deleted");
    }
  });

  it("a record deleted here while sharing was off is still deleted on the server", async () => {
    const { settings, remote, local } = await setUp();
    await PouchDB.replicate(remote, local);
    const first = await start(settings);
    const { getList, commit } = await import("../state/store");
    await vi.waitFor(() =>
      expect(getList("matchPlans").items).toHaveLength(team.matchPlans.length),
    );
    await settle();
    await first.engine.stopEngine({ forget: false });

    const gone = team.matchPlans[0]!.id;
    expect(
      commit({ matchPlans: getList("matchPlans").items.filter((p) => p.id !== gone) }).ok,
    ).toBe(true);
    await start(settings);
    await vi.waitFor(async () => {
      const doc = (await remote.get(`plan:${gone}`)) as unknown as Doc;
      expect(doc.deleted).toBe(true);
    });
    expect(await deletedIds(remote)).toEqual([`plan:${gone}`]);
  });
});

describe("the status", () => {
  it("says 'Sincronizado' only once the lists show what was pulled", async () => {
    const { settings } = await setUp();
    const engine = await import("./engine");
    const { getList } = await import("../state/store");
    let state: string | undefined;
    const listsWhenSynced: number[] = [];
    await engine.startEngine(
      settings,
      await port((s) => {
        state = s.state ?? state;
        if (state === "synced") listsWhenSynced.push(getList("matches").items.length);
      }),
    );
    await vi.waitFor(() => expect(state).toBe("synced"), slow);
    await settle();
    expect(state).toBe("synced");
    expect(new Set(listsWhenSynced)).toEqual(new Set([team.matches.length]));
  });
});

describe("an edit made here while another device's change lands", () => {
  it("is written on the newest revision when its own was stale (409), never dropped", async () => {
    const { settings, remote, local } = await setUp();
    await PouchDB.replicate(remote, local);
    await start(settings);
    const { getList, commit } = await import("../state/store");
    await vi.waitFor(() => expect(getList("players").items).toHaveLength(team.players.length));
    await settle();

    const player = team.players[0]!;
    const id = `player:${player.id}`;
    // Just before this device writes its edit, another device's edit of the same player lands
    // in its database, so the revision the engine holds is stale and the write gets a 409.
    type Db = { get(id: string): Promise<Doc>; put(doc: Doc): Promise<unknown> };
    const device = opened.findLast(
      (db) => db.name === `banquillo-equipo.test-${settings.database}`,
    )!;
    const original = device.bulkDocs;
    let landed = false;
    vi.spyOn(device, "bulkDocs").mockImplementation(async function (this: Db, ...args: unknown[]) {
      const docs = args[0];
      if (!landed && Array.isArray(docs) && docs.some((d: Doc) => d._id === id)) {
        landed = true;
        await this.put({ ...(await this.get(id)), height: 199 });
      }
      return original.apply(device, args);
    });
    const players = getList("players").items.map((p) =>
      p.id === player.id ? { ...p, number: 77 } : p,
    );
    expect(commit({ players }).ok).toBe(true);

    await vi.waitFor(async () => expect((await remote.get(id)).number).toBe(77), {
      timeout: 3000,
    });
    expect(landed).toBe(true);
    await settle();
    expect(getList("players").items.find((p) => p.id === player.id)?.number).toBe(77);
    vi.restoreAllMocks();
  });
});

describe("team data that does not fit in this browser's storage", () => {
  it("stores what fits, names what was left out, and never says 'Sincronizado'", async () => {
    const { settings, remote } = await setUp();
    await remote.bulkDocs(
      Array.from({ length: 12 }, (_, i) => ({
        _id: `insight:grande-${i}`,
        docType: "insight",
        order: 100 + i,
        text: `${i} ${"x".repeat(450_000)}`,
        meta: null,
      })),
    );
    const states: string[] = [];
    let status: Partial<SyncStatus> = {};
    const engine = await import("./engine");
    await engine.startEngine(
      settings,
      await port((s) => {
        status = { ...status, ...s };
        if (s.state) states.push(s.state);
      }),
    );
    const { getList } = await import("../state/store");
    // Waits for the engine to have nothing left to do, not for a time: 5 MB of insights take
    // a while on a loaded machine.
    await settle();
    expect(status.state).toBe("storage");
    // Which lists fit depends on the batches the documents arrived in (the insights' ids sort
    // first): every list is either whole here or named with how much of it is here.
    const problem = (status.problems ?? []).join(" ");
    expect(problem).toContain("Datos que no caben en este navegador:");
    const totals = [
      ["players", team.players.length],
      ["matches", team.matches.length],
      ["savedInsights", team.savedInsights.length + 12],
    ] as const;
    for (const [key, total] of totals) {
      const here = getList(key).items.length;
      if (here !== total) expect(problem).toContain(`«${listLabels[key]}»: ${here} de ${total}`);
    }
    expect(getList("savedInsights").items.length).toBeLessThan(team.savedInsights.length + 12);
    expect(states).not.toContain("synced");
  });
});

describe("a player saved while the page's first projection runs", () => {
  it("is pushed and kept, never projected away by the documents arriving meanwhile", async () => {
    const { settings, remote, local } = await setUp();
    // Another device's documents reached this database before the page closed; the lists do
    // not show them yet, so the first projection writes them while the bar says 'Conectando…'.
    await PouchDB.replicate(remote, local);
    const engine = await import("./engine");
    const { getList, commit } = await import("../state/store");
    const nuevo = makePlayer("Nuevo", { id: "nuevo" });
    let status: Partial<SyncStatus> = {};
    const starting = engine.startEngine(
      settings,
      await port((s) => (status = { ...status, ...s })),
    );
    // The coach saves him just as the engine, inside that projection, stores its agreement.
    const device = opened.findLast(
      (db) => db.name === `banquillo-equipo.test-${settings.database}`,
    ) as unknown as { put: (doc: Doc) => Promise<unknown> };
    const put = device.put.bind(device);
    let saved = false;
    device.put = (doc: Doc) => {
      if (!saved && doc._id === "_local/banquillo-agreed") {
        saved = true;
        expect(commit({ players: [...getList("players").items, nuevo] }).ok).toBe(true);
      }
      return put(doc);
    };
    await starting;
    await vi.waitFor(() => expect(status.state).toBe("synced"), slow);
    await settle();
    expect(saved).toBe(true);
    expect(
      getList("players")
        .items.map((p) => p.id)
        .sort(),
    ).toEqual([...team.players.map((p) => p.id), "nuevo"].sort());
    expect((await remote.get("player:nuevo")).name).toBe("Nuevo");
  });
});

describe("local commits interleaved with remote documents arriving", () => {
  type Step = { kind: "local" | "delete" | "remote"; at: number };
  const step: fc.Arbitrary<Step> = fc.record({
    kind: fc.constantFrom("local", "delete", "remote"),
    at: fc.integer({ min: 1, max: 10 }),
  });

  it("a committed local record is on the device afterwards, unless the coach deleted it", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const { settings, remote, local } = await setUp();
        await PouchDB.replicate(remote, local);
        const engine = await import("./engine");
        const { getList, commit } = await import("../state/store");
        const committed: string[] = [];
        const deleted = new Set<string>();
        let remoteN = 0;
        const run = (s: Step) => {
          if (s.kind === "local") {
            const id = `local-${committed.length}`;
            committed.push(id);
            expect(
              commit({ players: [...getList("players").items, makePlayer(id, { id })] }).ok,
            ).toBe(true);
          } else if (s.kind === "delete") {
            const id = committed.find((c) => !deleted.has(c));
            if (!id) return;
            deleted.add(id);
            const players = getList("players").items.filter((p) => p.id !== id);
            expect(commit({ players }).ok).toBe(true);
          } else {
            // Another device's player, pulled into this device's database meanwhile.
            const id = `remote-${remoteN++}`;
            const doc = {
              _id: `player:${id}`,
              docType: "player",
              order: 500 + remoteN,
              id,
              name: id,
            };
            void (put(doc) as Promise<unknown>).catch(() => undefined);
          }
        };
        // Each step runs when the engine calls its database for the `at`-th time, i.e. inside
        // one of its awaits (a push, a projection, the agreement), or after everything.
        const starting = engine.startEngine(settings, await port(() => undefined));
        const device = opened.findLast(
          (db) => db.name === `banquillo-equipo.test-${settings.database}`,
        ) as unknown as Record<string, (...a: unknown[]) => unknown>;
        const put = device.put!.bind(device);
        let calls = 0;
        const due = () => {
          calls++;
          for (const s of steps.filter((x) => x.at === calls)) run(s);
        };
        for (const method of ["get", "put", "bulkDocs", "allDocs", "info"]) {
          const original = device[method]!.bind(device);
          device[method] = (...args: unknown[]) => {
            due();
            return original(...args);
          };
        }
        try {
          await starting;
          for (const s of steps.filter((x) => x.at > calls)) run(s);
          await settle();
          const ids = new Set<string>(getList("players").items.map((p) => p.id));
          for (const id of committed) expect(ids.has(id), id).toBe(!deleted.has(id));
          for (const id of committed.filter((c) => !deleted.has(c)))
            expect((await remote.get(`player:${id}`)).name).toBe(id);
        } finally {
          await engine.stopEngine({ forget: false });
          localStorage.clear();
          vi.resetModules();
        }
      }),
      {
        numRuns: 15,
        // Inside the first projection: its last push, and the agreement stored after it.
        examples: [[[{ kind: "local", at: 4 }]], [[{ kind: "local", at: 5 }]]],
      },
    );
  });
});

const REFUSAL = "Solo un entrenador puede eliminar datos del equipo.";

/** The engine's copy of the team's server database, made to refuse deletes as the rules do. */
function refuseDeletes(database: string) {
  refuseIf(
    database,
    (d) => d.deleted === true,
    () => REFUSAL,
  );
}

/** The engine's copy of the team's server database, refusing what `refused` says, as a rule. */
function refuseIf(database: string, refuses: (d: Doc) => boolean, reason: (d: Doc) => string) {
  const server = opened.findLast((db) => db.name === `https://equipo.test/${database}`)!;
  const original = server.bulkDocs.bind(server) as (...a: unknown[]) => Promise<unknown[]>;
  vi.spyOn(server, "bulkDocs").mockImplementation(async (...args: unknown[]) => {
    const req = args[0] as { docs: Doc[]; new_edits?: boolean };
    const refused = req.docs.filter(refuses);
    const accepted = req.docs.filter((d) => !refuses(d));
    const written = accepted.length > 0 ? await original({ ...req, docs: accepted }) : [];
    return [
      ...written,
      ...refused.map((d) => ({
        id: d._id,
        error: true,
        name: "forbidden",
        status: 403,
        message: reason(d),
      })),
    ];
  });
}

describe("a change the server refuses", () => {
  it("is undone on this device, stays undone after a reload, and the status is never 'Sincronizado' until the coach has read why", async () => {
    const { settings, remote, local } = await setUp();
    await PouchDB.replicate(remote, local);
    const states: string[] = [];
    let status: Partial<SyncStatus> = {};
    const engine = await import("./engine");
    /** What the local database held when the notice was first shown (a page left right then). */
    let keptWhenShown: Promise<unknown> | undefined;
    const report = (s: Partial<SyncStatus>) => {
      status = { ...status, ...s };
      if (s.state) states.push(s.state);
      if (!keptWhenShown && s.refused?.length)
        keptWhenShown = local.get("_local/banquillo-refused").then(
          (d: unknown) => (d as { lines?: unknown }).lines,
          () => [],
        );
    };
    await engine.startEngine(settings, await port(report));
    const { getList, commit } = await import("../state/store");
    await vi.waitFor(() => expect(getList("players").items).toHaveLength(team.players.length), {
      timeout: 5000,
    });
    await vi.waitFor(() => expect(status.state).toBe("synced"), { timeout: 5000 });
    refuseDeletes(settings.database);

    const player = team.players[1]!;
    states.length = 0;
    expect(commit({ players: getList("players").items.filter((p) => p.id !== player.id) }).ok).toBe(
      true,
    );
    await vi.waitFor(
      () =>
        expect(status.refused).toEqual([
          `El servidor no aceptó «Eliminar Jugador: ${player.name}»: ${REFUSAL} Se ha deshecho en este dispositivo: vuelve a estar como en el servidor.`,
        ]),
      { timeout: 5000 },
    );
    // Kept before it was shown: a page closed at once still has it on the next load.
    expect(await keptWhenShown).toEqual(status.refused);
    // The player is back in this device's lists, as the server has him.
    await vi.waitFor(() => expect(getList("players").items.map((p) => p.id)).toContain(player.id), {
      timeout: 5000,
    });
    await settle();
    expect(status.state).toBe("refused");
    expect(states.slice(states.indexOf("refused"))).not.toContain("synced");
    expect((await remote.get(`player:${player.id}`)) as unknown as Doc).not.toHaveProperty(
      "deleted",
    );
    expect(await deletedIds(local)).toEqual([]);

    // A reload: the player is still there, and so is the notice.
    await engine.stopEngine({ forget: false });
    vi.resetModules();
    const again = await import("./engine");
    status = {};
    await again.startEngine(settings, await port(report));
    const store = await import("../state/store");
    await vi.waitFor(() => expect(status.state).toBe("refused"), { timeout: 5000 });
    expect(store.getList("players").items.map((p) => p.id)).toContain(player.id);
    expect(status.refused).toHaveLength(1);
    // Read: the status is free to say 'Sincronizado' again.
    again.dismissRefused();
    await vi.waitFor(() => expect(status.state).toBe("synced"), { timeout: 5000 });
    expect(status.refused).toEqual([]);
  });
});

describe("a record the server refuses and never had", () => {
  it("stays on this device, marked not shared with the server's reason, after a reload too, and is shared once an edit is accepted", async () => {
    const { settings, remote, local } = await setUp();
    await PouchDB.replicate(remote, local);
    const { engine, status } = await start(settings);
    const { getList, commit } = await import("../state/store");
    await vi.waitFor(() => expect(status().state).toBe("synced"), slow);
    const whole = (d: Doc) => typeof d.number !== "number" || Number.isInteger(d.number);
    const why = (d: Doc) =>
      `Documento no válido (${d._id}): «number» debe ser un número entero no negativo.`;
    refuseIf(settings.database, (d) => !whole(d), why);

    const sergio = makePlayer("Sergio Ibáñez", { id: "sergio", number: 7.5 });
    expect(commit({ players: [...getList("players").items, sergio] }).ok).toBe(true);
    const reason = why({ _id: "player:sergio", _rev: "" });
    await vi.waitFor(
      () =>
        expect(status().refused).toEqual([
          `El servidor no aceptó «Guardar Jugador: Sergio Ibáñez»: ${reason} El servidor no lo tenía: se queda en este dispositivo, marcado «No compartido», y se enviará de nuevo cuando lo corrijas.`,
        ]),
      slow,
    );
    await settle();
    const kept = [{ docId: "player:sergio", reason }];
    expect(getList("players").items.map((p) => p.id)).toContain("sergio");
    expect(status().notShared).toEqual(kept);
    expect(status().state).toBe("refused");
    expect(await deletedIds(local)).toEqual([]);
    engine.dismissRefused();
    await vi.waitFor(() => expect(status().state).toBe("unshared"), slow);
    expect(status().count).toBe(1);

    // A reload: still here, still not shared, not sent again before an edit.
    await engine.stopEngine({ forget: false });
    vi.resetModules();
    const again = await start(settings);
    const store = await import("../state/store");
    await vi.waitFor(() => expect(again.status().state).toBe("unshared"), slow);
    expect(again.status().notShared).toEqual(kept);
    expect(store.getList("players").items.map((p) => p.id)).toContain("sergio");
    await expect(remote.get("player:sergio")).rejects.toMatchObject({ status: 404 });

    // Corrected: the edit is sent, taken, and the record is shared.
    const players = store
      .getList("players")
      .items.map((p) => (p.id === "sergio" ? { ...p, number: 7 } : p));
    expect(store.commit({ players }).ok).toBe(true);
    await vi.waitFor(async () => expect((await remote.get("player:sergio")).number).toBe(7), slow);
    await vi.waitFor(() => expect(again.status().state).toBe("synced"), slow);
    expect(again.status().notShared).toEqual([]);
  });
});

describe("membership", () => {
  it("refuses a database the user is not named on (reached by a role): Spanish reason, nothing pulled", async () => {
    const { settings, local } = await setUp();
    members = ["ana"];
    const { status } = await start(settings);
    await vi.waitFor(() => expect(status().state).toBe("signin"), { timeout: 5000 });
    expect(status().signinReason).toBe(
      `El usuario «luis» no figura por su nombre entre los miembros de «${settings.database}»: este dispositivo no comparte sus datos. Pide al administrador que ejecute npm run team:create para este equipo.`,
    );
    await settle();
    const { getList } = await import("../state/store");
    expect(getList("players").items).toEqual([]);
    expect((await local.allDocs()).rows).toEqual([]);
  });
});

describe("membership not yet checked", () => {
  it("replicates nothing while the check cannot reach the server, and starts once it can", async () => {
    const { settings, local } = await setUp();
    serverDown = true;
    const { status } = await start(settings);
    await vi.waitFor(() => expect(status().state).toBe("offline"), { timeout: 5000 });
    await settle();
    expect((await local.allDocs()).rows).toEqual([]);

    serverDown = false;
    window.dispatchEvent(new Event("online"));
    const { getList } = await import("../state/store");
    await vi.waitFor(() => expect(status().state).toBe("synced"), { timeout: 5000 });
    expect(getList("players").items).toHaveLength(team.players.length);
  });
});

describe("a server that takes the connection and never answers", () => {
  it("after ANSWER_TIMEOUT_MS the status says so at that address instead of 'Conectando…', and it keeps trying until the server answers", async () => {
    const { ANSWER_TIMEOUT_MS } = await import("./session");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { settings, local } = await setUp();
    serverSilent = true;
    const engine = await import("./engine");
    let status: Partial<SyncStatus> = {};
    const ports = await port((s) => (status = { ...status, ...s }));
    void engine.startEngine(settings, ports);
    await vi.waitFor(() => expect(infoCalls).toBe(1), slow);
    // The fake clock also moves with real time here (PouchDB needs its timers): leave a margin.
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS - 3000);
    expect(status.state).not.toBe("noanswer");
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(status.state).toBe("noanswer"), slow);
    expect(status.detail).toBe(
      "El servidor no respondió a tiempo (15 s) en https://equipo.test. Se sigue intentando cada pocos segundos; mientras tanto no se ha cambiado nada en el servidor y los cambios hechos aquí esperan en este dispositivo. Si la dirección no es esa, corrígela abajo.",
    );
    expect((await local.allDocs()).rows).toEqual([]);
    // Tried again in the background, waiting on the same request rather than piling up new ones.
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS + 5000);
    expect(status.state).toBe("noanswer");
    expect(infoCalls).toBe(1);

    speak();
    await vi.advanceTimersByTimeAsync(5000);
    const { getList } = await import("../state/store");
    await vi.waitFor(() => expect(status.state).toBe("synced"), slow);
    expect(getList("players").items).toHaveLength(team.players.length);
  });
});

describe("the sharing password", () => {
  it("stored by an earlier version, is used once to open a session and then deleted", async () => {
    const { settings } = await setUp();
    localStorage.setItem("banquilloSyncPassword", "clave-luis");
    const { status } = await start(settings);
    await vi.waitFor(() => expect(status().state).toBe("synced"), { timeout: 5000 });
    expect(fetchCalls.filter((u) => u.endsWith("/_session"))[0]).toBe(
      "https://equipo.test/_session",
    );
    expect(localStorage.getItem("banquilloSyncPassword")).toBeNull();
  });

  it("is removed, like the engine's pending ids are stored, through the port's commit", async () => {
    const { settings } = await setUp();
    localStorage.setItem("banquilloSyncPassword", "clave-luis");
    const app = await port(() => undefined);
    const written: string[] = [];
    const engine = await import("./engine");
    await engine.startEngine(settings, {
      ...app,
      commit: (changes, side = {}, preserve) => {
        written.push(...Object.keys(side));
        return app.commit(changes, side, preserve);
      },
    });
    const { commit, getList } = await import("../state/store");
    await vi.waitFor(
      () => expect(getList("players").items).toHaveLength(team.players.length),
      slow,
    );
    commit({ players: [...getList("players").items, makePlayer("Nuevo")] });
    // Its own commits are not local changes to push again: the engine comes to rest.
    await settle();
    expect(written).toEqual(
      expect.arrayContaining(["banquilloSyncPassword", "banquilloSyncPending"]),
    );
    expect(localStorage.getItem("banquilloSyncPassword")).toBeNull();
  });
});

/**
 * Writes an ordinary edit on the server and waits until the lists show it: by then this device
 * has pulled and projected everything the server held before it.
 */
async function everythingBefore(remote: BrowserPouch, number: number) {
  const { getList } = await import("../state/store");
  const id = team.players[1]!.id;
  const doc = (await remote.get(`player:${id}`)) as unknown as Doc;
  await remote.put({ ...doc, number });
  await vi.waitFor(
    () => expect(getList("players").items.find((p) => p.id === id)?.number).toBe(number),
    slow,
  );
}

describe("what this device accepts from the server", { timeout: 20_000 }, () => {
  const player = team.players[0]!;

  it("a document's id is its own: `player:zzz` carrying another player's id does not take him over", async () => {
    const { settings, remote } = await setUp();
    await remote.put({
      _id: "player:zzz",
      docType: "player",
      order: -1,
      id: player.id,
      name: "Impostor",
      position: "Forward",
    });
    await start(settings);
    const { getList } = await import("../state/store");
    await vi.waitFor(
      () => expect(getList("players").items).toHaveLength(team.players.length + 1),
      slow,
    );
    const players = getList("players").items;
    expect(players.find((p) => p.id === player.id)).toMatchObject({
      name: player.name,
      stats: player.stats,
    });
    expect(players.find((p) => p.id === "zzz")?.name).toBe("Impostor");
  });

  it("a document nested 3,000 levels is set aside and named; the staff's later edits still arrive", async () => {
    const { settings, remote } = await setUp();
    let deep: unknown = "fondo";
    for (let i = 0; i < 3000; i++) deep = { a: deep };
    await remote.put({
      _id: "player:hondo",
      docType: "player",
      order: 999,
      id: "hondo",
      name: "Hondo",
      position: "Forward",
      extra: deep,
    });
    const { status } = await start(settings);
    const { getList } = await import("../state/store");
    await vi.waitFor(
      () => expect(getList("players").items).toHaveLength(team.players.length),
      slow,
    );
    await settle();

    const doc = (await remote.get(`player:${player.id}`)) as unknown as Doc;
    await remote.put({ ...doc, number: 88 });
    await vi.waitFor(
      () => expect(getList("players").items.find((p) => p.id === player.id)?.number).toBe(88),
      slow,
    );
    expect(getList("players").items.some((p) => p.id === "hondo")).toBe(false);
    const named = [expect.stringContaining("Se ha dejado aparte «Jugador: Hondo»")];
    await settle();
    expect(status().problems).toEqual(named);
    expect(status().state).toBe("unreadable");
    // Named after a reload too (the pull does not fetch it again), never 'Sincronizado'.
    const engine = await import("./engine");
    await engine.stopEngine({ forget: false });
    vi.resetModules();
    const again = await start(settings);
    await vi.waitFor(() => expect(again.status().state).toBe("unreadable"), slow);
    expect(again.status().problems).toEqual(named);
    // A readable revision of it is taken, and the status is 'Sincronizado' again.
    const hondo = (await remote.get("player:hondo")) as unknown as Doc;
    await remote.put({ ...hondo, extra: "plano" });
    await vi.waitFor(() => expect(again.status().state).toBe("synced"), slow);
    expect(again.status().problems).toEqual([]);
  });

  it("a conflicting revision nested 3,000 levels never reaches the device's database, and the pull goes on", async () => {
    const { settings, remote } = await setUp();
    let deep: unknown = "fondo";
    for (let i = 0; i < 3000; i++) deep = { a: deep };
    const doble = { _id: "player:doble", docType: "player", order: 998, id: "doble" };
    // The readable revision wins (the greater revision id); the deep one is its conflict.
    await remote.bulkDocs(
      [
        { ...doble, _rev: "1-bbbb", name: "Doble" },
        { ...doble, _rev: "1-aaaa", name: "Hondo", extra: deep },
      ],
      { new_edits: false },
    );
    const { status } = await start(settings);
    const { getList } = await import("../state/store");
    await vi.waitFor(
      () => expect(getList("players").items.find((p) => p.id === "doble")?.name).toBe("Doble"),
      slow,
    );
    const doc = (await remote.get(`player:${player.id}`)) as unknown as Doc;
    await remote.put({ ...doc, number: 88 });
    await vi.waitFor(
      () => expect(getList("players").items.find((p) => p.id === player.id)?.number).toBe(88),
      slow,
    );
    await vi.waitFor(() => expect(status().state).toBe("synced"), slow);
  });

  it("the readers' limits apply to what is replicated: names, insights, their questions, the team's settings", async () => {
    const { settings, remote } = await setUp();
    const question = "¿".repeat(100_000);
    await remote.bulkDocs([
      { _id: "player:grande", docType: "player", order: 999, name: "N".repeat(1_000_000) },
      {
        _id: "insight:largo",
        docType: "insight",
        order: 50,
        text: "x".repeat(600_000),
        meta: null,
      },
      {
        _id: "insight:q1",
        docType: "insight",
        order: 51,
        text: "Resumen",
        meta: { id: "q1", savedAt: "2026-11-20T10:00:00.000Z", length: 7, question },
      },
      {
        _id: "settings:team",
        docType: "settings",
        name: "Club ".repeat(20_000),
        crest: "javascript:alert(1)",
        seasonStartMonth: 8,
      },
      // The team's live match (none in progress here), its rival's name 100,000 characters.
      {
        _id: "live:m9",
        docType: "live",
        ...newLiveMatch({
          matchId: asId("m9"),
          date: "2026-11-26",
          location: "home",
          competition: "Liga",
          periodMinutes: 45,
          rival: { name: "R".repeat(100_000) },
          formation: {
            name: "F",
            type: "",
            defenderLines: [],
            midfielderLines: [],
            forwardLines: [],
            roles: {},
          },
          lineup: {},
          roster: [],
        }),
      },
    ]);
    await start(settings);
    const { getList } = await import("../state/store");
    const readJsonKey = (key: string): unknown => JSON.parse(localStorage.getItem(key)!);
    await vi.waitFor(
      () => expect(getList("players").items).toHaveLength(team.players.length + 1),
      slow,
    );
    await settle();
    expect(getList("players").items.find((p) => p.id === "grande")?.name).toHaveLength(200);
    expect(getList("savedInsights").items.map((t) => t.length)).toContain(500_000);
    const meta = readJsonKey("savedInsightsMeta") as ({ id: string; question?: string } | null)[];
    expect(meta.find((m) => m?.id === "q1")?.question).toBe(question.slice(0, 2000));
    const stored = readJsonKey("teamSettings") as Record<string, unknown>;
    expect(stored.name).toBe("Club ".repeat(12));
    expect(stored).not.toHaveProperty("crest");
    const { getLive } = await import("../state/live");
    expect(getLive().live?.setup.rival.name).toBe("R".repeat(200));
  });
});

describe("a live match in progress on this device", { timeout: 20_000 }, () => {
  const setup: LiveSetup = {
    matchId: asId("m-vivo"),
    date: "2026-11-26",
    location: "home",
    competition: "Liga",
    periodMinutes: 45,
    rival: { name: "Lobos" },
    formation: {
      name: "Cinco",
      type: "1-2-1-1",
      defenderLines: [2],
      midfielderLines: [1],
      forwardLines: [1],
      roles: {},
    },
    lineup: { "Posición 1": asId("gk") },
    roster: [{ id: asId("gk"), name: "Portero", number: 1, position: "Goalkeeper" }],
  };
  /** The coach's match: five shots logged. */
  const mine: LiveMatch = [1, 2, 3, 4, 5].reduce(
    (live, minute) =>
      addEvent(live, { id: `tiro${minute}`, kind: "shot", minute, period: 1, added: 0 }),
    newLiveMatch(setup),
  );
  /** Another device's match, with one event. */
  const theirs = {
    ...newLiveMatch({ ...setup, matchId: asId("a-otro"), rival: { name: "Osos" } }),
  };
  const header = (live: LiveMatch) => {
    const { events, ...rest } = live;
    void events;
    return { ...rest, docType: "live" };
  };

  async function startWithMine() {
    const { settings, remote } = await setUp();
    await remote.bulkDocs([
      { _id: "live:a-otro", ...header(theirs) },
      {
        _id: "liveevent:a-otro:gol",
        docType: "liveevent",
        matchId: "a-otro",
        event: { id: "gol", kind: "rivalGoal", minute: 3, period: 1, added: 0 },
        order: 0,
      },
      // A header planted under another id that claims to be the coach's match.
      { _id: "live:0", ...header({ ...mine, setup: { ...setup, rival: { name: "Falso" } } }) },
    ]);
    localStorage.setItem("liveMatch", JSON.stringify(mine));
    const started = await start(settings);
    const { getLive } = await import("../state/live");
    return { ...started, remote, getLive };
  }

  it("is never replaced by another device's live match or a planted header: two matches stay two", async () => {
    const { remote, getLive } = await startWithMine();
    const { getList } = await import("../state/store");
    await vi.waitFor(
      () => expect(getList("players").items).toHaveLength(team.players.length),
      slow,
    );
    await vi.waitFor(
      async () => expect((await remote.get("live:m-vivo")).docType).toBe("live"),
      slow,
    );
    await everythingBefore(remote, 61);
    expect(getLive().live?.setup.rival.name).toBe("Lobos");
    expect(getLive().live?.events.map((e) => e.id)).toEqual([
      "tiro1",
      "tiro2",
      "tiro3",
      "tiro4",
      "tiro5",
    ]);
    expect(JSON.parse(localStorage.getItem("liveMatch")!).setup.matchId).toBe("m-vivo");
    // The other match is still the other device's, untouched on the server.
    expect((await remote.get("live:a-otro")).deleted).toBeUndefined();
  });

  it("takes another device's events and header changes of the same match", async () => {
    const { remote, getLive } = await startWithMine();
    await vi.waitFor(
      async () => expect((await remote.get("live:m-vivo")).docType).toBe("live"),
      slow,
    );
    await settle();
    await remote.put({
      _id: "liveevent:m-vivo:otro-tiro",
      docType: "liveevent",
      matchId: "m-vivo",
      event: { id: "otro-tiro", kind: "rivalShot", minute: 6, period: 1, added: 0 },
      order: 5,
    });
    await vi.waitFor(() => expect(getLive().live?.events).toHaveLength(6), slow);
    expect(getLive().live?.setup.matchId).toBe("m-vivo");
  });

  it("stays when its header is closed elsewhere without the match being saved; ends once it is saved", async () => {
    const { remote, getLive } = await startWithMine();
    await vi.waitFor(
      async () => expect((await remote.get("live:m-vivo")).docType).toBe("live"),
      slow,
    );
    await settle();
    const head = (await remote.get("live:m-vivo")) as unknown as Doc;
    await remote.put({ ...head, deleted: true });
    await everythingBefore(remote, 62);
    expect(getLive().live?.events).toHaveLength(5);

    // Another device saves the match: it is over here too.
    await remote.put({
      _id: "match:m-vivo",
      docType: "match",
      order: 999,
      id: "m-vivo",
      date: "2026-11-26",
      rival: "Lobos",
    });
    await vi.waitFor(() => expect(getLive().live).toBeUndefined(), slow);
  });
});

describe("idle", () => {
  it("resolves once the lists show what was pulled and an edit made here is on the server", async () => {
    const { settings, remote } = await setUp();
    const { engine } = await start(settings);
    const { getList, commit } = await import("../state/store");
    await engine.idle();
    expect(getList("players").items).toHaveLength(team.players.length);

    const player = getList("players").items[0]!;
    const players = getList("players").items.map((p) =>
      p.id === player.id ? { ...p, number: 55 } : p,
    );
    expect(commit({ players }).ok).toBe(true);
    await engine.idle();
    expect((await remote.get(`player:${player.id}`)).number).toBe(55);
  });
});
