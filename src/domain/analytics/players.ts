// Player figures with their sample (formulas in docs/analytics.md).
// One pass over the matches: minutes share, goals / assists / cards per 90 with exact Poisson
// intervals, the team's points per match when the player starts, comes on or does not play,
// and, over the matches whose goal minutes are known (live mode), the on-pitch goal difference
// per 90 and the on/off difference.
import { matchOutcome, pointsOf } from "../timeline/match-result";
import { namesPlayer } from "../figures/player-match-log";
import type { Match, Player } from "../records/types";
import { Z95, differencePer, meanInterval, ratePer } from "./intervals";
import type { Interval } from "./intervals";
import { coversMinute } from "../timeline/timeline";
import { indexFor, knownGoalMinutes, stintsByPlayer } from "../figures/participation";
import type { ParticipationIndex } from "../figures/participation";

/** Per-90 figures below this many minutes are shown greyed out ('Muestra pequeña'). */
export const MIN_MINUTES_PER90 = 270;
/** Points-per-match splits below this many matches are greyed out. */
export const MIN_MATCHES_SPLIT = 5;
/** On/off needs this many minutes on and off the pitch … */
export const MIN_MINUTES_ONOFF = 270;
/** … and this many goals (for + against) both while on and while off. */
export const MIN_GOALS_ONOFF = 5;
/** A match lasts 90 minutes on the spec's scale (the minutes rule's full match). */
export const MATCH_MINUTES = 90;

/** A figure, its interval and whether its sample reaches the threshold. */
export type Estimate = { value: number; interval: Interval; reliable: boolean };

export type RateFigure = Estimate & { count: number };

export type SplitFigure = {
  matches: number;
  points: number;
  /** Points per match; null with no matches. */
  ppm: Estimate | null;
};

export type OnPitchFigures = {
  /** Matches with known goal minutes the player took part in. */
  matches: number;
  minutesOn: number;
  minutesOff: number;
  goalsForOn: number;
  goalsAgainstOn: number;
  goalsForOff: number;
  goalsAgainstOff: number;
  /** (GF_on − GA_on) per 90 on the pitch. */
  plusMinus90: Estimate | null;
  /** Per-90 difference on minus per-90 difference off. */
  onOff: Estimate | null;
};

export type PlayerFigures = {
  playerId: string;
  name: string;
  position: Player["position"];
  /** Matches he took part in (started or came on). */
  matches: number;
  starts: number;
  minutes: number;
  /** The team's minutes over the same matches (90 per match). */
  teamMinutes: number;
  /** minutes / teamMinutes (0 when there are no matches). */
  minutesShare: number;
  goals: RateFigure | null;
  assists: RateFigure | null;
  /** Yellow and red cards per 90. */
  cards: RateFigure | null;
  whenStarting: SplitFigure;
  whenSubstitute: SplitFigure;
  whenNotPlaying: SplitFigure;
  /** Only over matches whose goal minutes are known; null when he played none of them. */
  onPitch: OnPitchFigures | null;
};

export type SquadFigures = {
  matches: number;
  /** Matches whose goal minutes are known (live mode). */
  knownMatches: number;
  players: PlayerFigures[];
};

type Acc = {
  matches: number;
  starts: number;
  minutes: number;
  goals: number;
  assists: number;
  cards: number;
  start: [number, number, number];
  sub: [number, number, number];
  knownMatches: number;
  minOn: number;
  gfOn: number;
  gaOn: number;
};

const POINTS_RANGE: Interval = { low: 0, high: 3 };

function split(sum: number, sumSq: number, n: number): SplitFigure {
  const m = meanInterval(sum, sumSq, n, POINTS_RANGE);
  return {
    matches: n,
    points: sum,
    ppm: m && { ...m, reliable: n >= MIN_MATCHES_SPLIT },
  };
}

function rate(count: number, minutes: number): RateFigure | null {
  const r = ratePer(count, minutes, MATCH_MINUTES);
  return r && { ...r, count, reliable: minutes >= MIN_MINUTES_PER90 };
}

/**
 * Every player's figures over the given matches; with `only` (a player's id), that player's
 * alone (the player detail): the matches that do not name him are then only counted for the
 * team (points, known goal minutes), not walked through the timeline. Minutes are real minutes
 * (timeline.ts); `index` is the participation shared with the other consumers (state).
 */
