// The live match: what the coach set up, the clock presses and the event log,
// and every figure read from them. Pure: the screen keeps one LiveMatch, calls these functions
// and shows their answers. Who was on the pitch and minutes played come from timeline.ts, the
// same module the match form and the figures use.
import { FAIR_PLAY_TARGET, belowTarget, evenShare } from "../analytics/fair-share";
import { seasonOfDate } from "../calendar/season";
import { LIMITS } from "../records/limits";
import { isObject } from "../records/guards";
import { slotsOf } from "../squad/formation-roles";
import type { FormationLike } from "../squad/formation-roles";
import type { ClockAction } from "./live-clock";
import { DEFAULT_PERIOD_MINUTES, PERIOD_LENGTHS } from "./live-clock";
import { minutesPlayed, onPitchAfter, stintsOf, wasOnPitchAt } from "../match/timeline";
import type { Stint } from "../match/timeline";
import type {
  Card,
  EventStamp,
  Match,
  MatchEvent,
  MatchLocation,
  MatchShot,
  PlayerPosition,
  Scorer,
  Substitution,
} from "../records/types";

export const LIVE_MATCH_VERSION = 1;

/** A player called up for the match, copied at the start so the match never depends on edits. */
export type RosterPlayer = { id: string; name: string; number: number; position: PlayerPosition };

export type LiveFormation = FormationLike & { id?: string; name: string; type: string };

export type LiveSetup = {
  /** The id the saved match will have. */
  matchId: string;
  /** 'YYYY-MM-DD' */
  date: string;
  location: MatchLocation;
  competition: string;
  /** Length of one half (45, 40, 35, 30 or 25). */
  periodMinutes: number;
  rival: { id?: string; name: string };
  formation: LiveFormation;
  /** 'Posición N' → player id: the starting XI. */
  lineup: Record<string, string>;
  /** Everyone called up: the starters and the bench. */
  roster: RosterPlayer[];
  /** The plan it started from, if any. */
  planId?: string;
  /** The calendar fixture it plays: the saved match marks it played. */
  fixtureId?: string;
};

export type QueuedSub = { outId: string; inId: string };

export type LiveMatch = {
  version: typeof LIVE_MATCH_VERSION;
  setup: LiveSetup;
  clock: ClockAction[];
  events: MatchEvent[];
  /** Substitutions chosen but not made yet (made together with one tap). */
  queue: QueuedSub[];
};

export const LIVE_MESSAGES = {
  notOnPitch: "Ese jugador no estaba en el campo en ese minuto.",
  outNotOnPitch: "El jugador que sale no estaba en el campo.",
  inAlreadyOn: "El jugador que entra ya estaba en el campo.",
  sentOff: "El jugador ya había sido expulsado.",
  unknownPlayer: "Ese jugador no está convocado.",
  sameAssist: "El asistente no puede ser el goleador.",
  minuteRange: "El minuto no corresponde a esa parte.",
  emptyNote: "Escribe la nota.",
} as const;

// ---------------------------------------------------------------------------------------------
// Starting and changing the log

export function newLiveMatch(setup: LiveSetup): LiveMatch {
  return { version: LIVE_MATCH_VERSION, setup, clock: [], events: [], queue: [] };
}

/** Events in the order they happened: period, minute, added minute, then as recorded. */
export function orderedEvents(events: readonly MatchEvent[]): MatchEvent[] {
  return events
    .map((e, i) => ({ e, i }))
    .sort(
      (a, b) =>
        a.e.period - b.e.period || a.e.minute - b.e.minute || a.e.added - b.e.added || a.i - b.i,
    )
    .map((x) => x.e);
}

export function addEvent(live: LiveMatch, event: MatchEvent): LiveMatch {
  return { ...live, events: [...live.events, event] };
}

export function removeEvent(live: LiveMatch, id: string): LiveMatch {
  return { ...live, events: live.events.filter((e) => e.id !== id) };
}

/** Replaces one event (same id) in place, keeping its position in the log. */
export function replaceEvent(live: LiveMatch, event: MatchEvent): LiveMatch {
  return { ...live, events: live.events.map((e) => (e.id === event.id ? event : e)) };
}

