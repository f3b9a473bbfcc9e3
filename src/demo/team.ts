// The demo team: a realistic season so a new coach sees every screen alive. Deterministic for a
// given seed and "today" (the season ends the Sunday before it). Every accumulated total is
// derived from the matches with the same rule used when saving one (figures.ts), so the figures
// check finds nothing. Substitutions, goals, assists and cards are placed in minute order on the
// one timeline (match-events.ts), so nobody sent off or taken off plays on and every match is one
// the match form would save; matches carry the id links, season and competition as it writes.
// Its squad, formations and rivals are roster.ts.
import { zeroPlayerStats } from "../domain/figures/counters";
import {
  buildFormation,
  defaultRoles,
  positionKey,
  slotsOf,
} from "../domain/squad/formation-roles";
import type { SlotGroup } from "../domain/squad/formation-roles";
import { parseIsoDate } from "../domain/base/dates";
import { writeFigures } from "../domain/figures/figures";
import { DEFAULT_SEASON_START_MONTH, seasonOfDate } from "../domain/records/season";
import type {
  Formation,
  Match,
  MatchPlan,
  Player,
  PlayerPosition,
  Rival,
} from "../domain/records/types";
import { DEMO_MARK } from "../domain/records/demo-mark";
import { newRival } from "../domain/records/rival";
import type { FormationId, Id, MatchId, PlanId, PlayerId, RivalId } from "../domain/base/ids";
import { createRandom, fixedId } from "./random";
import { playEvents, storedPlay } from "./match-events";
import type { Draw } from "./match-events";
import { FORMATIONS, RIVALS, SQUAD } from "./roster";

export type DemoTeam = {
  players: Player[];
  formations: Formation[];
  rivals: Rival[];
  matches: Match[];
  matchPlans: MatchPlan[];
  savedInsights: string[];
};

export const DEMO_MATCHES = 30;

/** The generator's seeded mulberry32, as a plain number source for the demo's draws. */
export function seededRandom(seed: number): () => number {
  return createRandom(seed).next;
}

const pick = <T>(rand: () => number, items: readonly T[]): T =>
  items[Math.floor(rand() * items.length)]!;

function weightedIndex(rand: () => number, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rand() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i]!;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/** Goals in one match: mostly 0–3, rarely more. */
function goals(rand: () => number, strength: number): number {
  const table = [0.26, 0.33, 0.22, 0.12, 0.05, 0.02];
  const shifted = table.map((p, i) => p * Math.pow(strength, i));
  return weightedIndex(rand, shifted);
}

/** The Sundays of the season, oldest first, the last one strictly before `today`. */
export function seasonDates(today: string, count: number): string[] {
  const p = parseIsoDate(today) ?? { year: 2024, month: 6, day: 1 };
  const t = Date.UTC(p.year, p.month - 1, p.day);
  const day = new Date(t).getUTCDay(); // 0 = Sunday
  const lastSunday = t - (day === 0 ? 7 : day) * 86_400_000;
  const dates: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    dates.push(new Date(lastSunday - i * 7 * 86_400_000).toISOString().slice(0, 10));
  }
  return dates;
}

const GROUP_POSITION: Record<SlotGroup, PlayerPosition> = {
  goalkeeper: "Goalkeeper",
  defenders: "Defender",
  midfielders: "Midfielder",
  forwards: "Forward",
};

/** Picks a lineup: the fittest players of each position, with some rotation. */
function lineupFor(rand: () => number, formation: Formation, players: readonly Player[]) {
  const used = new Set<Player>();
  const lineup: Record<string, Player> = {};
  for (const slot of slotsOf(formation)) {
    const wanted = GROUP_POSITION[slot.group];
    // Regulars (first listed per position) play more often than the rest.
    const candidates = players.filter((pl) => pl.position === wanted && !used.has(pl));
    const pool = candidates.length > 0 ? candidates : players.filter((pl) => !used.has(pl));
    const weights = pool.map((_, i) =>
      wanted === "Goalkeeper" ? (i === 0 ? 12 : 1) : 1 / (1 + i * 0.6),
    );
    const chosen = pool[weightedIndex(rand, weights)]!;
    used.add(chosen);
    lineup[slot.key] = chosen;
  }
  return lineup;
}

const SCORING: Record<PlayerPosition, number> = {
  Forward: 9,
  Midfielder: 3,
  Defender: 1,
  Goalkeeper: 0,
};

