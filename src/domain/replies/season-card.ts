// A player's own season as his phone shows it: matches, starts, real minutes from the one
// timeline, goals, assists, cards, and his attendance at the season's held sessions. The same
// rules as the coach's player page with that season chosen (the figures derived over the
// season's matches, no opening balance; attendance from the held sessions), so both read the
// same numbers. Pure: the staff's device writes one card per player into his database.
import type { PlayerId } from "../base/ids";
import { deriveFigures } from "../figures/figures";
import type { FigureLists } from "../figures/figures";
import { zeroPlayerStats } from "../figures/counters";
import { roleRowsOf } from "../figures/player-stats";
import { filterMatches, seasonOfDate } from "../records/season";
import type { Match } from "../records/types";
import { attendanceRate } from "../training/attendance";
import type { HeldSession } from "../training/attendance";
import type { SeasonCard } from "./documents";

/**
 * Every player's card for `season` ('2025-26'), in the order of `lists.players`. `startMonth`
 * is the team's first month of a season (team settings).
 */
export function seasonCards(
  lists: FigureLists,
  matches: readonly Match[],
  held: readonly HeldSession[],
  season: string,
  startMonth: number,
): { playerId: PlayerId; card: SeasonCard }[] {
  const played = filterMatches(matches, { season }, startMonth);
  const figures = deriveFigures(lists, played, { opening: false, real: true });
  const sessions = held.filter((h) => seasonOfDate(h.session.date, startMonth) === season);
  return lists.players.map((p, i) => {
    const t = figures.players[i] ?? zeroPlayerStats();
    const bench = roleRowsOf(t).substitute?.matches ?? 0;
    const att = attendanceRate(sessions, p.id, "0000-01-01", "9999-12-31");
    return {
      playerId: p.id,
      card: {
        season,
        matches: t.matches,
        starts: Math.max(0, t.matches - bench),
        minutes: t.minutesPlayed,
        goals: t.goals,
        assists: t.assists,
        yellows: t.yellowCards,
        reds: t.redCards,
        sessions: att.sessions,
        attended: att.present,
      },
    };
  });
}
