// Plan → match → review: what the coach planned beside what happened. The starting
// XI position by position, and the substitutions made beside the ones the plan suggested
// (the plan detail's list: players left out of the XI, spec 8).
import { planDetailSuggestions } from "./suggestions";
import type { Match, MatchPlan, Player } from "../records/types";

export type XiRow = {
  position: string;
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

export function reviewPlan(plan: MatchPlan, match: Match, players: readonly Player[]): PlanReview {
  const keys = [
    ...new Set([...Object.keys(plan.lineup), ...Object.keys(match.formationPlayers)]),
  ].sort((a, b) => positionNumber(a) - positionNumber(b));
  const xi = keys.map((position) => {
    const planned = plan.lineup[position] ?? "";
    const played = match.formationPlayers[position] ?? "";
    return { position, planned, played, changed: !samePlayer(plan, match, position) };
  });
  const plannedNames = new Set(Object.values(plan.lineup).filter(Boolean));
  const playedNames = new Set(Object.values(match.formationPlayers).filter(Boolean));
  const suggested = planDetailSuggestions(players, plan.lineup).map((p) => p.name);
  const suggestedSet = new Set(suggested);
  const subs = (match.subs ?? []).map((s) => ({
    minute: s.minute,
    playerOut: s.playerOut,
    playerIn: s.playerIn,
    suggested: suggestedSet.has(s.playerIn),
  }));
  const cameOn = new Set(subs.map((s) => s.playerIn));
  return {
    xi,
    changes: xi.filter((r) => r.changed).length,
    benched: [...plannedNames].filter((n) => !playedNames.has(n)),
    added: [...playedNames].filter((n) => !plannedNames.has(n)),
    subs,
    unusedSuggestions: suggested.filter((n) => !cameOn.has(n)),
    suggested,
  };
}

/** The plan's XI in one line for the plans list: 'Iker, Dani, Sergio, Piqué y 7 más'. */
export function xiSummary(lineup: Readonly<Record<string, string>>, shown = 4): string {
  const names = Object.entries(lineup ?? {})
    .filter(([, n]) => typeof n === "string" && n.trim() !== "")
    .sort(([a], [b]) => positionNumber(a) - positionNumber(b))
    .map(([, n]) => n);
  if (names.length === 0) return "Sin titulares";
  if (names.length <= shown) return names.join(", ");
  return `${names.slice(0, shown).join(", ")} y ${names.length - shown} más`;
}
