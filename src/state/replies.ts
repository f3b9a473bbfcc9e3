// The players' replies as the coach's screens see them (docs/sync.md, "The players' replies"):
// the events published on the replies database and every reply, handed in by the sync engine
// (sync/replies.ts) through its port while sharing is on. Empty while sharing is off: the
// screens then show no counts. Small on purpose: the calendar and the call-up import it.
import { useSyncExternalStore } from "react";
import type { Reply, ScheduleEvent } from "../domain/replies/documents";

export type RepliesState = {
  /** False until the replies database has been read once on this page. */
  ready: boolean;
  events: ScheduleEvent[];
  replies: Reply[];
};

let state: RepliesState = { ready: false, events: [], replies: [] };
const listeners = new Set<() => void>();

export function setReplies(
  snapshot: { events: ScheduleEvent[]; replies: Reply[] },
  ready = true,
): void {
  state = { ready, ...snapshot };
  for (const l of listeners) l();
}

export const getReplies = (): RepliesState => state;

export function useReplies(): RepliesState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getReplies,
    getReplies,
  );
}
