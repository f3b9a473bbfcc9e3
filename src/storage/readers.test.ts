// The hand-written readers must give exactly what the zod schemas give: same accept/reject, same
// repaired values, same kept unknown fields, on real data and on thousands of damaged variants.
import { describe, expect, it } from "vitest";
import { SCALES, createRandom, generateTeam } from "../domain/generate";
import type { Random } from "../domain/generate";
import { REJECT, listReaders, readAiSettingsValue } from "./readers";
import { aiSettingsSchema, listSchemas } from "./schemas";

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
  " 3 : 0 ",
  "4–4",
  true,
  false,
  [],
  [1, "2", 0, -3, "x", true, 2.5],
  {},
  { home: "2", away: 1, extra: "kept" },
  { a: 1 },
  { player: "Ana", minute: "12" },
  { name: "Beto", minute: 3, player: 4 },
  { player: "Ana", type: "red" },
  { goals: "2", matches: "x" },
  "Posición 1",
  ["a", 2, null],
  { x: "y", n: 3, b: null },
  { "Posición 1": "Ana", "Posición 2": 7, "Posición 3": null },
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

function expectSame(key: Key, input: unknown) {
  const viaZod = listSchemas[key].safeParse(structuredClone(input));
  const viaReader = listReaders[key](structuredClone(input));
  if (!viaZod.success) expect(viaReader, JSON.stringify(input)).toBe(REJECT);
  else expect(viaReader, JSON.stringify(input)).toStrictEqual(viaZod.data);
}

describe("readers agree with the zod schemas", () => {
  const team = generateTeam({ ...SCALES.small, seed: 11 });

  it.each(keys)("on every generated %s, untouched", (key) => {
    for (const item of team[key]) expectSame(key, item);
  });

  it.each(keys)("on damaged %s", (key) => {
    const rng = createRandom(key.length * 7919);
    for (const item of team[key]) {
      for (let i = 0; i < 60; i++) expectSame(key, mutate(rng, JSON.parse(JSON.stringify(item))));
    }
    for (const junk of JUNK) expectSame(key, junk);
  });

  it("on the original product's shapes", () => {
    expectSame("players", {
      id: 1712345678901,
      name: "  Lionel ",
      number: "10",
      height: "170",
      weight: null,
      photo: "",
      stats: { goals: 3, positions: { "Delantero 1": { goals: "3" }, x: 4, y: null } },
      nickname: "La Pulga",
    });
    expectSame("rivals", {
      name: "Club",
      matches: [{ id: 1, score: "2-1" }, { id: "" }, { id: "x", score: null }],
      matchHistory: "x",
    });
    expectSame("matches", {
      id: "m",
      scorers: [{ name: "N", minute: "5", x: 1 }, { player: "P" }, 3],
      assists: [{ player: "A" }, "B", 4],
      cards: [{ player: "X", type: "blue" }],
      subs: [{}, null],
    });
  });

  it("on own __proto__ keys, which zod never copies", () => {
    const raw =
      '{"id":"m","__proto__":{"a":1},"formationPlayers":{"__proto__":"x","Posición 1":"A"}}';
    expectSame("matches", JSON.parse(raw));
    expectSame("matchPlans", JSON.parse(raw.replace("formationPlayers", "lineup")));
  });

  it("hands back already-valid items themselves, without copying", () => {
    for (const key of keys) {
      const items = JSON.parse(JSON.stringify(team[key])) as unknown[];
      for (const item of items) expect(listReaders[key](item)).toBe(item);
    }
  });

  it("on AI settings", () => {
    const inputs = [
      ...JUNK,
      { baseUrl: " ", apiKey: 3, model: " gpt " },
      { baseUrl: " http://x ", model: "", other: 1 },
    ];
    for (const input of inputs) {
      const viaZod = aiSettingsSchema.safeParse(structuredClone(input));
      const viaReader = readAiSettingsValue(structuredClone(input));
      if (!viaZod.success) expect(viaReader).toBe(REJECT);
      else expect(viaReader).toStrictEqual(viaZod.data);
    }
  });
});
