import { describe, expect, it } from "vitest";
import { isDemoItem } from "../domain/records/demo-mark";
import { buildDemoTeam, DEMO_MATCHES, seasonDates, seededRandom } from "./team";
import { figureDisagreements } from "../domain/figures/disagreements";
import { totalsMismatches } from "../testing/tally";
import { slotsOf } from "../domain/squad/formation-roles";
import { isIsoDate } from "../domain/base/dates";

describe("buildDemoTeam", () => {
  const team = buildDemoTeam("2024-06-05");

  it("holds a squad, formations, rivals with notes, a season and a plan", () => {
    expect(team.players).toHaveLength(22);
    expect(team.formations.length).toBeGreaterThanOrEqual(3);
    expect(team.rivals.length).toBeGreaterThanOrEqual(6);
    expect(team.rivals.some((r) => r.notes.length > 0)).toBe(true);
    expect(team.matches).toHaveLength(DEMO_MATCHES);
    expect(team.matchPlans).toHaveLength(1);
    expect(Object.keys(team.matchPlans[0]!.lineup)).toHaveLength(11);
  });

  it("marks every entity as demo data", () => {
    for (const list of [
      team.players,
      team.formations,
      team.rivals,
      team.matches,
      team.matchPlans,
    ]) {
      expect(list.every(isDemoItem)).toBe(true);
    }
  });

  it("has totals equal to a separate recount of its matches", () => {
    expect(totalsMismatches(team, team.matches)).toEqual([]);
    // The recount is not a tautology: one changed figure is found and named.
    const [first, ...rest] = team.players;
    const tampered = {
      ...team,
      players: [{ ...first!, stats: { ...first!.stats, goals: first!.stats.goals + 1 } }, ...rest],
    };
    expect(totalsMismatches(tampered, team.matches)).toEqual([
      `player ${first!.name} goals: stored ${first!.stats.goals + 1}, counted ${first!.stats.goals}`,
    ]);
    expect(totalsMismatches(team, team.matches.slice(1))).not.toEqual([]);
    const goals = team.players.reduce((s, p) => s + p.stats.goals, 0);
    expect(goals).toBe(team.matches.reduce((s, m) => s + m.score.home, 0));
    expect(team.formations.reduce((s, f) => s + f.gamesPlayed, 0)).toBe(DEMO_MATCHES);
  });

  it("agrees with the figures rule: the check finds nothing", () => {
    expect(figureDisagreements(team, team.matches)).toEqual([]);
  });

  // That the match form would save every match: dev-data/form-rules.property.test.ts.
  it("writes ids beside every name, and the season and competition", () => {
    const idOf = new Map(team.players.map((p) => [p.name, p.id]));
    for (const m of team.matches) {
      for (const [k, n] of Object.entries(m.formationPlayers))
        expect(m.formationPlayerIds![k]).toBe(idOf.get(n));
      for (const s of m.scorers) expect(s.playerId).toBe(idOf.get(s.player));
      for (const s of m.subs)
        expect([s.playerOutId, s.playerInId]).toEqual([
          idOf.get(s.playerOut),
          idOf.get(s.playerIn),
        ]);
      expect(m.assistIds).toEqual(m.assists.map((a) => idOf.get(a)));
      expect(m.rivalId).toBe(team.rivals.find((r) => r.name === m.rival)!.id);
      expect(m.formationId).toBe(team.formations.find((f) => f.name === m.formation)!.id);
      expect(m.season).toBe("2023-24");
      expect(["Liga", "Copa"]).toContain(m.competition);
    }
  });

  it("plays full, valid matches", () => {
    const ids = new Set(team.matches.map((m) => m.id));
    expect(ids.size).toBe(DEMO_MATCHES);
    const names = new Set(team.players.map((p) => p.name));
    for (const m of team.matches) {
      expect(isIsoDate(m.date)).toBe(true);
      expect(m.date < "2024-06-05").toBe(true);
      const formation = team.formations.find((f) => f.name === m.formation)!;
      expect(Object.keys(m.formationPlayers)).toEqual(slotsOf(formation).map((s) => s.key));
      const lineup = Object.values(m.formationPlayers);
      expect(new Set(lineup).size).toBe(11);
      expect(m.scorers).toHaveLength(m.score.home);
      for (const s of m.scorers) expect(names.has(s.player)).toBe(true);
      for (const s of m.subs) {
        expect(lineup).toContain(s.playerOut);
        expect(lineup).not.toContain(s.playerIn);
      }
    }
  });

  it("stores the formation's name in formation and formationUsed, as the match form does", () => {
    const names = new Set(team.formations.map((f) => f.name));
    for (const m of team.matches) {
      expect(names.has(m.formation), m.id).toBe(true);
      expect(m.formationUsed, m.id).toBe(m.formation);
    }
  });

  it("is deterministic for the same day and seed", () => {
    expect(buildDemoTeam("2024-06-05")).toEqual(team);
    expect(buildDemoTeam("2024-06-05", 7).matches).not.toEqual(team.matches);
  });
});

describe("seasonDates", () => {
  it("gives weekly Sundays ending before today", () => {
    // 2024-06-05 is a Wednesday; the Sunday before is 2024-06-02.
    expect(seasonDates("2024-06-05", 3)).toEqual(["2024-05-19", "2024-05-26", "2024-06-02"]);
    // On a Sunday, the season ends the Sunday before.
    expect(seasonDates("2024-06-02", 1)).toEqual(["2024-05-26"]);
  });
});

describe("seededRandom", () => {
  it("repeats for a seed and stays in [0, 1)", () => {
    const a = seededRandom(1);
    const b = seededRandom(1);
    for (let i = 0; i < 100; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});
