// Training load (docs/training.md): Foster's session-RPE (the player's 1–10 rating × minutes
// trained), match minutes counted too, weekly load and the acute:chronic ratio (the last week ÷
// the mean of the last four), shown with its caveat: a guide to sudden jumps, not a verdict.
import type { PlayerId } from "../base/ids";
import type { HeldSession } from "./attendance";
import { addDays, daysBetween } from "./days";
import type { ParticipationIndex } from "../figures/participation";
import { namesPlayer } from "../figures/player-match-log";
import type { Match } from "../records/types";

/**
 * A match has no RPE of its own in Banquillo yet: its minutes count with this rating (a hard
 * session), so a week with a match is not read as a light one. Said on screen.
 */
export const MATCH_RPE = 8;
/** Below this many days between the first load and today, the ratio is not shown. */
export const MIN_RATIO_DAYS = 21;
/** A ratio above this reads as a sudden jump in load. */
export const HIGH_RATIO = 1.5;
/**
 * The ratio needs an RPE on at least this share of the sessions a player trained at in the four
 * weeks: an unrated session adds nothing, so a week with a few ratings reads as a light one.
 */
export const MIN_RPE_SHARE = 0.75;
/**
 * The ratio needs load on at least this many days of the four weeks (one a week): one session
 * against empty weeks reads 4,00 whatever it was.
 */
export const MIN_LOAD_DAYS = 4;
/** The weeks a load summary reads back from its day (the acute:chronic window). */
const LOAD_WEEKS = 4;

export const ACWR_CAVEAT =
  "El ratio agudo:crónico es una guía para ver subidas bruscas de carga, no un veredicto: su relación con las lesiones está discutida y depende de los días que falten. Úsalo para preguntar, no para decidir solo con él.";
export const MATCH_LOAD_NOTE = `Los partidos cuentan sus minutos × ${MATCH_RPE} (esfuerzo supuesto: no se anota el RPE del partido).`;

/**
 * One day's load for one player: a rated session, a match ('partido', its RPE assumed) or a
 * session he trained at with no RPE ('sin-rpe', load 0: it only counts against the coverage).
 */
export type LoadEntry = { date: string; load: number; kind?: "partido" | "sin-rpe" };

/** The load of one player in the held sessions: RPE × minutes trained, 0 where not rated. */
export function sessionLoads(held: readonly HeldSession[], playerId: PlayerId): LoadEntry[] {
  return held.flatMap((h): LoadEntry[] => {
    const mark = h.marks.find((m) => m.playerId === playerId);
    if (!mark || mark.status !== "presente") return [];
    const date = h.session.date;
    if (mark.rpe === undefined) return [{ date, load: 0, kind: "sin-rpe" }];
    const minutes = Math.min(mark.minutes ?? h.session.minutes, h.session.minutes);
    return [{ date, load: mark.rpe * minutes }];
  });
}

/** A match's load from its minutes (the one minutes rule gives them). */
export function matchLoads(minutes: readonly { date: string; minutes: number }[]): LoadEntry[] {
  return minutes
    .filter((m) => m.minutes > 0)
    .map((m) => ({ date: m.date, load: m.minutes * MATCH_RPE, kind: "partido" }));
}

/**
 * Weekly loads, oldest first: `weeks` windows of seven days, the last ending `today`
 * (week k covers today − 7k + 1 … today − 7(k − 1)).
 */
export function weeklyLoads(
  entries: readonly LoadEntry[],
  today: string,
  weeks = LOAD_WEEKS,
): number[] {
  const out = new Array<number>(weeks).fill(0);
  for (const e of entries) {
    const k = weekOf(e.date, today);
    if (k !== undefined && k < weeks) out[weeks - 1 - k]! += e.load;
  }
  return out;
}

/** How many whole weeks back from `today` a day is (0: the last seven days); undefined ahead. */
function weekOf(date: string, today: string): number | undefined {
  const back = daysBetween(date, today);
  return back === undefined || back < 0 ? undefined : Math.floor(back / 7);
}

export type LoadSummary = {
  /** The last four weeks' loads, oldest first. */
  weeks: number[];
  /** The last week ÷ the mean of the four; null when it cannot be read (see `why`). */
  ratio: number | null;
  why?: "sin-datos" | "pocos-dias" | "falta-rpe" | "pocas-cargas";
  high: boolean;
  /** In the four weeks: sessions he trained at, how many carry an RPE, days with load. */
  trained: number;
  rated: number;
  days: number;
  /** Part of the four weeks' load is match minutes at the assumed MATCH_RPE. */
  assumed: boolean;
};

/** The weekly loads and the acute:chronic ratio of a player's load entries. */
export function loadSummary(entries: readonly LoadEntry[], today: string): LoadSummary {
  const weeks = weeklyLoads(entries, today, LOAD_WEEKS);
  const chronic = weeks.reduce((a, b) => a + b, 0) / weeks.length;
  const recent = entries.filter((e) => (weekOf(e.date, today) ?? LOAD_WEEKS) < LOAD_WEEKS);
  const trained = recent.filter((e) => e.kind !== "partido").length;
  const rated = recent.filter((e) => e.kind === undefined).length;
  const days = new Set(recent.filter((e) => e.load > 0).map((e) => e.date)).size;
  const assumed = recent.some((e) => e.kind === "partido");
  const base = { weeks, ratio: null, high: false, trained, rated, days, assumed };
  const first = entries.reduce<string | undefined>(
    (min, e) =>
      e.load > 0 && weekOf(e.date, today) !== undefined && (!min || e.date < min) ? e.date : min,
    undefined,
  );
  if (!first || chronic === 0) return { ...base, why: "sin-datos" };
  if (rated < trained * MIN_RPE_SHARE) return { ...base, why: "falta-rpe" };
  if (days < MIN_LOAD_DAYS) return { ...base, why: "pocas-cargas" };
  if ((daysBetween(first, today) ?? 0) + 1 < MIN_RATIO_DAYS) return { ...base, why: "pocos-dias" };
  const ratio = weeks[weeks.length - 1]! / chronic;
  return { ...base, ratio, high: ratio > HIGH_RATIO };
}

