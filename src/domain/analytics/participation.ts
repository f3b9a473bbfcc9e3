// Who played a match and for how long, by player index, for the analytics (docs/analytics.md).
// Links are figures.ts's (ids first, names for matches without ids) and minutes are timeline.ts's
// (spec 4: 90, or 90 minus the entry minute): there is no second minutes rule here.
import { EntryKeys, isObject, linker } from "../figure-links";
import { KeyedMinutes, OPEN_END, stintsOf } from "../timeline";
import type { Stint, TimelineInput, TimelineSub } from "../timeline";
import type { Match, Player } from "../types";

export type MatchParticipation = {
  /** Player index → minutes on the pitch (participants only: starters and substitutes who came on). */
  minutes: Map<number, number>;
  /** Indexes of the linked starters. */
  starters: Set<number>;
  /** Places filled at kick-off (linked or not): the places the minutes were shared among. */
  places: number;
  /** The timeline input (keys are player indexes as strings, or '?…' for unknown players), kept
   * only for a match that stores its goal minutes (live mode): the others never need spells. */
  timeline: TimelineInput | null;
};

export const num = (x: unknown): number =>
  typeof x === "number" && Number.isFinite(x) ? x : Number(x) || 0;

const squads = new WeakMap<readonly Player[], EntryKeys>();
const cached = new WeakMap<EntryKeys, WeakMap<Match, MatchParticipation>>();

/** The squad's entry keys (its linker inside), made once per list (the store hands out the same
 * array until the list changes, so every figure of a screen shares one linker and one
 * participation per match). */
export function squadKeys(players: readonly Player[]): EntryKeys {
  let keys = squads.get(players);
  if (!keys) squads.set(players, (keys = new EntryKeys(linker(players), players.length)));
  return keys;
}

/** The participation of one match, computed once per match and squad (results are read-only). */
export function participationOf(match: Match, keys: EntryKeys): MatchParticipation {
  let byMatch = cached.get(keys);
  if (!byMatch) cached.set(keys, (byMatch = new WeakMap()));
  let p = byMatch.get(match);
  if (!p) byMatch.set(match, (p = computeParticipation(match, keys)));
  return p;
}

const keyed = new KeyedMinutes(0);

function computeParticipation(match: Match, keys: EntryKeys): MatchParticipation {
  const { count } = keys;
  // A timeline key as text: a linked player's index; '?…' for one linked to nobody.
  const text = (k: number) => (k < 0 ? "" : k < count ? String(k) : `?${k}`);
  const live = Array.isArray(match.rivalGoalMinutes);
  const lineup = isObject(match.formationPlayers) ? match.formationPlayers : {};
  const lineupIds = isObject(match.formationPlayerIds) ? match.formationPlayerIds : {};
  keys.begin();
  keyed.begin(count);
  const starters: number[] = [];
  const addStarter = (slot: string) => {
    const k = keys.keyOf(lineupIds[slot], lineup[slot]);
    if (k < 0 || starters.includes(k)) return;
    starters.push(k);
    keyed.start(k);
  };
  for (const slot in lineup) addStarter(slot);
  for (const slot in lineupIds) if (!(slot in lineup)) addStarter(slot);
  const subs: TimelineSub[] = [];
  for (const s of Array.isArray(match.subs) ? match.subs : []) {
    if (!isObject(s)) continue;
    const out = keys.keyOf(s.playerOutId, s.playerOut);
    const into = keys.keyOf(s.playerInId, s.playerIn);
    keyed.sub(out, into, s.minute);
    if (live) {
      const minute = typeof s.minute === "number" && Number.isFinite(s.minute) ? s.minute : 0;
      subs.push({ out: text(out), in: text(into), minute });
    }
  }
  keyed.end();

  // The one minutes rule (timeline.ts), on the squad's indexes; unlinked players only take places.
  const minutes = new Map<number, number>();
  for (const k of keyed.took) if (k < count) minutes.set(k, keyed.total[k]!);
  const linkedStarters = new Set<number>();
  for (const k of starters) if (k < count) linkedStarters.add(k);
  return {
    minutes,
    starters: linkedStarters,
    places: starters.length,
    timeline: live ? { starters: starters.map(text), subs } : null,
  };
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
  if (!p.timeline) return out;
  for (const [key, list] of stintsOf(p.timeline)) {
    if (!key.startsWith("?")) out.set(Number(key), list);
  }
  return out;
}
