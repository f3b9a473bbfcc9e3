// One generated match: a starting XI for the formation, 3 to 5 substitutions from the bench,
// a score, and goals, assists and cards given only to players on the pitch at that minute (asked
// of the one timeline). Written as the match form writes it: ids beside every name, the season
// from the date and a competition.
import { slotsOf } from "../src/domain/squad/formation-roles";
import type { SlotGroup } from "../src/domain/squad/formation-roles";
import { FORMATION_DEFS } from "./generate-data";
import type { Random } from "../src/demo/random";
import { isoDay, uuid } from "../src/demo/random";
import type { MatchId } from "../src/domain/records/ids";
import { DEFAULT_SEASON_START_MONTH, seasonOfDate } from "../src/domain/calendar/season";
import { onPitchAt, stintsOf } from "../src/domain/match/timeline";
import type {
  Card,
  Formation,
  Match,
  Player,
  PlayerPosition,
  Rival,
  Scorer,
  Substitution,
} from "../src/domain/records/types";

/** A player and how often the coach picks them: regulars weigh more. */
export type SquadMember = { player: Player; weight: number };

const POSITION_OF_GROUP: Record<SlotGroup, PlayerPosition> = {
  goalkeeper: "Goalkeeper",
  defenders: "Defender",
  midfielders: "Midfielder",
  forwards: "Forward",
};

/** Picks a starting XI for a formation: 'Posición N' → name, each player once. */
export function pickLineup(
  rng: Random,
  squad: SquadMember[],
  formation: Formation,
): Record<string, string> {
  const used = new Set<string>();
  const lineup: Record<string, string> = {};
  for (const slot of slotsOf(formation)) {
    const position = POSITION_OF_GROUP[slot.group];
    let pool = squad.filter((m) => m.player.position === position && !used.has(m.player.name));
    if (pool.length === 0)
      pool = squad.filter((m) => m.player.position !== "Goalkeeper" && !used.has(m.player.name));
    if (pool.length === 0) continue;
    const chosen = rng.weighted(pool, (m) => m.weight).player.name;
    used.add(chosen);
    lineup[slot.key] = chosen;
  }
  return lineup;
}

const GOALS_FOR = [22, 30, 25, 13, 7, 3];
const GOALS_AGAINST = [30, 33, 22, 10, 5];
const sampleCount = (rng: Random, weights: number[]) =>
  rng.weighted(
    weights.map((w, i) => ({ w, i })),
    (x) => x.w,
  ).i;

const SCORING: Record<PlayerPosition, number> = {
  Forward: 6,
  Midfielder: 3,
  Defender: 1,
  Goalkeeper: 0.02,
};
const ASSISTING: Record<PlayerPosition, number> = {
  Forward: 3,
  Midfielder: 4,
  Defender: 2,
  Goalkeeper: 0.1,
};
const BOOKING: Record<PlayerPosition, number> = {
  Forward: 1,
  Midfielder: 3,
  Defender: 4,
  Goalkeeper: 0.5,
};

