import { describe, expect, it } from 'vitest';
import type { ArtworkSpec, GlobalAttributeSlug, SeedProduct } from '../types.ts';
import { demoCatalog } from './index.ts';

const { attributes, categories, tags, products, posts } = demoCatalog;

const MAIN_CATEGORIES = [
  { id: 510, slug: 'speedglas', name: 'Speedglas' },
  { id: 523, slug: 'versaflo', name: 'Versaflo' },
  { id: 513, slug: 'masks-respirators', name: 'Masks & Respirators' },
  { id: 534, slug: 'gloves', name: 'Gloves' },
  { id: 562, slug: 'industrial', name: 'Industrial' },
];
const MAIN_SLUGS = new Set(MAIN_CATEGORIES.map((c) => c.slug));
const GLOBAL_SLUGS: GlobalAttributeSlug[] = [
  'pa_color',
  'pa_size',
  'pa_filterclass',
  'pa_cutlevel',
  'pa_shade',
  'pa_standard',
];

const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
const isGlobal = (name: string): name is GlobalAttributeSlug => name.startsWith('pa_');
const termsOf = (taxonomy: string): Set<string> =>
  new Set(attributes.find((a) => a.slug === taxonomy)?.terms.map((t) => t.slug) ?? []);

/** Walks up the tree to the main category. */
function mainAncestor(slug: string): string | undefined {
  let current = categoryBySlug.get(slug);
  for (let depth = 0; current && depth < 10; depth++) {
    if (!current.parentSlug) return current.slug;
    current = categoryBySlug.get(current.parentSlug);
  }
  return undefined;
}

const optionsOf = (p: SeedProduct, name: string): string[] =>
  p.attributes.find((a) => a.name === name)?.options ?? [];

const allVariations = products.flatMap((p) => p.variations ?? []);
const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('attributes', () => {
  it('defines all six global taxonomies exactly once', () => {
    expect(attributes.map((a) => a.slug).sort()).toEqual([...GLOBAL_SLUGS].sort());
  });

  it('has unique, lowercase-hyphen term slugs within each taxonomy and non-empty names', () => {
    for (const taxonomy of attributes) {
      const slugs = taxonomy.terms.map((t) => t.slug);
      expect(new Set(slugs).size, taxonomy.slug).toBe(slugs.length);
      for (const term of taxonomy.terms) {
        expect(term.slug, taxonomy.slug).toMatch(SLUG_RE);
        expect(term.name.length).toBeGreaterThan(0);
      }
    }
  });

  it('includes the key terms buyers filter by', () => {
    for (const slug of ['ffp2', 'ffp3', 'n95', 'p100', 'a2p3'])
      expect(termsOf('pa_filterclass').has(slug)).toBe(true);
    for (const slug of ['a1', 'a9', 'en388-a', 'en388-f'])
      expect(termsOf('pa_cutlevel').has(slug)).toBe(true);
    for (const slug of ['shade-3', '5-8-9-13', '8-12', '9-13'])
      expect(termsOf('pa_shade').has(slug)).toBe(true);
    for (const slug of ['one-size', 'small-medium', 'medium-large'])
      expect(termsOf('pa_size').has(slug)).toBe(true);
    for (const slug of ['niosh-n95', 'en-149', 'ansi-z87-1', 'ansi-isea-105', 'en-12477']) {
      expect(termsOf('pa_standard').has(slug)).toBe(true);
    }
  });
});

