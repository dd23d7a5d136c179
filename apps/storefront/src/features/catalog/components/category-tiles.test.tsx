/**
 * Seen on a real site: categories without an image (a WooCommerce category's thumbnail is
 * optional) showed as plain grey squares. They get a drawn placeholder in the shop's line-icon style.
 */
import { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import catalog from '@/messages/en-US/catalog.json';

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({
      locale: 'en-US',
      messages: { catalog },
      namespace: namespace as 'catalog.categories',
    }),
}));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, className, children }: { href: string; className?: string; children: ReactNode }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));
const { CategoryTiles } = await import('./category-tiles');

const category = (slug: string, image: { url: string; alt: string } | null) => ({
  id: slug.length,
  name: slug,
  slug,
  count: 3,
  image,
});

const tiles = async (compact = false) =>
  renderToStaticMarkup(
    await CategoryTiles({
      categories: [category('gloves', null), category('respirators', { url: '/media/1/r.webp', alt: '' })],
      compact,
    }),
  );

/** The markup of one tile's link. */
const tile = (html: string, slug: string) =>
  html.match(new RegExp(`<a href="/product-category/${slug}"[^>]*>.*?</a>`))?.[0] ?? '';

describe('category tiles', () => {
  it('draw a decorative line picture where a category has no image', async () => {
    const gloves = tile(await tiles(), 'gloves');
    expect(gloves).toMatch(/<span class="[^"]*placeholder[^"]*"><svg[^>]*aria-hidden="true"/);
    expect(gloves).toContain('stroke="currentColor"');
    expect(gloves).not.toContain('<img');
    expect(gloves).toContain('gloves</span>');
  });

  it("keep a category's own image where it has one", async () => {
    const respirators = tile(await tiles(), 'respirators');
    expect(respirators).toContain('<img src="/media/1/r.webp" alt=""');
    expect(respirators).not.toContain('<svg');
  });

  it('draw nothing in the text-only links of a category page', async () => {
    expect(await tiles(true)).not.toContain('<svg');
  });
});
