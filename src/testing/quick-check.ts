// What the quick checks' property tests share (domain/records/*-check.property.test.ts): a quick
// check may only accept what its reader would give back untouched, with no repair counted.
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
  return { read, agrees };
}

/** A stored copy: what JSON keeps of `v`. */
export const storedCopy = (v: unknown) => JSON.parse(JSON.stringify(v)) as Record<string, unknown>;
