// Ids in tests: tests write ids as readable plain strings ("id-Ana", "m1"); the records hold
// branded ids (domain/base/ids.ts). This is the one place a test's string becomes an id,
// by a cast, which production code never does (it mints ids or finds them in a list).
import type { Id } from "../domain/base/ids";

/** A test's plain string as an id of the kind the place wants. */
export const asId = <I extends string = never>(s: string): I => s as I;

/** `T` with every id, at any depth, written as a plain string: what the builders accept. */
export type Loose<T> =
  T extends Id<string>
    ? string
    : T extends readonly (infer U)[]
      ? Loose<U>[]
      : T extends object
        ? { [K in keyof T]: Loose<T[K]> }
        : T;

/** A record written with plain-string ids, as the record it is (the same object). */
export const branded = <T>(x: Loose<T>): T => x as T;
