// Our keys beside the spec's lists (`savedInsightsMeta`, `teamSettings`, the sharing settings,
// the live match, the forms' drafts). The versioned ones are read like a list: through their
// migrations (side-key-migrations.ts) and their record's reader, giving the value and what was
// repaired or could not be read (`readSideKey`); they are written with their version
// (`sideKeyText`), by the store (state/store.ts): with the lists through the repository's
// all-or-nothing write or, for what costs little to lose, directly (`writeKey`, through its
// `writeLoose`). Reading never throws: a missing, unreadable or inaccessible key reads as
// undefined (or its fallback).
import { SIDE_KEY_VERSIONS, migrateSideValue } from "./side-key-migrations";
import type { SideKind } from "./side-key-migrations";
import { readRaw } from "./repository";

/** A stored text's JSON, or undefined when absent or unreadable. */
export function jsonOf(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Writes one key directly (null removes it), outside the all-or-nothing write: for what costs
 * little to lose (a form's draft, the live clock's last reading). False when storage refused it.
 */
export function writeKey(key: string, value: string | null): boolean {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Whether a `storage` event is about the storage the app keeps its data in. */
export function isAppStorage(area: Storage | null): boolean {
  try {
    return area === globalThis.localStorage;
  } catch {
    return false;
  }
}

/**
 * What reading a side key gives, in the shape of a list's read: the value (the fallback when
 * nothing usable is stored), whether something was stored, whether it could not be read (not
 * JSON, or refused by its reader: its text should be copied aside before it is written over),
 * whether the reader had to repair it, and the migration steps applied.
 */
export type SideKeyRead<T> = {
  value: T;
  stored: boolean;
  unreadable: boolean;
  repaired: boolean;
  migrated: string[];
};

export type SideKeySpec<T> = {
  kind: SideKind;
  /**
   * The record's pure reader (domain): the value, or undefined when it cannot be used. `repaired`
   * tells whether it had to change something present.
   */
  read: (value: unknown) => { value: T; repaired: boolean } | undefined;
  fallback: () => T;
};

/** Reads a side key's stored text (null: absent) through its migrations and its reader. */
export function readSideText<T>(raw: string | null, spec: SideKeySpec<T>): SideKeyRead<T> {
  const none = { stored: false, unreadable: false, repaired: false, migrated: [] };
  if (raw === null || raw.trim() === "") return { value: spec.fallback(), ...none };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { value: spec.fallback(), ...none, stored: true, unreadable: true };
  }
  const migrated = migrateSideValue(spec.kind, parsed);
  const read = spec.read(migrated.value);
  if (read === undefined)
    return { value: spec.fallback(), ...none, stored: true, unreadable: true };
  return {
    value: read.value,
    stored: true,
    unreadable: false,
    repaired: read.repaired,
    migrated: migrated.applied,
  };
}

/** Reads a side key from storage (see readSideText). */
export function readSideKey<T>(key: string, spec: SideKeySpec<T>): SideKeyRead<T> {
  return readSideText(readRaw(key), spec);
}

/** The text a side value is stored as: its JSON with the kind's current version. */
export function sideKeyText(kind: SideKind, value: object): string {
  return JSON.stringify({ ...value, version: SIDE_KEY_VERSIONS[kind] });
}
