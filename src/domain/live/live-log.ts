// The live match's record and its event log: what the coach set up, the clock presses and the
// events, and the pure changes to them (add, remove, replace, queue substitutions). What the log
// means at a minute is live-state.ts; the match record it becomes is live-record.ts; reading a
// stored one back is live-read.ts.
import type { FormationLike } from "../squad/formation-roles";
import type { ClockAction } from "./live-clock";
import type { EventStamp, MatchEvent, MatchLocation, PlayerPosition } from "../records/types";
import type { FixtureId, FormationId, MatchId, PlanId, PlayerId, RivalId } from "../base/ids";

export const LIVE_MATCH_VERSION = 1;

/** A player called up for the match, copied at the start so the match never depends on edits. */
export type RosterPlayer = { id: PlayerId; name: string; number: number; position: PlayerPosition };

export type LiveFormation = FormationLike & { id?: FormationId; name: string; type: string };

export type LiveSetup = {
  /** The id the saved match will have. */
  matchId: MatchId;
  /** 'YYYY-MM-DD' */
  date: string;
  location: MatchLocation;
  competition: string;
  /** Length of one half (45, 40, 35, 30 or 25). */
  periodMinutes: number;
  rival: { id?: RivalId; name: string };
  formation: LiveFormation;
  /** 'Posición N' → player id: the starting XI. */
  lineup: Record<string, PlayerId>;
  /** Everyone called up: the starters and the bench. */
  roster: RosterPlayer[];
  /** The plan it started from, if any. */
  planId?: PlanId;
  /** The calendar fixture it plays: the saved match marks it played. */
  fixtureId?: FixtureId;
};

export type QueuedSub = { outId: string; inId: string };

export type LiveMatch = {
  version: typeof LIVE_MATCH_VERSION;
  setup: LiveSetup;
  clock: ClockAction[];
  events: MatchEvent[];
  /** Substitutions chosen but not made yet (made together with one tap). */
  queue: QueuedSub[];
  /** Ids of events taken out of the log, so another tab of the phone that still shows them
   * does not bring them back (`mergeLive`). Absent until an event is taken out. */
  removed?: string[];
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

/**
 * An event as its edit sheet leaves it, the minute and added time typed as texts: the event to
 * store, or the Spanish message of the first problem.
 */
export function editedEvent(
  draft: MatchEvent,
  typed: { minute: string; added: string },
  periodMinutes: number,
): { ok: true; value: MatchEvent } | { ok: false; message: string } {
  const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);
  const stamp = {
    period: draft.period,
    minute: whole(typed.minute),
    added: typed.added.trim() === "" ? 0 : whole(typed.added),
  };
  const message =
    stampIssue(stamp, periodMinutes) ??
    (draft.kind === "note" && !draft.text.trim()
      ? LIVE_MESSAGES.emptyNote
      : draft.kind === "goal" && draft.assistId && draft.assistId === draft.playerId
        ? LIVE_MESSAGES.sameAssist
        : draft.kind === "sub" && draft.outId === draft.inId
          ? LIVE_MESSAGES.inAlreadyOn
          : undefined);
  if (message) return { ok: false, message };
  const next = { ...draft, ...stamp } as MatchEvent;
  if (next.kind === "goal") {
    if (!next.playerId) delete next.playerId;
    if (!next.assistId) delete next.assistId;
  }
  return { ok: true, value: next };
}

/**
 * What a tab stores after an action: `next`, computed on `base` (the live match as this tab last
 * had it), merged with `stored` (what another tab of the phone may have written meanwhile, which
 * this tab has not seen). Events merge by id: every event of either side stays unless a side took
 * it out (its id then goes to `removed`, so a tab that still shows it does not bring it back;
 * putting it back, an undo, takes it off that list); an event this tab changed keeps its new
 * version, any other the stored one. Clock presses of both sides are kept (a press that makes no
 * sense in its phase is ignored by the clock). The queue and the setup are `next`'s when this tab
 * changed them. Another match stored (started in another tab) is not merged: `next` wins.
 */
export function mergeLive(
  stored: LiveMatch | undefined,
  base: LiveMatch | undefined,
  next: LiveMatch,
): LiveMatch {
  if (!stored || stored.setup.matchId !== next.setup.matchId) return next;
  const before = new Map((base?.events ?? []).map((e) => [e.id, e]));
  const nextIds = new Set(next.events.map((e) => e.id));
  const wasRemoved = new Set(base?.removed ?? []);
  const removed = new Set([...(stored.removed ?? []), ...(next.removed ?? [])]);
  for (const id of before.keys()) if (!nextIds.has(id)) removed.add(id);
  for (const id of nextIds) if (wasRemoved.has(id) || !before.has(id)) removed.delete(id);
  const mine = new Map(next.events.filter((e) => before.get(e.id) !== e).map((e) => [e.id, e]));
  const storedIds = new Set(stored.events.map((e) => e.id));
  const events = [
    ...stored.events.map((e) => mine.get(e.id) ?? e),
    ...next.events.filter((e) => !storedIds.has(e.id)),
  ].filter((e) => !removed.has(e.id));
  const press = (a: LiveMatch["clock"][number]) => `${a.kind}@${a.at}@${a.ms ?? ""}`;
  const pressed = new Set(stored.clock.map(press));
  const merged: LiveMatch = {
    ...stored,
    setup: next.setup === base?.setup ? stored.setup : next.setup,
    clock: [...stored.clock, ...next.clock.filter((a) => !pressed.has(press(a)))],
    events,
    queue: next.queue === base?.queue ? stored.queue : next.queue,
  };
  if (removed.size > 0) merged.removed = [...removed];
  else delete merged.removed;
  return merged;
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
