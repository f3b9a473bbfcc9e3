// The reader kit every record module uses (docs/storage.md): a reader takes whatever JSON.parse
// gave and returns a value of the record's type, repairing field by field and keeping the fields
// it does not know. Each record is a table of field readers checked by the compiler against its
// type (`Shape<T>`: one entry per field, each returning that field's type), so the type and its
// reader cannot drift apart. There is no second (schema library) definition: a generic schema
// walk cost more than the whole first render at 4,000 matches.
//
// Repairs. Turning a value into the same value in its proper type ('10' → 10, 7 → '7', trimmed
// names) is a conversion, not damage. Anything else that changes a present value (a negative or
// non-numeric count, text cut to its limit, a line of 1,000,000 players, an unusable entry of a
// list) is a repair: it is counted, the list gets the damage banner, and the repository copies
// the stored text aside before anything overwrites it, so nothing the coach typed is lost.
// Items that need nothing come back as the very objects JSON.parse made (copy-on-write).
import { isFiniteNumber, isObject } from "../base/guards";
import { LIMITS } from "../base/limits";

export type Obj = Record<string, unknown>;
/** A reader returns the repaired item, or REJECT when the item has no identity. */
export const REJECT: unique symbol = Symbol("reject");
export type Reader<T> = (v: unknown, index: number) => T | typeof REJECT;

/**
 * Spanish labels of a record's fields for the conflicts screen: one per field (the compiler
 * demands it), null for a link that is never shown on its own (ids beside names).
 */
export type FieldLabels<T> = { [K in keyof T]-?: string | null };
// ---------------------------------------------------------------------------------------------
// Repair accounting

let repairs = 0;
/** Repairs counted since the last call (the caller reads one item, then asks). */
export function takeRepairs(): number {
  const n = repairs;
  repairs = 0;
  return n;
}
export const repaired = () => {
  repairs++;
};

/** True when `output` is `input` in another type, with nothing lost. */
export function isConversion(input: unknown, output: unknown): boolean {
  if (input === output) return true;
  if (typeof output === "number") return typeof input === "string" && Number(input) === output;
  if (typeof output === "string") {
    if (typeof input === "number") return String(input) === output;
    return typeof input === "string" && input.trim() === output;
  }
  return false;
}

export const hasOwnProto = (v: object) => Object.prototype.hasOwnProperty.call(v, "__proto__");

/** The unknown fields, kept as they are (never an own `__proto__`). */
export function loose(input: Obj): Obj {
  const out: Obj = {};
  for (const key of Object.keys(input)) if (key !== "__proto__") out[key] = input[key];
  return out;
}

/**
 * One field's reader. `nested`: the value is an object or list whose own reader counts its
 * repairs, so the field itself never counts one. `optional`: an absent field stays absent.
 */
export type Field<T> = { read: (v: unknown) => T; nested?: boolean; optional?: boolean };
/** Every field of T, each with a reader of exactly its type. */
export type Shape<T> = { [K in keyof T]-?: Field<T[K]> };

/** Reads `input` with `shape`, copying only when a field needs another value. */
export function readShape<T>(input: Obj, shape: Shape<T>): T {
  let out: Obj | null = hasOwnProto(input) ? loose(input) : null;
  for (const key in shape) {
    const field = shape[key] as Field<unknown>;
    const present = key in input;
    if (!present && field.optional) continue;
    const before = present ? input[key] : undefined;
    const value = field.read(before);
    if (value === before && present) {
      if (out) out[key] = value;
      continue;
    }
    if (present && !field.nested && !(field.optional && before === null)) {
      if (!isConversion(before, value)) repaired();
    }
    out ??= loose(input);
    out[key] = value;
  }
  return (out ?? input) as T;
}

// ---------------------------------------------------------------------------------------------
// Field readers

export const toNumber = (v: unknown) =>
  typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : v;

