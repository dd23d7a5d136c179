import { describe, expect, it } from 'vitest';
import { assertSafeUrl, safeUrl, UnsafeUrlError } from './safe-url';

const origin = 'https://shop.example';

describe('safeUrl', () => {
  it('passes paths inside the shop, keeping query and hash', () => {
    expect(safeUrl('/shipping-returns', { origin })).toEqual({ internal: true, href: '/shipping-returns' });
    expect(safeUrl('  /products?filter=sale[true]#list ', { origin })).toEqual({
      internal: true,
      href: '/products?filter=sale[true]#list',
    });
  });

  it('turns absolute URLs on the shop into paths', () => {
    expect(safeUrl('https://shop.example/checkout/order-received/42?key=k', { origin })).toEqual({
      internal: true,
      href: '/checkout/order-received/42?key=k',
    });
  });

  it('refuses script-type and other non-web protocols, however they are written', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\nscript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://shop.example/1234',
      'ftp://files.example/x',
      'mailto:someone@example.com',
    ]) {
      expect(safeUrl(url, { origin, allowExternal: true }), url).toBeNull();
    }
  });

  it('refuses other sites unless allowed', () => {
    expect(safeUrl('https://evil.example/login', { origin })).toBeNull();
    expect(safeUrl('//evil.example/login', { origin })).toBeNull();
    expect(safeUrl('/\\evil.example/login', { origin })).toBeNull();
    // Disguised hosts stay refused even when other sites are allowed: they must be written in full.
    expect(safeUrl('//evil.example/login', { origin, allowExternal: true })).toBeNull();
    expect(safeUrl('/\\evil.example/login', { origin, allowExternal: true })).toBeNull();
    expect(safeUrl('https://evil.example/login', { origin, allowExternal: false })).toBeNull();
  });

  it('opens other sites with the allow flag or when their host is on the allow-list', () => {
    expect(safeUrl('https://id.example/authorize?state=1', { origin, allowExternal: true })).toEqual({
      internal: false,
      href: 'https://id.example/authorize?state=1',
    });
    const allow = ['accounts.example.com', '*.stripe.com'];
    expect(safeUrl('https://accounts.example.com/o/oauth2', { origin, allowExternal: allow })?.internal).toBe(
      false,
    );
    expect(safeUrl('https://checkout.stripe.com/pay', { origin, allowExternal: allow })?.internal).toBe(
      false,
    );
    expect(safeUrl('https://stripe.com/', { origin, allowExternal: allow })?.internal).toBe(false);
    expect(safeUrl('https://evilstripe.com/', { origin, allowExternal: allow })).toBeNull();
    expect(safeUrl('https://example.com/', { origin, allowExternal: allow })).toBeNull();
  });

  it('refuses credentials in the URL and empty or unparsable values', () => {
    expect(safeUrl('https://user:pw@id.example/', { origin, allowExternal: true })).toBeNull();
    expect(safeUrl('', { origin })).toBeNull();
    expect(safeUrl('   ', { origin })).toBeNull();
    expect(safeUrl(null, { origin })).toBeNull();
    expect(safeUrl(undefined, { origin })).toBeNull();
    expect(safeUrl('http://[::1', { origin, allowExternal: true })).toBeNull();
    expect(safeUrl('not a url', { origin, allowExternal: true })).toBeNull();
    expect(safeUrl('product/abc', { origin })).toBeNull();
  });

  it('treats only the exact origin as the shop', () => {
    expect(safeUrl('http://shop.example/x', { origin })).toBeNull();
    expect(safeUrl('https://shop.example:8443/x', { origin })).toBeNull();
  });

  it('works without an origin (server side): only paths are internal', () => {
    expect(safeUrl('/cart')).toEqual({ internal: true, href: '/cart' });
    expect(safeUrl('https://shop.example/cart')).toBeNull();
  });
});

describe('assertSafeUrl', () => {
  it('throws for a refused URL and returns the checked one otherwise', () => {
    expect(() => assertSafeUrl('javascript:alert(1)', { origin })).toThrow(UnsafeUrlError);
    expect(() => assertSafeUrl('https://evil.example', { origin })).toThrow(/not allowed/);
    expect(assertSafeUrl('/my-account', { origin })).toEqual({ internal: true, href: '/my-account' });
  });
});
