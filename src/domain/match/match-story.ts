// The story of one stored match, minute by minute, for its page: goals (with their assist when
// the record ties it), the rival's goals, cards ('Doble amarilla' for a player's second yellow),
// substitutions and the coach's notes.
//
// Two sources, one shape:
// - A match saved from the live screen keeps its log (`events`): every entry has its minute and
//   period, each goal its assist, and the notes are there. Shots are left out (they are counted
//   on the page, not told).
// - A match entered with the form (or a live match edited in it, which drops the log) has only
//   the spec's lists. Goals and substitutions have minutes; cards may not; the rival's goals have
//   minutes only when stored (`rivalGoalMinutes`, one per goal). An assist is told with its goal
//   when the record ties them (`assistGoals`); one stored before that (the original product's) is
//   listed apart (`looseAssists`), never guessed. Goals of ours beyond the named scorers (an own goal of the rival's) are told
//   without a scorer.
// Entries with a minute come first in match order; those without one follow in the order the
// record keeps them (`untimed` says how many), so the page can say that their minute is not
// known rather than invent one.
import { minuteLabel } from "../base/format";
import type { Match, MatchEvent, Player } from "../records/types";
import { bookings, orderEvents } from "../timeline/timeline";

export type StoryKind = "goal" | "rivalGoal" | "yellow" | "secondYellow" | "red" | "sub" | "note";

export type StoryEntry = {
  kind: StoryKind;
  /** On the spec's scale (45+2' is 45); undefined when the record has none. */
  minute: number | undefined;
  /** Minutes past the period's end (the 2 of 45+2'). */
  added: number;
  /** The scorer, the booked player, the player going off; '' when not recorded. */
  player: string;
  /** The goal's assist; the player coming on. '' when none. */
  other: string;
  /** A note's text. */
  text: string;
  /** The score after this goal (ours first), when every goal's minute is known. */
  score?: { for: number; against: number };
};

export type MatchStory = {
  source: "live" | "form";
  /** In match order; the last `untimed` entries have no minute (stored order). */
  entries: StoryEntry[];
  untimed: number;
  /** Assists the record does not tie to a goal (form entries). */
  looseAssists: string[];
};

type Named = Pick<Player, "id" | "name">;

/** '23'', '45+2''; '' for an entry without a minute. */
export function storyMinute(entry: Pick<StoryEntry, "minute" | "added">): string {
  return entry.minute === undefined ? "" : minuteLabel(entry.minute, entry.added);
}

/** Player id → name: the names the match stored (as they were that day), then the squad's. */
function namesOf(match: Match, players: readonly Named[]): (id: string) => string {
  const names = new Map<string, string>();
  const add = (id: string | undefined, name: string | undefined) => {
    if (id && name && !names.has(id)) names.set(id, name);
  };
  const lineup = match.formationPlayers;
  const ids = match.formationPlayerIds ?? {};
  for (const key of Object.keys(ids)) add(ids[key], lineup[key]);
  for (const s of match.scorers) add(s.playerId, s.player);
  for (const c of match.cards) add(c.playerId, c.player);
  for (const s of match.subs) {
    add(s.playerOutId, s.playerOut);
    add(s.playerInId, s.playerIn);
  }
  const assistIds = match.assistIds ?? [];
  assistIds.forEach((id, i) => add(id, match.assists[i]));
  for (const p of players) add(p.id, p.name);
  return (id) => names.get(id) ?? "";
}

const entry = (kind: StoryKind, over: Partial<StoryEntry> = {}): StoryEntry => ({
  kind,
  minute: undefined,
  added: 0,
  player: "",
  other: "",
  text: "",
  ...over,
});

/** Marks a player's second yellow, in the order the entries are given. */
function markSecondYellows(entries: StoryEntry[], keys: (string | undefined)[]): void {
  const book = bookings();
  entries.forEach((e, i) => {
    const key = keys[i];
    if (e.kind === "yellow" && key && book.card(key, "yellow")) e.kind = "secondYellow";
  });
}

