// Planning suggestions (spec 5, 9): who could come on, and when a plan may be saved. Lineups
// here are 'Posición N' → player id, as the planning form holds them: a starter is left out of
// the ideas by id, so a namesake on the bench is still suggested.
import { lineupIdsOf } from "./plan-form";
import type { MatchPlan, Player } from "../records/types";
import type { PlayerId } from "../base/ids";

export type SuggestionPosition = "Defender" | "Midfielder" | "Forward";
export const SUGGESTION_POSITIONS: readonly SuggestionPosition[] = [
  "Defender",
  "Midfielder",
  "Forward",
];
export const SUGGESTIONS_PER_POSITION = 2;
export const MAX_SUGGESTIONS = 6;
export const PLAN_DETAIL_SUGGESTIONS = 5;
export const MIN_PLAN_LINEUP = 11;

export type SuggestionItem = { player: Player; goals: number; assists: number; score: number };
export type SuggestionGroup = { position: SuggestionPosition; players: SuggestionItem[] };
export type PlanningSuggestions = {
  /**
   * no-relevant: nothing to suggest — as in the original product, whether no outfield player is
   * left out (e.g. only a goalkeeper) or none of them has a goal or an assist. ('No hay jugadores
   * disponibles para sugerir cambios.' belongs to the plan detail, where nobody is left out.)
   */
  status: "no-relevant" | "ok";
  /** Always the three positions in order; a group may be empty. */
  groups: SuggestionGroup[];
  /** The groups' players in order, at most 6. */
  suggestions: SuggestionItem[];
};

const NOBODY: ReadonlySet<string> = new Set();

/** The ids in the lineup, ignoring empty slots. */
function starterIds(lineup: Readonly<Record<string, string>>): Set<string> {
  return new Set(Object.values(lineup).filter((id) => id !== ""));
}

function byScore(a: SuggestionItem, b: SuggestionItem): number {
  return b.score - a.score || b.goals - a.goals || a.player.name.localeCompare(b.player.name, "es");
}

/**
 * Non-starters split by position (goalkeepers excluded), each ranked by goals + assists, top 2
 * per position. Only players with at least one goal or assist are suggested.
 */
export function planningSuggestions(
  players: readonly Player[],
  lineup: Readonly<Record<string, string>>,
  /** Ids of players who cannot play: never suggested. */
  unavailable: ReadonlySet<string> = NOBODY,
): PlanningSuggestions {
  const starters = starterIds(lineup);
  const byPosition = new Map<SuggestionPosition, SuggestionItem[]>(
    SUGGESTION_POSITIONS.map((p) => [p, []]),
  );
  for (const player of players) {
    const bucket = byPosition.get(player.position as SuggestionPosition);
    if (!bucket || starters.has(player.id) || unavailable.has(player.id)) continue;
    const goals = player.stats.goals;
    const assists = player.stats.assists;
    if (goals + assists > 0) bucket.push({ player, goals, assists, score: goals + assists });
  }
  const groups = SUGGESTION_POSITIONS.map((position) => ({
    position,
    players: byPosition.get(position)!.sort(byScore).slice(0, SUGGESTIONS_PER_POSITION),
  }));
  const suggestions = groups.flatMap((g) => g.players).slice(0, MAX_SUGGESTIONS);
  const status = suggestions.length === 0 ? "no-relevant" : "ok";
  return { status, groups, suggestions };
}

/** Who the match day's substitution ideas may name. */
export type MatchdayPool = {
  /** Ids of players who cannot play on the day: never suggested. */
  unavailable?: ReadonlySet<string>;
  /**
   * The call-up (ids), once one was made: only its players can come on, so only they are
   * suggested. Absent: the whole squad.
   */
  callUp?: ReadonlySet<string>;
};

/**
 * The one substitution idea of the match day, shared by planning, the live bench and the match
 * review: the planning rule (best goals + assists per line, two each, XI and goalkeepers out)
 * over the players of the call-up.
 */
export function matchdaySuggestions(
  players: readonly Player[],
  lineup: Readonly<Record<string, string>>,
  pool: MatchdayPool = {},
): PlanningSuggestions {
  const { callUp, unavailable } = pool;
  const candidates = callUp ? players.filter((p) => callUp.has(p.id)) : players;
  return planningSuggestions(candidates, lineup, unavailable);
}

/** The ideas to store with a plan: what planning shows, only once the XI is complete. */
export function ideasToStore(
  players: readonly Player[],
  lineup: Readonly<Record<string, string>>,
  pool: MatchdayPool = {},
): PlayerId[] {
  if (!lineupComplete(lineup)) return [];
  return matchdaySuggestions(players, lineup, pool).suggestions.map((s) => s.player.id);
}

/**
 * A plan's substitution ideas as players: the ones it stored (what the coach saw), else, for a
 * plan saved before they were kept, the rule computed again. Limited to the call-up when there
 * is one; players who no longer exist drop out.
 */
export function planIdeas(
  plan: Pick<MatchPlan, "lineup" | "lineupIds" | "suggestionIds">,
  players: readonly Player[],
  pool: MatchdayPool = {},
): Player[] {
  if (plan.suggestionIds) {
    const byId = new Map(players.map((p) => [p.id as string, p]));
    const seen = new Set<string>();
    return plan.suggestionIds.flatMap((id) => {
      const p = byId.get(id);
      if (!p || seen.has(id) || (pool.callUp && !pool.callUp.has(id))) return [];
      seen.add(id);
      return [p];
    });
  }
  const lineup = lineupIdsOf(players, plan.lineup, plan.lineupIds);
  return matchdaySuggestions(players, lineup, pool).suggestions.map((s) => s.player);
}

/** Plan detail: players not in the lineup, highest shirt number first, top 5. */
export function planDetailSuggestions(
  players: readonly Player[],
  lineup: Readonly<Record<string, string>>,
  unavailable: ReadonlySet<string> = NOBODY,
): Player[] {
  const starters = starterIds(lineup);
  return players
    .filter((p) => !starters.has(p.id) && !unavailable.has(p.id))
    .sort((a, b) => b.number - a.number)
    .slice(0, PLAN_DETAIL_SUGGESTIONS);
}

/** Spec 5: substitution suggestions need a lineup with entries, every one of them filled. */
export function lineupComplete(lineup: Readonly<Record<string, string>>): boolean {
  const values = Object.values(lineup);
  return values.length > 0 && values.every((v) => v.trim() !== "");
}

/** Spec 5: a plan needs a rival, a formation and at least 11 filled lineup entries. */
export function canSavePlan(plan: {
  rival: string;
  formation: string;
  lineup: Readonly<Record<string, string>>;
}): boolean {
  return (
    plan.rival.trim() !== "" &&
    plan.formation.trim() !== "" &&
    Object.values(plan.lineup).filter((v) => v.trim() !== "").length >= MIN_PLAN_LINEUP
  );
}
