// What the replication engine needs of the app, handed in by state/sync.ts when it starts the
// engine. The engine reads and writes the lists, the side keys (training, settings, insight meta,
// accounts), the live match and the status only through this port, so sync never imports state
// (the lint map in eslint.config.js holds it to that).
import type { ListKey } from "../config/storage-keys";
import type { LiveMatch } from "../domain/live/live-match";
import type { SyncState } from "./status";
import type { Reply, ScheduleEvent } from "../domain/replies/documents";
import type { ListItems } from "../storage/readers";
import type { ListChanges, RawValues } from "../storage/repository";

/** A record the server refused and never had: kept on this device only, with the server's reason. */
export type NotShared = { docId: string; reason: string };

export type SyncStatus = {
  state: SyncState;
  /** Documents changed on this device that the server does not have yet. */
  pending: number;
  /** Documents with competing versions waiting for the coach. */
  conflicts: number;
  /** Changes the server refused (validate_doc_update), one Spanish sentence each. */
  refused: string[];
  /** Records kept on this device that the server refused and never had ('No compartido'). */
  notShared?: NotShared[];
  /**
   * What keeps the lists from holding all the server has, one Spanish explanation each, shown
   * until it is mended (set-aside documents, data that does not fit in this browser).
   */
  problems?: string[];
  /** How many records the state counts ('unshared', 'unreadable'). */
  count?: number;
  /** Why the server asks to sign in (session expired, not a member...). */
  signinReason?: string;
  /** Why the server is not answering, or why the stored address is not used (Spanish). */
  detail?: string;
};

export type SyncPort = {
  /** A list as the store holds it now. */
  getList<K extends ListKey>(key: K): { items: ListItems[K][] };
  /** A side key's stored text (null when absent), as the store reads it. */
  getSide(key: string): string | null;
  /**
   * Writes lists and side keys' texts (null removes one) as one unit (figures included), as every
   * command does; `preserve`: side keys whose stored text is copied aside first.
   */
  commit(
    changes: ListChanges,
    side?: RawValues,
    preserve?: readonly string[],
  ): { ok: true } | { ok: false; reason?: string; message: string };
  /** Called after every change of the store (here or in another tab); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The live match in progress, kept under its own key (its changes reach `subscribe`). */
  live: {
    get(): LiveMatch | undefined;
    write(live: LiveMatch): void;
    clear(): void;
  };
  /** Where the engine reports its status (the top bar's line, the settings section). */
  report(status: Partial<SyncStatus>): void;
  /**
   * Where the players' replies and the published events go (replies.ts); without it the replies
   * database is not opened.
   */
  replies?: (snapshot: { events: ScheduleEvent[]; replies: Reply[] }) => void;
};