/** The minutes an event of `period` may carry (added time aside). */
export function minuteRange(period: 1 | 2, periodMinutes: number): { min: number; max: number } {
  return period === 1
    ? { min: 0, max: periodMinutes }
    : { min: periodMinutes, max: 2 * periodMinutes };
}

/** A stamp checked for an edit: undefined when it is fine, else the Spanish message. */
export function stampIssue(stamp: EventStamp, periodMinutes: number): string | undefined {
  const { min, max } = minuteRange(stamp.period, periodMinutes);
  const ok =
    Number.isInteger(stamp.minute) &&
    Number.isInteger(stamp.added) &&
    stamp.minute >= min &&
    stamp.minute <= max &&
    stamp.added >= 0 &&
    stamp.added <= 30 &&
    (stamp.added === 0 || stamp.minute === max);
  return ok ? undefined : LIVE_MESSAGES.minuteRange;
}

/** Queues a substitution; a player already in the queue (either way) replaces the old pair. */
export function queueSub(live: LiveMatch, sub: QueuedSub): LiveMatch {
  const queue = live.queue.filter(
    (q) =>
      q.outId !== sub.outId && q.inId !== sub.inId && q.outId !== sub.inId && q.inId !== sub.outId,
  );
  return { ...live, queue: [...queue, sub] };
}

export function unqueueSub(live: LiveMatch, index: number): LiveMatch {
  return { ...live, queue: live.queue.filter((_, i) => i !== index) };
}

/** Makes every queued substitution at `stamp`, one event each; ids come from `newId`. */
export function makeQueuedSubs(
  live: LiveMatch,
  stamp: EventStamp,
  newId: () => string,
): { live: LiveMatch; made: MatchEvent[] } {
  const made: MatchEvent[] = live.queue.map((q) => ({
    id: newId(),
    ...stamp,
    kind: "sub",
    outId: q.outId,
    inId: q.inId,
  }));
  return { live: { ...live, events: [...live.events, ...made], queue: [] }, made };
}

// ---------------------------------------------------------------------------------------------
// Reading the state

export type PlayerLine = {
  player: RosterPlayer;
  onPitch: boolean;
  sentOff: boolean;
  /** Minutes on the pitch so far. */
  minutes: number;
  /** Minutes on the bench so far (the rest of the time played). */
  benchMinutes: number;
  yellow: number;
  goals: number;
  assists: number;
  /** Fair play: projected well below an even share of the minutes (see `fairPlay`). */
  lowMinutes: boolean;
};

export type LiveState = {
  score: { for: number; against: number };
  shots: { for: number; against: number };
  /** The log in match order. */
  ordered: MatchEvent[];
  /** 'Posición N' → who is there now (undefined after a red card left it empty). */
  positions: Record<string, string | undefined>;
  onPitch: Set<string>;
  sentOff: Set<string>;
  /** Players on the roster who may come on now. */
  bench: RosterPlayer[];
  /** Cards that were a player's second yellow, and so a red. */
  secondYellows: Set<string>;
  /** Event id → what is wrong with it (kept, and shown in the log). */
  issues: Map<string, string>;
  /** Every called-up player, the order of the roster. */
  players: PlayerLine[];
  /** Each player's spells on the pitch (timeline.ts), red cards closing a spell. */
  stints: Map<string, Stint[]>;
};

function rosterMap(setup: LiveSetup): Map<string, RosterPlayer> {
  return new Map(setup.roster.map((p) => [p.id, p]));
}

