import { describe, expect, it } from 'vitest';
import { calendarDay, collectPages, sitemapEntries } from './sitemap-entries';

const urlFor = (path: string, locale: string) =>
  `https://shop.example${locale === 'en-US' ? '' : `/${locale}`}${path === '/' && locale !== 'en-US' ? '' : path}`;

describe('sitemapEntries', () => {
  it('lists each path in every locale with all hreflang alternates', () => {
    const entries = sitemapEntries(
      [{ path: '/product/mask', lastModified: '2025-01-14' }],
      ['en-US', 'de-DE'],
      'en-US',
      urlFor,
    );
    const alternates = {
      languages: {
        'en-US': 'https://shop.example/product/mask',
        'de-DE': 'https://shop.example/de-DE/product/mask',
        'x-default': 'https://shop.example/product/mask',
      },
    };
    expect(entries).toEqual([
      { url: 'https://shop.example/product/mask', lastModified: '2025-01-14', alternates },
      { url: 'https://shop.example/de-DE/product/mask', lastModified: '2025-01-14', alternates },
    ]);
  });

  it('leaves out an unknown modification date', () => {
    const [entry] = sitemapEntries([{ path: '/' }], ['en-US'], 'en-US', urlFor);
    expect(entry).not.toHaveProperty('lastModified');
  });
});

describe('collectPages', () => {
  it('follows cursors to the end', async () => {
    const pages: Record<string, { nodes: number[]; hasNextPage: boolean; endCursor: string | null }> = {
      start: { nodes: [1, 2], hasNextPage: true, endCursor: 'a' },
      a: { nodes: [3, 4], hasNextPage: true, endCursor: 'b' },
      b: { nodes: [5], hasNextPage: false, endCursor: 'c' },
    };
    const asked: (string | null)[] = [];
    const all = await collectPages(async (after) => {
      asked.push(after);
      return pages[after ?? 'start'] as (typeof pages)[string];
    });
    expect(all).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([null, 'a', 'b']);
  });

  it('stops on a repeated cursor and after the page limit', async () => {
    let calls = 0;
    const looping = await collectPages(async () => {
      calls++;
      return { nodes: [calls], hasNextPage: true, endCursor: 'same' };
    });
    expect(looping).toEqual([1, 2]);

    let counter = 0;
    const endless = await collectPages(async () => {
      counter++;
      return { nodes: [counter], hasNextPage: true, endCursor: `c${counter}` };
    }, 3);
    expect(endless).toEqual([1, 2, 3]);
  });
});

describe('calendarDay', () => {
  it('keeps the date of a WordPress date', () => {
    expect(calendarDay('2025-01-14T15:00:00')).toBe('2025-01-14');
    expect(calendarDay(null)).toBeUndefined();
    expect(calendarDay('soon')).toBeUndefined();
  });
});
