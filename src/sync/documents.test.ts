import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { buildDemoTeam } from "../demo/team";
import type { Body, DocMap } from "./documents";
import type { Prints } from "./prints";
import { emptyLocalData, fromDocs, liveAfterSync, toDocs } from "./documents";
import { MAX_DOC_DEPTH, nestedDeeperThan, stableJson, textHash } from "./stable-json";
import { bodyPrint, diffDocs, printDocs, readPrints, startingPrints, storedPrints } from "./prints";

const empty = emptyLocalData;

/** What `diffDocs` says to write, without the next prints. */
const changesOf = (before: Prints, after: DocMap) => {
  const { put, remove } = diffDocs(before, after);
  return { put, remove };
};

const stats = {
  goals: 3,
  assists: 1,
  matches: 4,
  minutesPlayed: 300,
  yellowCards: 0,
  redCards: 0,
  positions: {},
};
const opening = { ...stats, goals: 2, positions: {} };
const ana = {
  id: "p1",
  name: "Ana",
  position: "Forward",
  number: 9,
  preferredFoot: "Left",
  stats,
  openingStats: opening,
  apodo: "la 9",
};

describe("toDocs", () => {
  it("gives one type-prefixed document per record, without derived figures, keeping opening balances and unknown fields", () => {
    const docs = toDocs(empty({ players: [ana] }));
    expect([...docs.keys()]).toEqual(["player:p1"]);
    expect(docs.get("player:p1")).toEqual({
      id: "p1",
      name: "Ana",
      position: "Forward",
      number: 9,
      preferredFoot: "Left",
      openingStats: opening,
      apodo: "la 9",
      docType: "player",
      order: 0,
    });
  });

  it("strips the formation and rival counters and a rival's entries of stored matches, keeps older entries", () => {
    const formation = {
      id: "f1",
      name: "Clásica",
      type: "1-4-4-2",
      gamesPlayed: 5,
      wins: 3,
      draws: 1,
      losses: 1,
      goalsFor: 9,
      goalsAgainst: 4,
      shotsFor: 50,
      shotsAgainst: 30,
      roles: {},
      openingTotals: { gamesPlayed: 1 },
    };
    const rival = {
      id: "r1",
      name: "Atlético Sur",
      notes: ["Presionan arriba", "Portero bajito"],
      matchesPlayed: 2,
      wins: 1,
      losses: 1,
      draws: 0,
      matches: [
        { id: "m1", date: "2026-01-01", score: { home: 1, away: 0 }, formationUsed: "1-4-4-2" },
        { id: "old", date: "2020-01-01", score: { home: 0, away: 2 }, formationUsed: "1-4-3-3" },
      ],
    };
    const docs = toDocs(
      empty({
        formations: [formation],
        rivals: [rival],
        matches: [{ id: "m1", date: "2026-01-01" }],
      }),
    );
    expect(docs.get("formation:f1")).toEqual({
      id: "f1",
      name: "Clásica",
      type: "1-4-4-2",
      roles: {},
      openingTotals: { gamesPlayed: 1 },
      docType: "formation",
      order: 0,
    });
    expect(docs.get("rival:r1")).toEqual({
      id: "r1",
      name: "Atlético Sur",
      matches: [
        { id: "old", date: "2020-01-01", score: { home: 0, away: 2 }, formationUsed: "1-4-3-3" },
      ],
      docType: "rival",
      order: 0,
    });
    // Each note is its own document, id from the rival and the text.
    expect(docs.get(`rivalnote:r1:${textHash("Presionan arriba")}`)).toEqual({
      docType: "rivalnote",
      rivalId: "r1",
      text: "Presionan arriba",
      order: 0,
    });
    expect(docs.get(`rivalnote:r1:${textHash("Portero bajito")}`)?.order).toBe(1);
  });

  it("never includes the AI settings and keeps the team settings as one document", () => {
    const docs = toDocs(empty({ teamSettings: { name: "CD Banquillo", seasonStartMonth: 8 } }));
    expect(docs.get("settings:team")).toEqual({
      name: "CD Banquillo",
      seasonStartMonth: 8,
      docType: "settings",
    });
    expect([...docs.values()].some((d) => "apiKey" in d)).toBe(false);
  });

  it("gives saved insights ids from their meta entry, or from their text when the meta does not describe them", () => {
    const meta = [
      { id: "i1", savedAt: "2026-01-01T10:00:00Z", length: 5 },
      { id: "i2", savedAt: "2026-01-01T10:00:00Z", length: 99 },
    ];
    const docs = toDocs(
      empty({ savedInsights: ["Hola.", "Otro", "Otro"], savedInsightsMeta: meta }),
    );
    expect(docs.get("insight:i1")).toEqual({
      docType: "insight",
      text: "Hola.",
      meta: meta[0],
      order: 0,
    });
    const h = `insight:h${textHash("Otro")}`;
    expect(docs.get(h)).toEqual({ docType: "insight", text: "Otro", meta: null, order: 1 });
    expect(docs.get(`${h}-2`)?.order).toBe(2);
  });

  it("splits the live match into its header and one document per event", () => {
    const live = {
      version: 1,
      setup: { matchId: "m9" },
      clock: [{ at: 1 }],
      queue: [],
      events: [
        { id: "e1", kind: "shot" },
        { id: "e2", kind: "rivalShot" },
      ],
    };
    const docs = toDocs(empty({ liveMatch: live }));
    expect(docs.get("live:m9")).toEqual({
      version: 1,
      setup: { matchId: "m9" },
      clock: [{ at: 1 }],
      queue: [],
      docType: "live",
    });
    expect(docs.get("liveevent:m9:e2")).toEqual({
      docType: "liveevent",
      matchId: "m9",
      event: { id: "e2", kind: "rivalShot" },
      order: 1,
    });
  });

  it("keeps each record's position key while it stays in order, so an insert touches only the new record", () => {
    const before = toDocs(empty({ matchPlans: [{ id: "a" }, { id: "b" }] }));
    // Another device's records were given keys 0 and 5.
    const previous: DocMap = new Map([
      ...before,
      ["plan:b", { ...before.get("plan:b")!, order: 5 }],
    ]);
    const after = toDocs(empty({ matchPlans: [{ id: "a" }, { id: "b" }, { id: "c" }] }), previous);
    expect(after.get("plan:a")?.order).toBe(0);
    expect(after.get("plan:b")?.order).toBe(5);
    expect(after.get("plan:c")?.order).toBe(6);
    const changes = diffDocs(printDocs(previous), after);
    expect(changes.put.map(([id]) => id)).toEqual(["plan:c"]);
    expect(changes.remove).toEqual([]);
  });

  it("skips records without an id", () => {
    expect(toDocs(empty({ fixtures: [{ rival: "x" }, null, { id: "" }, { id: "f" }] })).size).toBe(
      1,
    );
  });
});

