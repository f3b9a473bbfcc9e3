// The state of the live match at a minute: score, shots, who is on the pitch, each player's
// minutes and fair-play hint, and what is wrong with an event. Who was on the pitch and minutes
// played come from timeline.ts, the same module the match form and the figures use.
import { FAIR_PLAY_TARGET, belowTarget, evenShare } from "../analytics/fair-share";
import { slotsOf } from "../squad/formation-roles";
import { DEFAULT_PERIOD_MINUTES } from "./live-clock";
import {
  bookings,
  minutesPlayed,
  onPitchAfter,
  stintsOf,
  wasOnPitchAt,
} from "../timeline/timeline";
import type { Stint } from "../timeline/timeline";
import type { MatchEvent } from "../records/types";
import { LIVE_MESSAGES, orderedEvents } from "./live-log";
import type { LiveMatch, LiveSetup, RosterPlayer } from "./live-log";

export type PlayerLine = {
  player: RosterPlayer;
  onPitch: boolean;
  sentOff: boolean;
  /** Minutes on the pitch so far. */
  minutes: number;
  /** Minutes on the bench so far (the rest of the time played). */
  benchMinutes: number;
  yellow: number;
  goals: number;
  assists: number;
  /** Fair play: projected well below an even share of the minutes (see `fairPlay`). */
  lowMinutes: boolean;
};

export type LiveState = {
  score: { for: number; against: number };
  shots: { for: number; against: number };
  /** The log in match order. */
  ordered: MatchEvent[];
  /** 'Posición N' → who is there now (undefined after a red card left it empty). */
  positions: Record<string, string | undefined>;
  onPitch: Set<string>;
  sentOff: Set<string>;
  /** Players on the roster who may come on now. */
  bench: RosterPlayer[];
  /** Cards that were a player's second yellow, and so a red. */
  secondYellows: Set<string>;
  /** Event id → what is wrong with it (kept, and shown in the log). */
  issues: Map<string, string>;
  /** Every called-up player, the order of the roster. */
  players: PlayerLine[];
  /** Each player's spells on the pitch (timeline.ts), red cards closing a spell. */
  stints: Map<string, Stint[]>;
};

export function rosterMap(setup: LiveSetup): Map<string, RosterPlayer> {
  return new Map(setup.roster.map((p) => [p.id, p]));
}

/** The even share of minutes and who is projected well below it. */
export function fairPlay(input: {
  /** Match length in minutes (2 × period). */
  total: number;
  /** Minutes played so far. */
  now: number;
  /** Places on the pitch (11 with a full formation). */
  places: number;
  /** Players called up. */
  squad: number;
  /** The player's minutes so far and whether they are on the pitch. */
  minutes: number;
  onPitch: boolean;
}): { evenShare: number; projected: number; low: boolean } {
  const { total, now, places, squad, minutes, onPitch } = input;
  // The same rule as the season's fairness view (analytics/fairness.ts).
  const even = evenShare(total, places, squad);
  const projected = minutes + (onPitch ? Math.max(0, total - now) : 0);
  // Said only once 40 % of the match is gone, for those projected under half an even share.
  const low = total > 0 && now >= 0.4 * total && belowTarget(projected, even, FAIR_PLAY_TARGET);
  return { evenShare: even, projected, low };
}

/**
 * The state of the match after its events, with minutes counted up to `nowMinute` (the match
 * minutes elapsed, on the stored scale: see live-clock `nominalMinutes`).
 */
