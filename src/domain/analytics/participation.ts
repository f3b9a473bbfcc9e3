// Who played a match and for how long, by player index, for the analytics (docs/analytics.md).
// Links are figures.ts's (ids first, names for matches without ids); spells and minutes are
// timeline.ts's, with the red cards: real minutes (a player sent off at 30 played 30), the
// figure the spec does not define. There is no second minutes rule and no second boundary rule
// here. Nothing is cached at module level: a `ParticipationIndex` holds one squad's results and
// its owner (state/participation.ts) decides how long it lives.
import { EntryKeys, keyedReds, linker } from "../figures/figure-links";
import { isObject } from "../records/guards";
import { KeyedMinutes, stintsOf } from "../match/timeline";
import type { Stint, TimelineInput, TimelineSub } from "../match/timeline";
import type { Match, Player } from "../records/types";

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

// Not guards' `num`: analytics also read numeric text ("3" → 3, as the original product's data
// may hold), where the figures and the stored counters read it as 0.
export const num = (x: unknown): number =>
  typeof x === "number" && Number.isFinite(x) ? x : Number(x) || 0;

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
  const keyed = new KeyedMinutes(players.length);
  const byMatch = new WeakMap<Match, MatchParticipation>();
  return {
    players,
    keys,
    of(match) {
      let p = byMatch.get(match);
      if (!p) byMatch.set(match, (p = computeParticipation(match, keys, keyed)));
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

function computeParticipation(
  match: Match,
  keys: EntryKeys,
  keyed: KeyedMinutes,
): MatchParticipation {
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
  // Red cards end a spell: real minutes (timeline.ts's header).
  const reds = keyedReds(match, keys);
  for (const r of reds) keyed.red(Number(r.player), r.minute);
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
    timeline: live
      ? {
          starters: starters.map(text),
          subs,
          reds: reds.map((r) => ({ player: text(Number(r.player)), minute: r.minute })),
        }
      : null,
  };
}

/** Real minutes in `match` of the player an entry names (by id, else by name), when the squad
 * still has him and he played: what the match page shows beside each player. */
export function entryMinutes(
  match: Match,
  index: ParticipationIndex,
): (id: unknown, name: unknown) => number | undefined {
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