describe("fromDocs", () => {
  it("gives back the lists (minus derived figures) in position order, without deleted documents", () => {
    const docs: DocMap = new Map<string, Body>([
      ["plan:b", { id: "b", docType: "plan", order: 2 }],
      ["plan:a", { id: "a", docType: "plan", order: 1 }],
      ["plan:z", { id: "z", docType: "plan", order: 0, deleted: true }],
      ["rival:r1", { id: "r1", name: "Sur", docType: "rival", order: 0 }],
      ["rivalnote:r1:x", { docType: "rivalnote", rivalId: "r1", text: "Segunda", order: 1 }],
      ["rivalnote:r1:y", { docType: "rivalnote", rivalId: "r1", text: "Primera", order: 0 }],
      [
        "rivalnote:r1:w",
        { docType: "rivalnote", rivalId: "r1", text: "Borrada", order: 2, deleted: true },
      ],
    ]);
    const local = fromDocs(docs);
    expect(local.matchPlans).toEqual([{ id: "a" }, { id: "b" }]);
    expect(local.rivals).toEqual([{ id: "r1", name: "Sur", notes: ["Primera", "Segunda"] }]);
    expect(local.teamSettings).toBeUndefined();
    expect(local.liveMatch).toBeUndefined();
  });

  it("rebuilds the live match with events from every device", () => {
    const docs: DocMap = new Map<string, Body>([
      ["live:m1", { version: 1, setup: { matchId: "m1" }, clock: [], queue: [], docType: "live" }],
      ["liveevent:m1:a", { docType: "liveevent", matchId: "m1", event: { id: "a" }, order: 0 }],
      ["liveevent:m1:b", { docType: "liveevent", matchId: "m1", event: { id: "b" }, order: 0 }],
      ["liveevent:m0:c", { docType: "liveevent", matchId: "m0", event: { id: "c" }, order: 0 }],
    ]);
    expect(fromDocs(docs).liveMatch).toEqual({
      version: 1,
      setup: { matchId: "m1" },
      clock: [],
      queue: [],
      events: [{ id: "a" }, { id: "b" }],
    });
  });

  it("round-trips the example team: documents of the lists give back the lists (figures aside)", () => {
    const team = buildDemoTeam("2026-11-23");
    const local = empty({
      players: team.players,
      formations: team.formations,
      rivals: team.rivals,
      matches: team.matches,
      matchPlans: team.matchPlans,
      savedInsights: team.savedInsights,
      teamSettings: { name: "Mi club", seasonStartMonth: 8 },
    });
    const back = fromDocs(toDocs(local));
    expect(back.matches).toEqual(team.matches);
    expect(back.matchPlans).toEqual(team.matchPlans);
    expect(back.savedInsights).toEqual(team.savedInsights);
    expect(back.teamSettings).toEqual({ name: "Mi club", seasonStartMonth: 8 });
    expect(back.players.map((p) => (p as { id: string }).id)).toEqual(
      team.players.map((p) => p.id),
    );
    expect(back.players.every((p) => !("stats" in (p as object)))).toBe(true);
    expect(back.rivals.map((r) => (r as { notes: unknown }).notes)).toEqual(
      team.rivals.map((r) => r.notes),
    );
    // And the documents of that projection are the same documents: nothing to push.
    const docs = toDocs(local);
    expect(changesOf(printDocs(docs), toDocs(back, docs))).toEqual({ put: [], remove: [] });
  });
});

