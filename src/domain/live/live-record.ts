// The live match as the match record it is stored as.
import { seasonOfDate } from "../records/season";
import { slotsOf } from "../squad/formation-roles";
import type { Card, Match, MatchEvent, MatchShot, Scorer, Substitution } from "../records/types";
import type { LiveMatch } from "./live-log";
import { liveState, rosterMap } from "./live-state";
import type { PlayerId } from "../base/ids";

/**
 * The match record exactly as it will be stored: the spec's shape with names, the id links
 * beside them, and the live extras (rival goal minutes, shots, the story's events). Goals count as shots.
 * A second yellow is stored as a red card, with the player's first yellow kept as it was.
 * Events the log marks as wrong are left out of the lists (the score still counts every goal).
 */
export function liveToMatch(live: LiveMatch, options: { seasonStartMonth?: number } = {}): Match {
  const { setup } = live;
  const state = liveState(live, 2 * setup.periodMinutes);
  const roster = rosterMap(setup);
  const name = (id: string | undefined) => (id ? (roster.get(id)?.name ?? "") : "");
  // The log's player ids are found in the roster, where they are the players' ids.
  const idOf = (id: string | undefined) => (id ? roster.get(id)?.id : undefined);
  const ok = (e: MatchEvent) => !state.issues.has(e.id);

  const formationPlayers: Record<string, string> = {};
  const formationPlayerIds: Record<string, PlayerId> = {};
  for (const slot of slotsOf(setup.formation)) {
    const id = setup.lineup[slot.key];
    if (id && roster.has(id)) {
      formationPlayers[slot.key] = name(id);
      formationPlayerIds[slot.key] = id;
    }
  }

  const scorers: Scorer[] = [];
  const assistNames: string[] = [];
  const assistIds: PlayerId[] = [];
  /** Each assist's goal: its index in `scorers` (-1 for a goal without a named scorer). */
  const assistGoals: number[] = [];
  const cards: Card[] = [];
  const subs: Substitution[] = [];
  const rivalGoalMinutes: number[] = [];
  const shotsTimeline: MatchShot[] = [];
  // The story of the match for its page (match-story.ts): goals with their assists, the rival's
  // goals, cards, substitutions and notes, in match order. Shots stay in `shotsTimeline`; events
  // the log marks as wrong stay out, as they do from the lists (a goal keeps its place in the
  // score without the scorer that could not have scored it).
  const story: MatchEvent[] = [];
  for (const e of state.ordered) {
    if (e.kind === "goal" && !ok(e))
      story.push({ id: e.id, kind: "goal", period: e.period, minute: e.minute, added: e.added });
    else if (e.kind !== "shot" && e.kind !== "rivalShot" && ok(e)) story.push({ ...e });
    switch (e.kind) {
      case "goal": {
        shotsTimeline.push({ side: "for", minute: e.minute, period: e.period, goal: true });
        const scorerId = idOf(e.playerId);
        if (scorerId && ok(e)) {
          scorers.push({ player: name(scorerId), minute: e.minute, playerId: scorerId });
        }
        const assistId = idOf(e.assistId);
        if (assistId && ok(e)) {
          assistNames.push(name(assistId));
          assistIds.push(assistId);
          assistGoals.push(scorerId ? scorers.length - 1 : -1);
        }
        break;
      }
      case "rivalGoal":
        rivalGoalMinutes.push(e.minute);
        shotsTimeline.push({ side: "against", minute: e.minute, period: e.period, goal: true });
        break;
      case "shot":
        shotsTimeline.push({ side: "for", minute: e.minute, period: e.period, goal: false });
        break;
      case "rivalShot":
        shotsTimeline.push({ side: "against", minute: e.minute, period: e.period, goal: false });
        break;
      case "card": {
        if (!ok(e)) break;
        const playerId = idOf(e.playerId);
        cards.push({
          player: name(e.playerId),
          type: state.secondYellows.has(e.id) ? "red" : e.card,
          ...(playerId ? { playerId } : {}),
          minute: e.minute,
        });
        break;
      }
      case "sub": {
        if (!ok(e)) break;
        const playerOutId = idOf(e.outId);
        const playerInId = idOf(e.inId);
        subs.push({
          playerOut: name(e.outId),
          playerIn: name(e.inId),
          minute: e.minute,
          ...(playerOutId ? { playerOutId } : {}),
          ...(playerInId ? { playerInId } : {}),
        });
        break;
      }
      case "note":
        break;
    }
  }

  const match: Match = {
    id: setup.matchId,
    date: setup.date,
    rival: setup.rival.name,
    opponent: setup.rival.name,
    location: setup.location,
    score: { home: state.score.for, away: state.score.against },
    scorers,
    assists: assistNames,
    formation: setup.formation.name,
    formationUsed: setup.formation.name,
    formationPlayers,
    cards,
    subs,
    shotsFor: state.shots.for,
    shotsAgainst: state.shots.against,
    formationPlayerIds,
    assistIds,
    competition: setup.competition,
    periodMinutes: setup.periodMinutes,
    rivalGoalMinutes,
    shotsTimeline,
    events: story,
  };
  if (assistGoals.length > 0) match.assistGoals = assistGoals;
  if (setup.rival.id) match.rivalId = setup.rival.id;
  if (setup.formation.id) match.formationId = setup.formation.id;
  if (setup.fixtureId) match.fixtureId = setup.fixtureId;
  const season = seasonOfDate(setup.date, options.seasonStartMonth);
  if (season) match.season = season;
  return match;
}
