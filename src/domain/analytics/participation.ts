// Who played a match and for how long, by player index, for the analytics (docs/analytics.md).
// Links are figures.ts's (ids first, names for matches without ids) and minutes are timeline.ts's
// (spec 4: 90, or 90 minus the entry minute): there is no second minutes rule here.
import { isObject, linker, timelineSubs } from "../figure-links";
import type { Linker } from "../figure-links";
import { OPEN_END, playedMinutes, stintsOf } from "../timeline";
import type { Stint, TimelineInput } from "../timeline";
import type { Match, Player } from "../types";

export type MatchParticipation = {
  /** Player index → minutes on the pitch (participants only: starters and substitutes who came on). */
  minutes: Map<number, number>;
  /** Indexes of the linked starters. */
  starters: Set<number>;
  /** Places filled at kick-off (linked or not): the places the minutes were shared among. */
  places: number;
  /** The timeline input (keys are player indexes as strings, or '?…' for unknown players). */
  timeline: TimelineInput;
};

export const num = (x: unknown): number =>
  typeof x === "number" && Number.isFinite(x) ? x : Number(x) || 0;

const linkers = new WeakMap<readonly Player[], Linker>();
const cached = new WeakMap<Linker, WeakMap<Match, MatchParticipation>>();

/** A linker over the squad, made once per list (the store hands out the same array until the
 * list changes, so every figure of a screen shares one linker and one participation per match). */
export function playerLinker(players: readonly Player[]): Linker {
  let link = linkers.get(players);
  if (!link) linkers.set(players, (link = linker(players)));
  return link;
}

/** The participation of one match, computed once per match and linker (results are read-only). */
export function participationOf(match: Match, link: Linker): MatchParticipation {
  let byMatch = cached.get(link);
  if (!byMatch) cached.set(link, (byMatch = new WeakMap()));
  let p = byMatch.get(match);
  if (!p) byMatch.set(match, (p = computeParticipation(match, link)));
  return p;
}

function computeParticipation(match: Match, link: Linker): MatchParticipation {
  const keyOf = (id: unknown, name: unknown): string => {
    const i = link(id, name);
    if (i !== undefined) return String(i);
    if (typeof id === "string" && id !== "") return `?id:${id}`;
    return typeof name === "string" && name !== "" ? `?${name}` : "";
  };
  const lineup = isObject(match.formationPlayers) ? match.formationPlayers : {};
  const lineupIds = isObject(match.formationPlayerIds) ? match.formationPlayerIds : {};
  const starters: string[] = [];
  const seen = new Set<string>();
  const addStarter = (slot: string) => {
    const key = keyOf(lineupIds[slot], lineup[slot]);
    if (key === "" || seen.has(key)) return;
    seen.add(key);
    starters.push(key);
  };
  for (const slot in lineup) addStarter(slot);
  for (const slot in lineupIds) if (!(slot in lineup)) addStarter(slot);
  const subs = timelineSubs(match, keyOf);
  const timeline = { starters, subs };
  const minutes = new Map<number, number>();
  for (const [key, m] of playedMinutes(timeline)) {
    if (key.startsWith("?")) continue;
    minutes.set(Number(key), m);
  }
  const linkedStarters = new Set<number>();
  for (const key of starters) if (!key.startsWith("?")) linkedStarters.add(Number(key));
  return { minutes, starters: linkedStarters, places: starters.length, timeline };
}

/**
 * Whether a goal at `minute` happened while the player of these spells was on the pitch: on from
 * the minute he came on up to, not including, the minute he went off (so a goal in the minute of
 * a substitution counts for the player coming on); a player still on at the end is on for every
 * later minute (stoppage time included).
 */
export function onPitchForGoal(stints: readonly Stint[] | undefined, minute: number): boolean {
  if (!stints) return false;
  return stints.some((s) => s.from <= minute && (minute < s.to || s.to === OPEN_END));
}

/**
 * Goal minutes of both sides when the match stores them completely (live mode): our goals from
 * `scorers[].minute`, theirs from `rivalGoalMinutes`, each list as long as the score says.
 * null when they are not known (a match entered with the form).
 */
export function knownGoalMinutes(match: Match): { for: number[]; against: number[] } | null {
  const against = match.rivalGoalMinutes;
  if (!Array.isArray(against)) return null;
  const scorers = Array.isArray(match.scorers) ? match.scorers : [];
  if (against.length !== num(match.score?.away) || scorers.length !== num(match.score?.home)) {
    return null;
  }
  const ours = scorers.map((s) => num(s?.minute));
  return { for: ours, against: against.map(num) };
}

/** Spells on the pitch by player index, for the matches whose goal minutes are known. */
export function stintsByPlayer(p: MatchParticipation): Map<number, Stint[]> {
  const out = new Map<number, Stint[]>();
  for (const [key, list] of stintsOf(p.timeline)) {
    if (!key.startsWith("?")) out.set(Number(key), list);
  }
  return out;
}
