// The ordered list of schema migrations (docs/storage.md). The stored version lives under
// `banquilloSchema` as `{"version": n}`; data without it is version 1 (the original product, or
// this app before versioning). Each migration is a pure function of the stored lists, as
// JSON.parse gave them, that:
//   - keeps every unknown field and every item it cannot read (readers deal with those),
//   - only adds what is missing, so running it twice gives what running it once gave,
//   - never changes a value the coach typed.
// A later step is appended as `{ version: n, name: "…", up(lists) { … } }` and
// CURRENT_SCHEMA_VERSION follows the list.
import { migrateOpeningBalances } from "../domain/figures/figures";
import { newId } from "../domain/base/ids";
import { isObject } from "../domain/base/guards";
import type { Formation, Match, Player, Rival } from "../domain/records/types";
import { REJECT, readFormation, readMatch, readPlayer, readRival } from "./readers";
import type { Reader } from "./readers";
import type { RawLists } from "./schema-version";

export type Migration = {
  /** The version the data has after this step. */
  version: number;
  name: string;
  /** Pure: returns new lists (the input is not changed). `makeId` gives fresh ids. */
  up: (lists: RawLists, makeId: () => string) => RawLists;
};

type Obj = Record<string, unknown>;
const idOf = (v: unknown): string | undefined =>
  typeof v === "string" && v.length > 0
    ? v
    : typeof v === "number" && Number.isFinite(v)
      ? String(v)
      : undefined;
const nameOf = (v: unknown): string | undefined =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;

/**
 * Gives every object in `list` a unique string id: numeric ids become text, a missing id (only
 * formations and rivals may lack one: the spec's shape has none) or one already used by an
 * earlier record gets a fresh id. The first holder of an id keeps it.
 */
function withUniqueIds(list: unknown[], makeId: () => string, addMissing: boolean): unknown[] {
  const seen = new Set<string>();
  return list.map((item) => {
    if (!isObject(item)) return item;
    const id = idOf(item.id);
    if (id === undefined && !addMissing) return item;
    let next = id;
    if (next === undefined || seen.has(next)) {
      do next = makeId();
      while (seen.has(next));
    }
    seen.add(next);
    return next === item.id ? item : { ...item, id: next };
  });
}

/** Name → id, for names held by exactly one record (an ambiguous name links to nobody). */
function idsByName(list: unknown[]): Map<string, string> {
  const map = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const item of list) {
    if (!isObject(item)) continue;
    const name = nameOf(item.name);
    const id = idOf(item.id);
    if (name === undefined || id === undefined) continue;
    if (map.has(name)) ambiguous.add(name);
    else map.set(name, id);
  }
  for (const name of ambiguous) map.delete(name);
  return map;
}

const link = (names: Map<string, string>, name: unknown) => {
  const n = nameOf(name);
  return n === undefined ? undefined : names.get(n);
};

