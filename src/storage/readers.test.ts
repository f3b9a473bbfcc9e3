// The readers are the one definition of each stored shape: what they accept, repair, report and
// keep, on real data, on the original product's shapes and on thousands of damaged variants.
import { describe, expect, it } from "vitest";
import { SCALES, createRandom, generateTeam } from "../../dev-data/generate";
import type { Random } from "../../dev-data/generate";
import { LIMITS } from "./limits";
import {
  REJECT,
  listReaders,
  readAiSettingsValue,
  readAvailability,
  readFixture,
  takeRepairs,
} from "./readers";
import { MAX_SQUAD_SIZE } from "../domain/calendar/fixtures";
import type { ListItems } from "./readers";

const JUNK: unknown[] = [
  null,
  0,
  -1,
  1.5,
  "",
  " ",
  "12",
  " 7 ",
  "1e400",
  "abc",
  "2-1",
  true,
  [],
  [1, "2", 0, -3, "x", true, 2.5],
  {},
  { home: "2", away: -1, extra: "kept" },
  { player: "Ana", minute: "12" },
  { name: "Beto", minute: 3, player: 4 },
  { player: "Ana", type: "red" },
  { goals: "2", matches: "x" },
  ["a", 2, null],
  { "Posición 1": "Ana", "Posición 2": 7, "Posición 3": null },
  [1_000_000],
];

function mutate(rng: Random, v: unknown): unknown {
  if (rng.chance(0.12)) return rng.pick(JUNK);
  if (Array.isArray(v)) return v.map((x) => mutate(rng, x));
  if (v && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) if (!rng.chance(0.06)) out[k] = mutate(rng, x);
    if (rng.chance(0.05)) out.extra = rng.pick(JUNK);
    if (rng.chance(0.03)) out.name = rng.pick(JUNK);
    if (rng.chance(0.03)) out.id = rng.pick(JUNK);
    return out;
  }
  return v;
}

type Key = keyof typeof listReaders;
const keys = Object.keys(listReaders) as Key[];
const read = <K extends Key>(key: K, v: unknown, i = 0) =>
  listReaders[key](v, i) as ListItems[K] | typeof REJECT;

/** Reads once and returns the item with the number of repairs counted. */
function readCounted<K extends Key>(key: K, v: unknown, i = 0) {
  takeRepairs();
  const item = read(key, v, i);
  return { item, repairs: takeRepairs() };
}

const nonNegative = (n: unknown) => typeof n === "number" && Number.isFinite(n) && n >= 0;

/** What every read item must satisfy, whatever came in. */
function expectSound(key: Key, item: unknown) {
  if (key === "savedInsights") return expect(typeof item).toBe("string");
  const o = item as Record<string, unknown>;
  expect(typeof o.id).toBe("string");
  expect(Object.prototype.hasOwnProperty.call(o, "__proto__")).toBe(false);
  if (key === "formations") {
    for (const g of ["defenderLines", "midfielderLines", "forwardLines"]) {
      const lines = o[g] as number[];
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(LIMITS.linesPerGroup);
      for (const n of lines) expect(n >= 1 && n <= LIMITS.playersPerLine).toBe(true);
    }
    // Running totals may be below zero (opening balance + matches), never NaN or text.
    for (const c of ["gamesPlayed", "wins", "goalsFor", "shotsAgainst"])
      expect(Number.isFinite(o[c])).toBe(true);
  }
  if (key === "matches") {
    const score = o.score as { home: unknown; away: unknown };
    expect(nonNegative(score.home) && nonNegative(score.away)).toBe(true);
    expect(nonNegative(o.shotsFor) && nonNegative(o.shotsAgainst)).toBe(true);
  }
  if (key === "players") {
    const stats = o.stats as Record<string, unknown>;
    for (const c of ["goals", "assists", "matches", "minutesPlayed"])
      expect(Number.isFinite(stats[c])).toBe(true);
  }
}

