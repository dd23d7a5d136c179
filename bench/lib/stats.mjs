/**
 * The few statistics every benchmark reports. Percentiles use the nearest-rank method (the value
 * at rank ⌈p/100 · n⌉ of the sorted sample), so a reported p95 is always a latency that was
 * actually measured rather than an interpolation between two.
 */

/**
 * @param {number[]} values
 * @param {number} p percentile, 0–100
 * @returns {number} NaN for an empty sample
 */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  if (p < 0 || p > 100) throw new RangeError(`percentile must be between 0 and 100, got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

/**
 * The middle value; for an even count, the mean of the two middle values.
 * @param {number[]} values
 */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The item in the middle when ordered by `key` (ties broken by `tieBreak`), so every figure
 * reported comes from one real run rather than a mix of runs. For an even count, the lower middle.
 * @template T
 * @param {T[]} items
 * @param {(item: T) => number} key
 * @param {(item: T) => number} [tieBreak]
 * @returns {T | undefined}
 */
export function medianItem(items, key, tieBreak = () => 0) {
  if (items.length === 0) return undefined;
  const sorted = [...items].sort((a, b) => key(a) - key(b) || tieBreak(a) - tieBreak(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
