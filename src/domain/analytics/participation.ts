// Who played a match and for how long, by player index, for the analytics (docs/analytics.md).
// Links are figures.ts's (ids first, names for matches without ids) and minutes are timeline.ts's
// (spec 4: 90, or 90 minus the entry minute): there is no second minutes rule here.
import { isObject, linker, unlinkedKey } from "../figure-links";
import type { Linker } from "../figure-links";
import { KeyedMinutes, OPEN_END, stintsOf } from "../timeline";
import type { Stint, TimelineInput } from "../timeline";
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

/** A player entry of a match: a linked player's index, a label for an unknown one ('?…'), or
 * null when empty. */
type Ref = number | string | null;

function refOf(link: Linker, id: unknown, name: unknown): Ref {
  const i = link(id, name);
  return i !== undefined ? i : unlinkedKey(id, name) || null;
}

const keyed = new KeyedMinutes(0);

function computeParticipation(match: Match, link: Linker): MatchParticipation {
  const lineup = isObject(match.formationPlayers) ? match.formationPlayers : {};
  const lineupIds = isObject(match.formationPlayerIds) ? match.formationPlayerIds : {};
  const starters: (number | string)[] = [];
  const addStarter = (slot: string) => {
    const ref = refOf(link, lineupIds[slot], lineup[slot]);
    if (ref !== null && !starters.includes(ref)) starters.push(ref);
  };
  for (const slot in lineup) addStarter(slot);
  for (const slot in lineupIds) if (!(slot in lineup)) addStarter(slot);
  const subs: { out: Ref; in: Ref; minute: unknown }[] = [];
  for (const s of Array.isArray(match.subs) ? match.subs : []) {
    if (!isObject(s)) continue;
    subs.push({
      out: refOf(link, s.playerOutId, s.playerOut),
      in: refOf(link, s.playerInId, s.playerIn),
      minute: s.minute,
    });
  }

  // The one minutes rule (timeline.ts) on numbers: linked players keep their index, unknown
  // ones are numbered after the highest index of the match.
  let base = 0;
  const above = (r: Ref) => {
    if (typeof r === "number" && r >= base) base = r + 1;
  };
  starters.forEach(above);
  for (const s of subs) [s.out, s.in].forEach(above);
  const unknown = new Map<string, number>();
  const keyOf = (ref: Ref): number => {
    if (ref === null) return -1;
    if (typeof ref === "number") return ref;
    let k = unknown.get(ref);
    if (k === undefined) unknown.set(ref, (k = base + unknown.size));
    return k;
  };
  keyed.begin(base);
  for (const r of starters) keyed.start(keyOf(r));
  for (const s of subs) keyed.sub(keyOf(s.out), keyOf(s.in), s.minute);
  keyed.end();
  const minutes = new Map<number, number>();
  for (const k of keyed.took) if (k < base) minutes.set(k, keyed.total[k]!);

  const linkedStarters = new Set<number>();
  for (const r of starters) if (typeof r === "number") linkedStarters.add(r);
  const text = (ref: Ref) => (ref === null ? "" : String(ref));
  return {
    minutes,
    starters: linkedStarters,
    places: starters.length,
    timeline: Array.isArray(match.rivalGoalMinutes)
      ? {
          starters: starters.map(text),
          subs: subs.map((s) => ({
            out: text(s.out),
            in: text(s.in),
            minute: typeof s.minute === "number" && Number.isFinite(s.minute) ? s.minute : 0,
          })),
        }
      : null,
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
