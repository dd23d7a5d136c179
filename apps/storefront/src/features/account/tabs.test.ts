import { describe, expect, it } from 'vitest';
import { dashboardTabs, tabForKey, tabFromQuery, tabHref } from './tabs';

const STOCK = dashboardTabs({ giftCards: false });
const WITH_GIFT_CARDS = dashboardTabs({ giftCards: true });

describe('dashboard tabs', () => {
  it('offers the gift cards tab only with the gift card plugin, last', () => {
    expect(STOCK).toEqual(['orders', 'downloads', 'details', 'wishlist']);
    expect(WITH_GIFT_CARDS).toEqual(['orders', 'downloads', 'details', 'wishlist', 'gift-cards']);
  });

  it('selects the tab of the query, orders by default', () => {
    expect(tabFromQuery('wishlist', STOCK)).toBe('wishlist');
    expect(tabFromQuery('Downloads', STOCK)).toBe('downloads');
    expect(tabFromQuery('edit-account', STOCK)).toBe('details');
    expect(tabFromQuery(null, STOCK)).toBe('orders');
    expect(tabFromQuery('nonsense', STOCK)).toBe('orders');
  });

  it('selects the gift cards tab only where it is offered', () => {
    expect(tabFromQuery('gift-cards', WITH_GIFT_CARDS)).toBe('gift-cards');
    expect(tabFromQuery('Gift-Cards', WITH_GIFT_CARDS)).toBe('gift-cards');
    expect(tabFromQuery('gift-cards', STOCK)).toBe('orders');
  });

  it('moves with arrows (wrapping), Home and End', () => {
    expect(tabForKey('orders', 'ArrowRight', STOCK)).toBe('downloads');
    expect(tabForKey('orders', 'ArrowLeft', STOCK)).toBe('wishlist');
    expect(tabForKey('wishlist', 'ArrowRight', STOCK)).toBe('orders');
    expect(tabForKey('downloads', 'Home', STOCK)).toBe('orders');
    expect(tabForKey('downloads', 'End', STOCK)).toBe('wishlist');
    expect(tabForKey('downloads', 'a', STOCK)).toBeNull();
  });

  it('moves through the gift cards tab when it is offered', () => {
    expect(tabForKey('wishlist', 'ArrowRight', WITH_GIFT_CARDS)).toBe('gift-cards');
    expect(tabForKey('gift-cards', 'ArrowRight', WITH_GIFT_CARDS)).toBe('orders');
    expect(tabForKey('orders', 'ArrowLeft', WITH_GIFT_CARDS)).toBe('gift-cards');
    expect(tabForKey('details', 'End', WITH_GIFT_CARDS)).toBe('gift-cards');
  });

  it('links each tab', () => {
    expect(tabHref('orders')).toBe('/my-account');
    expect(tabHref('wishlist')).toBe('/my-account?tab=wishlist');
    expect(tabHref('gift-cards')).toBe('/my-account?tab=gift-cards');
  });
});