/** A counter, score, shot count or minute: finite and never negative (else 0, a repair). */
export const count = (v: unknown): number => {
  const n = toNumber(v);
  return isFiniteNumber(n) && n >= 0 ? n : 0;
};
export const countOr =
  (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  (v: unknown): number => {
    const n = toNumber(v);
    return isFiniteNumber(n) && n >= 0 ? Math.min(n, max) : fallback;
  };
/** An opening balance may be negative (see domain/records/types.ts); it only has to be finite. */
export const signed = (v: unknown): number => {
  const n = toNumber(v);
  return isFiniteNumber(n) ? n : 0;
};
export const optionalCount = (v: unknown): number | undefined => {
  const n = toNumber(v);
  return isFiniteNumber(n) && n >= 0 ? n : undefined;
};

export const cut = (s: string, max: number) => (s.length > max ? s.slice(0, max) : s);
export const textOf =
  (max: number, fallback = "") =>
  (v: unknown): string =>
    typeof v === "number" ? String(v) : typeof v === "string" ? cut(v, max) : fallback;
export const optionalTextOf =
  (max: number) =>
  (v: unknown): string | undefined =>
    typeof v === "string" ? cut(v, max) : typeof v === "number" ? String(v) : undefined;

export const text = textOf(LIMITS.shortText);
export const optionalText = optionalTextOf(LIMITS.shortText);
export const optionalUrl = optionalTextOf(LIMITS.url);

export const idText = (v: unknown): string | typeof REJECT => {
  const s = typeof v === "number" && Number.isFinite(v) ? String(v) : v;
  return typeof s === "string" && s.length >= 1 ? cut(s, LIMITS.shortText) : REJECT;
};
export const requiredName = (v: unknown): string | typeof REJECT => {
  if (typeof v !== "string") return REJECT;
  const s = v.trim();
  return s.length >= 1 ? cut(s, LIMITS.shortText) : REJECT;
};
export const oneOf =
  <T extends string>(allowed: readonly T[], fallback: T) =>
  (v: unknown): T =>
    allowed.includes(v as T) ? (v as T) : fallback;

/** A list whose unusable entries are dropped (each a repair), at most `max` long. */
export function lenientList<T>(
  v: unknown,
  read: (x: unknown) => T | typeof REJECT,
  max: number,
): T[] {
  if (!Array.isArray(v)) {
    if (v !== undefined && v !== null) repaired();
    return [];
  }
  // The same array while every item comes back as it was.
  let out: T[] | null = null;
  const n = Math.min(v.length, max);
  if (v.length > max) {
    repaired();
    out = [];
  }
  for (let i = 0; i < n; i++) {
    const x: unknown = v[i];
    const r = read(x);
    if (r === REJECT) repaired();
    if (out) {
      if (r !== REJECT) out.push(r);
    } else if (r !== x) {
      out = v.slice(0, i) as T[];
      if (r !== REJECT) out.push(r);
    }
  }
  return out ?? (v as T[]);
}
export const listOf =
  <T>(read: (x: unknown) => T | typeof REJECT, max: number) =>
  (v: unknown) =>
    lenientList(v, read, max);

/** A map of texts ('Posición N' → name or id): numbers become text, anything else is dropped. */
export function stringMap(v: unknown): Record<string, string> {
  if (!isObject(v)) {
    if (v !== undefined && v !== null) repaired();
    return {};
  }
  const keys = Object.keys(v);
  let clean = !hasOwnProto(v) && keys.length <= LIMITS.mapEntries;
  if (clean) {
    for (const key of keys) {
      const val = v[key];
      if (typeof val !== "string" || val.length > LIMITS.shortText) {
        clean = false;
        break;
      }
    }
  }
  if (clean) return v as Record<string, string>;
  const out: Record<string, string> = {};
  let kept = 0;
  for (const k of keys) {
    if (k === "__proto__") continue;
    const val = v[k];
    if (kept >= LIMITS.mapEntries) {
      repaired();
      break;
    }
    if (typeof val === "string") out[k] = cut(val, LIMITS.shortText);
    else if (typeof val === "number") out[k] = String(val);
    else {
      repaired();
      continue;
    }
    if (typeof val === "string" && val.length > LIMITS.shortText) repaired();
    kept++;
  }
  return out;
}
export const optionalStringMap = (v: unknown): Record<string, string> | undefined =>
  v === undefined || v === null ? undefined : stringMap(v);

export const readShortString = (v: unknown): string | typeof REJECT =>
  typeof v === "string" ? cut(v, LIMITS.shortText) : REJECT;

/** Sets the identity fields first (converted, never counted as repairs), then the shape. */
export function withIdentity(v: Obj, fields: Obj): Obj {
  for (const key in fields) if (v[key] !== fields[key]) return { ...loose(v), ...fields };
  return v;
}

/**
 * The id of a formation or rival stored without one (the spec's shape has none). The startup
 * migration gives every such record a random id and stores it; until then (or for a record
 * another app adds later) the id follows the list position so it is the same on every read.
 */
export const positionalId = (kind: "formation" | "rival", index: number) => `${kind}-${index + 1}`;

export const trimmedOr = (fallback: string) => (v: unknown) => {
  if (typeof v !== "string") return fallback;
  const s = v.trim();
  return s.length >= 1 ? cut(s, LIMITS.url) : fallback;
};

// Ids: the readers are where a stored string becomes an id of its kind (domain/base/ids.ts).
/** A required link: the stored text as an id ('' when absent, as a text field). */
export const idOf =
  <I extends string>() =>
  (v: unknown): I =>
    text(v) as I;
/** An optional link. */
export const optionalIdOf =
  <I extends string>() =>
  (v: unknown): I | undefined =>
    optionalText(v) as I | undefined;
/** 'Posición N' → id. */
export const optionalIdMap =
  <I extends string>() =>
  (v: unknown): Record<string, I> | undefined =>
    optionalStringMap(v) as Record<string, I> | undefined;
/** Ids in order, at most `max`. */
export const optionalIdList =
  <I extends string>(max: number) =>
  (v: unknown): I[] =>
    lenientList(v, readShortString, max) as I[];
