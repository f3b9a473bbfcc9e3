// Simple 95 % intervals for the analytics figures (docs/analytics.md). Pure numbers, no React.
//
// - Counts per minute (goals, assists, cards per 90): the exact Poisson interval (Garwood), from
//   the gamma quantiles: [Γ⁻¹(0.025; k), Γ⁻¹(0.975; k + 1)] scaled by 90 / minutes.
// - Means of small samples (points per match): mean ± 1.96 · s / √n (normal approximation).
// - Proportions (shots ratio, conversion): the Wilson score interval.
// - Differences of goal rates (on-pitch goal difference per 90): ± 1.96 · √(GF + GA) · 90 / min.

export type Interval = { low: number; high: number };

export const Z95 = 1.959963984540054;

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9): ~15 significant digits. */
export function logGamma(x: number): number {
  const c = [
    0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531,
    -176.6150291621406, 12.507343278686905, -0.13857109526572012, 9.984369578019572e-6,
    1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let a = c[0]!;
  const t = y + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (y + i);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The regularized lower incomplete gamma P(a, x), a > 0 (series below a + 1, else a continued
 * fraction; Numerical Recipes §6.2). */
export function gammaP(a: number, x: number): number {
  if (x <= 0) return 0;
  const lg = logGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 500; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return sum * Math.exp(-x + a * Math.log(x) - lg);
  }
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return 1 - Math.exp(-x + a * Math.log(x) - lg) * h;
}

/** x with P(a, x) = p (bisection; monotone in x). */
export function gammaQuantile(p: number, a: number): number {
  if (p <= 0) return 0;
  let lo = 0;
  let hi = Math.max(1, a);
  while (gammaP(a, hi) < p) hi *= 2;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (gammaP(a, mid) < p) lo = mid;
    else hi = mid;
    if (hi - lo < 1e-10 * Math.max(1, hi)) break;
  }
  return (lo + hi) / 2;
}

/** Above this shape the gamma quantile uses the Wilson–Hilferty cube (error < 0.1 %), which
 * costs nothing, instead of the bisection, which gets slow for large counts. */
export const WILSON_HILFERTY_FROM = 50;

/** Gamma quantile by the Wilson–Hilferty approximation: a · (1 − 1/(9a) + z/(3√a))³. */
export function gammaQuantileApprox(p: number, a: number): number {
  const z = p < 0.5 ? -Z95 : Z95; // only the two 95 % tails are asked for
  const t = 1 - 1 / (9 * a) + z / (3 * Math.sqrt(a));
  return a * t * t * t;
}

const countIntervals = new Map<number, Interval>();

/** Exact 95 % interval of a Poisson count k (Garwood). k = 0 gives [0, 3.689]. Remembered per
 * count: a squad's figures ask for the same small counts again and again. */
export function poissonCountInterval(k: number): Interval {
  const count = Math.max(0, Math.round(k));
  const known = countIntervals.get(count);
  if (known) return { ...known };
  const q = (p: number, a: number) =>
    a >= WILSON_HILFERTY_FROM ? gammaQuantileApprox(p, a) : gammaQuantile(p, a);
  const ci = { low: count === 0 ? 0 : q(0.025, count), high: q(0.975, count + 1) };
  if (countIntervals.size < 10_000) countIntervals.set(count, ci);
  return { ...ci };
}

/** A count per `per` minutes (90 by default) with its exact interval; null with no minutes. */
export function ratePer(
  count: number,
  minutes: number,
  per = 90,
): { value: number; interval: Interval } | null {
  if (!(minutes > 0)) return null;
  const ci = poissonCountInterval(count);
  const scale = per / minutes;
  return { value: count * scale, interval: { low: ci.low * scale, high: ci.high * scale } };
}

/** Mean of a sample with a normal-approximation interval; null for an empty sample. With one
 * value the interval is the whole given range (nothing is known about the spread). */
export function meanInterval(
  sum: number,
  sumSquares: number,
  n: number,
  range: Interval,
): { value: number; interval: Interval } | null {
  if (n <= 0) return null;
  const mean = sum / n;
  if (n === 1) return { value: mean, interval: { ...range } };
  const variance = Math.max(0, (sumSquares - n * mean * mean) / (n - 1));
  const half = (Z95 * Math.sqrt(variance)) / Math.sqrt(n);
  return {
    value: mean,
    interval: {
      low: Math.max(range.low, mean - half),
      high: Math.min(range.high, mean + half),
    },
  };
}

/** A proportion `hits / trials` with its Wilson interval; null with no trials. */
export function wilson(hits: number, trials: number): { value: number; interval: Interval } | null {
  if (!(trials > 0)) return null;
  const p = hits / trials;
  const z2 = Z95 * Z95;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denom;
  return {
    value: p,
    interval: { low: Math.max(0, centre - half), high: Math.min(1, centre + half) },
  };
}

/** Goal difference per `per` minutes with a normal interval from Poisson variances
 * (Var(GF − GA) = GF + GA); null with no minutes. */
export function differencePer(
  goalsFor: number,
  goalsAgainst: number,
  minutes: number,
  per = 90,
): { value: number; interval: Interval; sd: number } | null {
  if (!(minutes > 0)) return null;
  const scale = per / minutes;
  const value = (goalsFor - goalsAgainst) * scale;
  const sd = Math.sqrt(goalsFor + goalsAgainst) * scale;
  return { value, sd, interval: { low: value - Z95 * sd, high: value + Z95 * sd } };
}
