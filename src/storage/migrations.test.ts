import { describe, expect, it } from "vitest";
import { SCALES, generateTeam } from "../../dev-data/generate";
import { addIdsAndLinks, addOpeningBalances, migrate, migrations } from "./migrations";
import { CURRENT_SCHEMA_VERSION, UNVERSIONED, parseSchemaVersion } from "./schema-version";
import type { RawLists } from "./schema-version";
import { originalProductData } from "../testing/original-data";

/** Fresh ids in a known order: 'new-1', 'new-2'… */
function counter() {
  let n = 0;
  return () => `new-${++n}`;
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const original = () => clone(originalProductData) as unknown as RawLists;

type Obj = Record<string, unknown>;

describe("migration list", () => {
  it("is ordered, ends at the current version and reads the stored version", () => {
    const versions = migrations.map((m) => m.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(versions[0]).toBeGreaterThan(UNVERSIONED);
    expect(CURRENT_SCHEMA_VERSION).toBe(versions[versions.length - 1]);
    expect(parseSchemaVersion(null)).toBe(UNVERSIONED);
    expect(parseSchemaVersion('{"version":7}')).toBe(7);
    expect(parseSchemaVersion('{"version":"2"}')).toBeUndefined();
    expect(parseSchemaVersion("oops")).toBeUndefined();
  });
});

describe("2 · ids and links, on the original product's data", () => {
  const input = original();
  const out = addIdsAndLinks(input, counter());
  const [lionel, iker, pedri] = out.players as Obj[];
  const match = out.matches[0] as Obj;
  const plan = out.matchPlans[0] as Obj;

  it("gives the formation and the rival an id, and players' numeric ids become text", () => {
    expect((out.formations[0] as Obj).id).toBe("new-1");
    expect((out.rivals[0] as Obj).id).toBe("new-2");
    expect([lionel!.id, iker!.id, pedri!.id]).toEqual([
      "1712345678901",
      "1712345678902",
      "1712345678903",
    ]);
  });

  it("links the match to its rival, formation and every player by id, beside the names", () => {
    expect(match).toMatchObject({
      rivalId: "new-2",
      formationId: "new-1",
      formationPlayerIds: { "Posición 1": "1712345678902", "Posición 10": "1712345678901" },
      assistIds: ["1712345678902"],
      scorers: [{ player: "Lionel", minute: "23", playerId: "1712345678901" }],
      cards: [{ player: "Iker", type: "yellow", playerId: "1712345678902" }],
      subs: [
        {
          playerOut: "Lionel",
          playerIn: "Pedri",
          minute: "60",
          playerOutId: "1712345678901",
          playerInId: "1712345678903",
        },
      ],
    });
    expect(plan).toMatchObject({
      rivalId: "new-2",
      formationId: "new-1",
      lineupIds: { "Posición 1": "1712345678902", "Posición 10": "1712345678901" },
    });
  });

  it("is lossless: every field stored before is still there with its value", () => {
    const before = original();
    for (const key of Object.keys(before) as (keyof RawLists)[]) {
      before[key].forEach((item, i) => {
        if (typeof item !== "object" || item === null) return expect(out[key][i]).toBe(item);
        // Everything stored before is there (nested too); only ids and links were added.
        const { id, ...rest } = item as Obj;
        expect(out[key][i], `${key}[${i}]`).toMatchObject(rest);
        if (id !== undefined) expect((out[key][i] as Obj).id).toBe(String(id));
      });
    }
    expect((out.players[0] as Obj).nickname).toBe("La Pulga");
    expect(out.savedInsights).toEqual(originalProductData.savedInsights);
  });

  it("does not change its input", () => {
    expect(input).toEqual(original());
  });

  it("run twice gives what running once gave", () => {
    expect(addIdsAndLinks(clone(out), counter())).toEqual(out);
  });
});

describe("2 · ids and links, on this app's data from before the change", () => {
  const team = generateTeam({ ...SCALES.small, seed: 5 });
  // Before ids arrived: no ids on formations and rivals, no links in matches and plans.
  const old = clone(team) as unknown as RawLists;
  for (const f of old.formations as Obj[]) delete f.id;
  for (const r of old.rivals as Obj[]) delete r.id;
  for (const m of old.matches as Obj[]) {
    for (const k of ["rivalId", "formationId", "formationPlayerIds", "assistIds"]) delete m[k];
    for (const list of ["scorers", "cards"]) for (const e of m[list] as Obj[]) delete e.playerId;
    for (const s of m.subs as Obj[]) {
      delete s.playerOutId;
      delete s.playerInId;
    }
  }
  const out = addIdsAndLinks(old, counter());

  it("links every named player of every match to the player of that name", () => {
    const byId = new Map((out.players as Obj[]).map((p) => [p.id, p.name]));
    for (const m of out.matches as Obj[]) {
      const names = m.formationPlayers as Record<string, string>;
      const ids = (m.formationPlayerIds ?? {}) as Record<string, string>;
      for (const [pos, name] of Object.entries(names)) expect(byId.get(ids[pos])).toBe(name);
      for (const s of m.scorers as Obj[]) expect(byId.get(s.playerId)).toBe(s.player);
      for (const s of m.subs as Obj[]) expect(byId.get(s.playerInId)).toBe(s.playerIn);
    }
  });

  it("gives every formation and rival a distinct id and links matches to them", () => {
    const formationIds = (out.formations as Obj[]).map((f) => f.id);
    expect(new Set(formationIds).size).toBe(formationIds.length);
    const byId = new Map((out.rivals as Obj[]).map((r) => [r.id, r.name]));
    for (const m of out.matches as Obj[]) expect(byId.get(m.rivalId)).toBe(m.rival);
  });

  it("run twice gives what running once gave", () => {
    expect(addIdsAndLinks(clone(out), counter())).toEqual(out);
  });
});

describe("2 · ids and links, on damaged data", () => {
  const damaged = {
    players: [
      { id: "p", name: "Ana" },
      { id: "p", name: "Eva" },
      { id: 7, name: "Sol" },
      { id: 8, name: "Sol" },
      "not a player",
      null,
    ],
    formations: [{ name: "A", id: "" }, 3, { name: "A" }],
    rivals: [{ id: "r", name: "R" }, { id: "r", name: "S" }, { notes: [] }],
    matches: [
      {
        id: "m",
        rival: "S",
        formation: "A",
        formationPlayers: { "Posición 1": "Sol", "Posición 2": "Ana", "Posición 3": 4 },
        assists: ["Ana", "Nadie"],
        scorers: "oops",
        cards: [null, { player: "Eva", type: "red" }],
        subs: [],
        rivalId: "kept",
      },
      [],
    ],
    matchPlans: [{ id: "x", lineup: null, rival: "R" }],
    savedInsights: ["ok", 5],
  } as unknown as RawLists;
  const out = addIdsAndLinks(clone(damaged), counter());

  it("gives later records that share an id their own id; the first keeps it", () => {
    expect((out.players as Obj[]).slice(0, 4).map((p) => p.id)).toEqual(["p", "new-1", "7", "8"]);
    expect((out.rivals as Obj[]).map((r) => r.id)).toEqual(["r", "new-4", "new-5"]);
  });

  it("keeps items it cannot read exactly as they were", () => {
    expect(out.players.slice(4)).toEqual(["not a player", null]);
    expect(out.formations[1]).toBe(3);
    expect(out.matches[1]).toEqual([]);
    expect(out.savedInsights).toEqual(["ok", 5]);
  });

  it("never overwrites an existing link and links nobody for an ambiguous or unknown name", () => {
    const m = out.matches[0] as Obj;
    expect(m.rivalId).toBe("kept");
    // 'A' names two formations: ambiguous, no link.
    expect(m.formationId).toBeUndefined();
    expect(m.formationPlayerIds).toEqual({ "Posición 2": "p" });
    expect(m.assistIds).toBeUndefined();
    expect(m.scorers).toBe("oops");
    expect(m.cards).toEqual([null, { player: "Eva", type: "red", playerId: "new-1" }]);
    expect((out.matchPlans[0] as Obj).lineupIds).toBeUndefined();
  });

  it("run twice gives what running once gave", () => {
    expect(addIdsAndLinks(clone(out), counter())).toEqual(out);
  });
});

describe("migrate", () => {
  it("runs only the steps above the stored version", () => {
    expect(migrate(original(), UNVERSIONED, counter()).applied).toEqual([
      "ids-and-links",
      "opening-balances",
    ]);
    expect(migrate(original(), 2, counter()).applied).toEqual(["opening-balances"]);
    const current = migrate(original(), CURRENT_SCHEMA_VERSION, counter());
    expect(current.applied).toEqual([]);
    expect(current.lists).toEqual(original());
  });
});

describe("3 · opening balances", () => {
  // Stored counters that the one stored match explains only in part: Villa has 5 goals and 300
  // minutes, the match gives him 1 goal and 90 minutes; the formation has 3 games, the match 1.
  const villa = {
    id: "p1",
    name: "Villa",
    position: "Forward",
    number: 7,
    preferredFoot: "Right",
    stats: {
      goals: 5,
      assists: 0,
      matches: 4,
      minutesPlayed: 300,
      yellowCards: 0,
      redCards: 0,
      positions: {},
    },
    apodo: "El Guaje",
  };
  const lists = (): RawLists => ({
    players: [villa, "no es un jugador"],
    formations: [
      {
        id: "f1",
        name: "Clásica",
        type: "1-4-4-2",
        gamesPlayed: 3,
        defenderLines: [4],
        midfielderLines: [4],
        forwardLines: [2],
        players: 11,
        roles: { "Posición 1": "Arquero" },
        goalkeeper: 1,
        wins: 2,
        draws: 1,
        losses: 0,
        goalsFor: 6,
        goalsAgainst: 2,
        shotsFor: 20,
        shotsAgainst: 9,
      },
    ],
    rivals: [],
    matches: [
      {
        id: "m1",
        date: "2024-04-14",
        rival: "Leones",
        opponent: "Leones",
        location: "home",
        score: { home: 2, away: 1 },
        scorers: [{ player: "Villa", minute: 23 }],
        assists: [],
        formation: "Clásica",
        formationUsed: "Clásica",
        formationPlayers: { "Posición 11": "Villa" },
        cards: [],
        subs: [],
        shotsFor: 9,
        shotsAgainst: 4,
      },
    ],
    matchPlans: [],
    savedInsights: [],
    fixtures: [],
    availability: [],
  });

  it("keeps what no stored match explains as the opening balance, and nothing else changes", () => {
    const out = addOpeningBalances(lists());
    const player = out.players[0] as typeof villa & { openingStats: typeof villa.stats };
    expect(player.openingStats.goals).toBe(4);
    expect(player.openingStats.matches).toBe(3);
    expect(player.openingStats.minutesPlayed).toBe(210);
    expect(player.stats).toEqual(villa.stats);
    expect(player.apodo).toBe("El Guaje");
    expect(out.players[1]).toBe("no es un jugador");
    const formation = out.formations[0] as { openingTotals: Record<string, number> };
    expect(formation.openingTotals).toMatchObject({
      gamesPlayed: 2,
      wins: 1,
      draws: 1,
      goalsFor: 4,
      goalsAgainst: 1,
      shotsFor: 11,
      shotsAgainst: 5,
    });
    expect(out.matches).toEqual(lists().matches);
  });

  it("gives the same result when run twice", () => {
    const once = addOpeningBalances(lists());
    expect(addOpeningBalances(once)).toEqual(once);
  });
});
