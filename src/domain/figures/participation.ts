// Who played a match and for how long, by player index, for the analytics (docs/analytics.md).
// Links are figures.ts's (ids first, names for matches without ids); spells and minutes are
// timeline.ts's, with the red cards: real minutes (a player sent off at 30 played 30), the
// figure the spec does not define. There is no second minutes rule and no second boundary rule
// here. Nothing is cached at module level: a `ParticipationIndex` holds one squad's results and
// its owner (state/participation.ts) decides how long it lives.
import { EntryKeys, keyedReds, linker } from "./figure-links";
import { minutesPlayed, timelineOf } from "../timeline/timeline";
import type { Stint, TimelineInput, TimelineSub } from "../timeline/timeline";
import type { Match, Player } from "../records/types";

export type MatchParticipation = {
  /** Player index → minutes on the pitch (participants only: starters and substitutes who came on). */
  minutes: Map<number, number>;
  /** Indexes of the linked starters. */
  starters: Set<number>;
  /** Places filled at kick-off (linked or not): the places the minutes were shared among. */
  places: number;
  /** The timeline input (keys are player indexes, from the squad's size up for unknown players),
   * kept only for a match that stores its goal minutes (live mode): the others never need spells. */
  timeline: TimelineInput<number> | null;
};

/**
 * One squad's participation, match by match: each match computed once, on first ask, and kept
 * while the index lives (results are read-only). Analytics, fairness, the AI prompt and the brief
 * share one index per players and matches lists (state/participation.ts).
 */
export type ParticipationIndex = {
  readonly players: readonly Player[];
  /** The squad's entry keys (its linker inside). */
  readonly keys: EntryKeys;
  of(match: Match): MatchParticipation;
};

/** A fresh index for this squad (a caller without one gets its own, used once). */
export function participationIndex(players: readonly Player[]): ParticipationIndex {
  const keys = new EntryKeys(linker(players), players.length);
  const byMatch = new WeakMap<Match, MatchParticipation>();
  return {
    players,
    keys,
    of(match) {
      let p = byMatch.get(match);
      if (!p) byMatch.set(match, (p = computeParticipation(match, keys)));
      return p;
    },
  };
}

/** The index to use for `players`: the one given when it is for that very list, else a new one. */
export function indexFor(
  players: readonly Player[],
  given: ParticipationIndex | undefined,
): ParticipationIndex {
  return given && given.players === players ? given : participationIndex(players);
}

function computeParticipation(match: Match, keys: EntryKeys): MatchParticipation {
  const { count } = keys;
  const live = match.rivalGoalMinutes !== undefined;
  const lineup = match.formationPlayers;
  const lineupIds = match.formationPlayerIds ?? {};
  keys.begin();
  const starters: number[] = [];
  const addStarter = (slot: string) => {
    const k = keys.keyOf(lineupIds[slot], lineup[slot]);
    if (k >= 0 && !starters.includes(k)) starters.push(k);
  };
  for (const slot in lineup) addStarter(slot);
  for (const slot in lineupIds) if (!(slot in lineup)) addStarter(slot);
  const subs: TimelineSub<number>[] = [];
  for (const s of match.subs) {
    const out = keys.keyOf(s.playerOutId, s.playerOut);
    subs.push({ out, in: keys.keyOf(s.playerInId, s.playerIn), minute: s.minute });
  }
  // Red cards end a spell: real minutes (timeline.ts's header).
  const reds = keyedReds(match, keys);

  // The one minutes rule (timeline.ts), on the squad's indexes; unlinked players only take places.
  const timeline = { starters, subs, reds };
  const minutes = new Map<number, number>();
  for (const [k, m] of minutesPlayed(timelineOf(timeline).stints)) if (k < count) minutes.set(k, m);
  const linkedStarters = new Set<number>();
  for (const k of starters) if (k < count) linkedStarters.add(k);
  return {
    minutes,
    starters: linkedStarters,
    places: starters.length,
    timeline: live ? timeline : null,
  };
}

/** Real minutes in `match` of the player an entry names (by id, else by name), when the squad
 * still has him and he played: what the match page shows beside each player. */
export function entryMinutes(
  match: Match,
  index: ParticipationIndex,
): (id: string | undefined, name: string | undefined) => number | undefined {
  const { minutes } = index.of(match);
  return (id, name) => {
    const i = index.keys.link(id, name);
    return i === undefined ? undefined : minutes.get(i);
  };
}

/**
 * Goal minutes of both sides when the match stores them completely (live mode): our goals from
 * `scorers[].minute`, theirs from `rivalGoalMinutes`, each list as long as the score says.
 * null when they are not known (a match entered with the form).
 */
export function knownGoalMinutes(match: Match): { for: number[]; against: number[] } | null {
  const { rivalGoalMinutes: against, scorers, score } = match;
  if (!against || against.length !== score.away || scorers.length !== score.home) return null;
  return { for: scorers.map((s) => s.minute), against };
}

/** Spells on the pitch by player index (unlinked players from the squad's size up), for the
 * matches whose goal minutes are known. */
export function stintsByPlayer(p: MatchParticipation): Map<number, Stint[]> {
  return p.timeline ? timelineOf(p.timeline).stints : new Map();
}