export function generateMatch(
  rng: Random,
  day: number,
  squad: SquadMember[],
  formations: Formation[],
  rivals: Rival[],
): Match {
  const formation = rng.weighted(
    formations,
    (f) => FORMATION_DEFS.find((d) => d.name === f.name)?.share ?? 1,
  );
  const rival = rng.weighted(rivals, (r) => (rivals.indexOf(r) < 12 ? 3 : 1));
  const location = rng.chance(0.5) ? "home" : "away";
  const formationPlayers = pickLineup(rng, squad, formation);
  const byName = new Map(squad.map((m) => [m.player.name, m.player]));
  const starters = Object.values(formationPlayers);

  const subs: Substitution[] = [];
  const leaving = starters.filter((n) => byName.get(n)?.position !== "Goalkeeper");
  const bench = squad.filter(
    (m) => !starters.includes(m.player.name) && m.player.position !== "Goalkeeper",
  );
  const subCount = Math.min(rng.int(3, 5), leaving.length, bench.length);
  const minutes = Array.from({ length: subCount }, () => rng.int(46, 88)).sort((a, b) => a - b);
  for (const minute of minutes) {
    const out = leaving.splice(rng.int(0, leaving.length - 1), 1)[0]!;
    const position = byName.get(out)!.position;
    const same = bench.filter((m) => m.player.position === position);
    const chosen = rng.weighted(same.length > 0 ? same : bench, (m) => m.weight);
    bench.splice(bench.indexOf(chosen), 1);
    subs.push({ playerOut: out, playerIn: chosen.player.name, minute });
  }
  /** Who was on the pitch at a given minute. */
  const stints = stintsOf({
    starters,
    subs: subs.map((s) => ({ out: s.playerOut, in: s.playerIn, minute: s.minute })),
  });
  // At a substitution's minute both players count as on; events then go to either.
  const onPitch = (minute: number) => [...onPitchAt(stints, minute)];

  const home = sampleCount(rng, GOALS_FOR) + (location === "home" && rng.chance(0.15) ? 1 : 0);
  const away = sampleCount(rng, GOALS_AGAINST);
  const scorers: Scorer[] = [];
  const assists: string[] = [];
  const goalMinutes = Array.from({ length: home }, () => rng.int(1, 90)).sort((a, b) => a - b);
  for (const minute of goalMinutes) {
    const players = onPitch(minute);
    const scorer = rng.weighted(players, (n) => SCORING[byName.get(n)!.position]);
    scorers.push({ player: scorer, minute });
    if (rng.chance(0.7)) {
      const others = players.filter((n) => n !== scorer);
      assists.push(rng.weighted(others, (n) => ASSISTING[byName.get(n)!.position]));
    }
  }
  const cards: Card[] = [];
  const yellows = sampleCount(rng, [25, 35, 25, 10, 5]);
  for (let i = 0; i < yellows; i++) {
    const minute = rng.int(1, 90);
    const players = onPitch(minute);
    cards.push({
      player: rng.weighted(players, (n) => BOOKING[byName.get(n)!.position]),
      type: "yellow",
      minute,
    });
  }
  if (rng.chance(0.05)) {
    cards.push({
      player: rng.weighted(starters, (n) => BOOKING[byName.get(n)!.position]),
      type: "red",
    });
  }

  const idOf = (name: string) => byName.get(name)!.id;
  const date = isoDay(day);
  return {
    id: uuid<MatchId>(rng),
    date,
    rival: rival.name,
    opponent: rival.name,
    location,
    score: { home, away },
    scorers: scorers.map((s) => ({ ...s, playerId: idOf(s.player) })),
    assists,
    formation: formation.name,
    formationUsed: formation.name,
    formationPlayers,
    cards: cards.map((c) => ({ ...c, playerId: idOf(c.player) })),
    subs: subs.map((s) => ({ ...s, playerOutId: idOf(s.playerOut), playerInId: idOf(s.playerIn) })),
    shotsFor: home + rng.int(3, 12),
    shotsAgainst: away + rng.int(2, 10),
    rivalId: rival.id,
    formationId: formation.id,
    formationPlayerIds: Object.fromEntries(
      Object.entries(formationPlayers).map(([k, n]) => [k, idOf(n)]),
    ),
    assistIds: assists.map(idOf),
    season: seasonOfDate(date, DEFAULT_SEASON_START_MONTH),
    competition: competitionOfDay(day),
  };
}

/**
 * The competition of a generated match, from its day alone (no draw, so every other draw stays
 * as it was): friendlies in July, a cup tie one day in nine, the league otherwise.
 */
export function competitionOfDay(day: number): string {
  const month = new Date(day * 86_400_000).getUTCMonth() + 1;
  if (month === 7) return "Amistoso";
  return day % 9 === 0 ? "Copa" : "Liga";
}