/**
 * The ratio as the screens say it: the figure, or why there is none; `high` above HIGH_RATIO;
 * `note` when part of it is match minutes at the assumed rating.
 */
export function ratioView(load: LoadSummary): { text: string; high: boolean; note: string } {
  const note =
    load.ratio !== null && load.assumed ? `con partidos a RPE ${MATCH_RPE} supuesta` : "";
  return { text: ratioLine(load), high: load.high, note };
}

function ratioLine(load: LoadSummary): string {
  if (load.ratio !== null) return ratioText(load.ratio);
  switch (load.why) {
    case "pocos-dias":
      return `Menos de ${MIN_RATIO_DAYS} días de datos`;
    case "falta-rpe":
      return `Sin ratio: RPE anotada en ${load.rated} de ${load.trained} entrenamientos (hace falta en el ${MIN_RPE_SHARE * 100} %)`;
    case "pocas-cargas":
      return `Sin ratio: carga en ${load.days} ${load.days === 1 ? "día" : "días"} de las últimas 4 semanas (hacen falta ${MIN_LOAD_DAYS})`;
    default:
      return "Sin carga anotada";
  }
}

/**
 * Back from injury: an injury whose return date is in the last four weeks (or today). Such a
 * player is flagged while his ratio is high.
 */
export function returningFromInjury(
  injuries: readonly { from: string; until: string }[],
  today: string,
): boolean {
  const since = addDays(today, -27);
  return injuries.some((i) => i.until !== "" && i.until >= since && i.until <= today);
}

/** '1,32' with two decimals (Spanish comma). */
export function ratioText(ratio: number): string {
  return ratio.toFixed(2).replace(".", ",");
}

/**
 * A player's minutes in the matches a load summary on `today` reads, by the one minutes rule
 * (the participation index shares timeline.ts's with the figures): player index k of the
 * index's squad is `players[k]`. The summary reads the matches of its four weeks; before them it
 * asks only whether he had any load (its first load's date, against MIN_RATIO_DAYS, and every
 * older match is over 21 days back), so one older match he played in stands for the
 * rest and a whole history does not go through the timeline. A match ahead of `today` or with
 * no date counts in no week.
 */
export function matchMinutesOf(
  index: ParticipationIndex,
  matches: readonly Match[],
  playerId: string,
  today: string,
  mayName: (m: Match) => boolean = () => true,
): { date: string; minutes: number }[] {
  const k = index.players.findIndex((p) => p.id === playerId);
  if (k < 0) return [];
  const out: { date: string; minutes: number }[] = [];
  const played = (m: Match, inWindow: boolean) => {
    const back = weekOf(m.date, today);
    if (back === undefined || back < LOAD_WEEKS !== inWindow || !mayName(m)) return false;
    const minutes = index.of(m).minutes.get(k) ?? 0;
    if (minutes > 0) out.push({ date: m.date, minutes });
    return minutes > 0;
  };
  // ISO dates sort as text: only a date from the window's first day on can be in it (each is
  // then read as a date); every other match is older or not a date.
  const since = addDays(today, -(LOAD_WEEKS * 7 - 1));
  const older: Match[] = [];
  for (const m of matches) {
    if (m.date >= since) played(m, true);
    else older.push(m);
  }
  // Any older match will do (all are past MIN_RATIO_DAYS); the stored order puts recent ones last.
  for (let i = older.length - 1; i >= 0 && !played(older[i]!, false); i--);
  return out;
}

/** A player's load entries: rated sessions and matches. */
export function playerLoad(
  held: readonly HeldSession[],
  index: ParticipationIndex,
  matches: readonly Match[],
  playerId: PlayerId,
  today: string,
  mayName?: (m: Match) => boolean,
): LoadEntry[] {
  return [
    ...sessionLoads(held, playerId),
    ...matchLoads(matchMinutesOf(index, matches, playerId, today, mayName)),
  ];
}

/**
 * One player's load alone (his page), the same entries as `playerLoad`: a match that does not
 * name him gives him no minutes (namesPlayer is a superset of the linker's), so only the matches
 * that name him go through the timeline. The squad's screen uses `playerLoad`, whose shared index
 * computes each match once for every player.
 */
export function playerLoadAlone(
  held: readonly HeldSession[],
  index: ParticipationIndex,
  matches: readonly Match[],
  playerId: PlayerId,
  today: string,
): LoadEntry[] {
  const who = index.players.find((p) => p.id === playerId);
  if (!who) return sessionLoads(held, playerId);
  return playerLoad(held, index, matches, playerId, today, (m) => namesPlayer(who, m));
}
