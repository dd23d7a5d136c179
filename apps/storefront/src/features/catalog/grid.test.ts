import { describe, expect, it } from 'vitest';
import { FULL_ROWS, fullRowsCount } from './grid';

describe('fullRowsCount', () => {
  it('keeps a size that fills rows of 2, 3 and 4 columns', () => {
    expect(fullRowsCount(24)).toBe(24);
    expect(fullRowsCount(12)).toBe(12);
    for (const columns of [2, 3, 4]) expect(FULL_ROWS % columns).toBe(0);
  });

  it('rounds any other size to the nearest that does, never below one set of rows', () => {
    expect(fullRowsCount(20)).toBe(24);
    expect(fullRowsCount(17)).toBe(12);
    expect(fullRowsCount(5)).toBe(12);
    expect(fullRowsCount(1)).toBe(12);
    expect(fullRowsCount(50)).toBe(48);
  });
});