describe('categories', () => {
  it('has the five main categories with fixed ids, slugs and names', () => {
    for (const main of MAIN_CATEGORIES) {
      const found = categoryBySlug.get(main.slug);
      expect(found, main.slug).toBeDefined();
      expect(found?.id).toBe(main.id);
      expect(found?.name).toBe(main.name);
      expect(found?.parentSlug).toBeUndefined();
    }
    expect(categories.filter((c) => !c.parentSlug)).toHaveLength(5);
  });

  it('has unique slugs and ids; subcategory ids are in 600–799', () => {
    expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length);
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
    for (const c of categories) {
      expect(c.slug).toMatch(SLUG_RE);
      if (c.parentSlug) {
        expect(c.id, c.slug).toBeGreaterThanOrEqual(600);
        expect(c.id, c.slug).toBeLessThanOrEqual(799);
      }
    }
  });

  it('links every subcategory to an existing parent and a main category', () => {
    for (const c of categories) {
      if (c.parentSlug) expect(categoryBySlug.has(c.parentSlug), c.slug).toBe(true);
      expect(MAIN_SLUGS.has(mainAncestor(c.slug) ?? ''), c.slug).toBe(true);
    }
  });

  it('gives each main category 2–8 children', () => {
    for (const main of MAIN_CATEGORIES) {
      const children = categories.filter((c) => c.parentSlug === main.slug);
      expect(children.length, main.slug).toBeGreaterThanOrEqual(2);
      expect(children.length, main.slug).toBeLessThanOrEqual(8);
    }
  });

  it('has at least two subcategories with their own children (third level)', () => {
    const withChildren = categories.filter(
      (c) => c.parentSlug && categories.some((child) => child.parentSlug === c.slug),
    );
    expect(withChildren.length).toBeGreaterThanOrEqual(2);
  });

  it('has a description and image on every category', () => {
    for (const c of categories) {
      expect(c.description.length, c.slug).toBeGreaterThan(20);
      expect(c.image.alt.length, c.slug).toBeGreaterThan(0);
    }
  });
});

describe('tags', () => {
  it('has 20–40 unique lowercase-hyphen tags', () => {
    expect(tags.length).toBeGreaterThanOrEqual(20);
    expect(tags.length).toBeLessThanOrEqual(40);
    expect(new Set(tags.map((t) => t.slug)).size).toBe(tags.length);
    for (const t of tags) expect(t.slug).toMatch(SLUG_RE);
  });
});