/** The even share of minutes and who is projected well below it. */
export function fairPlay(input: {
  /** Match length in minutes (2 × period). */
  total: number;
  /** Minutes played so far. */
  now: number;
  /** Places on the pitch (11 with a full formation). */
  places: number;
  /** Players called up. */
  squad: number;
  /** The player's minutes so far and whether they are on the pitch. */
  minutes: number;
  onPitch: boolean;
}): { evenShare: number; projected: number; low: boolean } {
  const { total, now, places, squad, minutes, onPitch } = input;
  // The same rule as the season's fairness view (analytics/fairness.ts).
  const even = evenShare(total, places, squad);
  const projected = minutes + (onPitch ? Math.max(0, total - now) : 0);
  // Said only once 40 % of the match is gone, for those projected under half an even share.
  const low = total > 0 && now >= 0.4 * total && belowTarget(projected, even, FAIR_PLAY_TARGET);
  return { evenShare: even, projected, low };
}

/**
 * The state of the match after its events, with minutes counted up to `nowMinute` (the match
 * minutes elapsed, on the stored scale: see live-clock `nominalMinutes`).
 */
export function liveState(live: LiveMatch, nowMinute: number): LiveState {
  const { setup } = live;
  const roster = rosterMap(setup);
  const ordered = orderedEvents(live.events);
  const issues = new Map<string, string>();
  const positions: Record<string, string | undefined> = {};
  const onPitch = new Set<string>();
  const starters: string[] = [];
  for (const slot of slotsOf(setup.formation)) {
    const id = setup.lineup[slot.key];
    if (id && roster.has(id) && !onPitch.has(id)) {
      positions[slot.key] = id;
      onPitch.add(id);
      starters.push(id);
    } else positions[slot.key] = undefined;
  }
  const sentOff = new Map<string, number>();
  const yellows = new Map<string, number>();
  const secondYellows = new Set<string>();
  const validSubs: { out: string; in: string; minute: number }[] = [];
  const goals = new Map<string, number>();
  const assists = new Map<string, number>();
  const involved: { id: string; player: string; minute: number }[] = [];
  let gf = 0;
  let ga = 0;
  let sf = 0;
  let sa = 0;

  for (const e of ordered) {
    switch (e.kind) {
      case "goal":
        gf += 1;
        sf += 1;
        // Who was on the pitch at the goal's minute is the timeline's answer, once every
        // substitution and red card is known (below).
        if (e.playerId) {
          if (!roster.has(e.playerId)) issues.set(e.id, LIVE_MESSAGES.unknownPlayer);
          else involved.push({ id: e.id, player: e.playerId, minute: e.minute });
          goals.set(e.playerId, (goals.get(e.playerId) ?? 0) + 1);
        }
        if (e.assistId) {
          if (e.assistId === e.playerId) issues.set(e.id, LIVE_MESSAGES.sameAssist);
          else involved.push({ id: e.id, player: e.assistId, minute: e.minute });
          assists.set(e.assistId, (assists.get(e.assistId) ?? 0) + 1);
        }
        break;
      case "rivalGoal":
        ga += 1;
        sa += 1;
        break;
      case "shot":
        sf += 1;
        break;
      case "rivalShot":
        sa += 1;
        break;
      case "card": {
        if (!roster.has(e.playerId)) {
          issues.set(e.id, LIVE_MESSAGES.unknownPlayer);
          break;
        }
        if (sentOff.has(e.playerId)) {
          issues.set(e.id, LIVE_MESSAGES.sentOff);
          break;
        }
        let red = e.card === "red";
        if (e.card === "yellow") {
          const n = (yellows.get(e.playerId) ?? 0) + 1;
          yellows.set(e.playerId, n);
          if (n >= 2) {
            secondYellows.add(e.id);
            red = true;
          }
        }
        if (red) {
          sentOff.set(e.playerId, e.minute);
          if (onPitch.delete(e.playerId)) {
            for (const key of Object.keys(positions)) {
              if (positions[key] === e.playerId) positions[key] = undefined;
            }
          }
        }
        break;
      }
      case "sub": {
        if (!roster.has(e.outId) || !roster.has(e.inId))
          issues.set(e.id, LIVE_MESSAGES.unknownPlayer);
        else if (!onPitch.has(e.outId)) issues.set(e.id, LIVE_MESSAGES.outNotOnPitch);
        else if (sentOff.has(e.inId)) issues.set(e.id, LIVE_MESSAGES.sentOff);
        else if (onPitch.has(e.inId)) issues.set(e.id, LIVE_MESSAGES.inAlreadyOn);
        else {
          onPitch.delete(e.outId);
          onPitch.add(e.inId);
          for (const key of Object.keys(positions)) {
            if (positions[key] === e.outId) positions[key] = e.inId;
          }
          validSubs.push({ out: e.outId, in: e.inId, minute: e.minute });
        }
        break;
      }
      case "note":
        break;
    }
  }

  // Spells on the pitch: the one timeline, red cards (second yellows included) ending a spell.
  const stints = stintsOf({
    starters,
    subs: validSubs,
    reds: [...sentOff].map(([player, minute]) => ({ player, minute })),
  });
  for (const x of involved) {
    if (!issues.has(x.id) && !wasOnPitchAt(stints, x.player, x.minute)) {
      issues.set(x.id, LIVE_MESSAGES.notOnPitch);
    }
  }
  // Who is on now, for the pickers and hints: the spells still open once every change is made.
  const onNow = onPitchAfter(stints, Number.POSITIVE_INFINITY);

  const total = 2 * (setup.periodMinutes || DEFAULT_PERIOD_MINUTES);
  const now = Math.max(0, Math.min(total, nowMinute));
  const played = minutesPlayed(cutAt(stints, now), total);
  const places = slotsOf(setup.formation).length;
  const players: PlayerLine[] = setup.roster.map((player) => {
    const minutes = Math.floor(played.get(player.id) ?? 0);
    const on = onNow.has(player.id);
    const fair = fairPlay({
      total,
      now,
      places,
      squad: setup.roster.length,
      minutes: played.get(player.id) ?? 0,
      onPitch: on,
    });
    return {
      player,
      onPitch: on,
      sentOff: sentOff.has(player.id),
      minutes,
      benchMinutes: Math.max(0, Math.floor(now) - minutes),
      yellow: yellows.get(player.id) ?? 0,
      goals: goals.get(player.id) ?? 0,
      assists: assists.get(player.id) ?? 0,
      lowMinutes: fair.low && player.position !== "Goalkeeper" && !sentOff.has(player.id),
    };
  });

  return {
    score: { for: gf, against: ga },
    shots: { for: sf, against: sa },
    ordered,
    positions,
    onPitch: onNow,
    sentOff: new Set(sentOff.keys()),
    bench: setup.roster.filter((p) => !onNow.has(p.id) && !sentOff.has(p.id)),
    secondYellows,
    issues,
    players,
    stints,
  };
}

