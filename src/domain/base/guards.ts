// The small checks every reader of stored or imported data needs, in one place so they cannot
// drift apart. Pure and free of football: the ui layer may use them too.

/** A plain record: not null, not an array (both are `typeof "object"`). */
export function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/** A number that arithmetic can trust: not NaN, not ±Infinity, not a numeric string. */
export function isFiniteNumber(x: unknown): x is number {
  return typeof x === "number" && Number.isFinite(x);
}

/** A stored number read defensively: anything that is not a finite number counts as 0. */
export function num(x: unknown): number {
  return isFiniteNumber(x) ? x : 0;
}
