// Team figures (formulas in docs/analytics.md): form, per-match series for the
// charts, home and away, each formation's and rival's record, shots ratio and conversion, and
// the Pythagorean expected points against the points won.
import { inPlayOrder } from "../base/dates";
import { linker } from "../figures/figure-links";
import { matchOutcome, pointsOf } from "../timeline/match-result";
import type { MatchOutcome } from "../timeline/match-result";
import type { Formation, Match, Rival } from "../records/types";
import { meanInterval, ratePer, wilson } from "./intervals";
import type { Interval } from "./intervals";
import type { Estimate } from "./players";

/** Records (points per match, venue, formation, rival) below this many matches are greyed out. */
export const MIN_MATCHES_RECORD = 5;
/** The shots ratio "stabilizes over 4–6 games" (docs/analytics.md): below 5 it is greyed out. */
export const MIN_MATCHES_SHOTS = 5;
/** Pythagorean expected points is a season tool: below 10 matches it is greyed out. */
export const MIN_MATCHES_PYTHAGOREAN = 10;
/** Published fit for football (soccerstatistically 2011; cafetactiques 2023). */
export const PYTHAGOREAN_EXPONENT = 1.4;
export const PYTHAGOREAN_FACTOR = 0.9;
/** Results shown in the form strip. */
export const FORM_LENGTH = 10;
/** Window of the moving averages in the charts. */
export const ROLLING_WINDOW = 5;

export type RecordRow = {
  key: string;
  label: string;
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
  /** Points per match with its interval; null with no matches. */
  ppm: Estimate | null;
};

export type SeriesPoint = {
  matchId: string;
  date: string;
  rival: string;
  outcome: MatchOutcome;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
  /** Moving averages over the last ROLLING_WINDOW matches (fewer at the start). */
  pointsAvg: number;
  goalsForAvg: number;
  goalsAgainstAvg: number;
};

export type TeamFigures = {
  summary: RecordRow & {
    goalsForPerMatch: Estimate | null;
    goalsAgainstPerMatch: Estimate | null;
  };
  /** The last FORM_LENGTH results, oldest first. */
  form: SeriesPoint[];
  /** Every match in date order. */
  series: SeriesPoint[];
  home: RecordRow;
  away: RecordRow;
  formations: RecordRow[];
  rivals: RecordRow[];
  shots: {
    shotsFor: number;
    shotsAgainst: number;
    /** SF / (SF + SA). */
    ratio: Estimate | null;
    /** GF / SF. */
    conversion: Estimate | null;
    /** 1 − GA / SA: the share of the rival's shots that did not go in. */
    stopped: Estimate | null;
  };
  pythagorean: {
    expectedPoints: number;
    points: number;
    /** points − expected: positive means more points than the goals explain. */
    difference: number;
    reliable: boolean;
  } | null;
};

/** Expected points from goals: 3 · N · c · GF^k / (GF^k + GA^k); GF = GA = 0 gives the even share. */
export function pythagoreanPoints(
  goalsFor: number,
  goalsAgainst: number,
  matches: number,
  k = PYTHAGOREAN_EXPONENT,
  c = PYTHAGOREAN_FACTOR,
): number {
  if (matches <= 0) return 0;
  const a = Math.pow(Math.max(0, goalsFor), k);
  const b = Math.pow(Math.max(0, goalsAgainst), k);
  const share = a + b > 0 ? a / (a + b) : 0.5;
  return 3 * matches * c * share;
}

const POINTS_RANGE: Interval = { low: 0, high: 3 };

class RecordAcc {
  matches = 0;
  wins = 0;
  draws = 0;
  losses = 0;
  points = 0;
  pointsSq = 0;
  goalsFor = 0;
  goalsAgainst = 0;
  constructor(
    readonly key: string,
    readonly label: string,
  ) {}
  add(outcome: MatchOutcome, gf: number, ga: number) {
    const p = pointsOf(outcome);
    this.matches += 1;
    if (outcome === "win") this.wins += 1;
    else if (outcome === "draw") this.draws += 1;
    else this.losses += 1;
    this.points += p;
    this.pointsSq += p * p;
    this.goalsFor += gf;
    this.goalsAgainst += ga;
  }
  row(): RecordRow {
    const m = meanInterval(this.points, this.pointsSq, this.matches, POINTS_RANGE);
    return {
      key: this.key,
      label: this.label,
      matches: this.matches,
      wins: this.wins,
      draws: this.draws,
      losses: this.losses,
      points: this.points,
      goalsFor: this.goalsFor,
      goalsAgainst: this.goalsAgainst,
      ppm: m && { ...m, reliable: this.matches >= MIN_MATCHES_RECORD },
    };
  }
}

