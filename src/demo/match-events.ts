// A generated match's events, placed as a referee allows them: in the order they happen, each
// asks the one timeline who is on the pitch once the events before it are placed (red cards and
// second yellows included). So nobody sent off or taken off scores, assists, is booked or goes
// off again, and nobody comes back on. Shared by the demo team and the dev-data generator.
import { onPitchAfter, participants, redsOf, timelineOf } from "../domain/timeline/timeline";
import type { TimelineSub } from "../domain/timeline/timeline";
import type { CardType, Match, Player } from "../domain/records/types";

/** What happens at a minute; who is involved is picked when its turn comes. */
export type Draw =
  | { kind: "sub"; minute: number }
  | { kind: "card"; minute: number; type: CardType }
  | { kind: "goal"; minute: number };

/** Picks among `on`, the players on the pitch at that moment. */
export type Picks = {
  /** Who goes off and who comes on (someone not in `played`); nothing when no change fits. */
  sub: (on: string[], played: ReadonlySet<string>) => { out: string; in: string } | undefined;
  card: (on: string[]) => string;
  goal: (on: string[]) => { scorer: string; assist?: string };
};

export type PlayedEvents = {
  subs: TimelineSub[];
  cards: { player: string; type: CardType; minute: number }[];
  scorers: { player: string; minute: number }[];
  /** Each assist with its goal's index in `scorers`. */
  assists: { player: string; goal: number }[];
};

// At one minute the timeline makes substitutions before red cards; goals come last.
const ORDER = { sub: 0, card: 1, goal: 2 } as const;

/** The draws played in minute order (stable among equals), keys being the starters' keys. */
export function playEvents(
  starters: readonly string[],
  draws: readonly Draw[],
  picks: Picks,
): PlayedEvents {
  const played: PlayedEvents = { subs: [], cards: [], scorers: [], assists: [] };
  const sorted = [...draws].sort((a, b) => a.minute - b.minute || ORDER[a.kind] - ORDER[b.kind]);
  const now = () => timelineOf({ starters, subs: played.subs, reds: redsOf(played.cards) }).stints;
  let stints = now();
  for (const draw of sorted) {
    const { minute } = draw;
    const on = [...onPitchAfter(stints, minute)];
    if (draw.kind === "sub") {
      const sub = picks.sub(on, participants(stints));
      if (sub) played.subs.push({ ...sub, minute });
      stints = now();
    } else if (draw.kind === "card") {
      played.cards.push({ player: picks.card(on), type: draw.type, minute });
      stints = now();
    } else {
      const { scorer, assist } = picks.goal(on);
      if (assist) played.assists.push({ player: assist, goal: played.scorers.length });
      played.scorers.push({ player: scorer, minute });
    }
  }
  return played;
}

type StoredPlay = Pick<
  Match,
  | "formationPlayers"
  | "formationPlayerIds"
  | "scorers"
  | "assists"
  | "assistIds"
  | "assistGoals"
  | "cards"
  | "subs"
>;

/** The lineup and the events (keyed by player id) as a match stores them: each name with its
 * player's id beside it, as the match form writes them. */
export function storedPlay(
  lineup: Record<string, Player>,
  played: PlayedEvents,
  byId: ReadonlyMap<string, Player>,
): StoredPlay {
  const player = (key: string) => byId.get(key)!;
  const places = Object.entries(lineup);
  return {
    formationPlayers: Object.fromEntries(places.map(([k, p]) => [k, p.name])),
    formationPlayerIds: Object.fromEntries(places.map(([k, p]) => [k, p.id])),
    scorers: played.scorers.map((s) => ({
      player: player(s.player).name,
      minute: s.minute,
      playerId: player(s.player).id,
    })),
    assists: played.assists.map((a) => player(a.player).name),
    assistIds: played.assists.map((a) => player(a.player).id),
    assistGoals: played.assists.map((a) => a.goal),
    cards: played.cards.map((c) => ({
      player: player(c.player).name,
      type: c.type,
      minute: c.minute,
      playerId: player(c.player).id,
    })),
    subs: played.subs.map((s) => ({
      playerOut: player(s.out).name,
      playerIn: player(s.in).name,
      minute: s.minute,
      playerOutId: player(s.out).id,
      playerInId: player(s.in).id,
    })),
  };
}
