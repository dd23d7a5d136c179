import { describe, expect, it } from 'vitest';
import {
  claimReload,
  isChunkLoadError,
  isFailedBuildAsset,
  RELOAD_GUARD_MS,
  RELOAD_GUARD_PREFIX,
} from './chunk-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

describe('claimReload', () => {
  it('allows one reload per path within 10 s and records its time', () => {
    const storage = memoryStorage();
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(claimReload(storage, '/products', 1_000_000)).toBe(true);
    expect(storage.items.get(`${RELOAD_GUARD_PREFIX}/products`)).toBe('1000000');
    expect(claimReload(storage, '/products', 1_000_001)).toBe(false);
    expect(claimReload(storage, '/products', 1_009_999)).toBe(false);
    expect(claimReload(storage, '/products', 1_010_000)).toBe(true);
    expect(claimReload(storage, '/products', 1_010_500)).toBe(false);
  });

  it('guards each path on its own', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, '/products', 5_000)).toBe(true);
    expect(claimReload(storage, '/product/a', 5_001)).toBe(true);
    expect(claimReload(storage, '/products', 5_002)).toBe(false);
  });

  it('ignores an unreadable or future timestamp instead of blocking forever', () => {
    const storage = memoryStorage();
    storage.items.set(`${RELOAD_GUARD_PREFIX}/`, 'garbage');
    expect(claimReload(storage, '/', 20_000)).toBe(true);
    storage.items.set(`${RELOAD_GUARD_PREFIX}/x`, String(99_999_999));
    expect(claimReload(storage, '/x', 20_000)).toBe(true);
  });

  it('refuses without storage, or when storage throws, so a broken page never reloads in a loop', () => {
    expect(claimReload(null, '/', 1)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(claimReload(throwing, '/', 1)).toBe(false);
  });
});

describe('isChunkLoadError', () => {
  it('recognises chunk load failures of Turbopack, webpack and browsers', () => {
    const turbopack = Object.assign(
      new Error('Failed to load chunk /_next/static/chunks/x.js from module 1'),
      {
        name: 'ChunkLoadError',
      },
    );
    expect(isChunkLoadError(turbopack)).toBe(true);
    expect(
      isChunkLoadError(new Error('Loading chunk 123 failed.\n(error: /_next/static/chunks/123.js)')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app-layout failed.'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://shop/_next/x.js')),
    ).toBe(true);
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: '' })).toBe(true);
    expect(isChunkLoadError('Loading chunk 7 failed.')).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Something went wrong'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });
});

describe('isFailedBuildAsset', () => {
  const origin = 'https://shop.example';

  it('is true for the shop’s own scripts, stylesheets and module preloads under /_next/', () => {
    expect(isFailedBuildAsset({ tagName: 'SCRIPT', src: `${origin}/_next/static/chunks/a.js` }, origin)).toBe(
      true,
    );
    expect(
      isFailedBuildAsset(
        { tagName: 'LINK', rel: 'stylesheet', href: `${origin}/_next/static/css/a.css` },
        origin,
      ),
    ).toBe(true);
    expect(
      isFailedBuildAsset(
        { tagName: 'link', rel: 'modulepreload', href: '/_next/static/chunks/b.js' },
        origin,
      ),
    ).toBe(true);
    expect(
      isFailedBuildAsset(
        { tagName: 'LINK', rel: 'preload', as: 'script', href: '/_next/static/chunks/c.js' },
        origin,
      ),
    ).toBe(true);
  });

  it('is false for third-party scripts, other links and other paths', () => {
    expect(
      isFailedBuildAsset(
        { tagName: 'SCRIPT', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-X' },
        origin,
      ),
    ).toBe(false);
    expect(isFailedBuildAsset({ tagName: 'SCRIPT', src: `${origin}/api/build` }, origin)).toBe(false);
    expect(isFailedBuildAsset({ tagName: 'SCRIPT', src: '' }, origin)).toBe(false);
    expect(
      isFailedBuildAsset({ tagName: 'LINK', rel: 'icon', href: `${origin}/_next/static/x.png` }, origin),
    ).toBe(false);
    expect(
      isFailedBuildAsset(
        { tagName: 'LINK', rel: 'preload', as: 'font', href: '/_next/static/media/a.woff2' },
        origin,
      ),
    ).toBe(false);
    expect(isFailedBuildAsset({ tagName: 'IMG', src: `${origin}/_next/image?url=x` }, origin)).toBe(false);
    expect(
      isFailedBuildAsset({ tagName: 'SCRIPT', src: 'https://cdn.example/_next/static/chunks/a.js' }, origin),
    ).toBe(false);
  });
});
