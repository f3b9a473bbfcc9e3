// A seeded, deterministic generator of a realistic team in the spec's exact storage shapes
// (section 3): squad, formations, rivals with notes, years of matches with lineups, goals,
// assists, cards and substitutions, plans and saved insights. The benchmark fills the browser
// with it and the demo team is built on it. Totals are never invented: they are what the domain
// rule gives for the matches (figures.ts, with no opening balance), so every screen agrees.
import { zeroPlayerStats } from "../src/domain/figures/counters";
import { buildFormation, defaultRoles, slotsOf } from "../src/domain/squad/formation-roles";
import {
  CLUB_PREFIXES,
  COLORS,
  FIRST_NAMES,
  FORMATION_DEFS,
  GROUND_KINDS,
  INSIGHT_TOPICS,
  RIVAL_NOTES,
  SURNAMES,
  TOWNS,
} from "./generate-data";
import { generateMatch, pickLineup } from "./generate-match";
import type { SquadMember } from "./generate-match";
import { createRandom, fixedId, isoDay, uuid } from "../src/demo/random";
import type { FormationId, PlanId, PlayerId, RivalId } from "../src/domain/base/ids";
import type { Random } from "../src/demo/random";
import { formatRecord, pointsPercentage, recordOf } from "../src/domain/timeline/match-result";
import { writeFigures } from "../src/domain/figures/figures";
import { newRival } from "../src/domain/records/rival";
import type {
  Availability,
  Fixture,
  Formation,
  Match,
  MatchPlan,
  Player,
  PlayerPosition,
  PreferredFoot,
  Rival,
  SavedInsight,
} from "../src/domain/records/types";

export { createRandom } from "../src/demo/random";
export type { Random } from "../src/demo/random";

export type GeneratedTeam = {
  players: Player[];
  matches: Match[];
  formations: Formation[];
  rivals: Rival[];
  matchPlans: MatchPlan[];
  savedInsights: SavedInsight[];
  /** The generator plays no calendar and marks nobody absent by hand. */
  fixtures: Fixture[];
  availability: Availability[];
};

export type GenerateOptions = { seed?: number; matches: number; players: number };

export const DEFAULT_SEED = 20240414;
/**
 * The browser's localStorage quota is about 5 M characters (5,242,880 in Chromium). The huge
 * scale stays under 4.7 M so the team can still save a match: the save's journal copies the
 * players', formations' and rivals' lists before writing (storage/journal.ts).
 */
export const STORAGE_BUDGET_CHARS = 4_700_000;

/** Benchmark scales. `huge` is the most matches whose JSON fits the budget (tested). */
export const SCALES = {
  small: { matches: 40, players: 25 },
  large: { matches: 1000, players: 60 },
  huge: { matches: 1756, players: 80 },
} as const;
export type ScaleName = keyof typeof SCALES;

/** The last generated match is played on this day, so data never depends on today's date. */
const LAST_MATCH_DAY = Date.UTC(2026, 4, 31) / 86_400_000;

const HEIGHT: Record<PlayerPosition, [number, number]> = {
  Goalkeeper: [184, 198],
  Defender: [175, 192],
  Midfielder: [166, 184],
  Forward: [168, 190],
};

/** A name not yet in `taken` (then added): `first()`, else `retry(first)` until one is free. */
function unique(taken: Set<string>, first: () => string, retry: (n: string) => string): string {
  let name = first();
  while (taken.has(name)) name = retry(name);
  taken.add(name);
  return name;
}

function generatePlayers(rng: Random, count: number): SquadMember[] {
  const keepers = Math.max(2, Math.round(count * 0.1));
  const defenders = Math.round(count * 0.32);
  const midfielders = Math.round(count * 0.33);
  const positions: PlayerPosition[] = Array.from({ length: count }, (_, i) =>
    i < keepers
      ? "Goalkeeper"
      : i < keepers + defenders
        ? "Defender"
        : i < keepers + defenders + midfielders
          ? "Midfielder"
          : "Forward",
  );
  const numbers = Array.from({ length: 99 }, (_, i) => i + 1);
  for (let i = numbers.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [numbers[i], numbers[j]] = [numbers[j]!, numbers[i]!];
  }
  const names = new Set<string>();
  return positions.map((position, i) => {
    // A second surname, as in Spain, tells apart two players who share the first pair.
    const name = unique(
      names,
      () => `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`,
      (n) => `${n} ${rng.pick(SURNAMES)}`,
    );
    const [low, high] = HEIGHT[position];
    const height = rng.int(low, high);
    const foot: PreferredFoot = rng.weighted(
      ["Right", "Left", "Both"] as const,
      (f) => ({ Right: 7, Left: 2.2, Both: 0.8 })[f],
    );
    const player: Player = {
      id: uuid<PlayerId>(rng),
      name,
      position,
      number: numbers[i % numbers.length]!,
      height,
      weight: height - 105 + rng.int(-5, 6),
      birthdate: isoDay(Date.UTC(rng.int(1991, 2007), rng.int(0, 11), rng.int(1, 28)) / 86_400_000),
      preferredFoot: foot,
      photo: "",
      stats: zeroPlayerStats(),
    };
    // Regulars play most matches; the rest of the squad rotates in.
    return { player, weight: rng.chance(0.45) ? 6 : rng.chance(0.5) ? 2 : 0.6 };
  });
}

