// Formations and rivals are addressed by their position in the stored list (spec 2), so the
// route parameter is untrusted text that must name an existing position.

/**
 * The list position named by a route parameter, or undefined when it is not a whole,
 * non-negative decimal number below `length` ('1.5', '-1', '01x', '' and out of range all fail).
 */
export function parseListIndex(param: string | undefined, length: number): number | undefined {
  if (typeof param !== "string" || !/^\d+$/.test(param)) return undefined;
  const index = Number(param);
  return Number.isSafeInteger(index) && index < length ? index : undefined;
}
