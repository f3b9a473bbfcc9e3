// The player detail's match log: every stored match the player was in, with
// date, rival, role, minutes, goals, assists, cards and the result, newest first.
//
// A match refers to the player by the id fields beside the spec's names when they are there
// (`formationPlayerIds`, `scorers[].playerId`, `assistIds`, `cards[].playerId`,
// `subs[].playerInId` / `playerOutId`), else by name, entry by entry. Minutes are real minutes
// from the one timeline (timeline.ts): a red card ends his spell, as in the analytics; the
// player's stored counter keeps the spec's rule (90, or 90 minus the entry minute).
import { sortNewestFirst } from "../base/dates";
import { positionNumber, roleNameOf } from "../squad/formation-roles";
import { matchOutcome } from "../timeline/match-result";
import type { MatchOutcome } from "../timeline/match-result";
import { matchFormation } from "../match/match-view";
import { minutesPlayed, redsOf, timelineOf } from "../timeline/timeline";
import type { Formation, Match, Player, PlayerStats, Score, Substitution } from "../records/types";
import { SUBSTITUTE_ROLE } from "../records/types";
import { deriveFigures } from "./figures";
import type { DeriveOptions, FigureLists } from "./figures";

export type PlayerMatchEntry = {
  matchId: string;
  date: string;
  rival: string;
  location: Match["location"];
  /** The role he started in, or 'Suplente' when he came on. */
  role: string;
  started: boolean;
  /** The minute he came on, for a substitute. */
  cameOnAt: number | undefined;
  /** The minute he went off, when he was substituted. */
  wentOffAt: number | undefined;
  minutes: number;
  goals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
  /** Ours first. */
  score: Score;
  outcome: MatchOutcome;
};

type Who = Pick<Player, "id" | "name">;

const SELF = "\u0000self";

/** Whether an entry names this player: by its id when the entry has one, else by its name. */
function isPlayer(who: Who, id: string | undefined, name: string | undefined): boolean {
  if (id) return id === who.id;
  return !!name && name === who.name;
}

/** A key for anyone else in the match, so the timeline can follow the other substitutions. */
function otherKey(id: string | undefined, name: string | undefined): string {
  return id ? `id:${id}` : `name:${name ?? ""}`;
}

/** Whether any entry of the match (lineup, substitutions, goals, assists, cards) names him: by
 * id where the entry has one, else by name. (A superset of what the figures' linker gives him,
 * which also sends a shared name to the first player who has it.) Exactly the matches for which
 * `playerMatchEntry` gives an entry. */
export function namesPlayer(who: Who, match: Match): boolean {
  const lineup = match.formationPlayers;
  const lineupIds = match.formationPlayerIds ?? {};
  for (const pos in lineup) if (isPlayer(who, lineupIds[pos], lineup[pos])) return true;
  for (const pos in lineupIds) {
    if (!(pos in lineup) && isPlayer(who, lineupIds[pos], undefined)) return true;
  }
  // Coming on counts unless the same substitution also takes him off (the timeline ignores such
  // a substitution, so he gets no entry for it).
  const cameOn = (s: Substitution) =>
    isPlayer(who, s.playerInId, s.playerIn) && !isPlayer(who, s.playerOutId, s.playerOut);
  if (match.subs.some(cameOn)) return true;
  if (match.scorers.some((s) => isPlayer(who, s.playerId, s.player))) return true;
  if (match.cards.some((c) => isPlayer(who, c.playerId, c.player))) return true;
  const assistIds = match.assistIds ?? [];
  return match.assists.some((name, i) => isPlayer(who, assistIds[i], name));
}

/**
 * One player's figures by the figures rule: `deriveFigures(lists, matches, options).players[i]`
 * (a property test holds the two equal), for a screen that shows one player. Only the matches
 * that name him (a superset of those the rule credits him from) go through the rule, so the
 * timeline runs for his matches alone, with the whole squad linked as the rule links it.
 */
export function derivePlayerFigures(
  lists: Pick<FigureLists, "players" | "formations">,
  i: number,
  matches: readonly Match[],
  options: DeriveOptions = {},
): PlayerStats {
  const who = lists.players[i]!;
  const named = matches.filter((m) => namesPlayer(who, m));
  return deriveFigures({ ...lists, rivals: [] }, named, options).players[i]!;
}

