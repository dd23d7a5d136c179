import { describe, expect, it } from 'vitest';
import { type AnchorInfo, type ClickInfo, internalNavigationTarget, routeKey } from './link-click';

const click: ClickInfo = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const anchor = (href: string, extra: Partial<AnchorInfo> = {}): AnchorInfo => ({
  href,
  target: '',
  download: false,
  ...extra,
});
const current = 'https://shop.example/products?page=2#top';

describe('internalNavigationTarget', () => {
  it('returns the URL of a plain click on a link to another page of the shop', () => {
    expect(internalNavigationTarget(click, anchor('https://shop.example/product/a'), current)?.pathname).toBe(
      '/product/a',
    );
    expect(internalNavigationTarget(click, anchor('/products?page=3'), current)?.search).toBe('?page=3');
    expect(internalNavigationTarget(click, anchor('/de-DE', { target: '_self' }), current)?.pathname).toBe(
      '/de-DE',
    );
  });

  it('ignores modified, non-left and already handled clicks', () => {
    const target = anchor('/product/a');
    expect(internalNavigationTarget({ ...click, metaKey: true }, target, current)).toBeNull();
    expect(internalNavigationTarget({ ...click, ctrlKey: true }, target, current)).toBeNull();
    expect(internalNavigationTarget({ ...click, shiftKey: true }, target, current)).toBeNull();
    expect(internalNavigationTarget({ ...click, altKey: true }, target, current)).toBeNull();
    expect(internalNavigationTarget({ ...click, button: 1 }, target, current)).toBeNull();
    expect(internalNavigationTarget({ ...click, defaultPrevented: true }, target, current)).toBeNull();
  });

  it('ignores new tabs, downloads, other sites and other protocols', () => {
    expect(internalNavigationTarget(click, anchor('/product/a', { target: '_blank' }), current)).toBeNull();
    expect(internalNavigationTarget(click, anchor('/product/a', { download: true }), current)).toBeNull();
    expect(internalNavigationTarget(click, anchor('https://other.example/'), current)).toBeNull();
    expect(internalNavigationTarget(click, anchor('mailto:help@shop.example'), current)).toBeNull();
    expect(internalNavigationTarget(click, anchor('tel:+15550100'), current)).toBeNull();
  });

  it('ignores files and endpoints, which render no route', () => {
    expect(internalNavigationTarget(click, anchor('/api/download?id=1'), current)).toBeNull();
    expect(internalNavigationTarget(click, anchor('/media/12'), current)).toBeNull();
    expect(internalNavigationTarget(click, anchor('/_next/static/x.pdf'), current)).toBeNull();
  });

  it('follows a link to the current page itself, but leaves jumps within it to the browser', () => {
    expect(internalNavigationTarget(click, anchor('/products?page=2'), current)?.href).toBe(
      'https://shop.example/products?page=2',
    );
    expect(internalNavigationTarget(click, anchor('#main-content'), current)).toBeNull();
    expect(internalNavigationTarget(click, anchor('/products?page=2#reviews'), current)).toBeNull();
  });
});

describe('routeKey', () => {
  it('is the same for a route however its parts were encoded', () => {
    expect(routeKey('/products', '?filter=inStock[true],filterclass[ffp3]')).toBe(
      routeKey('/products', 'filter=inStock%5Btrue%5D%2Cfilterclass%5Bffp3%5D'),
    );
    expect(routeKey('/product/caf%C3%A9', '')).toBe(routeKey('/product/café', '?'));
    expect(routeKey('/blog/', '')).toBe('/blog');
    expect(routeKey('', '')).toBe('/');
  });

  it('tells different routes apart', () => {
    expect(routeKey('/products', '?page=2')).not.toBe(routeKey('/products', '?page=3'));
    expect(routeKey('/products', '')).not.toBe(routeKey('/product', ''));
  });
});
