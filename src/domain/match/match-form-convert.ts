// The match form's values and the stored Match (spec 3), both ways: buildMatch writes the
// spec's names with the ids beside them; matchToFormValues fills the form to edit a match.
import type { Fixture, Formation, Match, MatchPlan, Player, Rival } from "../records/types";
import {
  COMPETITIONS,
  DEFAULT_COMPETITION,
  MAX_GOAL_ROWS,
  OTHER_COMPETITION,
  competitionOf,
  lineupFor,
  parseCount,
} from "./match-form-values";
import type { MatchFormValues } from "./match-form-values";
import { idIn } from "../base/ids";
import { KEPT_CHOICE, keptChoices } from "./kept-choices";
import type { KeptSource } from "./kept-choices";
import { linkedRecord } from "../records/identity";
import type { MatchId, PlayerId } from "../base/ids";

/** What buildMatch looks ids up in: the squad, the rivals and the formations. */
export type MatchLists = {
  players: readonly Player[];
  rivals?: readonly Rival[];
  formations?: readonly Formation[];
  /** The match being edited: what a kept choice (KEPT_CHOICE) writes back. */
  kept?: Match;
};

/** The lists a form is filled in from. */
type FormLists = Required<Omit<MatchLists, "kept">>;

/**
 * The stored match (spec 3) from valid form values. Names go where the spec puts them and the
 * ids beside them; rival and formation are stored by name in both of their fields, as the
 * original product did, with the `rivalId` / `formationId` the coach picked.
 */
export function buildMatch(values: MatchFormValues, lists: MatchLists, id: MatchId): Match {
  const { players } = lists;
  const nameOf = new Map<string, string>(players.map((p) => [p.id, p.name]));
  const name = (playerId: string) => nameOf.get(playerId) ?? "";
  // The pickers give back strings: each is found in the squad, where it is a player's id.
  const pid = (value: string) => idIn(players, value);
  const formationPlayers: Record<string, string> = {};
  const formationPlayerIds: Record<string, PlayerId> = {};
  for (const entry of values.lineup) {
    const playerId = pid(entry.player);
    if (playerId) {
      formationPlayers[entry.key] = name(playerId);
      formationPlayerIds[entry.key] = playerId;
    }
  }
  // Stored scorers are the goal rows not left blank; each assist keeps its goal's index there.
  const goals = values.scorers.filter((s) => s.player || String(s.minute ?? "").trim() !== "");
  const assisted = [
    ...goals.flatMap((g, i) => (g.assist ? [{ player: g.assist, goal: i }] : [])),
    ...values.assists.map((a) => ({ player: a.player, goal: -1 })),
  ];
  const assistIds = assisted.map((a) => pid(a.player));
  const rivalMinutes = values.rivalGoals.map((r) => parseCount(r.minute));
  const stored = <T extends { id: string }>(list: readonly T[] | undefined, value: string) =>
    value === KEPT_CHOICE ? undefined : list?.find((x) => x.id === value);
  const rival = stored(lists.rivals, values.rivalId);
  const formation = stored(lists.formations, values.formationId);
  // A kept choice writes back what the edited match held, names and ids alike.
  const keptRival = values.rivalId === KEPT_CHOICE ? lists.kept : undefined;
  const keptFormation = values.formationId === KEPT_CHOICE ? lists.kept : undefined;
  const rivalName = keptRival ? keptRival.rival : (rival?.name ?? "");
  const formationName = keptFormation ? keptFormation.formation : (formation?.name ?? "");
  const match: Match = {
    id,
    date: values.date,
    rival: rivalName,
    opponent: keptRival ? keptRival.opponent : rivalName,
    location: values.location === "away" ? "away" : "home",
    score: { home: parseCount(values.goalsFor) ?? 0, away: parseCount(values.goalsAgainst) ?? 0 },
    scorers: goals.map((s) => ({
      player: name(s.player),
      minute: parseCount(s.minute) ?? 0,
      playerId: pid(s.player),
    })),
    assists: assisted.map((a) => name(a.player)),
    formation: formationName,
    formationUsed: keptFormation ? keptFormation.formationUsed : formationName,
    formationPlayers,
    cards: values.cards.map((c) => {
      const minute = parseCount(c.minute ?? "");
      return {
        player: name(c.player),
        type: c.type,
        playerId: pid(c.player),
        ...(minute === undefined ? {} : { minute }),
      };
    }),
    subs: values.subs.map((s) => ({
      playerOut: name(s.playerOut),
      playerIn: name(s.playerIn),
      minute: parseCount(s.minute) ?? 0,
      playerOutId: pid(s.playerOut),
      playerInId: pid(s.playerIn),
    })),
    shotsFor: parseCount(values.shotsFor) ?? 0,
    shotsAgainst: parseCount(values.shotsAgainst) ?? 0,
    formationPlayerIds,
    competition: competitionOf(values),
  };
  // In the order of `assists`, so only when every assist is a player of the squad.
  if (assistIds.every((x): x is PlayerId => x !== undefined)) match.assistIds = assistIds;
  if (assisted.length > 0) match.assistGoals = assisted.map((a) => a.goal);
  // The rival's minutes are all given or none (the form's rule): one per goal, as live stores.
  if (rivalMinutes.length > 0 && rivalMinutes.every((m) => m !== undefined))
    match.rivalGoalMinutes = rivalMinutes;
  const rivalId = rival?.id ?? keptRival?.rivalId;
  const formationId = formation?.id ?? keptFormation?.formationId;
  if (rivalId) match.rivalId = rivalId;
  if (formationId) match.formationId = formationId;
  return match;
}

