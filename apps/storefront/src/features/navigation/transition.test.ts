import { describe, expect, it } from 'vitest';
import { routeKey } from './link-click';
import { decideTransition } from './transition';

const here = 'https://shop.example/products?page=2';
const fresh = { currentHref: here, renderedKey: routeKey('/products', '?page=2'), outdated: false };

describe('decideTransition', () => {
  it('shows the indicator for a navigation to another route of the shop', () => {
    const action = decideTransition('/product/a', 'push', fresh);
    expect(action.kind).toBe('progress');
    expect(action.kind === 'progress' && action.target.href).toBe('https://shop.example/product/a');
    expect(decideTransition('/products?page=3', 'replace', fresh).kind).toBe('progress');
  });

  it('does nothing when the route stays the same (hash links, the current page) or leaves the shop', () => {
    expect(decideTransition('/products?page=2', 'push', fresh)).toEqual({ kind: 'none' });
    expect(decideTransition('/products?page=2#reviews', 'push', fresh)).toEqual({ kind: 'none' });
    expect(decideTransition('https://other.example/', 'push', fresh)).toEqual({ kind: 'none' });
  });

  it('compares back/forward with the route on screen, as the address already changed', () => {
    const traverse = { ...fresh, currentHref: 'https://shop.example/' };
    expect(decideTransition('/', 'traverse', traverse).kind).toBe('progress');
    expect(decideTransition('/products?page=2', 'traverse', { ...fresh, currentHref: here }).kind).toBe(
      'none',
    );
  });

  it('uses the address when nothing was rendered yet', () => {
    expect(decideTransition('/products?page=2', 'push', { ...fresh, renderedKey: null }).kind).toBe('none');
    expect(decideTransition('/cart', 'push', { ...fresh, renderedKey: null }).kind).toBe('progress');
  });

  it('turns the navigation into a full page load once a newer build is deployed', () => {
    const outdated = { ...fresh, outdated: true };
    expect(decideTransition('/product/a', 'push', outdated)).toMatchObject({
      kind: 'full-load',
      mode: 'assign',
    });
    expect(decideTransition('/product/a', 'replace', outdated)).toMatchObject({
      kind: 'full-load',
      mode: 'replace',
    });
    expect(
      decideTransition('/', 'traverse', { ...outdated, currentHref: 'https://shop.example/' }),
    ).toMatchObject({
      kind: 'full-load',
      mode: 'reload',
    });
    expect(decideTransition('/products?page=2', 'push', outdated)).toEqual({ kind: 'none' });
  });
});