describe("readers", () => {
  const team = generateTeam({ ...SCALES.small, seed: 11 });

  it("hand back already-valid items themselves, without copying or reporting", () => {
    for (const key of keys) {
      const items = JSON.parse(JSON.stringify(team[key])) as unknown[];
      items.forEach((item, i) => {
        const r = readCounted(key, item, i);
        expect(r.item).toBe(item);
        expect(r.repairs).toBe(0);
      });
    }
  });

  it.each(keys)("read damaged %s into sound items, and a second read changes nothing", (key) => {
    const rng = createRandom(key.length * 7919);
    const inputs: unknown[] = [...JUNK];
    for (const item of team[key])
      for (let i = 0; i < 40; i++) inputs.push(mutate(rng, JSON.parse(JSON.stringify(item))));
    for (const input of inputs) {
      const first = read(key, input, 3);
      if (first === REJECT) continue;
      expectSound(key, first);
      const again = readCounted(key, first, 3);
      expect(again.item).toBe(first);
      expect(again.repairs).toBe(0);
    }
  });

  it("read the original product's shapes: numeric text and number ids are conversions, not damage", () => {
    const r = readCounted("players", {
      id: 1712345678901,
      name: "  Lionel ",
      number: "10",
      height: "170",
      weight: null,
      photo: "",
      stats: { goals: 3, positions: { "Delantero 1": { goals: "3" } } },
      nickname: "La Pulga",
    });
    expect(r.repairs).toBe(0);
    expect(r.item).toMatchObject({
      id: "1712345678901",
      name: "Lionel",
      number: 10,
      height: 170,
      preferredFoot: "Right",
      position: "Forward",
      nickname: "La Pulga",
    });
    const p = r.item as ListItems["players"];
    expect(p.stats.positions["Delantero 1"]).toEqual({
      matches: 0,
      goals: 3,
      assists: 0,
      yellowCards: 0,
      redCards: 0,
      minutesPlayed: 0,
    });
    expect(p.stats.assists).toBe(0);
  });

  it("read old scorers {name, minute} and a rival's score kept as text", () => {
    const m = read("matches", {
      id: "m",
      scorers: [{ name: "N", minute: "5", x: 1 }, { player: "P" }, 3],
      assists: [{ player: "A" }, "B", 4],
      cards: [{ player: "X", type: "blue" }],
    }) as ListItems["matches"];
    expect(m.scorers).toEqual([
      { x: 1, player: "N", minute: 5 },
      { player: "P", minute: 0 },
    ]);
    expect(m.assists).toEqual(["A", "B"]);
    expect(m.cards).toEqual([]);
    const rival = read("rivals", {
      id: "r",
      name: "Club",
      matches: [{ id: 1, score: "2-1" }, { id: "" }],
    }) as ListItems["rivals"];
    expect(rival.matches).toEqual([
      { id: "1", date: "", score: { home: 2, away: 1 }, formationUsed: "" },
    ]);
  });

  it("load a live match saved with its event log by an earlier version, log kept as read", () => {
    const event = { id: "e1", kind: "goal", period: 1, minute: 12, added: 0, playerId: "p1" };
    const r = readCounted("matches", {
      id: "m",
      date: "2026-11-22",
      score: { home: 1, away: 0 },
      scorers: [{ player: "Ana", minute: 12, playerId: "p1" }],
      events: [event],
    });
    expect(r.repairs).toBe(0);
    expect(r.item).toMatchObject({ id: "m", scorers: [{ player: "Ana", minute: 12 }] });
    expect((r.item as ListItems["matches"]).events).toEqual([event]);
  });

  it("give a formation or rival without an id one that follows its position, as a conversion", () => {
    const f = readCounted("formations", { name: "Base" }, 4);
    expect(f.repairs).toBe(0);
    expect(f.item).toMatchObject({ id: "formation-5", defenderLines: [4], forwardLines: [2] });
    expect(read("rivals", { name: "Leones" }, 0)).toMatchObject({ id: "rival-1" });
    expect(read("rivals", { name: " " }, 0)).toBe(REJECT);
    expect(read("players", { name: "Sin id" }, 0)).toBe(REJECT);
  });

  it("repair negative, non-numeric and missing-but-present counts to 0 and report it", () => {
    const r = readCounted("matches", {
      id: "m",
      score: { home: -2, away: "x" },
      shotsFor: null,
      shotsAgainst: "4",
      subs: [{ playerOut: "A", playerIn: "B", minute: "x" }],
    });
    expect(r.item).toMatchObject({ score: { home: 0, away: 0 }, shotsFor: 0, shotsAgainst: 4 });
    // A substitution's bad minute is 0, so the timeline is never handed one.
    expect((r.item as ListItems["matches"]).subs[0]!.minute).toBe(0);
    expect(r.repairs).toBeGreaterThan(0);
    // Spec 3 leaves a formation's totals optional: absent ones are 0, text ones their number.
    const f = readCounted("formations", { id: "f", name: "Vieja", goalsFor: "7" });
    expect(f.item).toMatchObject({ gamesPlayed: 0, wins: 0, goalsFor: 7, shotsAgainst: 0 });
    expect(f.repairs).toBe(0);
    const p = readCounted("players", { id: "p", name: "Ana", stats: { goals: "x" } });
    expect((p.item as ListItems["players"]).stats.goals).toBe(0);
    expect(p.repairs).toBe(1);
    // A role's figures the same way, so the per-role rows never show NaN.
    const roles = { Arquero: { matches: "x", minutesPlayed: null, goals: 1 } };
    const q = read("players", { id: "q", name: "Bea", stats: { positions: roles } }, 0);
    expect((q as ListItems["players"]).stats.positions).toEqual({
      Arquero: { matches: 0, minutesPlayed: 0, goals: 1, assists: 0, yellowCards: 0, redCards: 0 },
    });
    const none = read("players", { id: "r", name: "Cris" }, 0) as ListItems["players"];
    expect(none.stats).toMatchObject({ goals: 0, matches: 0, minutesPlayed: 0, positions: {} });
  });

  it("enforce the limits: a line of 1,000,000 players, too many lines, endless names", () => {
    const r = readCounted("formations", {
      id: "f",
      name: "x".repeat(5000),
      defenderLines: [1_000_000],
      midfielderLines: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
      forwardLines: [2],
      players: 1_000_001,
    });
    const f = r.item as ListItems["formations"];
    expect(f.defenderLines).toEqual([LIMITS.playersPerLine]);
    expect(f.midfielderLines).toHaveLength(LIMITS.linesPerGroup);
    expect(f.name).toHaveLength(LIMITS.shortText);
    expect(f.players).toBeLessThanOrEqual(1 + 3 * LIMITS.linesPerGroup * LIMITS.playersPerLine);
    expect(r.repairs).toBeGreaterThanOrEqual(4);
    const rival = readCounted("rivals", {
      id: "r",
      name: "R",
      notes: Array.from({ length: LIMITS.notes + 5 }, () => "n"),
    });
    expect((rival.item as ListItems["rivals"]).notes).toHaveLength(LIMITS.notes);
    expect(rival.repairs).toBeGreaterThan(0);
  });

  it("never copy an own __proto__ key", () => {
    const raw =
      '{"id":"m","__proto__":{"a":1},"formationPlayers":{"__proto__":"x","Posición 1":"A"}}';
    const m = read("matches", JSON.parse(raw)) as ListItems["matches"];
    expect(Object.prototype.hasOwnProperty.call(m, "__proto__")).toBe(false);
    expect(m.formationPlayers).toEqual({ "Posición 1": "A" });
  });

  it("keep the id links beside the names", () => {
    const m = read("matches", {
      id: "m",
      rivalId: "r1",
      formationId: "f1",
      formationPlayerIds: { "Posición 1": "p1" },
      assistIds: ["p2"],
      scorers: [{ player: "Ana", minute: 3, playerId: "p2" }],
      cards: [{ player: "Ana", type: "red", playerId: "p2", minute: 80 }],
      subs: [{ playerOut: "A", playerIn: "B", minute: 60, playerOutId: "a", playerInId: "b" }],
    }) as ListItems["matches"];
    expect(m).toMatchObject({ rivalId: "r1", formationId: "f1", assistIds: ["p2"] });
    expect(m.cards[0]).toEqual({ player: "Ana", type: "red", playerId: "p2", minute: 80 });
    expect(m.subs[0]!.playerInId).toBe("b");
  });

  it("keep each assist's goal; a match without the link loads as before", () => {
    const base = {
      id: "m",
      assists: ["Ana", "Bea", "Eva"],
      scorers: [{ player: "Eva", minute: 3 }],
    };
    const linked = read("matches", { ...base, assistGoals: [0, -1, "x"] }) as ListItems["matches"];
    // Anything that is not an index of `scorers` is an assist whose goal is not known.
    expect(linked.assistGoals).toEqual([0, -1, -1]);
    const old = read("matches", base) as ListItems["matches"];
    expect(old.assists).toEqual(["Ana", "Bea", "Eva"]);
    expect("assistGoals" in old).toBe(false);
  });

  it("read a plan's day, notes and stored ideas; a plan without them loads as before", () => {
    const plan = {
      id: "p",
      rival: "Lobos",
      formation: "Clásica",
      lineup: { "Posición 1": "Ana" },
      date: "2026-11-28",
      time: "18:30",
      competition: "Liga",
      venue: "Campo Municipal",
      notes: "Córners: Ana al primer palo.",
      suggestionIds: ["p2", "p3"],
    };
    takeRepairs();
    expect(read("matchPlans", plan)).toBe(plan);
    const old = { id: "q", rival: "Lobos", formation: "Clásica", lineup: {} };
    expect(read("matchPlans", old)).toEqual(old);
    expect(takeRepairs()).toBe(0);
    // Cut to the limits: endless notes, a list of ideas longer than any call-up.
    const long = read("matchPlans", {
      ...plan,
      notes: "x".repeat(LIMITS.note + 50),
      suggestionIds: Array.from({ length: LIMITS.squad + 5 }, (_, i) => `p${i}`),
      venue: 7,
    }) as ListItems["matchPlans"];
    expect(long.notes).toHaveLength(LIMITS.note);
    expect(long.suggestionIds).toHaveLength(LIMITS.squad);
    expect(long.venue).toBe("7");
  });

  it("read AI settings, binding a key without a recorded address to the stored base URL", () => {
    expect(readAiSettingsValue(null, 0)).toBe(REJECT);
    expect(readAiSettingsValue({ baseUrl: " ", apiKey: 3, model: " gpt " }, 0)).toEqual({
      baseUrl: "https://api.openai.com/v1",
      apiKey: "",
      model: "gpt",
      keyBaseUrl: "https://api.openai.com/v1",
    });
    expect(
      readAiSettingsValue({ baseUrl: "http://x", apiKey: "k", keyBaseUrl: "http://y" }, 0),
    ).toMatchObject({ apiKey: "k", keyBaseUrl: "http://y" });
  });
});