describe("diffDocs and stableJson", () => {
  it("compares documents as data, whatever their key order", () => {
    expect(stableJson({ b: 1, a: [{ y: 2, x: 1 }] })).toBe(
      stableJson({ a: [{ x: 1, y: 2 }], b: 1 }),
    );
    const before: DocMap = new Map([
      ["match:1", { a: 1, b: 2 }],
      ["match:2", { a: 1 }],
    ]);
    const after: DocMap = new Map([
      ["match:1", { b: 2, a: 1 }],
      ["match:3", { a: 3 }],
    ]);
    expect(changesOf(printDocs(before), after)).toEqual({
      put: [["match:3", { a: 3 }]],
      remove: ["match:2"],
    });
    // With the prints of what comes after: the next agreement, once written.
    expect(diffDocs(printDocs(before), after).prints).toEqual(printDocs(after));
  });

  it("prints bodies by their data: equal data, equal print; any change, another print", () => {
    expect(bodyPrint({ b: 1, a: "x" })).toBe(bodyPrint({ a: "x", b: 1 }));
    expect(bodyPrint({ a: 1, skip: undefined })).toBe(bodyPrint({ a: 1 }));
    const prints = new Set(
      [{}, { a: 1 }, { a: 2 }, { a: "1" }, { a: [1] }, { a: 1, b: null }, { A: 1 }].map(bodyPrint),
    );
    expect(prints.size).toBe(7);
    // The length of the stable JSON leads: `{"a":1}` is 7 characters.
    expect(bodyPrint({ a: 1 })).toMatch(/^7\.[0-9a-z]+$/);
  });

  it("fc: a print tells documents apart exactly when their stable JSON differs", () => {
    const body = fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 2 }), {
      maxKeys: 4,
    });
    fc.assert(
      fc.property(body, body, (a, b) => {
        expect(bodyPrint(a) === bodyPrint(b)).toBe(stableJson(a) === stableJson(b));
      }),
    );
  });
});