export function squadFigures(
  players: readonly Player[],
  matches: readonly Match[],
  only?: string,
  index?: ParticipationIndex,
): SquadFigures {
  const participation = indexFor(players, index);
  const { keys } = participation;
  const { link } = keys;
  const who = only === undefined ? undefined : players.find((p) => p.id === only);
  if (only !== undefined && !who) return { matches: 0, knownMatches: 0, players: [] };
  const accs: Acc[] = players.map(() => ({
    matches: 0,
    starts: 0,
    minutes: 0,
    goals: 0,
    assists: 0,
    cards: 0,
    start: [0, 0, 0],
    sub: [0, 0, 0],
    knownMatches: 0,
    minOn: 0,
    gfOn: 0,
    gaOn: 0,
  }));
  let n = 0;
  let teamPts = 0;
  let teamPtsSq = 0;
  let known = 0;
  let knownGf = 0;
  let knownGa = 0;

  for (const match of matches) {
    n += 1;
    const pts = pointsOf(matchOutcome(match.score));
    teamPts += pts;
    teamPtsSq += pts * pts;
    const goals = knownGoalMinutes(match);
    if (goals) {
      known += 1;
      knownGf += goals.for.length;
      knownGa += goals.against.length;
    }
    if (who && !namesPlayer(who, match)) continue;
    const p = participation.of(match);
    for (const [i, minutes] of p.minutes) {
      const a = accs[i]!;
      a.matches += 1;
      a.minutes += minutes;
      const bucket = p.starters.has(i) ? a.start : a.sub;
      if (p.starters.has(i)) a.starts += 1;
      bucket[0] += pts;
      bucket[1] += pts * pts;
      bucket[2] += 1;
    }
    for (const s of match.scorers) {
      const i = link(s.playerId, s.player);
      if (i !== undefined) accs[i]!.goals += 1;
    }
    const assists = match.assists;
    const assistIds = match.assistIds ?? [];
    for (let k = 0; k < Math.max(assists.length, assistIds.length); k++) {
      const i = link(assistIds[k], assists[k]);
      if (i !== undefined) accs[i]!.assists += 1;
    }
    for (const c of match.cards) {
      const i = link(c.playerId, c.player);
      if (i !== undefined) accs[i]!.cards += 1;
    }
    if (goals) {
      const stints = stintsByPlayer(p);
      for (const [i, minutes] of p.minutes) {
        const a = accs[i]!;
        const own = stints.get(i);
        a.knownMatches += 1;
        a.minOn += minutes;
        for (const m of goals.for) if (coversMinute(own, m)) a.gfOn += 1;
        for (const m of goals.against) if (coversMinute(own, m)) a.gaOn += 1;
      }
    }
  }

  const teamMinutes = n * MATCH_MINUTES;
  const knownMinutes = known * MATCH_MINUTES;
  const figureOf = (player: Player, i: number): PlayerFigures => {
    const a = accs[i]!;
    const notPlaying = split(
      teamPts - a.start[0] - a.sub[0],
      teamPtsSq - a.start[1] - a.sub[1],
      n - a.matches,
    );
    return {
      playerId: player.id,
      name: player.name,
      position: player.position,
      matches: a.matches,
      starts: a.starts,
      minutes: a.minutes,
      teamMinutes,
      minutesShare: teamMinutes > 0 ? a.minutes / teamMinutes : 0,
      goals: rate(a.goals, a.minutes),
      assists: rate(a.assists, a.minutes),
      cards: rate(a.cards, a.minutes),
      whenStarting: split(a.start[0], a.start[1], a.start[2]),
      whenSubstitute: split(a.sub[0], a.sub[1], a.sub[2]),
      whenNotPlaying: notPlaying,
      onPitch: a.knownMatches > 0 ? onPitchFigures(a, knownMinutes, knownGf, knownGa) : null,
    };
  };
  const figures = who ? [figureOf(who, players.indexOf(who))] : players.map(figureOf);
  return { matches: n, knownMatches: known, players: figures };
}

function onPitchFigures(a: Acc, knownMinutes: number, gf: number, ga: number): OnPitchFigures {
  const minutesOff = Math.max(0, knownMinutes - a.minOn);
  const gfOff = gf - a.gfOn;
  const gaOff = ga - a.gaOn;
  const on = differencePer(a.gfOn, a.gaOn, a.minOn, MATCH_MINUTES);
  const off = differencePer(gfOff, gaOff, minutesOff, MATCH_MINUTES);
  const onOffReliable =
    a.minOn >= MIN_MINUTES_ONOFF &&
    minutesOff >= MIN_MINUTES_ONOFF &&
    a.gfOn + a.gaOn >= MIN_GOALS_ONOFF &&
    gfOff + gaOff >= MIN_GOALS_ONOFF;
  let onOff: Estimate | null = null;
  if (on && off) {
    const value = on.value - off.value;
    const sd = Math.sqrt(on.sd * on.sd + off.sd * off.sd);
    onOff = {
      value,
      interval: { low: value - Z95 * sd, high: value + Z95 * sd },
      reliable: onOffReliable,
    };
  }
  return {
    matches: a.knownMatches,
    minutesOn: a.minOn,
    minutesOff,
    goalsForOn: a.gfOn,
    goalsAgainstOn: a.gaOn,
    goalsForOff: gfOff,
    goalsAgainstOff: gaOff,
    plusMinus90: on && {
      value: on.value,
      interval: on.interval,
      reliable: a.minOn >= MIN_MINUTES_PER90,
    },
    onOff,
  };
}