function generateFormations(): Formation[] {
  return FORMATION_DEFS.map(({ name, lines, roles: names }, i) => {
    const roles = defaultRoles(lines);
    if (names) {
      const outfield = slotsOf(lines).filter((slot) => slot.group !== "goalkeeper");
      outfield.forEach((slot, i) => (roles[slot.key] = names[i] ?? roles[slot.key]!));
    }
    // A fixed id per definition: drawing one from the generator would change every later draw.
    return buildFormation(
      name,
      lines,
      roles,
      fixedId<FormationId>(`00000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`),
    );
  });
}

function generateRivals(rng: Random, count: number): Rival[] {
  const names = new Set<string>();
  return Array.from({ length: count }, () => {
    const town = rng.pick(TOWNS);
    const name = unique(
      names,
      () => `${rng.pick(CLUB_PREFIXES)} ${town}`,
      () => `${rng.pick(CLUB_PREFIXES)} ${town} ${rng.pick(["B", "Juvenil", "Atlético"])}`,
    );
    const notes = Array.from({ length: rng.int(0, 4) }, () => rng.pick(RIVAL_NOTES));
    return newRival({
      id: uuid<RivalId>(rng),
      name,
      logo: "",
      homeGround: `${rng.pick(GROUND_KINDS)} ${town}`,
      primaryColor: rng.pick(COLORS),
      secondaryColor: rng.pick(COLORS),
      notes: [...new Set(notes)],
    });
  });
}

function generateInsight(rng: Random, matches: Match[], n: number): SavedInsight {
  const sample = matches.slice(0, Math.max(1, Math.round((matches.length * (n + 1)) / (n + 2))));
  const home = sample.filter((m) => m.location === "home");
  const away = sample.filter((m) => m.location === "away");
  const topics = [...INSIGHT_TOPICS].sort(() => rng.next() - 0.5).slice(0, 3);
  return [
    `## Análisis de ${sample.length} partidos`,
    "",
    `- Balance (G-P-E): **${formatRecord(recordOf(sample))}**, ${pointsPercentage(sample)} % de los puntos.`,
    `- Como local: ${formatRecord(recordOf(home))} (${pointsPercentage(home)} %).`,
    `- Como visitante: ${formatRecord(recordOf(away))} (${pointsPercentage(away)} %).`,
    "",
    ...topics.flatMap((t) => [`### ${t.title}`, "", t.body, ""]),
    "| Condición | Partidos | % puntos |",
    "| --- | ---: | ---: |",
    `| Local | ${home.length} | ${pointsPercentage(home)} |`,
    `| Visitante | ${away.length} | ${pointsPercentage(away)} |`,
  ].join("\n");
}

/** A whole team. Same options, same output, on every machine. */
export function generateTeam({
  seed = DEFAULT_SEED,
  matches: matchCount,
  players: playerCount,
}: GenerateOptions): GeneratedTeam {
  const squad = generatePlayers(createRandom(seed), Math.max(14, playerCount));
  const formations = generateFormations();
  const rivals = generateRivals(
    createRandom(seed + 1),
    Math.min(40, 8 + Math.round(matchCount / 100)),
  );

  const rng = createRandom(seed + 2);
  const gaps = Array.from({ length: matchCount }, () => rng.int(1, 3));
  let day = LAST_MATCH_DAY - gaps.reduce((a, b) => a + b, 0);
  const matches = gaps.map((gap) => generateMatch(rng, (day += gap), squad, formations, rivals));

  const planRng = createRandom(seed + 3);
  const matchPlans: MatchPlan[] = Array.from(
    { length: Math.min(40, 3 + Math.round(matchCount / 100)) },
    () => {
      const formation = planRng.pick(formations);
      return {
        id: uuid<PlanId>(planRng),
        rival: planRng.pick(rivals).name,
        formation: formation.name,
        lineup: Object.fromEntries(
          Object.entries(pickLineup(planRng, squad, formation)).map(([k, p]) => [k, p.name]),
        ),
      };
    },
  );
  const insightRng = createRandom(seed + 4);
  const savedInsights = Array.from(
    { length: Math.min(12, 2 + Math.round(matchCount / 150)) },
    (_, n) => generateInsight(insightRng, matches, n),
  );

  const totals = writeFigures({ players: squad.map((m) => m.player), formations, rivals }, matches);
  return { ...totals, matches, matchPlans, savedInsights, fixtures: [], availability: [] };
}

/** Characters the six lists take in localStorage (keys plus JSON text). */
export function storedChars(team: GeneratedTeam): number {
  let total = 0;
  for (const [key, list] of Object.entries(team)) {
    // An empty list of ours (fixtures, availability) is not stored: absent key = empty list.
    if (Array.isArray(list) && list.length === 0) continue;
    total += key.length + JSON.stringify(list).length;
  }
  return total;
}

/** The most matches whose team fits in `budget` characters, found by bisection. */
export function largestMatchCount({
  seed = DEFAULT_SEED,
  players,
  budget = STORAGE_BUDGET_CHARS,
}: {
  seed?: number;
  players: number;
  budget?: number;
}): number {
  const fits = (matches: number) => storedChars(generateTeam({ seed, matches, players })) <= budget;
  // Size grows almost linearly with matches: extrapolate, then bisect a narrow bracket.
  const base = storedChars(generateTeam({ seed, matches: 100, players }));
  const perMatch = (storedChars(generateTeam({ seed, matches: 200, players })) - base) / 100;
  const estimate = Math.max(0, Math.round(100 + (budget - base) / perMatch));
  let low = Math.floor(estimate * 0.98);
  let high = Math.ceil(estimate * 1.02) + 1;
  while (low > 0 && !fits(low)) [low, high] = [Math.floor(low / 2), low];
  while (fits(high)) [low, high] = [high, high * 2];
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return low;
}