describe("documents of any depth", () => {
  /** `value` inside `levels` objects `{a: ...}`. */
  const nest = (value: unknown, levels: number) => {
    let out = value;
    for (let i = 0; i < levels; i++) out = { a: out };
    return out;
  };

  it("stableJson writes 100,000 levels without overflowing the stack", () => {
    expect(stableJson(nest([1, { b: 2 }], 100_000))).toBe(
      `${'{"a":'.repeat(100_000)}[1,{"b":2}]${"}".repeat(100_000)}`,
    );
    expect(() => bodyPrint(nest("x", 100_000) as Body)).not.toThrow();
  });

  it("fc: past the recursion, the loop writes the same text (sorted keys, no undefined)", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (v) => {
        expect(stableJson(nest(v, 150))).toBe(
          `${'{"a":'.repeat(150)}${stableJson(v)}${"}".repeat(150)}`,
        );
      }),
    );
    const unsorted = { z: [undefined, 1], y: undefined, b: { d: 1, c: 2 } };
    expect(stableJson(nest(unsorted, 150))).toBe(
      `${'{"a":'.repeat(150)}{"b":{"c":2,"d":1},"z":[null,1]}${"}".repeat(150)}`,
    );
  });

  it("tells a document nested deeper than the cap, with a loop", () => {
    expect(nestedDeeperThan({ a: 1 }, 1)).toBe(false);
    expect(nestedDeeperThan({ a: { b: 1 } }, 1)).toBe(true);
    expect(nestedDeeperThan({ a: [[]] }, 2)).toBe(true);
    expect(nestedDeeperThan(nest("x", 3000), MAX_DOC_DEPTH)).toBe(true);
    expect(nestedDeeperThan(nest("x", MAX_DOC_DEPTH), MAX_DOC_DEPTH)).toBe(false);
    // The app's own documents are far from the cap.
    const team = buildDemoTeam("2026-11-23");
    const docs = toDocs(empty({ ...team }));
    expect([...docs.values()].some((b) => nestedDeeperThan(b, 6))).toBe(false);
  });
});

describe("a document's id is its own", () => {
  it("every record takes its id from the document id, never from its body", () => {
    const types = [
      ["player", "players"],
      ["formation", "formations"],
      ["rival", "rivals"],
      ["match", "matches"],
      ["plan", "matchPlans"],
      ["fixture", "fixtures"],
      ["availability", "availability"],
      ["training", "trainingSessions"],
      ["trainingseries", "trainingSeries"],
      ["attendance", "trainingAttendance"],
      ["sessiontemplate", "trainingTemplates"],
    ] as const;
    const docs: DocMap = new Map();
    for (const [type] of types) {
      docs.set(`${type}:p1`, { id: "p1", name: "Real", docType: type, order: 1 });
      docs.set(`${type}:zzz`, { id: "p1", name: "Impostor", docType: type, order: 0 });
    }
    const local = fromDocs(docs);
    for (const [, key] of types) {
      expect(local[key].map((r) => (r as { id: string; name: string }).id)).toEqual(["zzz", "p1"]);
      expect((local[key][1] as { name: string }).name).toBe("Real");
    }
    // A body without an id gets its document's.
    expect(fromDocs(new Map([["plan:x", { docType: "plan" }]])).matchPlans).toEqual([{ id: "x" }]);
  });

  it("a rival's note belongs to the rival its id names; an insight's meta and the live match to theirs", () => {
    const docs: DocMap = new Map<string, Body>([
      ["rival:r1", { id: "r1", name: "Sur", docType: "rival", order: 0 }],
      ["rival:r2", { id: "r2", name: "Norte", docType: "rival", order: 1 }],
      ["rivalnote:r1:x", { docType: "rivalnote", rivalId: "r2", text: "De Sur", order: 0 }],
      [
        "insight:i1",
        { docType: "insight", text: "uno", meta: { id: "otro", savedAt: "2026-11-20", length: 3 } },
      ],
      ["live:m1", { version: 1, setup: { matchId: "m2" }, docType: "live" }],
      ["liveevent:m1:a", { docType: "liveevent", matchId: "m2", event: { id: "b" }, order: 0 }],
      ["liveevent:m2:c", { docType: "liveevent", matchId: "m1", event: { id: "c" }, order: 1 }],
    ]);
    const local = fromDocs(docs);
    expect(local.rivals.map((r) => (r as { notes: string[] }).notes)).toEqual([["De Sur"], []]);
    expect(local.savedInsightsMeta).toEqual([{ id: "i1", savedAt: "2026-11-20", length: 3 }]);
    expect(local.liveMatch).toEqual({
      version: 1,
      setup: { matchId: "m1" },
      events: [{ id: "a" }],
    });
  });
});