/** The spells as far as minute `now`. */
function cutAt(stints: Map<string, Stint[]>, now: number): Map<string, Stint[]> {
  const cut = new Map<string, Stint[]>();
  for (const [id, list] of stints) {
    cut.set(
      id,
      list.filter((s) => s.from <= now).map((s) => ({ from: s.from, to: Math.min(s.to, now) })),
    );
  }
  return cut;
}

// ---------------------------------------------------------------------------------------------
// The stored match

/**
 * The match record exactly as it will be stored: the spec's shape with names, the id links
 * beside them, and the live extras (rival goal minutes, shots, the log). Goals count as shots.
 * A second yellow is stored as a red card, with the player's first yellow kept as it was.
 * Events the log marks as wrong are left out of the lists (the score still counts every goal).
 */
export function liveToMatch(live: LiveMatch, options: { seasonStartMonth?: number } = {}): Match {
  const { setup } = live;
  const state = liveState(live, 2 * setup.periodMinutes);
  const roster = rosterMap(setup);
  const name = (id: string | undefined) => (id ? (roster.get(id)?.name ?? "") : "");
  const ok = (e: MatchEvent) => !state.issues.has(e.id);

  const formationPlayers: Record<string, string> = {};
  const formationPlayerIds: Record<string, string> = {};
  for (const slot of slotsOf(setup.formation)) {
    const id = setup.lineup[slot.key];
    if (id && roster.has(id)) {
      formationPlayers[slot.key] = name(id);
      formationPlayerIds[slot.key] = id;
    }
  }

  const scorers: Scorer[] = [];
  const assistNames: string[] = [];
  const assistIds: string[] = [];
  const cards: Card[] = [];
  const subs: Substitution[] = [];
  const rivalGoalMinutes: number[] = [];
  const shotsTimeline: MatchShot[] = [];
  for (const e of state.ordered) {
    switch (e.kind) {
      case "goal":
        shotsTimeline.push({ side: "for", minute: e.minute, period: e.period, goal: true });
        if (e.playerId && roster.has(e.playerId) && ok(e)) {
          scorers.push({ player: name(e.playerId), minute: e.minute, playerId: e.playerId });
        }
        if (e.assistId && roster.has(e.assistId) && ok(e)) {
          assistNames.push(name(e.assistId));
          assistIds.push(e.assistId);
        }
        break;
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
      case "card":
        if (!ok(e)) break;
        cards.push({
          player: name(e.playerId),
          type: state.secondYellows.has(e.id) ? "red" : e.card,
          playerId: e.playerId,
          minute: e.minute,
        });
        break;
      case "sub":
        if (!ok(e)) break;
        subs.push({
          playerOut: name(e.outId),
          playerIn: name(e.inId),
          minute: e.minute,
          playerOutId: e.outId,
          playerInId: e.inId,
        });
        break;
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
  };
  if (setup.rival.id) match.rivalId = setup.rival.id;
  if (setup.formation.id) match.formationId = setup.formation.id;
  if (setup.fixtureId) match.fixtureId = setup.fixtureId;
  const season = seasonOfDate(setup.date, options.seasonStartMonth);
  if (season) match.season = season;
  return match;
}

// ---------------------------------------------------------------------------------------------
// Reading what was stored (a reload, a crash): anything unexpected is refused, never trusted.

const isStr = (x: unknown): x is string => typeof x === "string";
const isInt = (x: unknown): x is number => typeof x === "number" && Number.isInteger(x);

// The same bounds as the stored lists' readers: a live match also arrives from the team's
// server, and a name of megabytes must not reach the live screen.
const NAME_CHARS = LIMITS.shortText;
const NOTE_CHARS = LIMITS.note;
const MAX_ROSTER = LIMITS.lists.players;
const MAX_EVENTS = 2_000;
const cut = (x: string, max: number) => (x.length > max ? x.slice(0, max) : x);

function readStamp(x: Record<string, unknown>): EventStamp | undefined {
  if ((x.period !== 1 && x.period !== 2) || !isInt(x.minute)) return undefined;
  return { period: x.period, minute: x.minute, added: isInt(x.added) ? x.added : 0 };
}

function readEvent(x: unknown): MatchEvent | undefined {
  if (!isObject(x) || !isStr(x.id)) return undefined;
  const stamp = readStamp(x);
  if (!stamp) return undefined;
  const base = { id: x.id, ...stamp };
  switch (x.kind) {
    case "goal": {
      const e: MatchEvent = { ...base, kind: "goal" };
      if (isStr(x.playerId) && x.playerId) e.playerId = x.playerId;
      if (isStr(x.assistId) && x.assistId) e.assistId = x.assistId;
      return e;
    }
    case "rivalGoal":
    case "shot":
    case "rivalShot":
      return { ...base, kind: x.kind };
    case "card":
      return isStr(x.playerId) && (x.card === "yellow" || x.card === "red")
        ? { ...base, kind: "card", playerId: x.playerId, card: x.card }
        : undefined;
    case "sub":
      return isStr(x.outId) && isStr(x.inId)
        ? { ...base, kind: "sub", outId: x.outId, inId: x.inId }
        : undefined;
    case "note":
      return isStr(x.text) ? { ...base, kind: "note", text: cut(x.text, NOTE_CHARS) } : undefined;
    default:
      return undefined;
  }
}

const CLOCK_KINDS = new Set([
  "start",
  "pause",
  "resume",
  "halfTime",
  "secondHalf",
  "fullTime",
  "adjust",
]);

/**
 * A stored live match, checked. Undefined when it is not one (the caller keeps the text aside
 * and says so); single malformed events or clock presses are dropped, the rest is kept.
 */
export function readLiveMatch(raw: unknown): LiveMatch | undefined {
  if (!isObject(raw) || raw.version !== LIVE_MATCH_VERSION || !isObject(raw.setup))
    return undefined;
  const s = raw.setup;
  if (
    !isStr(s.matchId) ||
    !isStr(s.date) ||
    (s.location !== "home" && s.location !== "away") ||
    !isObject(s.rival) ||
    !isStr(s.rival.name) ||
    !isObject(s.formation) ||
    !isStr(s.formation.name) ||
    !isObject(s.lineup) ||
    !Array.isArray(s.roster)
  ) {
    return undefined;
  }
  const f = s.formation;
  const formationName = f.name as string;
  const lines = (x: unknown) => (Array.isArray(x) ? x.filter(isInt) : []);
  const roster: RosterPlayer[] = s.roster.slice(0, MAX_ROSTER).flatMap((p) =>
    isObject(p) && isStr(p.id) && isStr(p.name)
      ? [
          {
            id: p.id,
            name: cut(p.name, NAME_CHARS),
            number: isInt(p.number) ? p.number : 0,
            position: (["Goalkeeper", "Defender", "Midfielder", "Forward"] as const).includes(
              p.position as PlayerPosition,
            )
              ? (p.position as PlayerPosition)
              : "Forward",
          },
        ]
      : [],
  );
  const lineup: Record<string, string> = {};
  for (const [k, v] of Object.entries(s.lineup)) if (isStr(v)) lineup[k] = v;
  const roles: Record<string, string> = {};
  if (isObject(f.roles))
    for (const [k, v] of Object.entries(f.roles)) if (isStr(v)) roles[k] = cut(v, NAME_CHARS);
  const period =
    isInt(s.periodMinutes) && (PERIOD_LENGTHS as readonly number[]).includes(s.periodMinutes)
      ? s.periodMinutes
      : DEFAULT_PERIOD_MINUTES;
  const setup: LiveSetup = {
    matchId: s.matchId,
    date: s.date,
    location: s.location,
    competition: isStr(s.competition) ? cut(s.competition, NAME_CHARS) : "",
    periodMinutes: period,
    rival: {
      ...(isStr(s.rival.id) ? { id: s.rival.id } : {}),
      name: cut(s.rival.name, NAME_CHARS),
    },
    formation: {
      ...(isStr(f.id) ? { id: f.id } : {}),
      name: cut(formationName, NAME_CHARS),
      type: isStr(f.type) ? cut(f.type, NAME_CHARS) : "",
      defenderLines: lines(f.defenderLines),
      midfielderLines: lines(f.midfielderLines),
      forwardLines: lines(f.forwardLines),
      roles,
    },
    lineup,
    roster,
  };
  if (isStr(s.planId)) setup.planId = s.planId;
  if (isStr(s.fixtureId)) setup.fixtureId = s.fixtureId;
  const clock: ClockAction[] = (Array.isArray(raw.clock) ? raw.clock : []).flatMap((a) =>
    isObject(a) &&
    isStr(a.kind) &&
    CLOCK_KINDS.has(a.kind) &&
    typeof a.at === "number" &&
    Number.isFinite(a.at)
      ? [
          {
            kind: a.kind as ClockAction["kind"],
            at: a.at,
            ...(typeof a.ms === "number" && Number.isFinite(a.ms) ? { ms: a.ms } : {}),
          },
        ]
      : [],
  );
  const events = (Array.isArray(raw.events) ? raw.events.slice(0, MAX_EVENTS) : []).flatMap((e) => {
    const ev = readEvent(e);
    return ev ? [ev] : [];
  });
  const queue = (Array.isArray(raw.queue) ? raw.queue : []).flatMap((q) =>
    isObject(q) && isStr(q.outId) && isStr(q.inId) ? [{ outId: q.outId, inId: q.inId }] : [],
  );
  return { version: LIVE_MATCH_VERSION, setup, clock, events, queue };
}
