// A hand-entered absence (key `availability`, ours): the type, its reader, defaults and labels.
import type { DocFields } from "./doc-contract";
import type { Reader, Shape } from "./read";
import {
  REJECT,
  countOr,
  idText,
  oneOf,
  optionalText,
  readShape,
  text,
  textOf,
  withIdentity,
} from "./read";
import { isObject } from "../base/guards";
import { LIMITS } from "../base/limits";
import type { AvailabilityId, PlayerId } from "../base/ids";

export type AvailabilityKind = "injured" | "suspended" | "unavailable";
export const availabilityKinds: readonly AvailabilityKind[] = [
  "injured",
  "suspended",
  "unavailable",
];

/**
 * A hand-entered absence (key `availability`). Automatic suspensions (cards) are not
 * stored: they are derived from the matches (domain/squad/availability.ts).
 * - injured: out from `from`; `until` is the expected return (available again that day).
 * - unavailable (personal): out from `from` to `until` inclusive (no `until`: one day).
 * - suspended (by hand): out for the next `matches` matches of `competition` ('' = any) played
 *   on or after `from`.
 */
export type Availability = {
  id: AvailabilityId;
  playerId: PlayerId;
  kind: AvailabilityKind;
  /** 'YYYY-MM-DD' */
  from: string;
  /** 'YYYY-MM-DD' or '' */
  until: string;
  note: string;
  /** Suspensions: matches to serve (default 1). */
  matches?: number;
  /** Suspensions: the competition ('' = any). */
  competition?: string;
};

/** What an absence stored without them gets. */
export const availabilityDefaults = { kind: "unavailable", matches: 1 } as const;

const availabilityShape: Shape<Availability> = {
  id: { read: (v) => v as AvailabilityId },
  playerId: { read: (v) => v as PlayerId },
  kind: { read: oneOf(availabilityKinds, availabilityDefaults.kind) },
  from: { read: text },
  until: { read: text },
  note: { read: textOf(LIMITS.note) },
  matches: {
    read: countOr(availabilityDefaults.matches, LIMITS.suspensionMatches),
    optional: true,
  },
  competition: { read: optionalText, optional: true },
};

/** An absence without its id or its player's id cannot be tied to anybody: dropped. */
export const readAvailability: Reader<Availability> = (v) => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  const playerId = idText(v.playerId);
  if (id === REJECT || playerId === REJECT) return REJECT;
  return readShape(
    withIdentity(v, { id: id as AvailabilityId, playerId: playerId as PlayerId }),
    availabilityShape,
  );
};

/** What the team database takes in this record's document (`availability:…`; doc-contract.js). */
export const availabilityDoc = {
  id: "id",
  playerId: "id",
  kind: "text",
  from: "text",
  until: "text",
  note: "note",
  matches: "amount",
  competition: "text",
} satisfies DocFields<Availability>;
