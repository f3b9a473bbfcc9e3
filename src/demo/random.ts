// The seeded randomness behind the team generator: the same seed gives the same numbers on
// every JS engine, so generated teams are reproducible byte for byte.

export type Random = {
  next: () => number;
  int: (min: number, max: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  weighted: <T>(items: readonly T[], weight: (item: T) => number) => T;
};

/** mulberry32: tiny, fast and identical on every JS engine. */
export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(items: readonly T[], weight: (item: T) => number): T => {
    let total = 0;
    for (const item of items) total += weight(item);
    let r = next() * total;
    for (const item of items) {
      r -= weight(item);
      if (r < 0) return item;
    }
    return items[items.length - 1]!;
  };
  return { next, int, chance: (p) => next() < p, pick, weighted };
}

/**
 * A fixed text as an id of the kind `I` (domain/base/ids.ts): generated teams must be the
 * same for the same seed, so their ids are not minted by `newId`. The generators' one place a
 * text becomes an id.
 */
export function fixedId<I extends string>(text: string): I {
  return text as I;
}

/** A random UUID drawn from `rng`: the seeded counterpart of `newId`. */
export function uuid<I extends string = string>(rng: Random): I {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16));
  hex[12] = "4";
  hex[16] = ((rng.int(0, 15) & 0x3) | 0x8).toString(16);
  const h = hex.join("");
  return fixedId<I>(
    `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`,
  );
}

/** Days since 1970-01-01 (UTC) as 'YYYY-MM-DD': arithmetic only, no time zone involved. */
export const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
