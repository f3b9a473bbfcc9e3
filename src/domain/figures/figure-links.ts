// How the figures rule (figures.ts) ties a match's players, formation and rival to the stored
// records: by id, falling back to the name for matches written without ids. Kept apart from the
// rule so the dashboard's top scorers (goals and assists only) need neither the timeline nor the
// per-role figures: `goalsAndAssists` counts exactly what `deriveFigures` counts for those two.
import type { Match, Player } from "../records/types";
import { redsOf } from "../timeline/timeline";
import type { TimelineCard, TimelineRed } from "../timeline/timeline";

/** First index of each key (ids or names): a shared name resolves to the first one listed. */
function firstIndex<T>(items: readonly T[], key: (item: T) => string | undefined) {
  const index = new Map<string, number>();
  items.forEach((item, i) => {
    const k = key(item);
    if (k && !index.has(k)) index.set(k, i);
  });
  return index;
}

/** The position of the record an (id, name) pair names, or undefined. */
export type Linker = (id: string | undefined, name: string | undefined) => number | undefined;

/** An id links by id only (a deleted player is not replaced by a namesake); no id, by name. */
export function linker<T extends { id?: string; name?: string }>(items: readonly T[]): Linker {
  const byId = firstIndex(items, (x) => x.id);
  const byName = firstIndex(items, (x) => x.name);
  return (id, name) => (id ? byId.get(id) : name ? byName.get(name) : undefined);
}

/**
 * A key for a player entry that links to nobody (an id no player has, or a name without an id):
 * he still takes a place on the pitch, one place per distinct id or name. Empty for an empty
 * entry.
 */
export function unlinkedKey(id: string | undefined, name: string | undefined): string {
  return id ? `?id:${id}` : name ? `?${name}` : "";
}

/**
 * A match's player entries as keys for the timeline (timeline.ts, numeric keys): a
 * linked player's index; an entry that links to nobody, a number from `count` (the squad's size)
 * up, one per distinct id or name of the match; -1 for an empty entry. `begin` starts a match.
 */
export class EntryKeys {
  private readonly unknown = new Map<string, number>();

  constructor(
    readonly link: Linker,
    readonly count: number,
  ) {}

  begin(): void {
    this.unknown.clear();
  }

  keyOf(id: string | undefined, name: string | undefined): number {
    const i = this.link(id, name);
    if (i !== undefined) return i;
    const label = unlinkedKey(id, name);
    if (label === "") return -1;
    let k = this.unknown.get(label);
    if (k === undefined) this.unknown.set(label, (k = this.count + this.unknown.size));
    return k;
  }
}

/** The match's sendings-off (timeline.ts's `redsOf`), each player named by his key.
 * Call after the match's lineup and substitutions have taken their keys. */
export function keyedReds(match: Match, keys: EntryKeys): TimelineRed<number>[] {
  if (match.cards.length === 0) return [];
  const cards: TimelineCard<number>[] = [];
  for (const c of match.cards) {
    cards.push({ player: keys.keyOf(c.playerId, c.player), type: c.type, minute: c.minute });
  }
  return redsOf(cards);
}

/** Calls `goal` for each scorer and `assist` for each assister of the match that links. */
export function creditGoalsAndAssists(
  match: Match,
  linkPlayer: Linker,
  goal: (player: number) => void,
  assist: (player: number) => void,
): void {
  for (const s of match.scorers) {
    const i = linkPlayer(s.playerId, s.player);
    if (i !== undefined) goal(i);
  }
  const assists = match.assists;
  const assistIds = match.assistIds ?? [];
  for (let k = 0; k < Math.max(assists.length, assistIds.length); k++) {
    const i = linkPlayer(assistIds[k], assists[k]);
    if (i !== undefined) assist(i);
  }
}

export type GoalsAndAssists = { goals: number; assists: number };

/**
 * Each player's goals and assists by the figures rule: opening balance (unless
 * `opening: false`) + the given matches. Equal to `deriveFigures(...).players[i]`'s goals and
 * assists (a property test checks it), at a fraction of the cost.
 */
export function goalsAndAssists(
  players: readonly Player[],
  matches: readonly Match[],
  { opening = true }: { opening?: boolean } = {},
): GoalsAndAssists[] {
  const out = players.map((p) =>
    opening && p.openingStats
      ? { goals: p.openingStats.goals, assists: p.openingStats.assists }
      : { goals: 0, assists: 0 },
  );
  const link = linker(players);
  for (const match of matches) {
    creditGoalsAndAssists(
      match,
      link,
      (i) => (out[i]!.goals += 1),
      (i) => (out[i]!.assists += 1),
    );
  }
  return out;
}