/** The running score, once every goal of both sides is in the timed part. */
function addScores(story: MatchStory): void {
  const timed = story.entries.slice(0, story.entries.length - story.untimed);
  const untimedGoal = story.entries
    .slice(timed.length)
    .some((e) => e.kind === "goal" || e.kind === "rivalGoal");
  if (untimedGoal) return;
  const score = { for: 0, against: 0 };
  for (const e of timed) {
    if (e.kind === "goal") score.for += 1;
    else if (e.kind === "rivalGoal") score.against += 1;
    else continue;
    e.score = { ...score };
  }
}

const STORY_EVENTS = new Set<MatchEvent["kind"]>(["goal", "rivalGoal", "card", "sub", "note"]);

function fromEvents(events: readonly MatchEvent[], name: (id: string) => string): MatchStory {
  const told = events
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => STORY_EVENTS.has(e.kind))
    .sort(
      (a, b) =>
        a.e.period - b.e.period ||
        a.e.minute - b.e.minute ||
        (a.e.added ?? 0) - (b.e.added ?? 0) ||
        a.i - b.i,
    )
    .map(({ e }) => e);
  const keys: (string | undefined)[] = [];
  const entries = told.map((e): StoryEntry => {
    const at = { minute: e.minute, added: e.added ?? 0 };
    keys.push(e.kind === "card" && e.card === "yellow" ? e.playerId : undefined);
    switch (e.kind) {
      case "goal":
        return entry("goal", {
          ...at,
          player: e.playerId ? name(e.playerId) : "",
          other: e.assistId ? name(e.assistId) : "",
        });
      case "rivalGoal":
        return entry("rivalGoal", at);
      case "card":
        return entry(e.card === "red" ? "red" : "yellow", { ...at, player: name(e.playerId) });
      case "sub":
        return entry("sub", { ...at, player: name(e.outId), other: name(e.inId) });
      default:
        return entry("note", { ...at, text: e.kind === "note" ? e.text : "" });
    }
  });
  markSecondYellows(entries, keys);
  const story: MatchStory = { source: "live", entries, untimed: 0, looseAssists: [] };
  addScores(story);
  return story;
}

function fromLists(match: Match): MatchStory {
  type Item = { entry: StoryEntry; key?: string | undefined };
  const items: Item[] = [];
  const { scorers } = match;
  // Each assist tied to its goal (`assistGoals`) is told with it; the others are listed apart.
  const assists = match.assists;
  const goalOf = match.assistGoals ?? [];
  const assistOf = (goal: number) => {
    const i = goalOf.indexOf(goal);
    return i >= 0 && assists[i] ? assists[i] : "";
  };
  scorers.forEach((s, i) =>
    items.push({
      entry: entry("goal", { minute: s.minute, player: s.player, other: assistOf(i) }),
    }),
  );
  const home = Math.floor(match.score.home);
  for (let i = scorers.length; i < home; i++) items.push({ entry: entry("goal") });
  const away = Math.floor(match.score.away);
  const rivalMinutes = match.rivalGoalMinutes ?? [];
  const rivalKnown = rivalMinutes.length === away;
  for (let i = 0; i < away; i++)
    items.push({
      entry: entry("rivalGoal", { minute: rivalKnown ? rivalMinutes[i] : undefined }),
    });
  for (const c of match.cards) {
    items.push({
      entry: entry(c.type === "red" ? "red" : "yellow", {
        minute: c.minute,
        player: c.player,
      }),
      key: c.playerId || c.player || undefined,
    });
  }
  for (const s of match.subs) {
    items.push({
      entry: entry("sub", {
        minute: s.minute,
        player: s.playerOut,
        other: s.playerIn,
      }),
    });
  }
  const ordered = orderEvents(items, (x) => x.entry.minute).map((x) => x.item);
  const entries = ordered.map((x) => x.entry);
  markSecondYellows(
    entries,
    ordered.map((x) => x.key),
  );
  const story: MatchStory = {
    source: "form",
    entries,
    untimed: entries.filter((e) => e.minute === undefined).length,
    looseAssists: assists.filter((a, i) => a && !scorers[goalOf[i] ?? -1]),
  };
  addScores(story);
  return story;
}

/** The match's story (see the header): from its live log when it has one, else its lists. */
export function matchStory(match: Match, players: readonly Named[] = []): MatchStory {
  // A live save writes the log even when nothing happened (an empty list): the page then still
  // knows that every minute was recorded.
  return match.events ? fromEvents(match.events, namesOf(match, players)) : fromLists(match);
}