describe('products: structure and references', () => {
  it('has at least 150 products, spread over every category', () => {
    expect(products.length).toBeGreaterThanOrEqual(150);
    for (const c of categories) {
      const count = products.filter((p) => p.categories.includes(c.slug)).length;
      expect(count, c.slug).toBeGreaterThanOrEqual(c.parentSlug ? 3 : 25);
    }
  });

  it('references only existing categories; primary category is a subcategory under a listed main category', () => {
    const known = new Set(categories.map((c) => c.slug));
    for (const p of products) {
      expect(p.categories.length, p.slug).toBeGreaterThanOrEqual(2);
      for (const slug of p.categories) expect(known.has(slug), `${p.slug} → ${slug}`).toBe(true);
      const primary = p.categories[0] ?? '';
      expect(MAIN_SLUGS.has(primary), p.slug).toBe(false);
      expect(p.categories).toContain(mainAncestor(primary));
    }
  });

  it('references only existing tags', () => {
    const known = new Set(tags.map((t) => t.slug));
    for (const p of products) {
      expect(p.tags.length, p.slug).toBeGreaterThan(0);
      for (const tag of p.tags) expect(known.has(tag), `${p.slug} → ${tag}`).toBe(true);
    }
  });

  it('tags every FFP3 product "ffp3" and every N95 product "n95"', () => {
    for (const p of products) {
      const classes = optionsOf(p, 'pa_filterclass');
      if (classes.includes('ffp3') || p.categories[0] === 'ffp3-masks')
        expect(p.tags, p.slug).toContain('ffp3');
      if (classes.includes('n95') || optionsOf(p, 'pa_standard').includes('niosh-n95')) {
        expect(p.tags, p.slug).toContain('n95');
      }
    }
  });

  it('has unique slugs and unique SKUs across products and variations', () => {
    const slugs = products.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG_RE);
    const skus = [...products.map((p) => p.sku), ...allVariations.map((v) => v.sku)];
    const duplicates = skus.filter((sku, i) => skus.indexOf(sku) !== i);
    expect(duplicates).toEqual([]);
  });

  it('uses only existing terms for global attributes', () => {
    for (const p of products) {
      const names = p.attributes.map((a) => a.name);
      expect(new Set(names).size, p.slug).toBe(names.length);
      for (const a of p.attributes) {
        expect(a.options.length, `${p.slug} ${a.name}`).toBeGreaterThan(0);
        if (!isGlobal(a.name)) continue;
        expect(GLOBAL_SLUGS, `${p.slug} ${a.name}`).toContain(a.name);
        const terms = termsOf(a.name);
        for (const option of a.options) expect(terms.has(option), `${p.slug} ${a.name}=${option}`).toBe(true);
      }
    }
  });

  it('has HTML descriptions with paragraphs and a feature list, and a one-paragraph short description', () => {
    for (const p of products) {
      expect(p.description, p.slug).toMatch(/<p>.+<\/p>/);
      expect(p.description, p.slug).toMatch(/<ul>.*<li>.+<\/ul>/);
      expect(p.shortDescription, p.slug).toMatch(/^<p>.+<\/p>$/);
    }
  });

  it('has SEO on every product with title < 60 and meta description < 160 characters', () => {
    for (const p of products) {
      expect(p.seo, p.slug).toBeDefined();
      expect(p.seo?.title.length ?? 99, p.slug).toBeLessThan(60);
      expect(p.seo?.metaDesc.length ?? 999, p.slug).toBeLessThan(160);
      expect(p.seo?.metaDesc.length ?? 0, p.slug).toBeGreaterThan(50);
    }
  });

  it('spreads publication dates over 2024, 2025 and 2026', () => {
    for (const year of ['2024', '2025', '2026']) {
      const share = products.filter((p) => p.date.startsWith(year)).length / products.length;
      expect(share, year).toBeGreaterThan(0.15);
    }
  });

  it('uses publication dates in 2024-01-01..2026-10-31 and review dates after them', () => {
    const min = Date.parse('2024-01-01T00:00:00Z');
    const max = Date.parse('2026-10-31T23:59:59Z');
    for (const p of products) {
      const date = Date.parse(p.date);
      expect(Number.isNaN(date), p.slug).toBe(false);
      expect(date, p.slug).toBeGreaterThanOrEqual(min);
      expect(date, p.slug).toBeLessThanOrEqual(max);
      expect(p.totalSales, p.slug).toBeGreaterThanOrEqual(0);
      expect(p.totalSales, p.slug).toBeLessThanOrEqual(5000);
      for (const r of p.reviews ?? []) {
        expect(Date.parse(r.date), `${p.slug} review by ${r.author}`).toBeGreaterThan(date);
        expect(r.email, p.slug).toMatch(/^[a-z.]+@[a-z.]+$/);
        expect(r.content.length, p.slug).toBeGreaterThan(10);
      }
    }
  });
});

