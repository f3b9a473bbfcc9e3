// The live match in progress, kept under its own key (`liveMatch`, not one of the spec's six
// lists) and written after every tap, so a reload, a crash or a flat battery resumes it: a slot
// of the store (its subscribe, its commits). Read once per change and handed out with a stable
// identity; another tab's writes arrive through the `storage` event. Two tabs of one phone may
// tap at the same moment, each on a copy that has not seen the other's tap: every write and
// every write heard from another tab merges the logs by event id (`mergeLive`), so no tap
// overwrites another.
import { useSyncExternalStore } from "react";
import { damagedCopyKey, liveClockSampleKey, liveMatchKey } from "../config/storage-keys";
import { mergeLive, readLiveMatch } from "../domain/live/live-match";
import type { LiveMatch } from "../domain/live/live-match";
import type { Match } from "../domain/records/types";
import { jsonOf, readSideKey } from "../storage/side-keys";
import type { SideKeySpec } from "../storage/side-keys";
import { saveMatch } from "./match-commands";
import { fromWrite } from "./result";
import type { CommandResult } from "./result";
import {
  commit,
  getSideText,
  notifyStoreChanged,
  sideSlot,
  subscribeStore as subscribe,
  writeLoose,
} from "./store";

export type LiveRead = {
  live: LiveMatch | undefined;
  /** Something was stored but it is not a live match: its text was copied aside. */
  damaged: boolean;
};

export const LIVE_DAMAGED_MESSAGE = `El partido en directo guardado no se pudo leer. Su texto se copió en «${damagedCopyKey(liveMatchKey)}» y puedes empezar otro.`;

let snapshot: LiveRead | null = null;
sideSlot([liveMatchKey], () => (snapshot = null));

/** The side key's reader: its migrations (none yet), then the live match's reader. */
const liveSide: SideKeySpec<LiveMatch | undefined> = {
  kind: "liveMatch",
  read: (v) => {
    const live = readLiveMatch(v);
    return live ? { value: live, repaired: false } : undefined;
  },
  fallback: () => undefined,
};

function read(): LiveRead {
  const stored = readSideKey(liveMatchKey, liveSide);
  if (!stored.unreadable) return { live: stored.value, damaged: false };
  // Keep the text aside before anything may overwrite it (a new match).
  commit({}, {}, [liveMatchKey]);
  return { live: undefined, damaged: true };
}

export function getLive(): LiveRead {
  return (snapshot ??= read());
}

/** What is stored now, whatever this tab last read (another tab may have written since). */
const storedNow = () => readSideKey(liveMatchKey, liveSide).value;

const sameLog = (a: LiveMatch, b: LiveMatch) => JSON.stringify(a) === JSON.stringify(b);

if (typeof window !== "undefined") {
  window.addEventListener("storage", (e) => {
    if (e.key !== null && e.key !== liveMatchKey) return;
    const mine = snapshot?.live;
    snapshot = null;
    const theirs = getLive().live;
    // The other tab wrote without this tab's latest taps: put them back (a cleared or another
    // match is taken as it is).
    if (mine && theirs && mine.setup.matchId === theirs.setup.matchId) {
      const merged = mergeLive(theirs, mine, mine);
      // The commit tells the store's subscribers.
      if (!sameLog(merged, theirs) && commit({}, { [liveMatchKey]: JSON.stringify(merged) }).ok)
        return;
    }
    notifyStoreChanged([liveMatchKey]);
  });
}

/** The live match in progress (or none), re-rendering on every change. */
export function useLive(): LiveRead {
  return useSyncExternalStore(subscribe, getLive, getLive);
}

/**
 * Stores the live match `next`, computed on the one this tab shows, merged with what another tab
 * may have stored meanwhile. On a full quota the previous state stays stored and a message says so.
 */
export function writeLive(next: LiveMatch): CommandResult {
  const live = mergeLive(storedNow(), snapshot?.live, next);
  const r = commit({}, { [liveMatchKey]: JSON.stringify(live) });
  // Unless a subscriber read it back already: the merge with another tab's write starts from it.
  if (r.ok) snapshot ??= { live, damaged: false };
  return fromWrite(r);
}

/** The keys cleared with the live match: the clock's last reading belonged to that match. */
const cleared = { [liveMatchKey]: null, [liveClockSampleKey]: null };

/** Forgets the live match (discarded after asking). */
export function clearLive(): CommandResult {
  return fromWrite(commit({}, cleared));
}

/** The live clock's last reading as stored (unchecked JSON), or undefined. */
export function readLiveClockSample(): unknown {
  return jsonOf(getSideText(liveClockSampleKey));
}

/** Keeps the live clock's last reading; a full quota only costs a reload its exact resume point. */
export function writeLiveClockSample(sample: unknown): void {
  writeLoose(liveClockSampleKey, JSON.stringify(sample));
}

/**
 * Stores the finished match through the same rule as the match form (every figure follows) and
 * clears the live state in the same write: both happen, or neither.
 */
export function saveLiveMatch(match: Match): CommandResult {
  return saveMatch(match, cleared);
}
