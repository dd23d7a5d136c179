import { describe, expect, it } from 'vitest';
import type { SeedProduct, SeedProductLinks } from '../types.ts';
import { demoCatalog } from './index.ts';
import { PRODUCT_LINKS } from './product-links.ts';

const bySlug = new Map(demoCatalog.products.map((p) => [p.slug, p]));
const product = (slug: string): SeedProduct => {
  const found = bySlug.get(slug);
  if (!found) throw new Error(`No product ${slug}`);
  return found;
};
const linksOf = (slug: string): SeedProductLinks | undefined => PRODUCT_LINKS.find((l) => l.product === slug);
const allLinked = (l: SeedProductLinks): string[] => [...(l.crossSells ?? []), ...(l.upsells ?? [])];
const inCategory = (slug: string, category: string): boolean => product(slug).categories.includes(category);
const isCartridge = (slug: string): boolean => inCategory(slug, 'gas-vapour-filters');
const isParticulateFilter = (slug: string): boolean => inCategory(slug, 'particulate-filters');
const hasCrossSells = (l: SeedProductLinks): boolean => (l.crossSells?.length ?? 0) > 0;

/** Products with cross-sells whose catalogue entry matches the test. */
const linkedWhere = (test: (p: SeedProduct) => boolean): SeedProductLinks[] =>
  PRODUCT_LINKS.filter((l) => hasCrossSells(l) && test(product(l.product)));

describe('product links', () => {
  it('name only products of the catalogue', () => {
    const unknown = PRODUCT_LINKS.flatMap((l) => [l.product, ...allLinked(l)]).filter((s) => !bySlug.has(s));
    expect(unknown).toEqual([]);
  });

  it('never link a product to itself', () => {
    expect(PRODUCT_LINKS.filter((l) => allLinked(l).includes(l.product)).map((l) => l.product)).toEqual([]);
  });

  it('have no duplicates within a list', () => {
    for (const l of PRODUCT_LINKS) {
      for (const list of [l.crossSells ?? [], l.upsells ?? []]) {
        expect(new Set(list).size, l.product).toBe(list.length);
      }
    }
  });

  it('give each product one entry', () => {
    const slugs = PRODUCT_LINKS.map((l) => l.product);
    expect(slugs.filter((s, i) => slugs.indexOf(s) !== i)).toEqual([]);
  });

  it('keep 2 to 6 cross-sells and at most 3 upsells', () => {
    for (const l of PRODUCT_LINKS) {
      expect(l.crossSells?.length ?? 0, l.product).toBeGreaterThanOrEqual(2);
      expect(l.crossSells?.length ?? 0, l.product).toBeLessThanOrEqual(6);
      expect(l.upsells?.length ?? 0, l.product).toBeLessThanOrEqual(3);
    }
  });

  it('link no gift card or training, and cross-sell only what can go in the cart', () => {
    for (const l of PRODUCT_LINKS) {
      for (const slug of [l.product, ...allLinked(l)]) {
        expect(inCategory(slug, 'safety-training'), slug).toBe(false);
      }
      for (const slug of [l.product, ...(l.crossSells ?? [])]) {
        expect(product(slug).type, slug).not.toBe('external');
      }
    }
  });

  it('cover the families that have parts', () => {
    expect(linkedWhere((p) => p.categories.includes('half-face-respirators')).length).toBeGreaterThan(0);
    expect(linkedWhere((p) => p.categories.includes('full-face-respirators')).length).toBeGreaterThan(0);
    expect(
      linkedWhere((p) => p.categories.includes('welding-helmets') && p.name.includes('9100')).length,
    ).toBeGreaterThan(0);
    expect(
      linkedWhere((p) => p.categories.includes('papr-systems') && p.name.includes('TR-300+')).length,
    ).toBeGreaterThan(0);
    expect(
      linkedWhere((p) => p.categories.includes('papr-systems') && p.name.includes('TR-600')).length,
    ).toBeGreaterThan(0);
  });

  it('keep TR-300+ and TR-600 parts apart', () => {
    for (const l of PRODUCT_LINKS) {
      const name = product(l.product).name;
      const linkedNames = (l.crossSells ?? []).map((s) => product(s).name);
      if (name.includes('TR-300+'))
        expect(
          linkedNames.filter((n) => /TR-6\d/.test(n)),
          name,
        ).toEqual([]);
      if (/TR-6\d/.test(name))
        expect(
          linkedNames.filter((n) => n.includes('TR-3')),
          name,
        ).toEqual([]);
    }
  });

  it('pair Rd40 filters only with Rd40 products', () => {
    for (const l of PRODUCT_LINKS) {
      const rd40 = product(l.product).name.includes('Rd40');
      for (const slug of l.crossSells ?? []) {
        const linked = product(slug);
        const isFilter = inCategory(slug, 'respirator-filters');
        if (isFilter && (rd40 || linked.name.includes('Rd40'))) {
          expect(linked.name.includes('Rd40'), `${l.product} -> ${slug}`).toBe(rd40);
        }
      }
    }
  });

  describe('the reusable half mask', () => {
    const halfMask = 'safeair-hf-200-reusable-half-mask';
    const crossSells = linksOf(halfMask)?.crossSells ?? [];

    it('cross-sells cartridges first, then particulate filters or prefilters', () => {
      const cartridges = crossSells.filter(isCartridge);
      expect(cartridges.length).toBeGreaterThan(0);
      expect(crossSells.slice(0, cartridges.length)).toEqual(cartridges);
      expect(crossSells.filter((s) => !isCartridge(s) && isParticulateFilter(s)).length).toBeGreaterThan(0);
    });

    it('cross-sells an organic vapour cartridge that is a simple product', () => {
      const ovCartridges = crossSells.filter(
        (s) => isCartridge(s) && /organic vapou?r/i.test(product(s).name),
      );
      expect(ovCartridges.length).toBeGreaterThan(0);
      for (const slug of ovCartridges) {
        expect(product(slug).type, slug).toBe('simple');
        expect(product(slug).variations ?? [], slug).toEqual([]);
      }
    });
  });
});
