// The bench's one statistic: every figure it reports is a median over rounds.

/** The median of the finite numbers in `xs` (NaN when there are none). */
export function median(xs) {
  const v = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}
