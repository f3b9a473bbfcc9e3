// Playing-time fairness: one rule for the live screen's fair-play hint and the
// season view. An even share is the minutes on offer shared equally among the squad:
//
//   evenShare = minutes on offer × places ÷ players
//
// and a player is below target when his minutes are under `target × evenShare` (the live hint
// uses target 0.5 on the projected minutes; the coach sets the season view's target).
// Goalkeepers are never flagged: one plays, the others wait, by design.
import type { Match, Player } from "../records/types";
import { indexFor } from "./participation";
import type { ParticipationIndex } from "./participation";
import { MATCH_MINUTES } from "./players";
import { inPlayOrder } from "../calendar/dates";
import { belowTarget, evenShare } from "./fair-share";

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
  below: boolean;
};

export type FairnessRow = {
  playerId: string;
  name: string;
  position: Player["position"];
  season: FairnessWindow;
  recent: FairnessWindow;
};

function windowOf(
  players: readonly Player[],
  matches: readonly Match[],
  target: number,
  participation: ParticipationIndex,
): FairnessWindow[] {
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
    return {
      matches: matches.length,
      teamMinutes,
      minutes: m,
      share: teamMinutes > 0 ? m / teamMinutes : 0,
      evenShare: even,
      ofEven: even > 0 ? m / even : 0,
      below: player.position !== "Goalkeeper" && belowTarget(m, even, target),
    };
  });
}

/** Every player's share of the minutes (real minutes, timeline.ts) over the matches and over the
 * last `recent` of them; `index` is the participation shared with the other consumers (state). */
export function fairnessRows(
  players: readonly Player[],
  matches: readonly Match[],
  options: { target: number; recent: number },
  index?: ParticipationIndex,
): FairnessRow[] {
  const valid = matches.filter((m) => m && typeof m === "object");
  const last = inPlayOrder(valid).slice(-Math.max(1, Math.floor(options.recent)));
  const participation = indexFor(players, index);
  const season = windowOf(players, valid, options.target, participation);
  const recent = windowOf(players, last, options.target, participation);
  return players.map((p, i) => ({
    playerId: p.id,
    name: p.name,
    position: p.position,
    season: season[i]!,
    recent: recent[i]!,
  }));
}
