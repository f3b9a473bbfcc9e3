// A deliberately plain, second count of a team's totals from its matches, for the tests of the
// example team and the generator (not used by production code). It shares no code with
// apply-match / figures: every figure is counted again here, one match at a time, so a
// test comparing the stored totals with this count can fail when the generator or the rule is
// wrong, instead of comparing a value with itself.
import type { Formation, Match, Player, Rival } from "../domain/records/types";

const FULL = 90;
const minute = (m: number) => Math.min(FULL, Math.max(0, m));

type Counts = Record<string, number>;

function add(table: Map<string, Counts>, name: string, key: string, by = 1) {
  const row = table.get(name) ?? {};
  row[key] = (row[key] ?? 0) + by;
  table.set(name, row);
}

/** Minutes each player was on the pitch in one match: on at 0 or his entry, off at his exit or 90. */
function minutesOn(match: Match): Map<string, number> {
  const on = new Map<string, number>();
  const minutes = new Map<string, number>();
  for (const name of Object.values(match.formationPlayers)) on.set(name, 0);
  const subs = [...match.subs].sort((a, b) => a.minute - b.minute);
  for (const sub of subs) {
    const start = on.get(sub.playerOut);
    if (start !== undefined) {
      minutes.set(sub.playerOut, (minutes.get(sub.playerOut) ?? 0) + minute(sub.minute) - start);
      on.delete(sub.playerOut);
    }
    if (!minutes.has(sub.playerIn) && !on.has(sub.playerIn))
      on.set(sub.playerIn, minute(sub.minute));
  }
  for (const [name, start] of on) minutes.set(name, (minutes.get(name) ?? 0) + FULL - start);
  return minutes;
}

/**
 * Every stored counter that differs from opening balance + a recount of the matches, as
 * 'player Ana goals: stored 3, counted 4'. Empty when the stored totals are right.
 */
export function totalsMismatches(
  team: { players: Player[]; formations: Formation[]; rivals: Rival[] },
  matches: readonly Match[],
): string[] {
  const players = new Map<string, Counts>();
  const formations = new Map<string, Counts>();
  const rivals = new Map<string, Counts>();

  for (const m of matches) {
    for (const [name, mins] of minutesOn(m)) {
      add(players, name, "matches");
      add(players, name, "minutesPlayed", mins);
    }
    for (const s of m.scorers) add(players, s.player, "goals");
    for (const name of m.assists) add(players, name, "assists");
    for (const c of m.cards)
      add(players, c.player, c.type === "yellow" ? "yellowCards" : "redCards");

    const result =
      m.score.home > m.score.away ? "wins" : m.score.home < m.score.away ? "losses" : "draws";
    add(formations, m.formation, "gamesPlayed");
    add(formations, m.formation, result);
    add(formations, m.formation, "goalsFor", m.score.home);
    add(formations, m.formation, "goalsAgainst", m.score.away);
    add(formations, m.formation, "shotsFor", m.shotsFor);
    add(formations, m.formation, "shotsAgainst", m.shotsAgainst);
    add(rivals, m.rival, "matchesPlayed");
    add(rivals, m.rival, result);
    add(rivals, m.rival, "entries");
  }

  const out: string[] = [];
  const check = (
    what: string,
    stored: number,
    opening: number | undefined,
    counted: number | undefined,
  ) => {
    const expected = (opening ?? 0) + (counted ?? 0);
    if (stored !== expected) out.push(`${what}: stored ${stored}, counted ${expected}`);
  };
  for (const p of team.players) {
    for (const key of [
      "matches",
      "minutesPlayed",
      "goals",
      "assists",
      "yellowCards",
      "redCards",
    ] as const)
      check(
        `player ${p.name} ${key}`,
        p.stats[key],
        p.openingStats?.[key],
        players.get(p.name)?.[key],
      );
  }
  for (const f of team.formations) {
    for (const key of [
      "gamesPlayed",
      "wins",
      "draws",
      "losses",
      "goalsFor",
      "goalsAgainst",
      "shotsFor",
      "shotsAgainst",
    ] as const)
      check(
        `formation ${f.name} ${key}`,
        f[key],
        f.openingTotals?.[key],
        formations.get(f.name)?.[key],
      );
  }
  for (const r of team.rivals) {
    for (const key of ["matchesPlayed", "wins", "draws", "losses"] as const)
      check(`rival ${r.name} ${key}`, r[key], r.openingTotals?.[key], rivals.get(r.name)?.[key]);
    check(`rival ${r.name} matches`, r.matches.length, 0, rivals.get(r.name)?.entries);
  }
  return out;
}