function demoMatch(
  rand: () => number,
  index: number,
  date: string,
  rival: Rival,
  formation: Formation,
  players: readonly Player[],
): Match {
  const location = index % 2 === 0 ? "home" : "away";
  const lineup = lineupFor(rand, formation, players);
  const starters = Object.values(lineup).map((p): string => p.id);
  const byId = new Map<string, Player>(players.map((p) => [p.id, p]));
  const outfield = (id: string) => byId.get(id)!.position !== "Goalkeeper";
  const ours = goals(rand, location === "home" ? 1.45 : 1.2);
  const theirs = goals(rand, location === "home" ? 0.75 : 0.95);
  const draws: Draw[] = [
    ...Array.from({ length: 2 + Math.floor(rand() * 2) }, () => ({
      kind: "sub" as const,
      minute: 55 + Math.floor(rand() * 31),
    })),
    ...Array.from({ length: ours }, () => ({
      kind: "goal" as const,
      minute: 3 + Math.floor(rand() * 88),
    })),
    ...Array.from({ length: Math.floor(rand() * 4) }, () => ({
      kind: "card" as const,
      minute: 1 + Math.floor(rand() * 90),
      type: rand() < 0.06 ? ("red" as const) : ("yellow" as const),
    })),
  ];
  const played = playEvents(starters, draws, {
    // An outfield starter goes off for an outfield player of the bench.
    sub: (on, took) => {
      const leaving = on.filter((id) => starters.includes(id) && outfield(id));
      const bench = players.filter((p) => !took.has(p.id) && outfield(p.id));
      if (leaving.length === 0 || bench.length === 0) return undefined;
      return { out: pick(rand, leaving), in: pick(rand, bench).id };
    },
    card: (on) => pick(rand, on),
    goal: (on) => {
      const weights = on.map((id) => SCORING[byId.get(id)!.position]);
      const scorer = on[weightedIndex(rand, weights)]!;
      const others = on.filter((id) => id !== scorer && outfield(id));
      const assist = rand() < 0.7 && others.length > 0 ? pick(rand, others) : undefined;
      return { scorer, assist };
    },
  });
  return {
    ...DEMO_MARK,
    id: fixedId<MatchId>(`demo-partido-${String(index + 1).padStart(2, "0")}`),
    date,
    rival: rival.name,
    opponent: rival.name,
    location,
    score: { home: ours, away: theirs },
    formation: formation.name,
    formationUsed: formation.name,
    shotsFor: ours * 3 + 4 + Math.floor(rand() * 7),
    shotsAgainst: theirs * 3 + 3 + Math.floor(rand() * 6),
    rivalId: rival.id,
    formationId: formation.id,
    ...storedPlay(lineup, played, byId),
    season: seasonOfDate(date, DEFAULT_SEASON_START_MONTH),
    // A cup tie every sixth match, the league otherwise.
    competition: index % 6 === 5 ? "Copa" : "Liga",
  };
}

const INSIGHT = `## Resumen de la temporada (ejemplo)

- El equipo suma más puntos **en casa** que fuera.
- Con la formación **Clásica** se concede menos que con **Presión alta**.
- Los goles llegan sobre todo de los delanteros titulares; conviene vigilar su carga de minutos.`;

/** The whole demo team, with totals consistent with its matches. */
export function buildDemoTeam(today: string, seed = 2024): DemoTeam {
  const rand = seededRandom(seed);
  const basePlayers: Player[] = SQUAD.map(
    ([name, position, number, height, weight, birthdate, preferredFoot], i) => ({
      ...DEMO_MARK,
      id: fixedId<PlayerId>(`demo-jugador-${String(i + 1).padStart(2, "0")}`),
      name,
      position,
      number,
      height,
      weight,
      birthdate,
      preferredFoot,
      stats: zeroPlayerStats(),
    }),
  );
  // Fixed ids, so the same day and seed give the same team.
  const fixedUuid = <I extends Id<string>>(kind: number, i: number) =>
    fixedId<I>(`00000000-0000-4000-8${kind}00-${String(i + 1).padStart(12, "0")}`);
  const baseFormations: Formation[] = FORMATIONS.map((f, i) => {
    const roles =
      f.roles.length > 0
        ? Object.fromEntries(f.roles.map((r, i) => [positionKey(i + 1), r]))
        : defaultRoles(f.lines);
    return {
      ...DEMO_MARK,
      ...buildFormation(f.name, f.lines, roles, fixedUuid<FormationId>(1, i)),
    };
  });
  const baseRivals: Rival[] = RIVALS.map(
    ([name, homeGround, primaryColor, secondaryColor, notes], i) => ({
      ...DEMO_MARK,
      ...newRival({
        id: fixedUuid<RivalId>(2, i),
        name,
        homeGround,
        primaryColor,
        secondaryColor,
        notes: [...notes],
      }),
    }),
  );

  const dates = seasonDates(today, DEMO_MATCHES);
  const matches = dates.map((date, i) => {
    // A double round-robin order, so every rival is met home and away.
    const rival = baseRivals[i % baseRivals.length]!;
    const formation =
      baseFormations[
        weightedIndex(
          rand,
          FORMATIONS.map((f) => f.weight),
        )
      ]!;
    return demoMatch(rand, i, date, rival, formation, basePlayers);
  });

  const totals = writeFigures(
    { players: basePlayers, formations: baseFormations, rivals: baseRivals },
    matches,
  );
  const next = baseRivals[DEMO_MATCHES % baseRivals.length]!;
  const planFormation = baseFormations[0]!;
  const plan: MatchPlan = {
    ...DEMO_MARK,
    id: fixedId<PlanId>("demo-planificacion-1"),
    rival: next.name,
    formation: planFormation.name,
    lineup: Object.fromEntries(
      Object.entries(lineupFor(seededRandom(seed + 1), planFormation, basePlayers)).map(
        ([k, p]) => [k, p.name],
      ),
    ),
  };
  return {
    players: totals.players,
    formations: totals.formations,
    rivals: totals.rivals,
    matches,
    matchPlans: [plan],
    savedInsights: [INSIGHT],
  };
}
