/**
 * Builds large catalogues (10k, 100k products) for benchmarks: the demo store's categories,
 * attributes and tags, with generated products spread over every leaf category, priced,
 * stocked, rated and attributed like the real ones. Deterministic for a given size and seed,
 * so two benchmark runs measure the same data. Artwork is shared from a small pool, as a
 * real store reuses photography across sizes and colours.
 */
import { demoCatalog } from '../catalog/index.ts';
import type {
  ArtworkKind,
  ArtworkSpec,
  SeedCatalog,
  SeedProduct,
  SeedVariation,
  StockStatus,
} from '../types.ts';

/** mulberry32: a tiny seeded PRNG, so generated catalogues are reproducible. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BRANDS = [
  'SafeAir',
  'ArmorGrip',
  'ClearView',
  'ShieldPro',
  'WeldGuard',
  'SiteSafe',
  'AeroShield',
  'GripTech',
];
const ADJECTIVES = ['Pro', 'Lite', 'Max', 'Plus', 'Comfort', 'Heavy-Duty', 'Ultra', 'Flex', 'Elite', 'Core'];

/** The drawing and words that suit each main category. */
const FAMILIES: Record<
  string,
  { kinds: ArtworkKind[]; nouns: string[]; price: [number, number]; attributes: string[] }
> = {
  speedglas: {
    kinds: ['welding-helmet', 'welding-lens'],
    nouns: ['Welding Helmet', 'Auto-Darkening Filter', 'Cover Lens', 'Grinding Shield'],
    price: [9, 1200],
    attributes: ['pa_shade', 'pa_standard'],
  },
  versaflo: {
    kinds: ['papr', 'papr-hood', 'battery'],
    nouns: ['PAPR System', 'Headtop', 'Particulate Filter', 'Battery Pack'],
    price: [25, 2400],
    attributes: ['pa_filterclass', 'pa_standard'],
  },
  'masks-respirators': {
    kinds: ['mask-ffp2', 'mask-ffp3', 'mask-n95', 'half-mask', 'full-face-mask', 'filter-cartridge'],
    nouns: ['FFP2 Mask', 'FFP3 Valved Mask', 'N95 Respirator', 'Half-Face Respirator', 'Cartridge Pair'],
    price: [1, 320],
    attributes: ['pa_filterclass', 'pa_standard', 'pa_size'],
  },
  gloves: {
    kinds: ['glove'],
    nouns: ['Cut-Resistant Glove', 'Nitrile Glove', 'Welding Glove', 'Mechanics Glove'],
    price: [4, 60],
    attributes: ['pa_cutlevel', 'pa_size', 'pa_standard'],
  },
  industrial: {
    kinds: ['safety-glasses', 'hard-hat', 'ear-muffs', 'hi-vis-vest', 'safety-boot', 'first-aid'],
    nouns: ['Safety Glasses', 'Hard Hat', 'Ear Muffs', 'Hi-Vis Vest', 'Safety Boot', 'First Aid Kit'],
    price: [3, 220],
    attributes: ['pa_color', 'pa_standard', 'pa_size'],
  },
};

export interface GenerateOptions {
  products: number;
  seed?: number;
}

