// Training load (docs/training.md): Foster's session-RPE (the player's 1–10 rating × minutes
// trained), match minutes counted too, weekly load and the acute:chronic ratio (the last week ÷
// the mean of the last four), shown with its caveat: a guide to sudden jumps, not a verdict.
import type { PlayerId } from "../records/ids";
import type { HeldSession } from "./attendance";
import { addDays, daysBetween } from "./days";
import type { ParticipationIndex } from "../analytics/participation";
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

export const ACWR_CAVEAT =
  "El ratio agudo:crónico es una guía para ver subidas bruscas de carga, no un veredicto: su relación con las lesiones está discutida y depende de los días que falten. Úsalo para preguntar, no para decidir solo con él.";
export const MATCH_LOAD_NOTE = `Los partidos cuentan sus minutos × ${MATCH_RPE} (esfuerzo supuesto: no se anota el RPE del partido).`;

/** One day's load for one player. */
export type LoadEntry = { date: string; load: number };

/** The load of one player in the held sessions: RPE × minutes trained, only where rated. */
export function sessionLoads(held: readonly HeldSession[], playerId: PlayerId): LoadEntry[] {
  return held.flatMap((h) => {
    const mark = h.marks.find((m) => m.playerId === playerId);
    if (!mark || mark.status !== "presente" || mark.rpe === undefined) return [];
    const minutes = Math.min(mark.minutes ?? h.session.minutes, h.session.minutes);
    return [{ date: h.session.date, load: mark.rpe * minutes }];
  });
}

/** A match's load from its minutes (the one minutes rule gives them). */
export function matchLoads(minutes: readonly { date: string; minutes: number }[]): LoadEntry[] {
  return minutes
    .filter((m) => m.minutes > 0)
    .map((m) => ({ date: m.date, load: m.minutes * MATCH_RPE }));
}

/**
 * Weekly loads, oldest first: `weeks` windows of seven days, the last ending `today`
 * (week k covers today − 7k + 1 … today − 7(k − 1)).
 */
export function weeklyLoads(entries: readonly LoadEntry[], today: string, weeks = 4): number[] {
  const out = new Array<number>(weeks).fill(0);
  for (const e of entries) {
    const back = daysBetween(e.date, today);
    if (back === undefined || back < 0) continue;
    const k = Math.floor(back / 7);
    if (k < weeks) out[weeks - 1 - k]! += e.load;
  }
  return out;
}

export type LoadSummary = {
  /** The last four weeks' loads, oldest first. */
  weeks: number[];
  /** The last week ÷ the mean of the four; null when it cannot be read (see `why`). */
  ratio: number | null;
  why?: "sin-datos" | "pocos-dias";
  high: boolean;
};

/** The weekly loads and the acute:chronic ratio of a player's load entries. */
export function loadSummary(entries: readonly LoadEntry[], today: string): LoadSummary {
  const weeks = weeklyLoads(entries, today, 4);
  const chronic = weeks.reduce((a, b) => a + b, 0) / weeks.length;
  const first = entries.reduce<string | undefined>(
    (min, e) => ((daysBetween(e.date, today) ?? -1) >= 0 && (!min || e.date < min) ? e.date : min),
    undefined,
  );
  if (!first || chronic === 0) return { weeks, ratio: null, why: "sin-datos", high: false };
  if ((daysBetween(first, today) ?? 0) + 1 < MIN_RATIO_DAYS)
    return { weeks, ratio: null, why: "pocos-dias", high: false };
  const ratio = weeks[weeks.length - 1]! / chronic;
  return { weeks, ratio, high: ratio > HIGH_RATIO };
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
 * A player's minutes in each match, by the one minutes rule (the participation index shares
 * timeline.ts's with the figures): player index k of the index's squad is `players[k]`.
 */
export function matchMinutesOf(
  index: ParticipationIndex,
  matches: readonly Match[],
  playerId: string,
): { date: string; minutes: number }[] {
  const k = index.players.findIndex((p) => p.id === playerId);
  if (k < 0) return [];
  return matches.flatMap((m) => {
    const minutes = index.of(m).minutes.get(k) ?? 0;
    return minutes > 0 ? [{ date: m.date, minutes }] : [];
  });
}

/** A player's load entries: rated sessions and matches. */
export function playerLoad(
  held: readonly HeldSession[],
  index: ParticipationIndex,
  matches: readonly Match[],
  playerId: PlayerId,
): LoadEntry[] {
  return [...sessionLoads(held, playerId), ...matchLoads(matchMinutesOf(index, matches, playerId))];
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
): LoadEntry[] {
  const who = index.players.find((p) => p.id === playerId);
  if (!who) return sessionLoads(held, playerId);
  const named = matches.filter((m) => !!m && typeof m === "object" && namesPlayer(who, m));
  return playerLoad(held, index, named, playerId);
}
