// Plan → match → review: what the coach planned beside what happened. The starting
// XI position by position (by role name), and the substitutions made beside the match day's
// ideas the plan showed (the same rule as planning and the live bench, within the call-up).
import { planIdeas } from "./suggestions";
import { roleNameOf } from "../squad/formation-roles";
import type { FormationLike } from "../squad/formation-roles";
import type { Match, MatchPlan, Player } from "../records/types";

export type XiRow = {
  position: string;
  /** The position's role in the match's formation ('Portero', 'Lateral derecho'…). */
  role: string;
  planned: string;
  played: string;
  /** Another player started there than the one planned. */
  changed: boolean;
};

export type SubReview = { minute: number; playerOut: string; playerIn: string; suggested: boolean };

export type PlanReview = {
  xi: XiRow[];
  changes: number;
  /** Planned starters who did not start. */
  benched: string[];
  /** Starters who were not in the plan's XI. */
  added: string[];
  subs: SubReview[];
  /** Suggested substitutes who did not come on. */
  unusedSuggestions: string[];
  suggested: string[];
};

const positionNumber = (key: string) => Number(/(\d+)$/.exec(key)?.[1] ?? 0);

/** Whether the plan's slot and the match's slot hold the same player (ids first, else names). */
function samePlayer(plan: MatchPlan, match: Match, key: string): boolean {
  const a = plan.lineupIds?.[key];
  const b = match.formationPlayerIds?.[key];
  if (a && b) return a === b;
  return (plan.lineup[key] ?? "") === (match.formationPlayers[key] ?? "");
}

export type ReviewContext = {
  /** The formation the match was played in: its role names label the rows. */
  formation?: FormationLike;
  /** The fixture's call-up (ids), when one was saved. */
  callUp?: ReadonlySet<string>;
};

export function reviewPlan(
  plan: MatchPlan,
  match: Match,
  players: readonly Player[],
  context: ReviewContext = {},
): PlanReview {
  const keys = [
    ...new Set([...Object.keys(plan.lineup), ...Object.keys(match.formationPlayers)]),
  ].sort((a, b) => positionNumber(a) - positionNumber(b));
  const xi = keys.map((position) => {
    const planned = plan.lineup[position] ?? "";
    const played = match.formationPlayers[position] ?? "";
    return {
      position,
      role: roleNameOf(context.formation, position),
      planned,
      played,
      changed: !samePlayer(plan, match, position),
    };
  });
  const plannedNames = new Set(Object.values(plan.lineup).filter(Boolean));
  const playedNames = new Set(Object.values(match.formationPlayers).filter(Boolean));
  const ideas = planIdeas(plan, players, { callUp: context.callUp });
  const suggested = ideas.map((p) => p.name);
  const ideaIds = new Set<string>(ideas.map((p) => p.id));
  const suggestedSet = new Set(suggested);
  // By id when the substitution has one (a renamed player is the same player), else by name.
  const subs = match.subs.map((s) => ({
    minute: s.minute,
    playerOut: s.playerOut,
    playerIn: s.playerIn,
    suggested: s.playerInId ? ideaIds.has(s.playerInId) : suggestedSet.has(s.playerIn),
  }));
  const cameOn = new Set(match.subs.flatMap((s) => [s.playerIn, s.playerInId ?? ""]));
  return {
    xi,
    changes: xi.filter((r) => r.changed).length,
    benched: [...plannedNames].filter((n) => !playedNames.has(n)),
    added: [...playedNames].filter((n) => !plannedNames.has(n)),
    subs,
    unusedSuggestions: ideas
      .filter((p) => !cameOn.has(p.id) && !cameOn.has(p.name))
      .map((p) => p.name),
    suggested,
  };
}

/** The plan's XI in one line for the plans list: 'Iker, Dani, Sergio, Piqué y 7 más'. */
export function xiSummary(lineup: Readonly<Record<string, string>>, shown = 4): string {
  const names = Object.entries(lineup)
    .filter(([, n]) => n.trim() !== "")
    .sort(([a], [b]) => positionNumber(a) - positionNumber(b))
    .map(([, n]) => n);
  if (names.length === 0) return "Sin titulares";
  if (names.length <= shown) return names.join(", ");
  return `${names.slice(0, shown).join(", ")} y ${names.length - shown} más`;
}