export function generateCatalog({ products: count, seed = 42 }: GenerateOptions): SeedCatalog {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const between = (low: number, high: number) => low + next() * (high - low);

  const { categories, attributes, tags } = demoCatalog;
  const parentOf = new Map(categories.map((c) => [c.slug, c.parentSlug]));
  const mainOf = (slug: string): string => {
    const parent = parentOf.get(slug);
    return parent ? mainOf(parent) : slug;
  };
  const hasChildren = new Set(categories.map((c) => c.parentSlug).filter(Boolean));
  const leaves = categories.filter((c) => c.parentSlug && !hasChildren.has(c.slug));
  const termsOf = new Map<string, string[]>(attributes.map((a) => [a.slug, a.terms.map((t) => t.slug)]));

  // A pool of artwork per kind, shared by many products (media rows stay few).
  const artworkPool = new Map<ArtworkKind, ArtworkSpec[]>();
  const artworkFor = (kind: ArtworkKind, noun: string): ArtworkSpec => {
    const pool = artworkPool.get(kind) ?? [];
    artworkPool.set(kind, pool);
    if (pool.length < 12) {
      const spec: ArtworkSpec = {
        kind,
        hue: Math.floor(next() * 360),
        variant: pool.length % 3,
        alt: `${noun} product photo`,
      };
      pool.push(spec);
      return spec;
    }
    return pick(pool);
  };

  const products: SeedProduct[] = [];
  for (let i = 0; i < count; i++) {
    const category = leaves[i % leaves.length] as (typeof leaves)[number];
    const main = mainOf(category.slug);
    const family = FAMILIES[main] ?? (FAMILIES.industrial as (typeof FAMILIES)[string]);
    const noun = pick(family.nouns);
    const name = `${pick(BRANDS)} ${noun} ${pick(ADJECTIVES)} ${100 + (i % 900)}-${Math.floor(i / 900)}`;
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i}`;
    const regularPrice = Math.round(between(family.price[0], family.price[1]) * 100) / 100;
    const onSale = next() < 0.2;
    const stockRoll = next();
    const stockStatus: StockStatus =
      stockRoll < 0.08 ? 'outofstock' : stockRoll < 0.12 ? 'onbackorder' : 'instock';
    const productAttributes = family.attributes.map((slugOfAttribute) => {
      const options = termsOf.get(slugOfAttribute) ?? [];
      const chosen = [...new Set([pick(options), pick(options)])];
      return { name: slugOfAttribute, options: chosen, visible: true, variation: false };
    });
    const isVariable = next() < 0.3 && termsOf.has('pa_size');
    let variations: SeedVariation[] | undefined;
    if (isVariable) {
      const sizes = (termsOf.get('pa_size') ?? []).slice(0, 2 + Math.floor(next() * 4));
      productAttributes.push({ name: 'pa_size', options: sizes, visible: true, variation: true });
      // Variation attributes must not repeat a non-variation attribute of the same name.
      const withoutPlainSize = productAttributes.filter((a) => a.name !== 'pa_size' || a.variation);
      productAttributes.splice(0, productAttributes.length, ...withoutPlainSize);
      variations = sizes.map((size, index) => ({
        sku: `GEN-${i}-${size}`.toUpperCase(),
        attributes: { pa_size: size },
        regularPrice: Math.round((regularPrice + index * 2) * 100) / 100,
        salePrice: onSale ? Math.round((regularPrice + index * 2) * 80) / 100 : undefined,
        stockStatus: next() < 0.1 ? 'outofstock' : 'instock',
        stockQuantity: Math.floor(between(0, 500)),
      }));
    }
    const reviewCount = next() < 0.4 ? 1 + Math.floor(next() * 5) : 0;
    products.push({
      slug,
      name,
      sku: `GEN-${i}`,
      type: isVariable ? 'variable' : 'simple',
      categories: [category.slug, main],
      tags: [pick(tags).slug, pick(tags).slug].filter((tag, index, all) => all.indexOf(tag) === index),
      description: `<p>${name} for professional use. Built for ${category.name.toLowerCase()} work and tested to the standards listed below.</p>`,
      shortDescription: `<p>${noun} from ${name.split(' ')[0]}.</p>`,
      regularPrice,
      salePrice: onSale ? Math.round(regularPrice * 80) / 100 : undefined,
      stockStatus,
      stockQuantity: stockStatus === 'instock' ? Math.floor(between(1, 900)) : 0,
      totalSales: Math.floor(next() ** 3 * 5000),
      featured: next() < 0.01,
      date: new Date(Date.UTC(2023, 0, 1) + Math.floor(next() * 1000 * 86_400_000)).toISOString(),
      image: artworkFor(pick(family.kinds), noun),
      attributes: productAttributes,
      variations,
      reviews: Array.from({ length: reviewCount }, (_, r) => ({
        author: `Buyer ${i}-${r}`,
        email: `buyer${i}.${r}@example.com`,
        rating: (3 + Math.floor(next() * 3)) as 3 | 4 | 5,
        content: 'Does the job and fits well.',
        date: '2026-06-01T12:00:00Z',
      })),
    });
  }
  return { attributes, categories, tags, products, posts: demoCatalog.posts };
}
