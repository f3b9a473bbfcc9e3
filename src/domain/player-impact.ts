// Player impact per match (spec 4, planning): how the team did with the player starting, coming
// on, or not playing. Only the starter group is displayed, but all three are tallied.
import { num } from "./apply-match";
import { emptyTeamTotals, matchOutcome, recordKeyOf } from "./match-result";
import type { TeamTotals } from "./match-result";
import type { Match } from "./types";

export type Participation = "starter" | "substitute" | "notPlayed";

export type ImpactTally = { matches: number } & TeamTotals;

export function emptyImpactTally(): ImpactTally {
  return { matches: 0, ...emptyTeamTotals() };
}

/** Starter if in the lineup map; else substitute if some sub brought the player on. */
export function participationOf(match: Match, playerName: string): Participation {
  if (Object.values(match.formationPlayers ?? {}).includes(playerName)) return "starter";
  if ((match.subs ?? []).some((s) => s?.playerIn === playerName)) return "substitute";
  return "notPlayed";
}

export function playerImpact(
  playerName: string,
  matches: readonly Match[],
): Record<Participation, ImpactTally> {
  const result: Record<Participation, ImpactTally> = {
    starter: emptyImpactTally(),
    substitute: emptyImpactTally(),
    notPlayed: emptyImpactTally(),
  };
  for (const match of matches) {
    const t = result[participationOf(match, playerName)];
    const home = num(match.score?.home);
    const away = num(match.score?.away);
    t.matches += 1;
    t[recordKeyOf(matchOutcome({ home, away }))] += 1;
    t.goalsFor += home;
    t.goalsAgainst += away;
    t.shotsFor += num(match.shotsFor);
    t.shotsAgainst += num(match.shotsAgainst);
  }
  return result;
}
