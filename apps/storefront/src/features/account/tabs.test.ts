import { describe, expect, it } from 'vitest';
import { tabForKey, tabFromQuery, tabHref } from './tabs';

describe('dashboard tabs', () => {
  it('selects the tab of the query, orders by default', () => {
    expect(tabFromQuery('wishlist')).toBe('wishlist');
    expect(tabFromQuery('Downloads')).toBe('downloads');
    expect(tabFromQuery('edit-account')).toBe('details');
    expect(tabFromQuery(null)).toBe('orders');
    expect(tabFromQuery('nonsense')).toBe('orders');
  });

  it('moves with arrows (wrapping), Home and End', () => {
    expect(tabForKey('orders', 'ArrowRight')).toBe('downloads');
    expect(tabForKey('orders', 'ArrowLeft')).toBe('wishlist');
    expect(tabForKey('wishlist', 'ArrowRight')).toBe('orders');
    expect(tabForKey('downloads', 'Home')).toBe('orders');
    expect(tabForKey('downloads', 'End')).toBe('wishlist');
    expect(tabForKey('downloads', 'a')).toBeNull();
  });

  it('links each tab', () => {
    expect(tabHref('orders')).toBe('/my-account');
    expect(tabHref('wishlist')).toBe('/my-account?tab=wishlist');
  });
});
