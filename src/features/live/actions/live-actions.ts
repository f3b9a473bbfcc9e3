// The live screen's commands, as pure actions: each takes the stored live match and its input
// and answers the next live match (with what to tell the coach and how to undo it) or a refusal
// with its Spanish message. Nothing here stores, reads the clock or shows anything: the screen
// hands in the time and the ids, stores the answer and shows its notice (use-live-actions.ts).
import { applyClock, minuteCorrection, readClock } from "../../../domain/live/live-clock";
import type { ClockActionKind } from "../../../domain/live/live-clock";
import {
  LIVE_MESSAGES,
  addEvent,
  liveState,
  makeQueuedSubs,
  queueSub,
  removeEvent,
  replaceEvent,
  unqueueSub,
} from "../../../domain/live/live-match";
import type { LiveMatch, QueuedSub } from "../../../domain/live/live-match";
import type { EventStamp, MatchEvent } from "../../../domain/records/types";
import { eventText, stampText } from "../labels";

/** Puts a change back, on the live match as it is when the coach taps «Deshacer». */
export type Undo = (current: LiveMatch) => LiveMatch;

/** What to tell the coach after an action. */
export type Notice = {
  text: string;
  /** One notice per event: recording it again replaces the old one. */
  id?: string;
  /** Shown for 8 seconds, with «Deshacer» when there is an undo. */
  lasting: boolean;
  undo?: Undo;
};

export type Done = { ok: true; live: LiveMatch; notice?: Notice };
export type Refused = { ok: false; message: string };
export type Outcome = Done | Refused;
export type LiveAction<I> = (live: LiveMatch, input: I) => Outcome;

const LASTING = true;

function names(live: LiveMatch) {
  const byId = new Map<string, string>(live.setup.roster.map((p) => [p.id, p.name]));
  return (id: string | undefined) => (id ? (byId.get(id) ?? "¿?") : "");
}

/** The log's wording of an event, as the coach reads it in a notice. */
function said(live: LiveMatch, event: MatchEvent, secondYellow = false): string {
  return `${stampText(event)} · ${eventText(event, names(live), live.setup.rival.name, secondYellow)}`;
}

/** Records one event (a goal, a shot, a card, a note): undone by taking it out again. */
export const recordEvent: LiveAction<{ event: MatchEvent }> = (live, { event }) => {
  if (event.kind === "note" && event.text.trim() === "")
    return { ok: false, message: LIVE_MESSAGES.emptyNote };
  const next = addEvent(live, event);
  // A yellow card reads as a sending-off when it is the player's second.
  const second = liveState(next, event.minute).secondYellows.has(event.id);
  return {
    ok: true,
    live: next,
    notice: {
      text: said(next, event, second),
      id: event.id,
      lasting: LASTING,
      undo: (current) => removeEvent(current, event.id),
    },
  };
};

/** Our goal at `stamp`: its scorer (none: an own goal or unknown) and assistant, if any. */
export function goalEvent(
  id: string,
  stamp: EventStamp,
  scorer: string | null,
  assist?: string,
): MatchEvent {
  return {
    id,
    ...stamp,
    kind: "goal",
    ...(scorer ? { playerId: scorer } : {}),
    ...(assist ? { assistId: assist } : {}),
  };
}

/** Takes an event out of the log; undoing puts it back where it was. */
export const deleteEvent: LiveAction<{ id: string }> = (live, { id }) => {
  const index = live.events.findIndex((e) => e.id === id);
  const event = live.events[index];
  // Already gone (undone in another tab): nothing to take out, nothing to say.
  if (!event) return { ok: true, live };
  return {
    ok: true,
    live: removeEvent(live, id),
    notice: {
      text: `Borrado: ${said(live, event)}`,
      lasting: LASTING,
      undo: (current) => {
        const events = [...current.events];
        events.splice(Math.min(index, events.length), 0, event);
        return { ...current, events };
      },
    },
  };
};

/** Replaces an event by its edited copy; undoing restores the copy it had. */
export const editEvent: LiveAction<{ event: MatchEvent }> = (live, { event }) => {
  const before = live.events.find((e) => e.id === event.id);
  return {
    ok: true,
    live: replaceEvent(live, event),
    notice: {
      text: `Editado: ${said(live, event)}`,
      lasting: LASTING,
      ...(before ? { undo: (current: LiveMatch) => replaceEvent(current, before) } : {}),
    },
  };
};

/** A press of the clock's buttons at match time `at` (a press the clock refuses changes nothing). */
export const pressClock: LiveAction<{ kind: ClockActionKind; at: number; ms?: number }> = (
  live,
  { kind, at, ms },
) => {
  const action = ms === undefined ? { kind, at } : { kind, at, ms };
  return { ok: true, live: { ...live, clock: [...applyClock(live.clock, action)] } };
};

/** Sets the minute being played by hand (live-clock's `minuteCorrection`). */
export const correctMinute: LiveAction<{ minute: number; at: number }> = (live, { minute, at }) => {
  const { periodMinutes } = live.setup;
  const r = minuteCorrection(live.clock, periodMinutes, at, minute);
  if (!r.ok) return r;
  const clock = [...applyClock(live.clock, r.action)];
  return {
    ok: true,
    live: { ...live, clock },
    notice: {
      text: `Minuto corregido: ${readClock(clock, periodMinutes, at).label}`,
      lasting: false,
    },
  };
};

/** Prepares a substitution (made later, with the others, in one tap). */
export const prepareSub: LiveAction<QueuedSub> = (live, sub) => ({
  ok: true,
  live: queueSub(live, sub),
});

/** Drops the prepared substitution at `index`. */
export const dropPreparedSub: LiveAction<{ index: number }> = (live, { index }) => ({
  ok: true,
  live: unqueueSub(live, index),
});

/** Makes every prepared substitution at `stamp`; undoing takes them all out again. */
export const makePreparedSubs: LiveAction<{ stamp: EventStamp; newId: () => string }> = (
  live,
  { stamp, newId },
) => {
  if (live.queue.length === 0) return { ok: true, live };
  const { live: next, made } = makeQueuedSubs(live, stamp, newId);
  const count = made.length === 1 ? "1 cambio hecho" : `${made.length} cambios hechos`;
  return {
    ok: true,
    live: next,
    notice: {
      text: `${stampText(stamp)} · ${count}`,
      lasting: LASTING,
      undo: (current) => made.reduce((c, m) => removeEvent(c, m.id), current),
    },
  };
};
