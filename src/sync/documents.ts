// The spec's lists <-> the team's documents (docs/sync.md). Pure: no PouchDB, no storage.
//
// One document per record with a type-prefixed id (`player:<id>`, `match:<id>`, ...), so two
// people editing different records never touch the same document. What the figures rule writes
// (player `stats`, the formation and rival counters, a rival's entries of stored matches) is
// never in a document: every device derives it again from the matches (domain/figures/figures.ts) when
// it writes the lists back. Opening balances are data and travel with their record. Rival notes
// and live-match events are documents of their own, so additions from two devices never collide.
// The AI settings are not a collection at all: they never leave the device. The texts the
// documents are compared by: stable-json.ts; their prints and the agreement: prints.ts.
import { FORMATION_COUNTERS, RIVAL_COUNTERS } from "../domain/figures/counters";
import { isObject } from "../domain/base/guards";
import { readGuardians } from "../domain/replies/accounts-file";
import { textHash } from "./stable-json";

/** A document as the app sees it: its fields without `_id` and `_rev`. */
export type Body = Record<string, unknown>;
export type DocMap = Map<string, Body>;

/** Everything that is synced, as stored on this device (raw JSON values, not yet validated). */
export type LocalData = {
  players: unknown[];
  formations: unknown[];
  rivals: unknown[];
  matches: unknown[];
  matchPlans: unknown[];
  savedInsights: unknown[];
  savedInsightsMeta: unknown;
  fixtures: unknown[];
  availability: unknown[];
  /** The training keys' items (docs/training.md). */
  trainingSessions: unknown[];
  trainingSeries: unknown[];
  trainingAttendance: unknown[];
  trainingTemplates: unknown[];
  teamSettings: unknown;
  liveMatch: unknown;
  /** The players' accounts and their guardians (`{accounts: [{playerId, user}], guardians}`). */
  playerAccounts: unknown;
};

/** No data at all (`over` fills some of it). */
export function emptyLocalData(over: Partial<LocalData> = {}): LocalData {
  return {
    players: [],
    formations: [],
    rivals: [],
    matches: [],
    matchPlans: [],
    savedInsights: [],
    savedInsightsMeta: [],
    fixtures: [],
    availability: [],
    trainingSessions: [],
    trainingSeries: [],
    trainingAttendance: [],
    trainingTemplates: [],
    teamSettings: undefined,
    liveMatch: undefined,
    playerAccounts: undefined,
    ...over,
  };
}

/** Id-keyed lists synced one record per document, with what is derived and never synced. */
export const recordCollections = [
  { key: "players", type: "player", derived: ["stats"] },
  { key: "formations", type: "formation", derived: [...FORMATION_COUNTERS] },
  { key: "rivals", type: "rival", derived: [...RIVAL_COUNTERS, "notes"] },
  { key: "matches", type: "match", derived: [] },
  { key: "matchPlans", type: "plan", derived: [] },
  { key: "fixtures", type: "fixture", derived: [] },
  { key: "availability", type: "availability", derived: [] },
  { key: "trainingSessions", type: "training", derived: [] },
  { key: "trainingSeries", type: "trainingseries", derived: [] },
  { key: "trainingAttendance", type: "attendance", derived: [] },
  { key: "trainingTemplates", type: "sessiontemplate", derived: [] },
] as const satisfies readonly {
  key: keyof LocalData;
  type: string;
  derived: readonly string[];
}[];

/** Every document type, in the order the conflicts screen lists them. */
export const docTypes = [
  ...recordCollections.map((c) => c.type),
  "rivalnote",
  "insight",
  "settings",
  "live",
  "liveevent",
  "account",
  "guardian",
] as const;

export const TEAM_SETTINGS_ID = "settings:team";
/** Fields of every document that are bookkeeping, not the coach's data. */
export const META_FIELDS = ["docType", "order", "deleted"] as const;

export function docTypeOf(id: string): string {
  const i = id.indexOf(":");
  return i < 0 ? "" : id.slice(0, i);
}

/**
 * Position keys that survive other devices' inserts: a record keeps the order it had while it
 * stays after the one before it; a new record goes after its predecessor. Lists are mostly
 * appended to, so a save touches only the new record's document.
 */
function orders(ids: readonly string[], previous: DocMap): number[] {
  const out: number[] = [];
  let last = -Infinity;
  for (const id of ids) {
    const before = previous.get(id)?.order;
    const o =
      typeof before === "number" && Number.isFinite(before) && before > last
        ? before
        : last === -Infinity
          ? 0
          : last + 1;
    out.push(o);
    last = o;
  }
  return out;
}