describe("the live match in progress on this device", () => {
  const docs: DocMap = new Map<string, Body>([
    ["live:a", { version: 1, setup: { matchId: "a" }, docType: "live" }],
    ["live:b", { version: 1, setup: { matchId: "b", v: 2 }, docType: "live" }],
    ["liveevent:b:e", { docType: "liveevent", matchId: "b", event: { id: "e" }, order: 0 }],
  ]);

  it("fromDocs reads only the documents of the match in progress here", () => {
    expect(fromDocs(docs, "b").liveMatch).toEqual({
      version: 1,
      setup: { matchId: "b", v: 2 },
      events: [{ id: "e" }],
    });
    expect(fromDocs(docs, "c").liveMatch).toBeUndefined();
    // With none in progress here, the team's (the first by id) is followed.
    expect(fromDocs(docs).liveMatch).toEqual({ version: 1, setup: { matchId: "a" }, events: [] });
  });

  it("liveAfterSync: never replaced, updated by its own match, ended only once that match is saved", () => {
    const mine = { setup: { matchId: "b" }, shots: 5 };
    const same = { setup: { matchId: "b" }, shots: 6 };
    const other = { setup: { matchId: "a" }, shots: 0 };
    const none = new Set<string>();
    expect(liveAfterSync(mine, other, none)).toBe(mine);
    expect(liveAfterSync(mine, same, none)).toBe(same);
    expect(liveAfterSync(mine, undefined, none)).toBe(mine);
    expect(liveAfterSync(mine, undefined, new Set(["b"]))).toBeUndefined();
    expect(liveAfterSync(mine, other, new Set(["b"]))).toBeUndefined();
    expect(liveAfterSync(undefined, other, none)).toBe(other);
    expect(liveAfterSync(undefined, undefined, none)).toBeUndefined();
  });
});

describe("the agreement kept across page loads", () => {
  const docs: DocMap = new Map([
    ["player:1", { name: "Ana", docType: "player", order: 0 }],
    ["match:1", { date: "2026-11-01", docType: "match", order: 0 }],
  ]);

  it("is stored as a plain object and read back; anything else reads as none", () => {
    const stored = storedPrints(printDocs(docs));
    expect(stored).toEqual({
      version: 1,
      prints: {
        "player:1": bodyPrint(docs.get("player:1")!),
        "match:1": bodyPrint(docs.get("match:1")!),
      },
    });
    expect(readPrints(JSON.parse(JSON.stringify(stored)))).toEqual(printDocs(docs));
    for (const bad of [undefined, null, 3, [], { prints: {} }, { version: 2, prints: {} }])
      expect(readPrints(bad)).toBeUndefined();
    expect(readPrints({ version: 1, prints: { "match:1": 5, "player:1": "x" } })).toEqual(
      new Map([["player:1", "x"]]),
    );
  });

  it("a page closed after a pull and before the lists were written deletes nothing at the next load", () => {
    // The lists agreed with an empty database; then the team's documents were pulled.
    const agreed = printDocs(new Map());
    const local: DocMap = new Map();
    const start = startingPrints(agreed, docs, local);
    expect(changesOf(start, local)).toEqual({ put: [], remove: [] });
  });

  it("what the lists changed while sharing was not running is still pushed, deletes included", () => {
    const agreed = printDocs(docs);
    const local: DocMap = new Map([
      ["player:1", { name: "Ana María", docType: "player", order: 0 }],
    ]);
    expect(changesOf(startingPrints(agreed, docs, local), local)).toEqual({
      put: [["player:1", local.get("player:1")]],
      remove: ["match:1"],
    });
  });

  it("without a stored agreement, a record missing from the lists is never taken as deleted", () => {
    const local: DocMap = new Map([
      ["player:1", { name: "Ana María", docType: "player", order: 0 }],
    ]);
    const start = startingPrints(undefined, docs, local);
    expect(start).toEqual(new Map([["player:1", bodyPrint(docs.get("player:1")!)]]));
    expect(changesOf(start, local)).toEqual({
      put: [["player:1", local.get("player:1")]],
      remove: [],
    });
  });
});

