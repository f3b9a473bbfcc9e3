// One generated match: a starting XI for the formation, 3 to 5 substitutions from the bench,
// a score, goals with their assists, and cards, placed in minute order by the one timeline
// (src/demo/match-events.ts), so a player sent off or taken off plays no further part. Written
// as the match form writes it: ids beside every name, the season from the date and a
// competition.
import { slotsOf } from "../src/domain/squad/formation-roles";
import type { SlotGroup } from "../src/domain/squad/formation-roles";
import { FORMATION_DEFS } from "./generate-data";
import type { Random } from "../src/demo/random";
import { isoDay, uuid } from "../src/demo/random";
import { playEvents, storedPlay } from "../src/demo/match-events";
import type { Draw } from "../src/demo/match-events";
import type { MatchId } from "../src/domain/base/ids";
import { DEFAULT_SEASON_START_MONTH, seasonOfDate } from "../src/domain/records/season";
import type { Formation, Match, Player, PlayerPosition, Rival } from "../src/domain/records/types";

/** A player and how often the coach picks them: regulars weigh more. */
export type SquadMember = { player: Player; weight: number };

const POSITION_OF_GROUP: Record<SlotGroup, PlayerPosition> = {
  goalkeeper: "Goalkeeper",
  defenders: "Defender",
  midfielders: "Midfielder",
  forwards: "Forward",
};

/** Picks a starting XI for a formation: 'Posición N' → player, each player once. */
export function pickLineup(
  rng: Random,
  squad: SquadMember[],
  formation: Formation,
): Record<string, Player> {
  const used = new Set<Player>();
  const lineup: Record<string, Player> = {};
  for (const slot of slotsOf(formation)) {
    const position = POSITION_OF_GROUP[slot.group];
    let pool = squad.filter((m) => m.player.position === position && !used.has(m.player));
    if (pool.length === 0)
      pool = squad.filter((m) => m.player.position !== "Goalkeeper" && !used.has(m.player));
    if (pool.length === 0) continue;
    const chosen = rng.weighted(pool, (m) => m.weight).player;
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
  const lineup = pickLineup(rng, squad, formation);
  const byId = new Map<string, Player>(squad.map((m) => [m.player.id, m.player]));
  const position = (id: string) => byId.get(id)!.position;
  const starters = Object.values(lineup).map((p): string => p.id);

  const home = sampleCount(rng, GOALS_FOR) + (location === "home" && rng.chance(0.15) ? 1 : 0);
  const away = sampleCount(rng, GOALS_AGAINST);
  const bench = squad.filter((m) => !starters.includes(m.player.id)).length;
  const draws: Draw[] = [
    ...Array.from({ length: Math.min(rng.int(3, 5), bench) }, () => ({
      kind: "sub" as const,
      minute: rng.int(46, 88),
    })),
    ...Array.from({ length: home }, () => ({ kind: "goal" as const, minute: rng.int(1, 90) })),
    ...Array.from({ length: sampleCount(rng, [25, 35, 25, 10, 5]) }, () => ({
      kind: "card" as const,
      type: "yellow" as const,
      minute: rng.int(1, 90),
    })),
    ...(rng.chance(0.05)
      ? [{ kind: "card" as const, type: "red" as const, minute: rng.int(1, 90) }]
      : []),
  ];
  const played = playEvents(starters, draws, {
    // A starter of the outfield goes off, for a substitute of his position when there is one.
    sub: (on, took) => {
      const leaving = on.filter((id) => starters.includes(id) && position(id) !== "Goalkeeper");
      const free = squad.filter(
        (m) => !took.has(m.player.id) && m.player.position !== "Goalkeeper",
      );
      if (leaving.length === 0 || free.length === 0) return undefined;
      const out = rng.pick(leaving);
      const same = free.filter((m) => m.player.position === position(out));
      return { out, in: rng.weighted(same.length > 0 ? same : free, (m) => m.weight).player.id };
    },
    card: (on) => rng.weighted(on, (id) => BOOKING[position(id)]),
    goal: (on) => {
      const scorer = rng.weighted(on, (id) => SCORING[position(id)]);
      const others = on.filter((id) => id !== scorer);
      const assist = rng.chance(0.7)
        ? rng.weighted(others, (id) => ASSISTING[position(id)])
        : undefined;
      return { scorer, assist };
    },
  });

  const date = isoDay(day);
  return {
    id: uuid<MatchId>(rng),
    date,
    rival: rival.name,
    opponent: rival.name,
    location,
    score: { home, away },
    formation: formation.name,
    formationUsed: formation.name,
    shotsFor: home + rng.int(3, 12),
    shotsAgainst: away + rng.int(2, 10),
    rivalId: rival.id,
    formationId: formation.id,
    ...storedPlay(lineup, played, byId),
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