/** `{ 'Posición N': name }` → `{ 'Posición N': id }` for the names that resolve. */
function linkMap(names: Map<string, string>, map: unknown): Record<string, string> | undefined {
  if (!isObject(map)) return undefined;
  const out: Record<string, string> = {};
  for (const [pos, name] of Object.entries(map)) {
    const id = link(names, name);
    if (id !== undefined) out[pos] = id;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Adds `field: value` to a copy of `item` when absent and value is known. */
function addField(item: Obj, field: string, value: unknown): Obj {
  if (value === undefined || item[field] !== undefined) return item;
  return { ...item, [field]: value };
}

/** Adds the id of each event's player(s) where absent. */
function linkEvents(
  list: unknown,
  names: Map<string, string>,
  pairs: [nameField: string, idField: string][],
): unknown {
  if (!Array.isArray(list)) return list;
  let changed = false;
  const out = list.map((event) => {
    if (!isObject(event)) return event;
    let next = event;
    for (const [nameField, idField] of pairs) {
      // Old scorers were {name, minute}.
      const name = event[nameField] ?? (nameField === "player" ? event.name : undefined);
      next = addField(next, idField, link(names, name));
    }
    if (next !== event) changed = true;
    return next;
  });
  return changed ? out : list;
}

/** Version 2: stable ids on every record, and id links beside the names in matches and plans. */
export function addIdsAndLinks(lists: RawLists, makeId: () => string): RawLists {
  const players = withUniqueIds(lists.players, makeId, false);
  const formations = withUniqueIds(lists.formations, makeId, true);
  const rivals = withUniqueIds(lists.rivals, makeId, true);
  const matches = withUniqueIds(lists.matches, makeId, false);
  const matchPlans = withUniqueIds(lists.matchPlans, makeId, false);
  const playerIds = idsByName(players);
  const formationIds = idsByName(formations);
  const rivalIds = idsByName(rivals);

  const linkedMatches = matches.map((m) => {
    if (!isObject(m)) return m;
    let next = m;
    next = addField(next, "rivalId", link(rivalIds, m.rival) ?? link(rivalIds, m.opponent));
    next = addField(
      next,
      "formationId",
      link(formationIds, m.formation) ?? link(formationIds, m.formationUsed),
    );
    next = addField(next, "formationPlayerIds", linkMap(playerIds, m.formationPlayers));
    if (Array.isArray(m.assists) && m.assistIds === undefined) {
      // Aligned with `assists`, so only when every assist names a known player.
      const ids = m.assists.map((a) => link(playerIds, isObject(a) ? a.player : a));
      if (ids.length > 0 && ids.every((id) => id !== undefined))
        next = addField(next, "assistIds", ids);
    }
    const scorers = linkEvents(m.scorers, playerIds, [["player", "playerId"]]);
    const cards = linkEvents(m.cards, playerIds, [["player", "playerId"]]);
    const subs = linkEvents(m.subs, playerIds, [
      ["playerOut", "playerOutId"],
      ["playerIn", "playerInId"],
    ]);
    if (scorers !== m.scorers) next = { ...next, scorers };
    if (cards !== m.cards) next = { ...next, cards };
    if (subs !== m.subs) next = { ...next, subs };
    return next;
  });

  const linkedPlans = matchPlans.map((p) => {
    if (!isObject(p)) return p;
    let next = p;
    next = addField(next, "rivalId", link(rivalIds, p.rival));
    next = addField(next, "formationId", link(formationIds, p.formation));
    next = addField(next, "lineupIds", linkMap(playerIds, p.lineup));
    return next;
  });

  return {
    ...lists,
    players,
    formations,
    rivals,
    matches: linkedMatches,
    matchPlans: linkedPlans,
  };
}

/** The items a reader accepts, with their places in the raw list. */
function readable<T>(raw: unknown[], read: Reader<T>): { items: T[]; at: number[] } {
  const items: T[] = [];
  const at: number[] = [];
  raw.forEach((v, i) => {
    const r = read(v, i);
    if (r === REJECT) return;
    items.push(r);
    at.push(i);
  });
  return { items, at };
}

/**
 * Version 3: figures become derived from the match record, so every player,
 * formation and rival gets an opening balance = its stored counters − what the stored matches
 * explain (domain/figures/figures.ts). Nothing a coach sees changes; imported figures are kept. Only the
 * balance field is added to each raw item (everything else stays as it was); an item that
 * already has one, or that cannot be read, is left alone.
 */
export function addOpeningBalances(lists: RawLists): RawLists {
  const players = readable<Player>(lists.players, readPlayer);
  const formations = readable<Formation>(lists.formations, readFormation);
  const rivals = readable<Rival>(lists.rivals, readRival);
  const matches = readable<Match>(lists.matches, readMatch).items;
  const done = migrateOpeningBalances({
    players: players.items,
    formations: formations.items,
    rivals: rivals.items,
    matches,
  });
  const put = <T>(raw: unknown[], read: { at: number[] }, items: T[], field: keyof T) => {
    const out = [...raw];
    read.at.forEach((i, k) => {
      const value = items[k]![field];
      const item = out[i];
      if (value === undefined || !isObject(item) || field in item) return;
      out[i] = { ...item, [field]: value };
    });
    return out;
  };
  return {
    ...lists,
    players: put(lists.players, players, done.players, "openingStats"),
    formations: put(lists.formations, formations, done.formations, "openingTotals"),
    rivals: put(lists.rivals, rivals, done.rivals, "openingTotals"),
  };
}

export const migrations: readonly Migration[] = [
  { version: 2, name: "ids-and-links", up: addIdsAndLinks },
  { version: 3, name: "opening-balances", up: addOpeningBalances },
];

/** Runs, in order, every migration above `from`. Pure apart from `makeId`. */
export function migrate(
  lists: RawLists,
  from: number,
  makeId: () => string = newId,
): { lists: RawLists; applied: string[] } {
  let out = lists;
  const applied: string[] = [];
  for (const m of migrations) {
    if (m.version <= from) continue;
    out = m.up(out, makeId);
    applied.push(m.name);
  }
  return { lists: out, applied };
}
