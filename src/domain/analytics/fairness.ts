// Playing-time fairness: one rule for the live screen's fair-play hint and the
// season view. An even share is the minutes on offer shared equally among the squad:
//
//   evenShare = minutes on offer × places ÷ players
//
// and a player is below target when his minutes are under `target × evenShare` (the live hint
// uses target 0.5 on the projected minutes; the coach sets the season view's target).
// Goalkeepers are never flagged: one plays, the others wait, by design.
//
// Counting training (the coach's choice): "who trains, plays". Each player's target is scaled by
// his share of training (training/attendance.ts `trainingShare`: 'Justificado' and 'Lesionado'
// left out) over the sessions held from a week before the window's first match to its last
// match; a player with fewer than MIN_SHARE_SESSIONS counted there keeps the plain target, so
// two sessions never rescale a season, and an injured player is never judged 0 %.
import type { Match, Player } from "../records/types";
import { indexFor } from "../figures/participation";
import type { ParticipationIndex } from "../figures/participation";
import { MATCH_MINUTES } from "./players";
import { inPlayOrder, parseIsoDate } from "../base/dates";
import { belowTarget, evenShare } from "./fair-share";
import { trainingShare } from "../training/attendance";
import type { HeldSession, TrainingShare } from "../training/attendance";
import { addDays } from "../training/days";

/** The season view's defaults (the coach changes them; they live in the URL). */
export const DEFAULT_FAIRNESS_TARGET = 0.5;
export const DEFAULT_RECENT_MATCHES = 5;

export type FairnessWindow = {
  matches: number;
  /** The team's minutes (90 per match). */
  teamMinutes: number;
  minutes: number;
  /** minutes / teamMinutes. */
  share: number;
  /** The player's even share of the place-minutes on offer. */
  evenShare: number;
  /** minutes / evenShare (1 = exactly an even share). */
  ofEven: number;
  /** The target this player is judged by: the coach's, times his attendance when counted. */
  target: number;
  /** Training over the window's sessions; null when training is not counted or no dated match. */
  training: TrainingShare | null;
  below: boolean;
};

export type FairnessRow = {
  playerId: string;
  name: string;
  position: Player["position"];
  season: FairnessWindow;
  recent: FairnessWindow;
};

/** The training span of a window: a week before its first dated match to its last. */
export function trainingSpan(matches: readonly Match[]): { from: string; to: string } | null {
  const dates = matches
    .map((m) => m.date)
    .filter((d) => parseIsoDate(d) !== undefined)
    .sort();
  if (dates.length === 0) return null;
  return { from: addDays(dates[0]!, -7), to: dates[dates.length - 1]! };
}

function windowOf(
  players: readonly Player[],
  matches: readonly Match[],
  target: number,
  participation: ParticipationIndex,
  held: readonly HeldSession[] | undefined,
): FairnessWindow[] {
  const span = held ? trainingSpan(matches) : null;
  const minutes = new Array<number>(players.length).fill(0);
  // The even share over several matches is the sum of each match's even share.
  let even = 0;
  for (const match of matches) {
    const p = participation.of(match);
    even += evenShare(MATCH_MINUTES, p.places, players.length);
    for (const [i, m] of p.minutes) minutes[i]! += m;
  }
  const teamMinutes = matches.length * MATCH_MINUTES;
  return players.map((player, i) => {
    const m = minutes[i]!;
    const training = span && held ? trainingShare(held, player.id, span.from, span.to) : null;
    const own = target * (training?.counts ? training.rate! : 1);
    return {
      matches: matches.length,
      teamMinutes,
      minutes: m,
      share: teamMinutes > 0 ? m / teamMinutes : 0,
      evenShare: even,
      ofEven: even > 0 ? m / even : 0,
      target: own,
      training,
      below: player.position !== "Goalkeeper" && belowTarget(m, even, own),
    };
  });
}

/** Every player's share of the minutes (real minutes, timeline.ts) over the matches and over the
 * last `recent` of them; `index` is the participation shared with the other consumers (state).
 * With `training` (the held sessions), each target is scaled by the player's attendance. */
export function fairnessRows(
  players: readonly Player[],
  matches: readonly Match[],
  options: { target: number; recent: number; training?: readonly HeldSession[] },
  index?: ParticipationIndex,
): FairnessRow[] {
  const last = inPlayOrder(matches).slice(-Math.max(1, Math.floor(options.recent)));
  const participation = indexFor(players, index);
  const season = windowOf(players, matches, options.target, participation, options.training);
  const recent = windowOf(players, last, options.target, participation, options.training);
  return players.map((p, i) => ({
    playerId: p.id,
    name: p.name,
    position: p.position,
    season: season[i]!,
    recent: recent[i]!,
  }));
}
