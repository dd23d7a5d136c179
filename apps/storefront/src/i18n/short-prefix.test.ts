/**
 * `/de/…` was a 404 (the English catch-all): German lives at `/de-DE/`. WPML's and Polylang's
 * language directories, and shoppers typing a language, write the language alone.
 */
import { describe, expect, it } from 'vitest';
import { shortPrefixTarget } from './short-prefix';

describe('a language-only prefix', () => {
  it.each([
    ['/de', '/de-DE'],
    ['/de/', '/de-DE'],
    ['/de/products', '/de-DE/products'],
    ['/es/product-category/gloves', '/es-ES/product-category/gloves'],
    ['/fr/my-account/lost-password/', '/fr-FR/my-account/lost-password/'],
    ['/it/blog/ffp2-vs-ffp3', '/it-IT/blog/ffp2-vs-ffp3'],
    ['/pt/cart', '/pt-BR/cart'],
  ])('%s leads to %s', (path, target) => {
    expect(shortPrefixTarget(path)).toBe(target);
  });

  it('is read whatever its case', () => {
    expect(shortPrefixTarget('/DE/products')).toBe('/de-DE/products');
    expect(shortPrefixTarget('/Pt/cart')).toBe('/pt-BR/cart');
  });

  it('counts only as a whole first segment', () => {
    for (const path of ['/de-something', '/product/de', '/des/products', '/d', '/deutsch/products']) {
      expect(shortPrefixTarget(path)).toBeNull();
    }
  });

  it("leaves English, the locales' own prefixes and languages the shop lacks to the router", () => {
    for (const path of ['/', '/products', '/en/products', '/de-DE/products', '/nl/products', '/ja']) {
      expect(shortPrefixTarget(path)).toBeNull();
    }
  });
});
