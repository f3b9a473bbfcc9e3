// The side keys' versions and migrations (docs/storage.md, "Versions and migrations"): our keys
// beside the lists (the team's settings, the sharing settings, the live match, the forms'
// drafts) carry a `version` field, as the live match always did. A value stored without one is
// version 0 (written before side keys were versioned) and is brought up to date, step by step,
// when it is read; the next write stores the current version. Steps follow the lists' rules
// (storage/migrations.ts): pure, keep unknown fields, only add what is missing, never change a
// value the coach typed, and running one twice gives what running it once gave. They live here,
// not in migrations.ts, because side keys are read on the first page, which must not load the
// lists' migrations (and the figures rule they need).
import { isObject } from "../domain/base/guards";

export type SideKind =
  "teamSettings" | "sync" | "liveMatch" | "draft" | "training" | "playerAccounts";
type Obj = Record<string, unknown>;

export type SideKeyMigration = {
  kind: SideKind;
  /** The version the value has after this step. */
  version: number;
  name: string;
  up: (value: Obj) => Obj;
};

/** Data stored before side keys had a version. */
export const UNVERSIONED_SIDE_KEY = 0;

const stamp = (version: number) => (value: Obj) =>
  value.version === version ? value : { ...value, version };

/** Every step, oldest first per kind. */
export const sideKeyMigrations: readonly SideKeyMigration[] = [
  // The shapes did not change: version 1 only marks them, so a later change has a number to start from.
  { kind: "teamSettings", version: 1, name: "team-settings-version", up: stamp(1) },
  { kind: "sync", version: 1, name: "sync-settings-version", up: stamp(1) },
  { kind: "draft", version: 1, name: "draft-version", up: stamp(1) },
  // The live match, the training keys and the players' accounts have been stored with
  // `version: 1` since their first release: no step.
];

/** The version each kind is written with: its last step's, or 1 (the live match). */
export const SIDE_KEY_VERSIONS: Record<SideKind, number> = {
  teamSettings: 1,
  sync: 1,
  liveMatch: 1,
  draft: 1,
  training: 1,
  playerAccounts: 1,
};

/** The stored version of a side value: its `version`, else UNVERSIONED_SIDE_KEY. */
export function sideVersionOf(value: unknown): number {
  const v = isObject(value) ? value.version : undefined;
  return typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : UNVERSIONED_SIDE_KEY;
}

/**
 * Runs, in order, every step of `kind` above the value's version. A value newer than the app,
 * or not an object, is returned as it is (its reader decides what it can use).
 */
export function migrateSideValue(
  kind: SideKind,
  value: unknown,
): { value: unknown; from: number; applied: string[] } {
  const from = sideVersionOf(value);
  if (!isObject(value)) return { value, from, applied: [] };
  let out: Obj = value;
  const applied: string[] = [];
  for (const m of sideKeyMigrations) {
    if (m.kind !== kind || m.version <= from) continue;
    out = m.up(out);
    applied.push(m.name);
  }
  return { value: out, from, applied };
}
