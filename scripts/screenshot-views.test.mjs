/**
 * `npm run screenshots` covers the views a design change must be checked on, at a phone, a
 * tablet and a desktop width, each shot under its own file name.
 */
import { describe, expect, it } from 'vitest';
import { shotName, VIEWS, WIDTHS } from './lib/screenshot-views.mjs';

describe('the screenshot views', () => {
  it('photograph home, a listing with its filters open, a product, the cart panel, checkout and the account', () => {
    expect(VIEWS.map((view) => view.name)).toEqual([
      'home',
      'listing-filters-open',
      'product',
      'cart-panel',
      'checkout',
      'my-account',
    ]);
    for (const view of VIEWS) expect(typeof view.capture).toBe('function');
  });

  it('at 375, 768 and 1280 px', () => {
    expect(WIDTHS).toEqual([375, 768, 1280]);
  });

  it('into one file per view and width', () => {
    const names = VIEWS.flatMap((view) => WIDTHS.map((width) => shotName(view.name, width)));
    expect(new Set(names).size).toBe(VIEWS.length * WIDTHS.length);
    expect(shotName('home', 375)).toBe('home-375.png');
  });
});