describe("opening balances", () => {
  it("keep negative figures (stored counters below what the matches explain) with no repair", () => {
    const stats = {
      goals: 1,
      assists: 0,
      matches: 1,
      minutesPlayed: 90,
      yellowCards: 0,
      redCards: 0,
    };
    const player = {
      id: "p1",
      name: "Villa",
      position: "Forward",
      number: 7,
      preferredFoot: "Right",
      stats: { ...stats, positions: {} },
      openingStats: {
        ...stats,
        goals: -2,
        minutesPlayed: -45,
        positions: { "Delantero 1": { ...stats, goals: -1 } },
      },
    };
    takeRepairs();
    const read = listReaders.players(player, 0);
    expect(read).not.toBe(REJECT);
    expect(takeRepairs()).toBe(0);
    const opening = (read as ListItems["players"]).openingStats!;
    expect(opening.goals).toBe(-2);
    expect(opening.minutesPlayed).toBe(-45);
    expect(opening.positions["Delantero 1"]!.goals).toBe(-1);
    // The stored totals are opening + matches, so they may be below zero too: the app's own
    // value (after editing a match), kept as stored with no repair.
    const below = { ...player, stats: { ...stats, goals: -3, positions: {} } };
    takeRepairs();
    expect(listReaders.players(below, 0)).toBe(below);
    expect(takeRepairs()).toBe(0);
  });
});