describe('products: types, variations and prices', () => {
  it('keeps prices positive and sale prices below regular prices', () => {
    for (const p of products) {
      expect(p.regularPrice, p.slug).toBeGreaterThan(0);
      if (p.salePrice !== undefined) expect(p.salePrice, p.slug).toBeLessThan(p.regularPrice);
      for (const v of p.variations ?? []) {
        expect(v.regularPrice, v.sku).toBeGreaterThan(0);
        if (v.salePrice !== undefined) expect(v.salePrice, v.sku).toBeLessThan(v.regularPrice);
      }
    }
  });

  it('gives variable products 2–12 variations whose attributes match the variation attributes', () => {
    for (const p of products.filter((x) => x.type === 'variable')) {
      const variationAttrs = p.attributes.filter((a) => a.variation);
      const names = variationAttrs.map((a) => a.name).sort();
      expect(names.length, p.slug).toBeGreaterThan(0);
      expect(p.variations?.length ?? 0, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.variations?.length ?? 0, p.slug).toBeLessThanOrEqual(12);
      for (const v of p.variations ?? []) {
        expect(Object.keys(v.attributes).sort(), v.sku).toEqual(names);
        for (const [name, value] of Object.entries(v.attributes)) {
          if (value !== '') expect(optionsOf(p, name), `${v.sku} ${name}=${value}`).toContain(value);
        }
      }
      for (const [name, value] of Object.entries(p.defaultAttributes ?? {})) {
        expect(names, `${p.slug} default ${name}`).toContain(name);
        expect(optionsOf(p, name), `${p.slug} default ${name}`).toContain(value);
      }
      const combos = (p.variations ?? []).map((v) => JSON.stringify(Object.entries(v.attributes).sort()));
      expect(new Set(combos).size, p.slug).toBe(combos.length);
    }
  });

  it('keeps variations and variation attributes off simple and external products', () => {
    for (const p of products.filter((x) => x.type !== 'variable')) {
      expect(p.variations, p.slug).toBeUndefined();
      expect(
        p.attributes.some((a) => a.variation),
        p.slug,
      ).toBe(false);
    }
  });

  it('has at least two variable products with an "any" ("") variation value', () => {
    const withAny = products.filter((p) =>
      (p.variations ?? []).some((v) => Object.values(v.attributes).includes('')),
    );
    expect(withAny.length).toBeGreaterThanOrEqual(2);
  });

  it('has the expected mix of product types', () => {
    const variable = products.filter((p) => p.type === 'variable').length;
    const simple = products.filter((p) => p.type === 'simple').length;
    expect(variable / products.length).toBeGreaterThan(0.28);
    expect(variable / products.length).toBeLessThan(0.45);
    expect(simple / products.length).toBeGreaterThan(0.5);
  });

  it('has at least 5 external products with a URL and button text', () => {
    const external = products.filter((p) => p.type === 'external');
    expect(external.length).toBeGreaterThanOrEqual(5);
    for (const p of external) {
      expect(p.externalUrl, p.slug).toMatch(/^https:\/\/www\.example\.com\//);
      expect(p.buttonText?.length ?? 0, p.slug).toBeGreaterThan(0);
    }
  });

  it('has enough out-of-stock and backordered items, and consistent stock fields', () => {
    const statuses = [...products.map((p) => p.stockStatus), ...allVariations.map((v) => v.stockStatus)];
    expect(statuses.filter((s) => s === 'outofstock').length).toBeGreaterThanOrEqual(10);
    expect(statuses.filter((s) => s === 'onbackorder').length).toBeGreaterThanOrEqual(6);
    for (const item of [...products, ...allVariations]) {
      if (item.stockStatus === 'instock' && item.stockQuantity !== undefined) {
        expect(item.stockQuantity, item.sku).toBeGreaterThan(0);
      }
      if (item.stockStatus === 'outofstock' && item.stockQuantity !== undefined) {
        expect(item.stockQuantity, item.sku).toBe(0);
      }
    }
  });

  it('has at least 4 virtual, downloadable products with downloads', () => {
    const digital = products.filter((p) => p.virtual && p.downloadable);
    expect(digital.length).toBeGreaterThanOrEqual(4);
    for (const p of digital) {
      expect(p.downloads?.length ?? 0, p.slug).toBeGreaterThan(0);
      expect(p.weight, p.slug).toBeUndefined();
    }
    for (const d of products.flatMap((p) => p.downloads ?? []))
      expect(d.file).toMatch(/^\/downloads\/[a-z0-9-]+\.pdf$/);
  });

  it('has a realistic share of featured, on-sale and reviewed products', () => {
    const featured = products.filter((p) => p.featured).length;
    expect(featured).toBeGreaterThanOrEqual(10);
    expect(featured).toBeLessThanOrEqual(20);
    const onSale = products.filter(
      (p) => p.salePrice !== undefined || (p.variations ?? []).some((v) => v.salePrice !== undefined),
    ).length;
    expect(onSale / products.length).toBeGreaterThan(0.15);
    const reviewed = products.filter((p) => (p.reviews?.length ?? 0) > 0);
    expect(reviewed.length / products.length).toBeGreaterThan(0.4);
    for (const p of reviewed) expect(p.reviews?.length ?? 0, p.slug).toBeLessThanOrEqual(6);
  });
});

describe('products: tabs, FAQs and warranties', () => {
  it('uses all four tab content types, each with matching content', () => {
    const tabs = products.flatMap((p) => p.tabs ?? []);
    expect(new Set(tabs.map((t) => t.contentType))).toEqual(
      new Set(['text', 'accordion', 'videos', 'downloads']),
    );
    expect(products.filter((p) => p.tabs?.length).length).toBeGreaterThanOrEqual(25);
    for (const t of tabs) {
      if (t.contentType === 'text') expect(t.textContent, t.tabTitle).toMatch(/<p>/);
      if (t.contentType === 'accordion') expect(t.accordionItems?.length ?? 0, t.tabTitle).toBeGreaterThan(0);
      if (t.contentType === 'videos') {
        expect(t.videos?.length ?? 0, t.tabTitle).toBeGreaterThan(0);
        for (const v of t.videos ?? [])
          expect(v.youtubeUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
      }
      if (t.contentType === 'downloads') {
        expect(t.downloads?.length ?? 0, t.tabTitle).toBeGreaterThan(0);
        for (const d of t.downloads ?? []) expect(d.file).toMatch(/^\/downloads\/[a-z0-9-]+\.pdf$/);
      }
    }
  });

  it('has 2–5 FAQs on a good share of products', () => {
    const withFaqs = products.filter((p) => p.faqs?.length);
    expect(withFaqs.length).toBeGreaterThanOrEqual(35);
    for (const p of withFaqs) {
      expect(p.faqs?.length ?? 0, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.faqs?.length ?? 0, p.slug).toBeLessThanOrEqual(5);
    }
  });

  it('has a warranty on every welding helmet and PAPR system', () => {
    for (const p of products) {
      if (p.categories[0] === 'welding-helmets' || p.categories.includes('papr-systems')) {
        expect(p.warranty, p.slug).toBeDefined();
      }
      if (p.warranty?.useCustomWarranty)
        expect(p.warranty.customWarrantyItems.length, p.slug).toBeGreaterThan(0);
    }
  });
});

describe('posts', () => {
  it('has at least 12 posts with unique slugs, dated 2025-01..2026-11-15', () => {
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    for (const post of posts) {
      expect(post.slug).toMatch(SLUG_RE);
      const date = Date.parse(post.date);
      expect(date, post.slug).toBeGreaterThanOrEqual(Date.parse('2025-01-01T00:00:00Z'));
      expect(date, post.slug).toBeLessThanOrEqual(Date.parse('2026-11-15T23:59:59Z'));
      expect(post.image.kind, post.slug).toBe('blog-scene');
      expect(post.author.length, post.slug).toBeGreaterThan(0);
    }
  });

  it('has structured HTML content with subheadings and a list', () => {
    for (const post of posts) {
      expect(post.content, post.slug).toMatch(/<h2>.+<\/h2>/);
      expect(post.content, post.slug).toMatch(/<ul>/);
      expect((post.content.match(/<p>/g) ?? []).length, post.slug).toBeGreaterThanOrEqual(4);
      expect(post.excerpt, post.slug).toMatch(/^<p>.+<\/p>$/);
    }
  });
});

describe('artwork', () => {
  const specs: [string, ArtworkSpec][] = [
    ...categories.map((c): [string, ArtworkSpec] => [`category ${c.slug}`, c.image]),
    ...posts.map((p): [string, ArtworkSpec] => [`post ${p.slug}`, p.image]),
    ...products.flatMap((p) => [
      [`product ${p.slug}`, p.image] as [string, ArtworkSpec],
      ...(p.gallery ?? []).map((g, i): [string, ArtworkSpec] => [`gallery ${p.slug} #${i}`, g]),
      ...(p.variations ?? []).flatMap((v): [string, ArtworkSpec][] =>
        v.image ? [[`variation ${v.sku}`, v.image]] : [],
      ),
    ]),
  ];

  it('keeps labels at most 12 characters, alt text non-empty and hues in range', () => {
    expect(specs.length).toBeGreaterThan(200);
    for (const [where, spec] of specs) {
      expect(spec.label?.length ?? 0, where).toBeLessThanOrEqual(12);
      expect(spec.alt.trim().length, where).toBeGreaterThan(0);
      expect(Number.isInteger(spec.hue), where).toBe(true);
      expect(spec.hue, where).toBeGreaterThanOrEqual(0);
      expect(spec.hue, where).toBeLessThanOrEqual(359);
    }
  });

  it('keeps product galleries to at most 4 images', () => {
    for (const p of products) expect(p.gallery?.length ?? 0, p.slug).toBeLessThanOrEqual(4);
  });
});