describe("training documents", () => {
  it("are one document per session, series, attendance and template, and come back as they were", () => {
    const local = empty({
      trainingSessions: [
        {
          id: "s1",
          date: "2026-11-24",
          time: "19:00",
          minutes: 90,
          place: "",
          focus: "",
          status: "suspendido",
        },
      ],
      trainingSeries: [
        {
          id: "r1",
          weekdays: [2, 4],
          time: "19:00",
          from: "2026-11-03",
          until: "2026-12-31",
          place: "",
          minutes: 90,
          focus: "",
        },
      ],
      trainingAttendance: [
        { id: "a1", sessionId: "s1", marks: [{ playerId: "p1", status: "presente", rpe: 6 }] },
      ],
      trainingTemplates: [
        { id: "t1", name: "Martes", blocks: [{ kind: "calentamiento", minutes: 15, notes: "" }] },
      ],
    });
    const docs = toDocs(local);
    expect([...docs.keys()].sort()).toEqual([
      "attendance:a1",
      "sessiontemplate:t1",
      "training:s1",
      "trainingseries:r1",
    ]);
    expect(docs.get("attendance:a1")).toMatchObject({ docType: "attendance", sessionId: "s1" });
    // No account documents: the projection says so (an empty list), it does not leave it out.
    expect(fromDocs(docs)).toEqual({ ...local, playerAccounts: { accounts: [], guardians: [] } });
  });
});

describe("the players' accounts", () => {
  it("are one document per linked player, and come back as the side key's value", () => {
    const playerAccounts = {
      version: 1,
      accounts: [
        { playerId: "p1", user: "dani" },
        { playerId: "p2", user: "marta" },
      ],
    };
    const docs = toDocs(emptyLocalData({ playerAccounts }));
    expect(docs.get("account:p1")).toEqual({ docType: "account", user: "dani" });
    expect(docs.get("account:p2")).toEqual({ docType: "account", user: "marta" });
    expect(fromDocs(docs).playerAccounts).toEqual({
      accounts: playerAccounts.accounts,
      guardians: [],
    });
    // The player is the document's, never the body's.
    docs.set("account:p3", { docType: "account", user: "pablo", playerId: "p1" });
    expect(fromDocs(docs).playerAccounts).toMatchObject({
      accounts: expect.arrayContaining([{ playerId: "p3", user: "pablo" }]),
    });
  });
});

describe("the guardians", () => {
  const accounts = [
    { playerId: "p1", user: "dani" },
    { playerId: "p2", user: "leo" },
  ];
  const marta = { user: "marta", name: "Marta Gil", relation: "madre", players: ["dani", "leo"] };

  it("are one document per guardian, named by his account, and come back beside the accounts", () => {
    const docs = toDocs(
      emptyLocalData({ playerAccounts: { version: 1, accounts, guardians: [marta] } }),
    );
    expect(docs.get("guardian:marta")).toEqual({
      docType: "guardian",
      name: "Marta Gil",
      relation: "madre",
      players: ["dani", "leo"],
    });
    expect(fromDocs(docs).playerAccounts).toEqual({ accounts, guardians: [marta] });
  });

  it("one the device's reader leaves out (no relation, no player) is never a document", () => {
    const bad = [
      { ...marta, relation: " " },
      { ...marta, user: "pepe", players: [] },
    ];
    const docs = toDocs(emptyLocalData({ playerAccounts: { accounts, guardians: bad } }));
    expect([...docs.keys()].filter((id) => id.startsWith("guardian:"))).toEqual([]);
  });
});
