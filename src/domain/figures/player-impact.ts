// Player impact per match (spec 4, planning): how the team did with the player starting, coming
// on, or not playing. Only the starter group is displayed, but all three are tallied.
import { emptyTeamTotals, matchOutcome, recordKeyOf } from "../timeline/match-result";
import type { TeamTotals } from "../timeline/match-result";
import type { Match } from "../records/types";

export type Participation = "starter" | "substitute" | "notPlayed";

export type ImpactTally = { matches: number } & TeamTotals;

export function emptyImpactTally(): ImpactTally {
  return { matches: 0, ...emptyTeamTotals() };
}

/** A player as matches link him: by id where the match stores ids, else by name. */
export type PlayerRef = string | { id: string; name: string };

function isLineupMember(match: Match, ref: { id?: string; name: string }): boolean {
  const ids = match.formationPlayerIds;
  if (ref.id && ids && Object.keys(ids).length > 0) {
    return Object.values(ids).some((id) => id === ref.id);
  }
  return Object.values(match.formationPlayers).includes(ref.name);
}

function cameOn(match: Match, ref: { id?: string; name: string }): boolean {
  return match.subs.some((s) =>
    ref.id && s.playerInId ? s.playerInId === ref.id : s.playerIn === ref.name,
  );
}

/** Starter if in the lineup map; else substitute if some sub brought the player on. */
export function participationOf(match: Match, player: PlayerRef): Participation {
  const ref = typeof player === "string" ? { name: player } : player;
  if (isLineupMember(match, ref)) return "starter";
  if (cameOn(match, ref)) return "substitute";
  return "notPlayed";
}

export function playerImpact(
  player: PlayerRef,
  matches: readonly Match[],
): Record<Participation, ImpactTally> {
  const result: Record<Participation, ImpactTally> = {
    starter: emptyImpactTally(),
    substitute: emptyImpactTally(),
    notPlayed: emptyImpactTally(),
  };
  for (const match of matches) {
    const t = result[participationOf(match, player)];
    const home = match.score.home;
    const away = match.score.away;
    t.matches += 1;
    t[recordKeyOf(matchOutcome({ home, away }))] += 1;
    t.goalsFor += home;
    t.goalsAgainst += away;
    t.shotsFor += match.shotsFor;
    t.shotsAgainst += match.shotsAgainst;
  }
  return result;
}
