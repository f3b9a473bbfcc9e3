// The part of PouchDB's API the engine uses. Written here rather than taken from
// @types/pouchdb-core, whose global `Buffer` interface breaks Node's typings in the tests.
declare module "pouchdb-browser" {
  type Doc = Record<string, unknown> & { _id: string; _rev?: string; _conflicts?: string[] };
  type Result = { ok: true; id: string; rev: string } | { error: true; id: string; status: number };
  type Changes = {
    on(event: "change", listener: (change: { doc?: Doc; seq?: number | string }) => void): Changes;
    cancel(): void;
  };
  type SyncChange = { direction: "push" | "pull"; change: { docs: Doc[] } };
  class PouchDB {
    constructor(
      name: string,
      options?: {
        auto_compaction?: boolean;
        skip_setup?: boolean;
        auth?: { username: string; password: string };
      },
    );
    info(): Promise<Record<string, unknown>>;
    allDocs(options: {
      include_docs: true;
      conflicts?: boolean;
    }): Promise<{ rows: { id: string; doc?: Doc }[] }>;
    /** The revision of each key, deleted documents included. */
    allDocs(options: {
      keys: string[];
    }): Promise<{ rows: ({ id: string; value: { rev: string } } | { error: string })[] }>;
    get(id: string, options?: { rev?: string; conflicts?: boolean }): Promise<Doc>;
    bulkDocs(docs: Doc[]): Promise<Result[]>;
    put(doc: Doc): Promise<{ ok: true; id: string; rev: string }>;
    changes(options: {
      since: "now" | number;
      live: true;
      include_docs: true;
      conflicts?: boolean;
    }): Changes;
    /** Once: what changed since `since`, and where the feed stands now. */
    changes(options: {
      since: number | string;
      include_docs: true;
    }): Promise<{ results: { doc?: Doc }[]; last_seq: number | string }>;
    sync(
      remote: PouchDB,
      options: {
        live: boolean;
        retry: boolean;
        back_off_function?: (delay: number) => number;
        /** Options of the pull half only: a function filter runs on each fetched document. */
        pull?: { filter?: (doc: Doc) => boolean };
        push?: { filter: (doc: Doc) => boolean };
      },
    ): PouchDB.Sync;
    /** Both ways, once: settles when both directions have finished. */
    sync(remote: PouchDB, options: { batch_size?: number }): Promise<unknown>;
    destroy(): Promise<unknown>;
  }
  namespace PouchDB {
    type SyncListeners = {
      (event: "change", listener: (info: SyncChange) => void): Sync;
      (event: "paused", listener: (err: unknown) => void): Sync;
      (event: "active", listener: () => void): Sync;
      (event: "denied" | "error", listener: (err: unknown) => void): Sync;
    };
    type Direction = {
      on(event: "paused", listener: (err: unknown) => void): Direction;
      on(event: "active", listener: () => void): Direction;
      /** Every failed request, before the back-off's next try. */
      on(event: "requestError", listener: (err: unknown) => void): Direction;
    };
    type Sync = {
      on: SyncListeners;
      cancel(): void;
      /** The pull half: 'paused' once it has written everything the server had. */
      pull: Direction;
      /** The push half: 'paused' once the server has everything written here. */
      push: Direction;
    };
    type Database = PouchDB;
  }
  export default PouchDB;
}
