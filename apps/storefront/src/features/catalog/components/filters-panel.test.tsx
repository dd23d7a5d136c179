/**
 * The attribute filters are named one way, as the product page names the attributes: by the label
 * the store sends (WooNuxt Settings' global_attributes label, asked for in the page's language),
 * never by a storefront catalogue word of its own.
 */
import { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import catalog from '@/messages/de-DE/catalog.json';
import type { AttributeFilterOption } from '../data';
import { readListQuery } from '../list-query';

vi.mock('next-intl/server', () => ({
  getLocale: async () => 'de-DE',
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'de-DE', messages: { catalog }, namespace: namespace as 'catalog.filters' }),
}));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));
vi.mock('./list-form', () => ({
  ListForm: ({ label, children }: { label: string; children: ReactNode }) => (
    <form aria-label={label}>{children}</form>
  ),
}));
const { FiltersPanel } = await import('./filters-panel');
const { ActiveFilters } = await import('./active-filters');

const attribute = (name: string, label: string): AttributeFilterOption => ({
  name,
  taxonomy: `pa_${name}`,
  label,
  showCount: false,
  openByDefault: true,
  terms: [{ slug: 'black', name: 'Schwarz', count: 3 }],
});

const render = async (
  attributes: AttributeFilterOption[],
  params: Record<string, string> = {},
  offerRating = true,
) => {
  const { query } = readListQuery(params, { attributes: attributes.map((option) => option.name) });
  const props = { basePath: '/products', attributes, query };
  const panel = await FiltersPanel({
    ...props,
    action: '/de-DE/products',
    state: '/products',
    maxPrice: 100,
    categories: [],
    activeCount: 0,
    offerRating,
    resultsId: 'product-list-results',
  });
  const chips = await ActiveFilters({ ...props, categoryNames: {} });
  return renderToStaticMarkup(
    <>
      {panel}
      {chips}
    </>,
  );
};

describe('the attribute filters', () => {
  it("are named by the store's label, in the language it sent, with the term names it sent", async () => {
    const html = await render([attribute('color', 'Farbton (Shop)')], { filter: 'color[black]' });
    expect(html).toContain('<summary class="_groupSummary');
    expect(html).toMatch(/<summary[^>]*>Farbton \(Shop\)<\/summary>/);
    expect(html).toContain('<legend class="visually-hidden">Farbton (Shop)</legend>');
    expect(html).toContain('Schwarz');
    // The active filter's chip names it the same way.
    expect(html).toContain('Farbton (Shop): Schwarz');
  });

  it("show a store's own (English) label as it is on a German page: the storefront has no word of its own", async () => {
    const html = await render([attribute('size', 'Size')]);
    expect(html).toMatch(/<summary[^>]*>Size<\/summary>/);
    expect(html).not.toContain('Größe');
  });
});

/**
 * Seen on a real site: a "Customer rating" filter offered while reviews were off and no product
 * had a rating, where every choice but "Any rating" emptied the list.
 */
describe('the rating filter', () => {
  it('is offered when the list has a rated product', async () => {
    const html = await render([]);
    expect(html).toMatch(/<summary[^>]*>Kundenbewertung<\/summary>/);
    expect(html).toContain('name="rating"');
  });

  it('is left out when it does not apply to the list', async () => {
    const html = await render([], {}, false);
    expect(html).not.toContain('Kundenbewertung');
    expect(html).not.toContain('name="rating"');
    // The other groups stay.
    expect(html).toMatch(/<summary[^>]*>Verfügbarkeit<\/summary>/);
  });
});

describe('the price filter', () => {
  it('names both ends of its range as money, the page’s way', async () => {
    const html = await render([]);
    // The German page's price range (up to 100 dollars): both ends in the locale's money format.
    expect(html).toContain('Von 0,00\u00a0$ bis 100,00\u00a0$');
  });
});

describe('a long filter group', () => {
  const sizes: AttributeFilterOption = {
    ...attribute('size', 'Größe'),
    terms: ['xs', 's', 'm', 'l', 'xl', 'xxl', '3xl', '4xl'].map((slug) => ({
      slug,
      name: slug.toUpperCase(),
      count: 1,
    })),
  };
  const rest = (html: string) => html.slice(html.indexOf('<details class="_more'));

  it('shows its first five choices and keeps the rest behind "Show more", closed', async () => {
    const html = await render([sizes]);
    expect(html).toMatch(
      /<details class="_more[^"]*"><summary[^>]*><span[^>]*>3 weitere anzeigen<\/span><span[^>]*>Weniger anzeigen<\/span><\/summary>/,
    );
    expect(rest(html)).not.toContain('value="xl"');
    expect(rest(html)).toContain('value="xxl"');
    expect(rest(html)).toContain('value="4xl"');
  });

  it('opens with the rest shown when one of them is chosen', async () => {
    const html = await render([sizes], { filter: 'size[3xl]' });
    expect(html).toMatch(/<details class="_more[^"]*" open="">/);
  });

  it('stays whole when it is short', async () => {
    const html = await render([attribute('color', 'Farbe')]);
    expect(html).not.toContain('weitere anzeigen');
  });
});