describe("fixtures and availability", () => {
  it("read a sound fixture as it is, and repair or drop the rest", () => {
    const f = {
      id: "f1",
      rivalId: "r1",
      rival: "Pinos",
      date: "2026-11-28",
      time: "18:30",
      location: "home",
      competition: "Liga",
      venue: "",
      squadIds: ["a", "b"],
      extra: { kept: true },
    };
    expect(readFixture(f, 0)).toBe(f);
    expect(readFixture({ rivalId: "r1" }, 0)).toBe(REJECT);
    const long = readFixture({ ...f, squadIds: Array.from({ length: 100 }, (_, i) => `p${i}`) }, 0);
    expect(long !== REJECT && long.squadIds).toHaveLength(LIMITS.squad);
    expect(LIMITS.squad).toBe(MAX_SQUAD_SIZE);
  });

  it("drop an absence without its player, and keep unknown fields", () => {
    const a = {
      id: "a1",
      playerId: "p1",
      kind: "injured",
      from: "2026-11-01",
      until: "",
      note: "Rodilla",
      futuro: 1,
    };
    expect(readAvailability(a, 0)).toBe(a);
    expect(readAvailability({ ...a, playerId: "" }, 0)).toBe(REJECT);
    expect(readAvailability({ ...a, kind: "otro" }, 0)).toMatchObject({ kind: "unavailable" });
  });
});