/** One match seen from one player; null when he was not in it. */
export function playerMatchEntry(
  who: Who,
  match: Match,
  formations: readonly Formation[],
): PlayerMatchEntry | null {
  if (!namesPlayer(who, match)) return null;
  const lineup = match.formationPlayers;
  const lineupIds = match.formationPlayerIds ?? {};
  const keyOf = (id: string | undefined, name: string | undefined) =>
    isPlayer(who, id, name) ? SELF : otherKey(id, name);

  // The timeline needs the starters as a set; the role he started in is his lowest-numbered
  // position (a player named in two slots counts once, in the first).
  let startedAt: string | undefined;
  let startedNo = Infinity;
  const starters: string[] = [];
  const positions = Object.keys(lineup);
  for (const pos in lineupIds) if (!(pos in lineup)) positions.push(pos);
  for (const pos of positions) {
    const name = lineup[pos];
    const id = lineupIds[pos];
    if (!name && !id) continue;
    const key = keyOf(id, name);
    if (key === SELF) {
      const no = positionNumber(pos) ?? Infinity;
      if (startedAt === undefined || no < startedNo) [startedAt, startedNo] = [pos, no];
    }
    starters.push(key);
  }
  const subs = match.subs.map((s) => ({
    out: keyOf(s.playerOutId, s.playerOut),
    in: keyOf(s.playerInId, s.playerIn),
    minute: s.minute,
  }));
  const reds = redsOf(
    match.cards.map((c) => ({
      player: keyOf(c.playerId, c.player),
      type: c.type,
      minute: c.minute,
    })),
  );
  const timeline = timelineOf({ starters, subs, reds });
  let stints = timeline.stints.get(SELF);
  if (!stints) {
    // Data the timeline cannot follow (his substitution names a player going off who was not
    // on the pitch): he still came on, at that minute, as the saved figures counted it. When the
    // player going off had been sent off before, the substitution never happened on the pitch:
    // the match is listed with 0 real minutes, as the analytics count it.
    const cameOn = subs.find((s) => s.in === SELF && s.out !== SELF);
    if (cameOn) {
      const { minute } = cameOn;
      const off = timeline.sentOff.get(cameOn.out);
      const never = off !== undefined && off <= minute;
      stints = [{ from: minute, to: never ? minute : Number.POSITIVE_INFINITY }];
    }
  }

  const goals = match.scorers.filter((s) => isPlayer(who, s.playerId, s.player)).length;
  const assistIds = match.assistIds ?? [];
  const assists = match.assists.filter((name, i) => isPlayer(who, assistIds[i], name)).length;
  const cards = match.cards.filter((c) => isPlayer(who, c.playerId, c.player));
  const yellowCards = cards.filter((c) => c.type === "yellow").length;
  const redCards = cards.filter((c) => c.type === "red").length;

  if (!stints && goals + assists + cards.length === 0) return null;

  const started = startedAt !== undefined;
  const formation = started ? matchFormation(match, formations) : undefined;
  const first = stints?.[0];
  const last = stints?.[stints.length - 1];
  const score = { home: match.score.home, away: match.score.away };
  return {
    matchId: match.id,
    date: match.date,
    rival: match.rival || match.opponent,
    location: match.location,
    role: started ? roleNameOf(formation, startedAt!) : SUBSTITUTE_ROLE,
    started,
    cameOnAt: !started && first ? first.from : undefined,
    wentOffAt: last && Number.isFinite(last.to) ? last.to : undefined,
    minutes: stints ? (minutesPlayed(new Map([[SELF, stints]])).get(SELF) ?? 0) : 0,
    goals,
    assists,
    yellowCards,
    redCards,
    score,
    outcome: matchOutcome(score),
  };
}

/**
 * The matches of his log, newest first: cheap to count and to page, so a screen builds the
 * entries (`playerMatchEntry`) of the page it shows only.
 */
export function playerLogMatches(who: Who, matches: readonly Match[]): Match[] {
  return sortNewestFirst(matches.filter((m) => namesPlayer(who, m)));
}

/** Every stored match the player was in (started, came on, or has an event), newest first. */
export function playerMatchLog(
  who: Who,
  matches: readonly Match[],
  formations: readonly Formation[],
): PlayerMatchEntry[] {
  const log: PlayerMatchEntry[] = [];
  for (const match of playerLogMatches(who, matches)) {
    const entry = playerMatchEntry(who, match, formations);
    if (entry) log.push(entry);
  }
  return log;
}