function grouped(map: Map<string, RecordAcc>, key: string, label: string): RecordAcc {
  let acc = map.get(key);
  if (!acc) map.set(key, (acc = new RecordAcc(key, label)));
  return acc;
}

export function teamFigures(
  matches: readonly Match[],
  lists: { formations: readonly Formation[]; rivals: readonly Rival[] },
): TeamFigures {
  const all = new RecordAcc("all", "Total");
  const home = new RecordAcc("home", "Local");
  const away = new RecordAcc("away", "Visitante");
  const formations = new Map<string, RecordAcc>();
  const rivals = new Map<string, RecordAcc>();
  const linkFormation = linker(lists.formations);
  const linkRival = linker(lists.rivals);
  let sf = 0;
  let sa = 0;
  const series: SeriesPoint[] = [];
  const window: SeriesPoint[] = [];
  let wp = 0;
  let wf = 0;
  let wa = 0;
  for (const match of inPlayOrder(matches)) {
    const { home: gf, away: ga } = match.score;
    const outcome = matchOutcome(match.score);
    all.add(outcome, gf, ga);
    (match.location === "away" ? away : home).add(outcome, gf, ga);
    const fi = linkFormation(match.formationId, match.formation);
    const fName =
      fi === undefined ? match.formation || "Sin formación" : lists.formations[fi]!.name;
    grouped(formations, fi === undefined ? `?${fName}` : lists.formations[fi]!.id, fName).add(
      outcome,
      gf,
      ga,
    );
    const ri = linkRival(match.rivalId, match.rival);
    const rName = ri === undefined ? match.rival || "Sin rival" : lists.rivals[ri]!.name;
    grouped(rivals, ri === undefined ? `?${rName}` : lists.rivals[ri]!.id, rName).add(
      outcome,
      gf,
      ga,
    );
    sf += match.shotsFor;
    sa += match.shotsAgainst;
    const p = pointsOf(outcome);
    const point: SeriesPoint = {
      matchId: match.id,
      date: match.date,
      rival: rName,
      outcome,
      points: p,
      goalsFor: gf,
      goalsAgainst: ga,
      pointsAvg: 0,
      goalsForAvg: 0,
      goalsAgainstAvg: 0,
    };
    window.push(point);
    wp += p;
    wf += gf;
    wa += ga;
    if (window.length > ROLLING_WINDOW) {
      const old = window.shift()!;
      wp -= old.points;
      wf -= old.goalsFor;
      wa -= old.goalsAgainst;
    }
    point.pointsAvg = wp / window.length;
    point.goalsForAvg = wf / window.length;
    point.goalsAgainstAvg = wa / window.length;
    series.push(point);
  }

  const summary = all.row();
  const n = summary.matches;
  const perMatch = (goals: number): Estimate | null => {
    const r = ratePer(goals, n, 1);
    return r && { ...r, reliable: n >= MIN_MATCHES_RECORD };
  };
  const shotsReliable = n >= MIN_MATCHES_SHOTS;
  const est = (x: ReturnType<typeof wilson>): Estimate | null =>
    x && { ...x, reliable: shotsReliable };
  const byMatches = (a: RecordRow, b: RecordRow) =>
    b.matches - a.matches || a.label.localeCompare(b.label, "es");
  return {
    summary: {
      ...summary,
      goalsForPerMatch: perMatch(summary.goalsFor),
      goalsAgainstPerMatch: perMatch(summary.goalsAgainst),
    },
    form: series.slice(-FORM_LENGTH),
    series,
    home: home.row(),
    away: away.row(),
    formations: [...formations.values()].map((f) => f.row()).sort(byMatches),
    rivals: [...rivals.values()].map((r) => r.row()).sort(byMatches),
    shots: {
      shotsFor: sf,
      shotsAgainst: sa,
      ratio: est(wilson(sf, sf + sa)),
      conversion: est(wilson(Math.min(summary.goalsFor, sf), sf)),
      stopped: est(wilson(Math.max(0, sa - summary.goalsAgainst), sa)),
    },
    pythagorean:
      n > 0
        ? (() => {
            const expected = pythagoreanPoints(summary.goalsFor, summary.goalsAgainst, n);
            return {
              expectedPoints: expected,
              points: summary.points,
              difference: summary.points - expected,
              reliable: n >= MIN_MATCHES_PYTHAGOREAN,
            };
          })()
        : null,
  };
}
