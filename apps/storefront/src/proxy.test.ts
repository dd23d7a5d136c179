/**
 * The proxy before next-intl: `/de/…` was a 404 (the English catch-all rendered it), while German
 * lives at `/de-DE/`. A language-only prefix now leads to its locale's, and everything else is
 * next-intl's as before, the locale cookie included.
 */
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';

const request = (path: string, cookie?: string) =>
  new NextRequest(new URL(path, 'http://shop.test'), {
    headers: cookie ? { cookie, 'accept-language': 'en-US' } : { 'accept-language': 'en-US' },
  });

describe('the proxy', () => {
  it('sends a language-only prefix to its locale, path and query kept, by a 308', () => {
    const response = proxy(request('/de/product-category/gloves?filter=inStock[true]&orderby=price'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(
      'http://shop.test/de-DE/product-category/gloves?filter=inStock[true]&orderby=price',
    );
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('reads the prefix whatever its case, and follows it over the cookie of another locale', () => {
    const response = proxy(request('/PT/cart', 'i18n_redirected=fr-FR'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://shop.test/pt-BR/cart');
    // The redirect leaves the cookie alone: the prefixed address sets it, as it always did.
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('leaves a slug that only starts like a language to the English routes', () => {
    const response = proxy(request('/de-something'));
    expect(response.status).not.toBe(308);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://shop.test/en-US/de-something');
  });

  it("keeps next-intl's cookie behaviour for the locales' own prefixes", () => {
    const german = proxy(request('/de-DE/products'));
    expect(german.headers.get('location')).toBeNull();
    expect(german.headers.get('set-cookie')).toContain('i18n_redirected=de-DE');
    // A shopper who chose French and opens an English address is sent to the French one.
    const remembered = proxy(request('/products', 'i18n_redirected=fr-FR'));
    expect(remembered.headers.get('location')).toBe('http://shop.test/fr-FR/products');
  });
});
