import { describe, expect, it } from "vitest";
import { slotsOf } from "../src/domain/squad/formation-roles";
import { SCALES, createRandom, generateTeam, largestMatchCount, storedChars } from "./generate";
import { figureDisagreements } from "../src/domain/figures/disagreements";
import { totalsMismatches } from "../src/testing/tally";
import { recordOf } from "../src/domain/timeline/match-result";

const small = generateTeam({ seed: 7, ...SCALES.small });

describe("generateTeam", () => {
  it("gives the same team for the same seed, and another for another seed", () => {
    expect(generateTeam({ seed: 7, ...SCALES.small })).toEqual(small);
    expect(JSON.stringify(generateTeam({ seed: 8, ...SCALES.small }))).not.toBe(
      JSON.stringify(small),
    );
  });

  it("produces the requested sizes and unique ids and names", () => {
    expect(small.players).toHaveLength(25);
    expect(small.matches).toHaveLength(40);
    expect(small.formations.map((f) => f.type)).toEqual([
      "1-4-4-2",
      "1-4-3-3",
      "1-4-2-3-1",
      "1-5-3-2",
    ]);
    expect(new Set(small.players.map((p) => p.id)).size).toBe(25);
    expect(new Set(small.players.map((p) => p.name)).size).toBe(25);
    expect(new Set(small.players.map((p) => p.number)).size).toBe(25);
    expect(new Set(small.matches.map((m) => m.id)).size).toBe(40);
    expect(new Set(small.rivals.map((r) => r.name)).size).toBe(small.rivals.length);
    expect(small.matchPlans.length).toBeGreaterThan(0);
    expect(small.savedInsights.length).toBeGreaterThan(0);
    expect(small.savedInsights[0]).toMatch(/^## Análisis de \d+ partidos/);
  });

  it("stores matches oldest first, on valid days ending 2026-05-31", () => {
    const dates = small.matches.map((m) => m.date);
    expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    expect(dates.at(-1)).toBe("2026-05-31");
  });

  it("makes every match consistent with its own score, lineup and substitutions", () => {
    const { matches, formations, players } = generateTeam({ seed: 3, ...SCALES.large });
    const known = new Set(players.map((p) => p.name));
    for (const m of matches) {
      const formation = formations.find((f) => f.name === m.formation)!;
      const lineup = Object.values(m.formationPlayers);
      expect(Object.keys(m.formationPlayers)).toEqual(slotsOf(formation).map((s) => s.key));
      expect(new Set(lineup).size).toBe(11);
      expect(m.subs.length).toBeGreaterThanOrEqual(3);
      expect(m.subs.length).toBeLessThanOrEqual(5);
      for (const s of m.subs) {
        expect(lineup).toContain(s.playerOut);
        expect(lineup).not.toContain(s.playerIn);
      }
      expect(m.scorers).toHaveLength(m.score.home);
      expect(m.assists.length).toBeLessThanOrEqual(m.score.home);
      expect(m.shotsFor).toBeGreaterThanOrEqual(m.score.home);
      expect(m.shotsAgainst).toBeGreaterThanOrEqual(m.score.away);
      const played = new Set([...lineup, ...m.subs.map((s) => s.playerIn)]);
      for (const name of [...m.scorers.map((s) => s.player), ...m.assists])
        expect(played.has(name)).toBe(true);
      for (const c of m.cards) expect(played.has(c.player)).toBe(true);
      expect(lineup.every((n) => known.has(n))).toBe(true);
      expect(m.opponent).toBe(m.rival);
    }
  });

  it("holds totals equal to a separate recount of its matches", () => {
    expect(totalsMismatches(small, small.matches)).toEqual([]);
    const large = generateTeam({ seed: 3, ...SCALES.large });
    expect(totalsMismatches(large, large.matches)).toEqual([]);
    // Dropping a match leaves totals that the recount no longer agrees with.
    expect(totalsMismatches(small, small.matches.slice(0, -1)).length).toBeGreaterThan(0);
    const goals = small.players.reduce((sum, p) => sum + p.stats.goals, 0);
    expect(goals).toBe(small.matches.reduce((sum, m) => sum + m.score.home, 0));
    const games = small.formations.reduce((sum, f) => sum + f.gamesPlayed, 0);
    expect(games).toBe(40);
    const wins = small.rivals.reduce((sum, r) => sum + r.wins, 0);
    expect(wins).toBe(recordOf(small.matches).wins);
  });

  // That the match form would save every generated match: form-rules.property.test.ts.
  it("writes matches as the form does: ids, season, competition", () => {
    const idOf = new Map(small.players.map((p) => [p.name, p.id]));
    expect(figureDisagreements(small, small.matches)).toEqual([]);
    for (const m of small.matches) {
      for (const [k, n] of Object.entries(m.formationPlayers))
        expect(m.formationPlayerIds![k]).toBe(idOf.get(n));
      expect(m.assistIds).toEqual(m.assists.map((a) => idOf.get(a)));
      expect(m.rivalId).toBe(small.rivals.find((r) => r.name === m.rival)!.id);
      expect(m.season).toMatch(/^\d{4}-\d{2}$/);
      expect(["Liga", "Copa", "Amistoso"]).toContain(m.competition);
    }
  });

  it("gives plans a full starting XI", () => {
    for (const plan of small.matchPlans) {
      expect(Object.keys(plan.lineup)).toHaveLength(11);
      expect(small.rivals.map((r) => r.name)).toContain(plan.rival);
    }
  });
});

describe("scales", () => {
  // That SCALES.huge is the largest team within STORAGE_BUDGET_CHARS is checked by the bench
  // (bench/run.mjs), which builds the huge team anyway.
  it("largestMatchCount finds the edge of a budget", () => {
    const fit = largestMatchCount({ players: 25, budget: 300_000 });
    expect(storedChars(generateTeam({ players: 25, matches: fit }))).toBeLessThanOrEqual(300_000);
    expect(storedChars(generateTeam({ players: 25, matches: fit + 1 }))).toBeGreaterThan(300_000);
  }, 30_000);
});

describe("createRandom", () => {
  it("is reproducible and stays in range", () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const xs = Array.from({ length: 1000 }, () => a.int(1, 6));
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b.int(1, 6)));
    expect(Math.min(...xs)).toBe(1);
    expect(Math.max(...xs)).toBe(6);
  });
});