function without(record: Record<string, unknown>, fields: readonly string[]): Body {
  const out: Body = { ...record };
  for (const f of fields) delete out[f];
  return out;
}

/** Ids given to records without one (duplicated text gets `-2`, `-3`...). */
function textIds(prefix: string, texts: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return texts.map((t) => {
    const base = `${prefix}${textHash(t)}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}

/**
 * The documents that describe the local data. `previous` (the documents as last synced) keeps
 * each record's position key, so unchanged records give unchanged documents.
 */
export function toDocs(local: LocalData, previous: DocMap = new Map()): DocMap {
  const docs: DocMap = new Map();
  const matchIds = new Set(
    local.matches.flatMap((m) => (isObject(m) && typeof m.id === "string" ? [m.id] : [])),
  );
  for (const c of recordCollections) {
    const records = local[c.key].filter(
      (r): r is Record<string, unknown> => isObject(r) && typeof r.id === "string" && r.id !== "",
    );
    const ids = records.map((r) => `${c.type}:${r.id as string}`);
    const order = orders(ids, previous);
    records.forEach((record, i) => {
      const body = without(record, c.derived);
      if (c.key === "rivals") {
        // Entries of stored matches are derived; entries of matches no longer stored are data.
        const entries = Array.isArray(record.matches) ? record.matches : [];
        body.matches = entries.filter((e) => !(isObject(e) && matchIds.has(e.id as string)));
      }
      docs.set(ids[i]!, { ...body, docType: c.type, order: order[i]! });
    });
    if (c.key === "rivals") {
      for (const rival of records) {
        const notes = (Array.isArray(rival.notes) ? rival.notes : []).filter(
          (n): n is string => typeof n === "string",
        );
        const noteIds = textIds(`rivalnote:${rival.id as string}:`, notes);
        const noteOrder = orders(noteIds, previous);
        notes.forEach((text, i) =>
          docs.set(noteIds[i]!, {
            docType: "rivalnote",
            rivalId: rival.id,
            text,
            order: noteOrder[i]!,
          }),
        );
      }
    }
  }
  insightDocs(local, previous, docs);
  if (isObject(local.teamSettings)) {
    docs.set(TEAM_SETTINGS_ID, { ...local.teamSettings, docType: "settings" });
  }
  liveDocs(local.liveMatch, docs);
  accountDocs(local.playerAccounts, docs);
  // One per guardian (`guardian:<his account>`), as read by the device's reader.
  for (const { user, ...g } of readGuardians(local.playerAccounts))
    docs.set(`guardian:${user}`, { docType: "guardian", ...g });
  return docs;
}

/** One document per linked player (`account:<playerId>`, `{user}`): two staff linking two players never collide. */
function accountDocs(value: unknown, docs: DocMap) {
  const accounts = isObject(value) && Array.isArray(value.accounts) ? value.accounts : [];
  for (const a of accounts) {
    if (!isObject(a) || typeof a.playerId !== "string" || a.playerId === "") continue;
    if (typeof a.user !== "string") continue;
    docs.set(`account:${a.playerId}`, { docType: "account", user: a.user });
  }
}

function insightDocs(local: LocalData, previous: DocMap, docs: DocMap) {
  const texts = local.savedInsights.filter((t): t is string => typeof t === "string");
  const meta = Array.isArray(local.savedInsightsMeta) ? local.savedInsightsMeta : [];
  // An entry describes its text only when it records that text's length (domain/saved-insights).
  const entries = texts.map((t, i) => {
    const m: unknown = meta[i];
    return isObject(m) && typeof m.id === "string" && m.length === t.length ? m : null;
  });
  const hashed = textIds("insight:h", texts);
  const ids = texts.map((_, i) => (entries[i] ? `insight:${entries[i].id as string}` : hashed[i]!));
  const order = orders(ids, previous);
  texts.forEach((text, i) =>
    docs.set(ids[i]!, { docType: "insight", text, meta: entries[i], order: order[i]! }),
  );
}

function liveDocs(live: unknown, docs: DocMap) {
  if (!isObject(live) || !isObject(live.setup) || typeof live.setup.matchId !== "string") return;
  const matchId = live.setup.matchId;
  const { events, ...header } = live;
  docs.set(`live:${matchId}`, { ...header, docType: "live" });
  (Array.isArray(events) ? events : []).forEach((e: unknown, order) => {
    if (!isObject(e) || typeof e.id !== "string") return;
    docs.set(`liveevent:${matchId}:${e.id}`, { docType: "liveevent", matchId, event: e, order });
  });
}

const byOrder = (a: [string, Body], b: [string, Body]) => {
  const oa = typeof a[1].order === "number" ? a[1].order : 0;
  const ob = typeof b[1].order === "number" ? b[1].order : 0;
  return oa - ob || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
};

function strip(body: Body): Body {
  return without(body, META_FIELDS);
}

/**
 * The local data the documents describe (winning, not deleted documents only). Derived fields
 * come back empty: the caller writes them from the figures rule. Records are in position order.
 *
 * A record's id is its document's (`player:<id>`), never the id its body carries: a body may say
 * anything, while the document id is the one thing another device cannot write twice, so a
 * document `player:zzz` with someone else's id in its body stays the player `zzz` and never takes
 * over that player's matches. The same holds for the rival of a note, the meta of an insight and
 * the match of the live header and events.
 *
 * `liveMatchId`: the match in progress on this device, if any. Only that match's documents are
 * read as the live match then (another match is another match: see `liveAfterSync`); without
 * one, the team's live match (the first by id) is.
 */
export function fromDocs(docs: DocMap, liveMatchId?: string): LocalData {
  const groups = new Map<string, [string, Body][]>();
  for (const entry of docs) {
    if (entry[1].deleted === true) continue;
    const type = docTypeOf(entry[0]);
    let g = groups.get(type);
    if (!g) groups.set(type, (g = []));
    g.push(entry);
  }
  const sorted = (type: string) => (groups.get(type) ?? []).sort(byOrder);
  const out = emptyLocalData();
  const notes = new Map<string, string[]>();
  for (const [id, b] of sorted("rivalnote")) {
    // `rivalnote:<rivalId>:<hash>`: the hash has no colon, a rival's id might.
    const rivalId = id.slice("rivalnote:".length, id.lastIndexOf(":"));
    if (rivalId === "" || typeof b.text !== "string") continue;
    const list = notes.get(rivalId) ?? [];
    list.push(b.text);
    notes.set(rivalId, list);
  }
  for (const c of recordCollections) {
    out[c.key] = sorted(c.type).map(([id, b]) => {
      const record = strip(b);
      record.id = id.slice(c.type.length + 1);
      if (c.key === "rivals") record.notes = notes.get(record.id as string) ?? [];
      return record;
    });
  }
  const insights = sorted("insight").filter(([, b]) => typeof b.text === "string");
  out.savedInsights = insights.map(([, b]) => b.text);
  out.savedInsightsMeta = insights.map(([id, b]) =>
    isObject(b.meta) ? { ...b.meta, id: id.slice("insight:".length) } : null,
  );
  const accounts = sorted("account").flatMap(([id, b]) =>
    typeof b.user === "string" ? [{ playerId: id.slice("account:".length), user: b.user }] : [],
  );
  const guardians = sorted("guardian").map(([id, b]) => ({
    ...strip(b),
    user: id.slice("guardian:".length),
  }));
  out.playerAccounts = { accounts, guardians };
  const settings = docs.get(TEAM_SETTINGS_ID);
  if (settings && settings.deleted !== true) out.teamSettings = strip(settings);
  const live =
    liveMatchId === undefined
      ? sorted("live")[0]
      : sorted("live").find(([id]) => id === `live:${liveMatchId}`);
  if (live) {
    const header = strip(live[1]);
    const matchId = live[0].slice("live:".length);
    if (isObject(header.setup)) header.setup = { ...header.setup, matchId };
    const prefix = `liveevent:${matchId}:`;
    const events = sorted("liveevent")
      .filter(([id, b]) => id.startsWith(prefix) && id.length > prefix.length && isObject(b.event))
      .map(([id, b]) => ({ ...(b.event as Body), id: id.slice(prefix.length) }));
    out.liveMatch = { ...header, events };
  }
  return out;
}

/** What a live match needs here to be told apart from another: its match's id. */
type LiveLike = { setup: { matchId: string } };

/**
 * The live match this device holds after the team's documents were read (docs/sync.md, "El
 * partido en directo"). A match in progress here (`mine`) is never replaced: only its own
 * documents (`projected`, read by `fromDocs` with its id) update it, and it ends here only when
 * the match it records has been saved (its id is among `savedMatchIds`, from this device or
 * another). A header closed or missing on the server without a saved match (discarded on another
 * device, or written by someone else) leaves it as it is. With no match in progress here, this
 * device follows the team's.
 */
export function liveAfterSync<T extends LiveLike>(
  mine: T | undefined,
  projected: T | undefined,
  savedMatchIds: ReadonlySet<string>,
): T | undefined {
  if (!mine) return projected;
  if (projected && projected.setup.matchId === mine.setup.matchId) return projected;
  return savedMatchIds.has(mine.setup.matchId) ? undefined : mine;
}
