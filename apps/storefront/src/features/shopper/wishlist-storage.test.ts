import { describe, expect, it } from 'vitest';
import { idsToMerge, parseStoredWishlist, toggleWishlist } from './wishlist-storage';

describe('wishlist', () => {
  it('reads the stored list defensively', () => {
    expect(parseStoredWishlist('[3,1,3,"x",-2,1.5]')).toEqual([3, 1]);
    expect(parseStoredWishlist('{"a":1}')).toEqual([]);
    expect(parseStoredWishlist('not json')).toEqual([]);
    expect(parseStoredWishlist(null)).toEqual([]);
  });

  it('adds newest first and removes', () => {
    expect(toggleWishlist([1, 2], 3, true)).toEqual([3, 1, 2]);
    expect(toggleWishlist([1, 2], 1, true)).toEqual([1, 2]);
    expect(toggleWishlist([1, 2], 1, false)).toEqual([2]);
  });

  it('merges only what the account lacks', () => {
    expect(idsToMerge([5, 1, 5, 7], [1, 2])).toEqual([5, 7]);
    expect(idsToMerge([], [1])).toEqual([]);
  });
});