describe("formations in the shapes the spec leaves open", () => {
  const base = {
    id: "f1",
    name: "Clásica",
    type: "1-4-4-2",
    gamesPlayed: 3,
    defenderLines: [4],
    midfielderLines: [4],
    forwardLines: [2],
    roles: { "Posición 1": "Arquero", "Posición 2": "Defensor 1" },
    wins: 1,
    draws: 1,
    losses: 1,
    goalsFor: 4,
    goalsAgainst: 3,
    shotsFor: 20,
    shotsAgainst: 12,
  };

  it("keep `players` as a map of role to name and `goalkeeper` as a role name, with no repair", () => {
    const f = {
      ...base,
      players: { Arquero: "Iker", "Defensor 1": "Sergio" },
      goalkeeper: "Arquero",
      extra: { kept: [1, "dos"] },
    };
    const r = readCounted("formations", f);
    expect(r.item).toBe(f);
    expect(r.repairs).toBe(0);
  });

  it("keep the counts this app writes, and still repair what no shape allows", () => {
    const f = { ...base, players: 11, goalkeeper: 1 };
    expect(readCounted("formations", f)).toEqual({ item: f, repairs: 0 });
    const bad = readCounted("formations", { ...base, players: true, goalkeeper: [] });
    expect(bad.item).toMatchObject({ players: 11, goalkeeper: 1 });
    expect(bad.repairs).toBe(2);
    const map = readCounted("formations", { ...base, players: { Arquero: { x: 1 } } });
    expect(map.item).toMatchObject({ players: {} });
    expect(map.repairs).toBe(1);
  });
});
