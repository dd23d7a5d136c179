import { describe, expect, it } from 'vitest';
import { renderArtwork } from '../../media/artwork/render-artwork.ts';
import { palette } from '../../media/artwork/svg-kit.ts';
import type { SeedProduct } from '../types.ts';
import { demoCatalog } from './index.ts';

const { products, attributes } = demoCatalog;
const product = (slug: string): SeedProduct => {
  const found = products.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No demo product ${slug}`);
  return found;
};
const variation = (slug: string, sku: string) => {
  const found = product(slug).variations?.find((candidate) => candidate.sku === sku);
  if (!found?.image) throw new Error(`No image for ${sku}`);
  return found.image;
};
/** A value as the shopper reads it: the term's name for a global attribute. */
const valueName = (name: string, value: string) =>
  attributes.find((taxonomy) => taxonomy.slug === name)?.terms.find((term) => term.slug === value)?.name ??
  value;

describe("the demo store's variation images", () => {
  it('give every variation an image of its own whose alt names each of its values', () => {
    const images = new Set();
    for (const each of products) {
      for (const { image, attributes: values } of each.variations ?? []) {
        expect(image, each.slug).toBeDefined();
        expect(image).not.toBe(each.image);
        images.add(image);
        expect(image?.alt.startsWith(each.name)).toBe(true);
        for (const [name, value] of Object.entries(values)) {
          if (value) expect(image?.alt).toContain(valueName(name, value));
        }
      }
    }
    const count = products.reduce((sum, each) => sum + (each.variations?.length ?? 0), 0);
    expect(images.size).toBe(count);
  });

  it("paint the product's drawing in the variation's colour", () => {
    const vest = 'brightline-class-2-mesh-safety-vest';
    expect(variation(vest, 'BL-V2-HVO-XL')).toMatchObject({
      kind: product(vest).image.kind,
      hue: 25,
      alt: 'BrightLine Class 2 Mesh Safety Vest — Color: Hi-Vis Orange, Size: XL',
    });
    expect(variation(vest, 'BL-V2-HVY-M')).toMatchObject({ hue: 70 });
    // A size-only variation keeps the product's colours.
    const glove = products.find((each) =>
      each.variations?.every((v) => Object.keys(v.attributes).join() === 'pa_size'),
    );
    const first = glove?.variations?.[0];
    expect(first?.image).toMatchObject({ kind: glove?.image.kind, hue: glove?.image.hue });
    expect(first?.image?.tone).toBe(glove?.image.tone);
  });

  it('draw black, grey and white variations in greys, not in a hue', () => {
    const muffs = product('hushline-hl-25e-electronic-ear-muffs');
    const black = muffs.variations?.find((each) => each.attributes.pa_color === 'black')?.image;
    expect(black).toMatchObject({ tone: 'black' });
    expect(renderArtwork(black!)).toContain(palette(black!.hue, 'black').base);
    expect(renderArtwork(black!)).not.toContain(palette(black!.hue).base);
  });

  it('show the long-sleeve shirt with sleeves, and leave a colour the variation takes any of out of its alt', () => {
    const shirt = 'brightline-class-2-long-sleeve-shirt';
    expect(product(shirt).image.kind).toBe('hi-vis-shirt');
    expect(variation(shirt, 'BL-T2LS-HVO-L')).toMatchObject({ kind: 'hi-vis-shirt', hue: 25 });
    expect(variation(shirt, 'BL-T2LS-XXL').alt).toBe(
      'BrightLine Class 2 Long-Sleeve Hi-Vis Shirt — Size: XXL',
    );
  });
});
