// The app as the replication engine sees it (sync/port.ts): the store, the live match and the
// status line, handed to the engine when sharing starts, so the engine never imports state.
import type { SyncPort, SyncStatus } from "../sync/port";
import { clearLive, getLive, writeLive } from "./live";
import { commit, getList, getSideText, subscribeStore } from "./store";
import { setReplies } from "./replies";

export function syncPort(report: (status: Partial<SyncStatus>) => void): SyncPort {
  return {
    getList,
    getSide: getSideText,
    commit,
    subscribe: subscribeStore,
    live: {
      get: () => getLive().live,
      write: (live) => void writeLive(live),
      clear: () => void clearLive(),
    },
    report,
    replies: setReplies,
  };
}
