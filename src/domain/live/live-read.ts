// Reading a stored live match (a reload, a crash, the team's server): anything unexpected is
// refused, never trusted.
import { LIMITS } from "../base/limits";
import { isObject } from "../base/guards";
import type { ClockAction } from "./live-clock";
import { DEFAULT_PERIOD_MINUTES, PERIOD_LENGTHS } from "./live-clock";
import type { EventStamp, MatchEvent, PlayerPosition } from "../records/types";
import { LIVE_MATCH_VERSION } from "./live-log";
import type { LiveMatch, LiveSetup, RosterPlayer } from "./live-log";
import type { FixtureId, FormationId, MatchId, PlanId, PlayerId, RivalId } from "../base/ids";

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
            id: p.id as PlayerId,
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
  // The stored strings become ids here, as in the records' readers.
  const lineup: Record<string, PlayerId> = {};
  for (const [k, v] of Object.entries(s.lineup)) if (isStr(v)) lineup[k] = v as PlayerId;
  const roles: Record<string, string> = {};
  if (isObject(f.roles))
    for (const [k, v] of Object.entries(f.roles)) if (isStr(v)) roles[k] = cut(v, NAME_CHARS);
  const period =
    isInt(s.periodMinutes) && (PERIOD_LENGTHS as readonly number[]).includes(s.periodMinutes)
      ? s.periodMinutes
      : DEFAULT_PERIOD_MINUTES;
  const setup: LiveSetup = {
    matchId: s.matchId as MatchId,
    date: s.date,
    location: s.location,
    competition: isStr(s.competition) ? cut(s.competition, NAME_CHARS) : "",
    periodMinutes: period,
    rival: {
      ...(isStr(s.rival.id) ? { id: s.rival.id as RivalId } : {}),
      name: cut(s.rival.name, NAME_CHARS),
    },
    formation: {
      ...(isStr(f.id) ? { id: f.id as FormationId } : {}),
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
  if (isStr(s.planId)) setup.planId = s.planId as PlanId;
  if (isStr(s.fixtureId)) setup.fixtureId = s.fixtureId as FixtureId;
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
  const live: LiveMatch = { version: LIVE_MATCH_VERSION, setup, clock, events, queue };
  const removed = Array.isArray(raw.removed) ? raw.removed.slice(0, MAX_EVENTS).filter(isStr) : [];
  if (removed.length > 0) live.removed = removed;
  return live;
}
