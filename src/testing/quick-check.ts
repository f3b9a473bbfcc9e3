// What the quick checks' property tests share (domain/records/*-check.property.test.ts): a quick
// check may only accept what its reader would give back untouched, with no repair counted.
import fc from "fast-check";
import { expect } from "vitest";
import { takeRepairs } from "../domain/records/read";

export function againstReader(
  reader: (v: unknown, i: number) => unknown,
  check: (v: unknown) => boolean,
) {
  /** The reader's answer for `v`: the item and the repairs it counted. */
  function read(v: unknown) {
    takeRepairs();
    const item = reader(v, 0);
    return { item, repairs: takeRepairs() };
  }
  /** Whatever the check accepts, the reader gives back as it is, repairing nothing. */
  function agrees(v: unknown) {
    if (!check(v)) return;
    const { item, repairs } = read(v);
    expect(item).toBe(v);
    expect(repairs).toBe(0);
  }
  /**
   * One field of `base` at a time set to any JSON value, `place`d into a whole record and
   * stored: the check accepts only what the reader gives back untouched.
   */
  function eachField(
    base: object,
    place: (field: string, value: unknown) => unknown,
    numRuns: number,
  ) {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(base)), fc.jsonValue(), (field, value) =>
        agrees(storedCopy(place(field, value))),
      ),
      { numRuns },
    );
  }
  /** Anything at all, and any stored JSON value: the same agreement. */
  function anyValue() {
    fc.assert(fc.property(fc.anything(), agrees), { numRuns: 500 });
    fc.assert(
      fc.property(fc.jsonValue(), (v) => agrees(storedCopy(v))),
      { numRuns: 500 },
    );
  }
  return { read, agrees, eachField, anyValue };
}

/** A stored copy: what JSON keeps of `v`. */
export const storedCopy = (v: unknown) => JSON.parse(JSON.stringify(v)) as Record<string, unknown>;
