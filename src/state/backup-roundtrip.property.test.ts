// The app's own backup always restores: whatever the readers accept when the app opens, an
// export followed by a restore gives back the same data. Values the spec leaves open (a
// formation's `players` as a map of role to name, `goalkeeper` as a role name), unknown extra
// fields and running totals below zero are kept as stored, with no damage banner; values the
// readers repair are restored repaired, as the app shows them.
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { listKeys, schemaKey, storageKeys } from "../config/storage-keys";
import type { ListKey } from "../config/storage-keys";
import { generateTeam } from "../../dev-data/generate";
import type { GeneratedTeam } from "../../dev-data/generate";
import { LIMITS } from "../storage/limits";
import { schemaVersionText } from "../storage/schema-version";
import { exportBackup, previewBackup, restoreBackup } from "./data-commands";
import { getList, invalidate } from "./store";

type Lists = Record<ListKey, unknown[]>;

function store(lists: Lists) {
  localStorage.clear();
  localStorage.setItem(schemaKey, schemaVersionText());
  for (const key of listKeys) localStorage.setItem(storageKeys[key], JSON.stringify(lists[key]));
  invalidate();
}

/** What the app shows for every list, and which lists carry the damage banner. */
function shown() {
  invalidate();
  const items = {} as Record<ListKey, unknown[]>;
  const banners: ListKey[] = [];
  for (const key of listKeys) {
    const read = getList(key);
    items[key] = read.items;
    if (read.issue) banners.push(key);
  }
  return { items, banners };
}

/** Export, wipe the browser, restore the file: what the app then shows. */
function roundTrip() {
  const file = exportBackup(new Date("2026-11-26T10:00:00Z"));
  localStorage.clear();
  invalidate();
  const preview = previewBackup(file.text);
  if (!preview.ok) throw new Error(preview.message);
  const restored = restoreBackup(preview.value);
  expect(restored.ok).toBe(true);
  return { after: shown(), preview: preview.value, warnings: file.warnings };
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

// Unknown fields: any JSON under a name the app does not use.
const extraFields = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 8 }).map((k) => `x_${k}`),
  fc.jsonValue({ maxDepth: 2 }),
  { maxKeys: 3 },
);

type FormationShape = { playersAsMap: boolean; goalkeeperAsRole: boolean };
const formationShape = fc.record({ playersAsMap: fc.boolean(), goalkeeperAsRole: fc.boolean() });

/** A generated team in both formation shapes, with extra fields and totals below zero. */
const allowedTeam = fc.record({
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  shapes: fc.array(formationShape, { minLength: 1, maxLength: 6 }),
  extras: fc.array(fc.tuple(fc.constantFrom(...listKeys), fc.nat(), extraFields), {
    maxLength: 6,
  }),
  negative: fc.array(fc.tuple(fc.nat(), fc.integer({ min: -50, max: -1 })), { maxLength: 3 }),
});

function teamOf(seed: number): GeneratedTeam {
  return generateTeam({ seed, matches: 6, players: 14 });
}

function applyShapes(team: Lists, shapes: FormationShape[]) {
  const formations = team.formations as Record<string, unknown>[];
  const players = team.players as { name: string }[];
  formations.forEach((f, i) => {
    const shape = shapes[i % shapes.length]!;
    const roles = f.roles as Record<string, string>;
    if (shape.playersAsMap) {
      const map: Record<string, string> = {};
      Object.keys(roles).forEach((slot, j) => {
        map[roles[slot]!] = players[j % players.length]!.name;
      });
      f.players = map;
    }
    if (shape.goalkeeperAsRole) f.goalkeeper = roles["Posición 1"] ?? "Arquero";
  });
}

type AllowedInput = typeof allowedTeam extends fc.Arbitrary<infer T> ? T : never;

function build(input: AllowedInput): Lists {
  const team = clone(teamOf(input.seed)) as unknown as Lists;
  applyShapes(team, input.shapes);
  for (const [key, at, fields] of input.extras) {
    const list = team[key];
    if (key === "savedInsights" || list.length === 0) continue;
    const item = list[at % list.length] as Record<string, unknown>;
    Object.assign(item, fields);
    // And one level down, in a nested record the readers also read field by field.
    const nested = item.score ?? item.stats;
    if (nested && typeof nested === "object") Object.assign(nested, fields);
  }
  for (const [at, value] of input.negative) {
    const p = team.players[at % team.players.length] as { stats: { goals: number } };
    p.stats.goals = value;
  }
  return team;
}

beforeEach(() => {
  localStorage.clear();
  invalidate();
});

describe("export → restore", () => {
  it("gives back exactly what the app showed, with no banner, for every shape the spec allows", () => {
    fc.assert(
      fc.property(allowedTeam, (input) => {
        store(build(input));
        const before = shown();
        expect(before.banners).toEqual([]);
        const { after, preview, warnings } = roundTrip();
        expect(warnings).toEqual([]);
        expect(preview.repaired ?? []).toEqual([]);
        expect(after.banners).toEqual([]);
        expect(after.items).toEqual(before.items);
      }),
      { numRuns: 25 },
    );
  });

  // Values the readers repair on opening (a name over its limit, a repeated id, a negative score)
  // are restored the same way: the file restores, and the app shows what it showed before.
  const repairs = fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant("long-name" as const), at: fc.nat() }),
      fc.record({ kind: fc.constant("same-id" as const), at: fc.nat() }),
      fc.record({ kind: fc.constant("negative-score" as const), at: fc.nat() }),
    ),
    { minLength: 1, maxLength: 4 },
  );

  it("restores what the readers repair as they repair it on opening, and says so", () => {
    fc.assert(
      fc.property(allowedTeam, repairs, (input, damage) => {
        const team = build(input);
        const players = team.players as { id: string; name: string }[];
        const matches = team.matches as { score: { home: number } }[];
        for (const d of damage) {
          if (d.kind === "long-name")
            players[d.at % players.length]!.name = `N${"x".repeat(LIMITS.shortText + 50)}`;
          if (d.kind === "same-id") {
            const i = d.at % players.length;
            players[i]!.id = players[(i + 1) % players.length]!.id;
          }
          if (d.kind === "negative-score" && matches.length > 0)
            matches[d.at % matches.length]!.score.home = -1;
        }
        store(team);
        const before = shown();
        const { after, preview } = roundTrip();
        expect((preview.repaired ?? []).length).toBe(before.banners.length);
        expect(after.items).toEqual(before.items);
        expect(after.banners).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
