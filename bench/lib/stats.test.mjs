import { describe, expect, it } from 'vitest';
import { median, medianItem, percentile } from './stats.mjs';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => 100 - index); // 100..1, unsorted on purpose

  it('returns a measured value at rank ⌈p·n⌉', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([3, 1, 2], 50)).toBe(2);
    expect(percentile([10, 20, 30, 40], 95)).toBe(40);
  });

  it('treats p0 as the minimum and an empty sample as NaN', () => {
    expect(percentile([5, 7, 9], 0)).toBe(5);
    expect(percentile([], 50)).toBeNaN();
  });

  it('refuses a percentile outside 0–100', () => {
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });

  it('leaves the caller’s array in its order', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('medianItem', () => {
  it('returns the whole middle item by key, so its other figures come from the same run', () => {
    const runs = [
      { score: 90, lcp: 2000 },
      { score: 97, lcp: 1200 },
      { score: 94, lcp: 1700 },
    ];
    expect(medianItem(runs, (run) => run.score)).toEqual({ score: 94, lcp: 1700 });
  });

  it('breaks ties with the second key and takes the lower middle of an even count', () => {
    const runs = [
      { score: 95, lcp: 1000 },
      { score: 95, lcp: 3000 },
      { score: 95, lcp: 2000 },
    ];
    expect(
      medianItem(
        runs,
        (run) => run.score,
        (run) => run.lcp,
      ),
    ).toEqual({ score: 95, lcp: 2000 });
    expect(medianItem([{ v: 1 }, { v: 2 }, { v: 3 }, { v: 4 }], (item) => item.v)).toEqual({ v: 2 });
    expect(medianItem([], (item) => item)).toBeUndefined();
  });
});