export function liveState(live: LiveMatch, nowMinute: number): LiveState {
  const { setup } = live;
  const roster = rosterMap(setup);
  const ordered = orderedEvents(live.events);
  const issues = new Map<string, string>();
  const positions: Record<string, string | undefined> = {};
  const onPitch = new Set<string>();
  const starters: string[] = [];
  for (const slot of slotsOf(setup.formation)) {
    const id = setup.lineup[slot.key];
    if (id && roster.has(id) && !onPitch.has(id)) {
      positions[slot.key] = id;
      onPitch.add(id);
      starters.push(id);
    } else positions[slot.key] = undefined;
  }
  const sentOff = new Map<string, number>();
  const book = bookings();
  const secondYellows = new Set<string>();
  const validSubs: { out: string; in: string; minute: number }[] = [];
  const goals = new Map<string, number>();
  const assists = new Map<string, number>();
  const involved: { id: string; player: string; minute: number }[] = [];
  let gf = 0;
  let ga = 0;
  let sf = 0;
  let sa = 0;

  for (const e of ordered) {
    switch (e.kind) {
      case "goal":
        gf += 1;
        sf += 1;
        // Who was on the pitch at the goal's minute is the timeline's answer, once every
        // substitution and red card is known (below).
        if (e.playerId) {
          if (!roster.has(e.playerId)) issues.set(e.id, LIVE_MESSAGES.unknownPlayer);
          else involved.push({ id: e.id, player: e.playerId, minute: e.minute });
          goals.set(e.playerId, (goals.get(e.playerId) ?? 0) + 1);
        }
        if (e.assistId) {
          if (e.assistId === e.playerId) issues.set(e.id, LIVE_MESSAGES.sameAssist);
          else involved.push({ id: e.id, player: e.assistId, minute: e.minute });
          assists.set(e.assistId, (assists.get(e.assistId) ?? 0) + 1);
        }
        break;
      case "rivalGoal":
        ga += 1;
        sa += 1;
        break;
      case "shot":
        sf += 1;
        break;
      case "rivalShot":
        sa += 1;
        break;
      case "card": {
        if (!roster.has(e.playerId)) {
          issues.set(e.id, LIVE_MESSAGES.unknownPlayer);
          break;
        }
        if (sentOff.has(e.playerId)) {
          issues.set(e.id, LIVE_MESSAGES.sentOff);
          break;
        }
        const off = book.card(e.playerId, e.card);
        if (off === "secondYellow") secondYellows.add(e.id);
        if (off) {
          sentOff.set(e.playerId, e.minute);
          if (onPitch.delete(e.playerId)) {
            for (const key of Object.keys(positions)) {
              if (positions[key] === e.playerId) positions[key] = undefined;
            }
          }
        }
        break;
      }
      case "sub": {
        if (!roster.has(e.outId) || !roster.has(e.inId))
          issues.set(e.id, LIVE_MESSAGES.unknownPlayer);
        else if (!onPitch.has(e.outId)) issues.set(e.id, LIVE_MESSAGES.outNotOnPitch);
        else if (sentOff.has(e.inId)) issues.set(e.id, LIVE_MESSAGES.sentOff);
        else if (onPitch.has(e.inId)) issues.set(e.id, LIVE_MESSAGES.inAlreadyOn);
        else {
          onPitch.delete(e.outId);
          onPitch.add(e.inId);
          for (const key of Object.keys(positions)) {
            if (positions[key] === e.outId) positions[key] = e.inId;
          }
          validSubs.push({ out: e.outId, in: e.inId, minute: e.minute });
        }
        break;
      }
      case "note":
        break;
    }
  }

  // Spells on the pitch: the one timeline, red cards (second yellows included) ending a spell.
  const stints = stintsOf({
    starters,
    subs: validSubs,
    reds: [...sentOff].map(([player, minute]) => ({ player, minute })),
  });
  for (const x of involved) {
    if (!issues.has(x.id) && !wasOnPitchAt(stints, x.player, x.minute)) {
      issues.set(x.id, LIVE_MESSAGES.notOnPitch);
    }
  }
  // Who is on now, for the pickers and hints: the spells still open once every change is made.
  const onNow = onPitchAfter(stints, Number.POSITIVE_INFINITY);

  const total = 2 * (setup.periodMinutes || DEFAULT_PERIOD_MINUTES);
  const now = Math.max(0, Math.min(total, nowMinute));
  const played = minutesPlayed(cutAt(stints, now), total);
  const places = slotsOf(setup.formation).length;
  const players: PlayerLine[] = setup.roster.map((player) => {
    const minutes = Math.floor(played.get(player.id) ?? 0);
    const on = onNow.has(player.id);
    const fair = fairPlay({
      total,
      now,
      places,
      squad: setup.roster.length,
      minutes: played.get(player.id) ?? 0,
      onPitch: on,
    });
    return {
      player,
      onPitch: on,
      sentOff: sentOff.has(player.id),
      minutes,
      benchMinutes: Math.max(0, Math.floor(now) - minutes),
      yellow: book.yellows.get(player.id) ?? 0,
      goals: goals.get(player.id) ?? 0,
      assists: assists.get(player.id) ?? 0,
      lowMinutes: fair.low && player.position !== "Goalkeeper" && !sentOff.has(player.id),
    };
  });

  return {
    score: { for: gf, against: ga },
    shots: { for: sf, against: sa },
    ordered,
    positions,
    onPitch: onNow,
    sentOff: new Set(sentOff.keys()),
    bench: setup.roster.filter((p) => !onNow.has(p.id) && !sentOff.has(p.id)),
    secondYellows,
    issues,
    players,
    stints,
  };
}

/** The spells as far as minute `now`. */
function cutAt(stints: Map<string, Stint[]>, now: number): Map<string, Stint[]> {
  const cut = new Map<string, Stint[]>();
  for (const [id, list] of stints) {
    cut.set(
      id,
      list.filter((s) => s.from <= now).map((s) => ({ from: s.from, to: Math.min(s.to, now) })),
    );
  }
  return cut;
}