/** What a stored match names as its rival, formation and lineup places. */
export function keptSourceOf(match: Match): KeptSource {
  return {
    rival: match.rival,
    rivalId: match.rivalId,
    formation: match.formation,
    formationId: match.formationId,
    places: [
      ...Object.keys(match.formationPlayers),
      ...Object.keys(match.formationPlayerIds ?? {}),
    ],
  };
}

/**
 * The inverse of buildMatch: the form filled in with a stored match, to
 * edit it. Links are followed by id first (so a renamed player, rival or formation is found),
 * then by name (data without ids). A name that matches nobody in the squad is left empty, so
 * the coach sees the gap instead of a silent wrong pick.
 */
export function matchToFormValues(match: Match, lists: FormLists): MatchFormValues {
  const ids = new Set<string>(lists.players.map((p) => p.id));
  const byName = new Map<string, string>();
  for (const p of lists.players) if (!byName.has(p.name)) byName.set(p.name, p.id);
  const pid = (id: string | undefined, name: string | undefined) =>
    id && ids.has(id) ? id : name !== undefined ? (byName.get(name) ?? "") : "";
  const text = (n: number | undefined) => (n === undefined ? "" : String(n));

  // The match's own rival and formation: the stored one it links to (by id; by name only
  // without one), else a stand-in that keeps it (kept-choices.ts).
  const kept = keptChoices(keptSourceOf(match), lists);
  const rival = kept.rival ?? linkedRecord(lists.rivals, match.rivalId, match.rival);
  const formation =
    kept.formation ?? linkedRecord(lists.formations, match.formationId, match.formation);
  const lineup = lineupFor(formation).map((e) => ({
    key: e.key,
    player: pid(match.formationPlayerIds?.[e.key], match.formationPlayers[e.key]),
  }));
  const competition = match.competition ?? "";
  const known = (COMPETITIONS as readonly string[]).includes(competition);
  const { scorers } = match;
  // Each assist in its goal's row; one whose goal is not known (stored before the link, or a
  // second assist for one goal) stays in the list apart.
  const goalOf = match.assistGoals ?? [];
  const linked = match.assists.map((name, i) => ({
    player: pid(match.assistIds?.[i], name),
    goal: goalOf[i] ?? -1,
  }));
  for (const a of linked)
    if (a.goal >= 0 && linked.find((b) => b.goal === a.goal) !== a) a.goal = -1;
  const { away } = match.score;
  const rivalMinutes = match.rivalGoalMinutes ?? [];

  return {
    rivalId: rival?.id ?? "",
    date: match.date,
    formationId: formation?.id ?? "",
    location: match.location,
    competition: competition === "" ? DEFAULT_COMPETITION : known ? competition : OTHER_COMPETITION,
    competitionOther: competition !== "" && !known ? competition : "",
    goalsFor: text(match.score.home),
    goalsAgainst: text(away),
    shotsFor: text(match.shotsFor),
    shotsAgainst: text(match.shotsAgainst),
    lineup,
    scorers: scorers.map((s, i) => ({
      player: pid(s.playerId, s.player),
      minute: text(s.minute),
      assist: linked.find((a) => a.goal === i)?.player ?? "",
    })),
    assists: linked
      .filter((a) => a.goal < 0 || a.goal >= scorers.length)
      .map((a) => ({ player: a.player })),
    // One row per rival goal, with its minute when the stored minutes describe them all.
    rivalGoals: Array.from({ length: Math.min(away, MAX_GOAL_ROWS) }, (_, i) => ({
      minute: rivalMinutes.length === away ? text(rivalMinutes[i]) : "",
    })),
    cards: match.cards.map((c) => ({
      player: pid(c.playerId, c.player),
      type: c.type,
      minute: text(c.minute),
    })),
    subs: match.subs.map((s) => ({
      playerOut: pid(s.playerOutId, s.playerOut),
      playerIn: pid(s.playerInId, s.playerIn),
      minute: text(s.minute),
    })),
  };
}

/**
 * The form filled from a calendar fixture and its plan: rival, date, home/away and
 * competition from the fixture; formation and starting XI from the plan. Score, shots and events
 * are left for the coach.
 */
export function fixtureToFormValues(
  fixture: Fixture,
  plan: MatchPlan | undefined,
  lists: FormLists,
): MatchFormValues {
  const values = matchToFormValues(
    {
      // Not stored: only the form's values are made from it.
      id: fixture.id as string as MatchId,
      date: fixture.date,
      rival: fixture.rival,
      rivalId: fixture.rivalId,
      opponent: fixture.rival,
      location: fixture.location,
      competition: fixture.competition,
      formation: plan?.formation ?? "",
      ...(plan?.formationId ? { formationId: plan.formationId } : {}),
      formationUsed: "",
      formationPlayers: plan?.lineup ?? {},
      ...(plan?.lineupIds ? { formationPlayerIds: plan.lineupIds } : {}),
      score: { home: 0, away: 0 },
      scorers: [],
      assists: [],
      cards: [],
      subs: [],
      shotsFor: 0,
      shotsAgainst: 0,
    },
    lists,
  );
  // A new match has no record of its own to keep: a rival the fixture names but the list no
  // longer has is chosen again.
  const chosen = (id: string) => (id === KEPT_CHOICE ? "" : id);
  return {
    ...values,
    rivalId: chosen(values.rivalId),
    formationId: chosen(values.formationId),
    goalsFor: "",
    goalsAgainst: "",
    shotsFor: "",
    shotsAgainst: "",
    rivalGoals: [],
  };
}
