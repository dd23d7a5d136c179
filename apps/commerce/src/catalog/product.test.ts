/**
 * `product(id, idType)`: lookups by every id type, and the fields of simple, variable and
 * external products, compared with the demo seed data.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema.ts';
import type { SeedProduct } from '../seed/types.ts';
import { addVariableProduct } from '../testing/cart-products.ts';
import {
  averageRating,
  catalog,
  expectUserError,
  isVariable,
  listAll,
  onSale,
  priceRange,
  STOCK_ENUM,
  sorted,
  stockStatus,
  toCents,
  usd,
  variationOnSale,
  variationPrice,
} from '../testing/catalog-facts.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
const idOf = new Map<string, number>();

beforeAll(async () => {
  store = await startTestStore();
  for (const node of (await listAll(store)).nodes) idOf.set(node.slug, node.databaseId);
});

afterAll(async () => {
  await store?.close();
});

const raw = (cents: number) => (cents / 100).toFixed(2);
const isOnSaleSimple = (p: SeedProduct) =>
  p.salePrice !== undefined && toCents(p.salePrice) < toCents(p.regularPrice);

/** The simple product with the most to show: sale price, gallery, reviews, tabs, FAQs... */
const richSimple = [...catalog.products]
  .filter((p) => p.type === 'simple')
  .map((p) => ({
    p,
    score:
      Number(isOnSaleSimple(p)) +
      Number((p.gallery?.length ?? 0) > 0) +
      Number((p.reviews?.length ?? 0) > 0) +
      Number((p.metaData?.length ?? 0) > 0) +
      Number((p.tabs?.length ?? 0) > 0) +
      Number((p.faqs?.length ?? 0) > 0) +
      Number(p.warranty !== undefined) +
      Number(p.seo !== undefined) +
      Number(p.dimensions !== undefined) +
      Number(p.stockQuantity !== undefined),
  }))
  .sort((a, b) => b.score - a.score)[0]?.p as SeedProduct;

const find = (predicate: (p: SeedProduct) => boolean, what: string) => {
  const product = catalog.products.find(predicate);
  if (!product) throw new Error(`The seed has no ${what}`);
  return product;
};

const BY_ID = `query P($id: ID!, $idType: ProductIdTypeEnum) {
  product(id: $id, idType: $idType) { __typename databaseId slug name sku }
}`;
type ById = {
  product: { __typename: string; databaseId: number; slug: string; name: string; sku: string } | null;
};

describe('product: lookup by id type', () => {
  it('finds a product by SLUG, DATABASE_ID, SKU and its global ID', async () => {
    const product = richSimple;
    const databaseId = idOf.get(product.slug);
    const { products } = await store.data<{ products: { nodes: { id: string; slug: string }[] } }>(
      'query($slug: String) { products(where: { slugIn: [$slug] }) { nodes { id slug } } }',
      { slug: product.slug },
    );
    const globalId = products.nodes[0]?.id as string;
    const lookups: [string, string | undefined][] = [
      [product.slug, 'SLUG'],
      [String(databaseId), 'DATABASE_ID'],
      [product.sku, 'SKU'],
      [globalId, 'ID'],
      [globalId, undefined],
    ];
    for (const [id, idType] of lookups) {
      const data = await store.data<ById>(BY_ID, { id, idType });
      expect(data.product, `${idType}`).toEqual({
        __typename: 'SimpleProduct',
        databaseId,
        slug: product.slug,
        name: product.name,
        sku: product.sku,
      });
    }
  });

  // An unknown SLUG is an error on a real site (api/conformance/stock-shopping.test.ts).
  it.each([
    ['999999999', 'DATABASE_ID'],
    ['NO-SUCH-SKU', 'SKU'],
    ['cG9zdDo5OTk5OTk5OTk=', 'ID'],
    ['not-a-global-id', 'ID'],
  ])('answers null, without an error, for an unknown %s (%s)', async (id, idType) => {
    const result = await store.graphql<ById>(BY_ID, { id, idType });
    expect(result.errors).toBeUndefined();
    expect(result.data?.product).toBeNull();
  });

  it('answers null for the global id of something that is not a product (a category)', async () => {
    const termGlobalId = Buffer.from(`term:${catalog.categories[0]?.id}`).toString('base64');
    expect((await store.data<ById>(BY_ID, { id: termGlobalId, idType: 'ID' })).product).toBeNull();
  });

  it('refuses a DATABASE_ID that is not a number', async () => {
    const result = await store.graphql<ById>(BY_ID, { id: 'abc', idType: 'DATABASE_ID' });
    expectUserError(result, /not a database id/);
    expect(result.data?.product ?? null).toBeNull();
  });
});

const ALL_PRICES = `query All($after: String) {
  products(first: 100, after: $after) {
    pageInfo { hasNextPage endCursor }
    nodes {
      slug onSale type purchasable
      ... on ProductWithPricing { price regularPrice salePrice rawPrice: price(format: RAW) }
      ... on InventoriedProduct { stockStatus }
    }
  }
}`;
interface Listed {
  slug: string;
  onSale: boolean;
  type: string;
  purchasable: boolean;
  price: string | null;
  regularPrice: string | null;
  salePrice: string | null;
  rawPrice: string | null;
  stockStatus?: string;
}

describe('product: prices, sale and stock of every product', () => {
  let listed: Listed[] = [];
  beforeAll(async () => {
    let after: string | null = null;
    for (let i = 0; i < 50; i++) {
      const data: { products: { pageInfo: { hasNextPage: boolean; endCursor: string }; nodes: Listed[] } } =
        await store.data(ALL_PRICES, { after });
      listed.push(...data.products.nodes);
      if (!data.products.pageInfo.hasNextPage) break;
      after = data.products.pageInfo.endCursor;
    }
    listed = listed.sort((a, b) => a.slug.localeCompare(b.slug));
  });

  it('formats price as "$12.99", or "$low - $high" for a variable product with a price range', () => {
    for (const node of listed) {
      const product = catalog.products.find((p) => p.slug === node.slug) as SeedProduct;
      const { min, max } = priceRange(product);
      expect(node.price, node.slug).toBe(min === max ? usd(min) : `${usd(min)} - ${usd(max)}`);
      if (!isVariable(product)) {
        expect(node.rawPrice, node.slug).toBe(raw(min));
        expect(node.regularPrice, node.slug).toBe(usd(toCents(product.regularPrice)));
      }
    }
    expect(listed).toHaveLength(catalog.products.length);
  });

  it('flags products on sale and gives salePrice only to them', () => {
    for (const node of listed) {
      const product = catalog.products.find((p) => p.slug === node.slug) as SeedProduct;
      expect(node.onSale, node.slug).toBe(onSale(product));
      if (!isVariable(product)) {
        expect(node.salePrice, node.slug).toBe(
          isOnSaleSimple(product) ? usd(toCents(product.salePrice ?? 0)) : null,
        );
      }
    }
  });

  it('reports each stock status with the StockStatusEnum value', () => {
    for (const node of listed) {
      const product = catalog.products.find((p) => p.slug === node.slug) as SeedProduct;
      expect(node.stockStatus ?? STOCK_ENUM[product.stockStatus], node.slug).toBe(
        STOCK_ENUM[stockStatus(product)],
      );
    }
    const statuses = new Set(listed.map((n) => n.stockStatus).filter(Boolean));
    expect(
      [...statuses].every((s) => ['IN_STOCK', 'OUT_OF_STOCK', 'ON_BACKORDER'].includes(s as string)),
    ).toBe(true);
  });

  it('marks external and out-of-stock products as not purchasable', () => {
    for (const node of listed) {
      const product = catalog.products.find((p) => p.slug === node.slug) as SeedProduct;
      expect(node.purchasable, node.slug).toBe(
        product.type !== 'external' && stockStatus(product) !== 'outofstock',
      );
    }
  });
});

const SIMPLE = `query Simple($slug: ID!) {
  product(id: $slug, idType: SLUG) {
    __typename databaseId name sku type onSale
    description shortDescription
    averageRating reviewCount
    image { sourceUrl altText thumbnail: sourceUrl(size: THUMBNAIL) }
    galleryImages { nodes { altText sourceUrl } }
    productCategories { nodes { slug name } }
    terms(first: 100) { nodes { taxonomyName slug } }
    tags: terms(first: 100, where: { taxonomies: [PRODUCTTAG] }) { nodes { taxonomyName slug } }
    allMeta: metaData { key value }
    reviews { averageRating edges { rating node { content date author { node { name } } } } }
    related { nodes { databaseId slug } }
    customTabs {
      tabTitle contentType textContent
      accordionItems { question answer }
      videos { videoTitle youtubeUrl videoDescription }
      downloads { fileTitle file fileDescription }
    }
    faqs { question answer }
    warranty { warrantyDuration useCustomWarranty customWarrantyItems { itemName itemWarrantyDuration } }
    seo { title metaDesc canonical opengraphTitle opengraphDescription opengraphImage { sourceUrl } schema { raw } }
    ... on SimpleProduct {
      price regularPrice salePrice
      rawPrice: price(format: RAW) rawRegularPrice: regularPrice(format: RAW) rawSalePrice: salePrice(format: RAW)
      stockStatus stockQuantity lowStockAmount manageStock
      weight length width height
      virtual downloadable downloads { name file }
      purchasable
    }
  }
}`;

// biome-ignore lint/suspicious/noExplicitAny: the response is checked field by field against the seed.
type Json = any;
const simple = async (slug: string): Promise<Json> =>
  (await store.data<{ product: Json }>(SIMPLE, { slug })).product;

describe('product: a simple product', () => {
  const product = richSimple;
  let node: Json;
  beforeAll(async () => {
    node = await simple(product.slug);
  });

  it('is a SimpleProduct with its name, SKU and descriptions', () => {
    expect(node.__typename).toBe('SimpleProduct');
    expect(node.type).toBe('SIMPLE');
    expect(node.name).toBe(product.name);
    expect(node.sku).toBe(product.sku);
    expect(node.description).toBe(product.description);
    expect(node.shortDescription).toBe(product.shortDescription);
  });

  it('has formatted and RAW prices, with the sale price only when on sale', () => {
    const regular = toCents(product.regularPrice);
    const price = priceRange(product).min;
    expect(node.regularPrice).toBe(usd(regular));
    expect(node.rawRegularPrice).toBe(raw(regular));
    expect(node.price).toBe(usd(price));
    expect(node.rawPrice).toBe(raw(price));
    expect(node.rawPrice).toMatch(/^\d+\.\d{2}$/);
    expect(node.price).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(node.onSale).toBe(isOnSaleSimple(product));
    expect(node.salePrice).toBe(isOnSaleSimple(product) ? usd(price) : null);
    expect(node.rawSalePrice).toBe(isOnSaleSimple(product) ? raw(price) : null);
  });

  it('gives salePrice null for a simple product that is not on sale', async () => {
    const regularOnly = find(
      (p) => p.type === 'simple' && !isOnSaleSimple(p),
      'simple product without a sale',
    );
    const other = await simple(regularOnly.slug);
    expect(other.onSale).toBe(false);
    expect(other.salePrice).toBeNull();
    expect(other.rawSalePrice).toBeNull();
    expect(other.price).toBe(other.regularPrice);
  });

  it('has its stock, dimensions and weight', () => {
    expect(node.stockStatus).toBe(STOCK_ENUM[product.stockStatus]);
    expect(node.stockQuantity).toBe(product.stockQuantity ?? null);
    expect(node.lowStockAmount).toBe(product.lowStockAmount ?? null);
    // Not managed answers null, as a real site does (api/conformance/real-site/quick-order.json).
    expect(node.manageStock).toBe(product.stockQuantity !== undefined ? 'TRUE' : null);
    expect(node.weight).toBe(product.weight ?? null);
    expect({ length: node.length, width: node.width, height: node.height }).toEqual(
      product.dimensions ?? { length: null, width: null, height: null },
    );
  });

  it('reports virtual, downloadable and the downloads', async () => {
    const withDownloads = catalog.products.find((p) => p.type === 'simple' && p.downloadable) ?? richSimple;
    const other = await simple(withDownloads.slug);
    expect(other.virtual).toBe(withDownloads.virtual ?? false);
    expect(other.downloadable).toBe(withDownloads.downloadable ?? false);
    expect(other.downloads).toEqual(withDownloads.downloads ?? []);
  });

  it('has its image with alt text and a URL per size', async () => {
    expect(node.image.altText).toBe(product.image.alt);
    expect(node.image.sourceUrl).toMatch(/^http:\/\/.+\/media\/\d+\/full\.webp$/);
    expect(node.image.thumbnail).toMatch(/\/media\/\d+\/thumbnail\.webp$/);
  });

  it('has its gallery images in order, at most 20', () => {
    const expected = (product.gallery ?? []).slice(0, 20).map((image) => image.alt);
    expect(node.galleryImages.nodes.map((image: Json) => image.altText)).toEqual(expected);
  });

  it('limits every gallery to 20 images', async () => {
    const biggest = [...catalog.products].sort(
      (a, b) => (b.gallery?.length ?? 0) - (a.gallery?.length ?? 0),
    )[0];
    const { product: p } = await store.data<{ product: Json }>(
      'query($slug: ID!) { product(id: $slug, idType: SLUG) { galleryImages(first: 100) { nodes { altText } } } }',
      { slug: biggest?.slug },
    );
    expect(p.galleryImages.nodes).toHaveLength(Math.min(20, biggest?.gallery?.length ?? 0));
  });

  it('lists its categories', () => {
    expect(sorted(node.productCategories.nodes.map((c: Json) => c.slug))).toEqual(sorted(product.categories));
  });

  it('lists its terms with taxonomy names: categories, tags and global attribute terms', () => {
    const expected = [
      ...product.categories.map((slug) => `product_cat:${slug}`),
      ...product.tags.map((slug) => `product_tag:${slug}`),
      ...product.attributes
        .filter((a) => a.name.startsWith('pa_'))
        .flatMap((a) => a.options.map((o) => `${a.name}:${o}`)),
    ];
    expect(sorted(node.terms.nodes.map((t: Json) => `${t.taxonomyName}:${t.slug}`))).toEqual(
      sorted(new Set(expected)),
    );
    expect(sorted(node.tags.nodes.map((t: Json) => t.slug))).toEqual(sorted(product.tags));
    expect(node.tags.nodes.every((t: Json) => t.taxonomyName === 'product_tag')).toBe(true);
  });

  it('has its average rating, review count and the reviews with ratings and authors', () => {
    const reviews = product.reviews ?? [];
    expect(node.reviewCount).toBe(reviews.length);
    expect(node.averageRating).toBeCloseTo(averageRating(product), 2);
    expect(node.reviews.averageRating).toBeCloseTo(averageRating(product), 2);
    const newestFirst = [...reviews].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
    expect(node.reviews.edges.map((e: Json) => e.rating)).toEqual(newestFirst.map((r) => r.rating));
    expect(node.reviews.edges.map((e: Json) => e.node.author.node.name)).toEqual(
      newestFirst.map((r) => r.author),
    );
    for (const [i, edge] of node.reviews.edges.entries()) {
      // Content comes as HTML, escaped, in a paragraph.
      const text = (newestFirst[i]?.content ?? '').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
      expect(edge.node.content).toBe(`<p>${text}</p>`);
    }
  });

  it('gives reviews.averageRating the same two-decimal value as averageRating', async () => {
    const uneven = find(
      (p) => Math.round(averageRating(p) * 100) !== averageRating(p) * 100,
      'product whose average rating has more than two decimals',
    );
    const { product: other } = await store.data<{ product: Json }>(
      'query($slug: ID!) { product(id: $slug, idType: SLUG) { averageRating reviews { averageRating } } }',
      { slug: uneven.slug },
    );
    const expected = Math.round(averageRating(uneven) * 100) / 100;
    expect(other.averageRating).toBe(expected);
    expect(other.reviews.averageRating).toBe(expected);
  });

  it('lists at most 5 related products, never itself, each sharing a category or tag', () => {
    const related = node.related.nodes as { databaseId: number; slug: string }[];
    expect(related.length).toBeLessThanOrEqual(5);
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((r) => r.slug)).not.toContain(product.slug);
    for (const { slug } of related) {
      const other = catalog.products.find((p) => p.slug === slug) as SeedProduct;
      const shares =
        other.categories.some((c) => product.categories.includes(c)) ||
        other.tags.some((t) => product.tags.includes(t));
      expect(shares, slug).toBe(true);
    }
  });

  it('has the seeded custom tabs, FAQs and warranty', () => {
    const tabs = (product.tabs ?? []).map((tab) => ({
      tabTitle: tab.tabTitle,
      contentType: tab.contentType.toUpperCase(),
      textContent: tab.textContent ?? null,
      accordionItems: tab.accordionItems ?? [],
      videos: tab.videos ?? [],
      downloads: tab.downloads ?? [],
    }));
    expect(node.customTabs).toEqual(tabs);
    expect(node.faqs).toEqual(product.faqs ?? []);
    expect(node.warranty).toEqual(product.warranty ?? null);
  });

  it('has the seeded SEO title and description, a canonical URL and JSON-LD', () => {
    expect(node.seo.title).toBe(product.seo?.title);
    expect(node.seo.metaDesc).toBe(product.seo?.metaDesc);
    expect(node.seo.opengraphTitle).toBe(product.seo?.opengraphTitle ?? product.seo?.title);
    expect(node.seo.opengraphDescription).toBe(product.seo?.opengraphDescription ?? product.seo?.metaDesc);
    expect(node.seo.canonical).toMatch(new RegExp(`/product/${product.slug}/$`));
    expect(node.seo.opengraphImage.sourceUrl).toBe(node.image.sourceUrl);
    const schema = JSON.parse(node.seo.schema.raw);
    expect(JSON.stringify(schema)).toContain(product.name);
  });
});

describe('product: metaData', () => {
  const product = find((p) => (p.metaData?.length ?? 0) > 1, 'product with several meta data entries');
  const META = `query M($slug: ID!, $key: String, $keysIn: [String]) {
    product(id: $slug, idType: SLUG) { metaData(key: $key, keysIn: $keysIn) { key value } }
  }`;
  const meta = async (variables: Record<string, unknown>) =>
    (
      await store.data<{ product: { metaData: { key: string; value: string }[] } }>(META, {
        slug: product.slug,
        ...variables,
      })
    ).product.metaData;

  it('lists every entry without arguments', async () => {
    expect(await meta({})).toEqual(product.metaData);
  });

  it('selects one key with key', async () => {
    const first = product.metaData?.[0] as { key: string; value: string };
    expect(await meta({ key: first.key })).toEqual([first]);
  });

  it('selects several keys with keysIn, ignoring unknown ones', async () => {
    const keys = (product.metaData ?? []).map((m) => m.key);
    expect(await meta({ keysIn: [...keys, 'no_such_key'] })).toEqual(product.metaData);
    expect(await meta({ key: 'no_such_key' })).toEqual([]);
  });
});

const VARIABLE = `query V($slug: ID!) {
  product(id: $slug, idType: SLUG) {
    __typename databaseId onSale
    image { databaseId }
    ... on VariableProduct {
      price regularPrice salePrice rawPrice: price(format: RAW) stockStatus
      defaultAttributes { nodes { name value } }
      attributes {
        nodes {
          __typename name label options variation visible scope
          ... on GlobalProductAttribute { slug terms { nodes { slug name taxonomyName } } }
        }
      }
      variations(first: 100) {
        nodes {
          databaseId name sku type onSale purchasable
          price regularPrice salePrice rawPrice: price(format: RAW)
          stockStatus stockQuantity hasAttributes
          image { databaseId altText }
          attributes { nodes { name value } }
          parent { node { databaseId } }
        }
      }
    }
  }
}`;

/** The variable product with the most variations, an "any" value and its own variation images if possible. */
const variable = [...catalog.products]
  .filter(isVariable)
  .sort((a, b) => (b.variations?.length ?? 0) - (a.variations?.length ?? 0))[0] as SeedProduct;

describe('product: a variable product', () => {
  const product = variable;
  let node: Json;
  beforeAll(async () => {
    node = (await store.data<{ product: Json }>(VARIABLE, { slug: product.slug })).product;
  });

  it('shows the price range of its variations as "$low - $high"', () => {
    const { min, max } = priceRange(product);
    expect(min).toBeLessThan(max);
    expect(node.__typename).toBe('VariableProduct');
    expect(node.price).toBe(`${usd(min)} - ${usd(max)}`);
    expect(node.rawPrice).toContain(raw(min));
    expect(node.rawPrice).toContain(raw(max));
    expect(node.stockStatus).toBe(STOCK_ENUM[stockStatus(product)]);
    expect(node.onSale).toBe(onSale(product));
  });

  it('lists every variation with its SKU, prices, stock and attribute values', () => {
    const variations = product.variations ?? [];
    expect(node.variations.nodes).toHaveLength(variations.length);
    for (const [i, seed] of variations.entries()) {
      const v = node.variations.nodes[i];
      expect(v.sku).toBe(seed.sku);
      expect(v.type).toBe('VARIATION');
      expect(v.name.startsWith(product.name)).toBe(true);
      expect(v.price).toBe(usd(variationPrice(seed)));
      expect(v.rawPrice).toBe(raw(variationPrice(seed)));
      expect(v.regularPrice).toBe(usd(toCents(seed.regularPrice)));
      expect(v.onSale).toBe(variationOnSale(seed));
      expect(v.salePrice).toBe(variationOnSale(seed) ? usd(variationPrice(seed)) : null);
      expect(v.stockStatus).toBe(STOCK_ENUM[seed.stockStatus]);
      expect(v.stockQuantity).toBe(seed.stockQuantity ?? null);
      expect(v.purchasable).toBe(seed.stockStatus !== 'outofstock');
      expect(v.hasAttributes).toBe(true);
      const pairs = Object.entries(seed.attributes).map(([name, value]) => ({ name, value }));
      expect(v.attributes.nodes).toHaveLength(pairs.length);
      expect(v.attributes.nodes).toEqual(expect.arrayContaining(pairs));
      expect(v.parent.node.databaseId).toBe(node.databaseId);
    }
  });

  it('gives a variation without its own picture the product image', async () => {
    const variations = product.variations ?? [];
    for (const [i, seed] of variations.entries()) {
      expect(node.variations.nodes[i].image.altText).toBe(seed.image?.alt);
    }
    // Every demo variation has a picture of its own: a product stored with variations without one.
    const db = store.database.db;
    const glove = await addVariableProduct(db, 'Glove without variation pictures');
    await db.update(products).set({ imageId: node.image.databaseId }).where(eq(products.id, glove.id));
    const { product: stored } = await store.data<{ product: Json }>(
      `query ($id: ID!) { product(id: $id, idType: DATABASE_ID) {
        ... on VariableProduct { variations { nodes { image { databaseId } } } } } }`,
      { id: String(glove.id) },
    );
    expect(stored.variations.nodes).toHaveLength(3);
    for (const variation of stored.variations.nodes) {
      expect(variation.image.databaseId).toBe(node.image.databaseId);
    }
  });

  it('lists its default attributes', () => {
    const pairs = Object.entries(product.defaultAttributes ?? {}).map(([name, value]) => ({ name, value }));
    expect(pairs.length).toBeGreaterThan(0);
    expect(node.defaultAttributes.nodes).toHaveLength(pairs.length);
    expect(node.defaultAttributes.nodes).toEqual(expect.arrayContaining(pairs));
  });

  it("lists variation and default attributes in the product's attribute order, as WooCommerce does", () => {
    const order = product.attributes.map((a) => a.name);
    const termName = (taxonomy: string, slug: string) =>
      catalog.attributes.find((a) => a.slug === taxonomy)?.terms.find((t) => t.slug === slug)?.name ?? slug;
    for (const [i, seed] of (product.variations ?? []).entries()) {
      // WooCommerce titles a variation "Product - Value, Value" in the product's attribute order.
      const values = order
        .filter((name) => (seed.attributes[name] ?? '') !== '')
        .map((name) => termName(name, seed.attributes[name] as string));
      expect(node.variations.nodes[i].name).toBe(`${product.name} - ${values.join(', ')}`);
    }
    const inProductOrder = (names: string[]) =>
      [...names].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    const defaults = node.defaultAttributes.nodes.map((a: Json) => a.name);
    expect(defaults).toEqual(inProductOrder(defaults));
    for (const v of node.variations.nodes) {
      const names = v.attributes.nodes.map((a: Json) => a.name);
      expect(names, v.sku).toEqual(inProductOrder(names));
    }
  });

  it('lists its attributes with options, the variation flag and GLOBAL or LOCAL scope', async () => {
    const labels = new Map<string, string>(catalog.attributes.map((a) => [a.slug, a.label]));
    expect(node.attributes.nodes).toHaveLength(product.attributes.length);
    for (const [i, seed] of product.attributes.entries()) {
      const attribute = node.attributes.nodes[i];
      const global = seed.name.startsWith('pa_');
      expect(attribute.name).toBe(seed.name);
      expect(attribute.options).toEqual(seed.options);
      expect(attribute.variation).toBe(seed.variation);
      expect(attribute.visible).toBe(seed.visible);
      expect(attribute.scope).toBe(global ? 'GLOBAL' : 'LOCAL');
      expect(attribute.__typename).toBe(global ? 'GlobalProductAttribute' : 'LocalProductAttribute');
      expect(attribute.label).toBe(global ? labels.get(seed.name) : seed.name);
    }
  });

  it('lists the terms of a global attribute', async () => {
    const withGlobal = find(
      (p) => isVariable(p) && p.attributes.some((a) => a.name.startsWith('pa_') && a.variation),
      'variable product varying on a global attribute',
    );
    const data = await store.data<{ product: Json }>(VARIABLE, { slug: withGlobal.slug });
    const seedAttribute = withGlobal.attributes.find((a) => a.name.startsWith('pa_') && a.variation);
    const attribute = data.product.attributes.nodes.find((a: Json) => a.name === seedAttribute?.name);
    const taxonomy = catalog.attributes.find((a) => a.slug === seedAttribute?.name);
    expect(attribute.slug).toBe(seedAttribute?.name);
    expect(attribute.terms.nodes).toEqual(
      (seedAttribute?.options ?? []).map((slug) => ({
        slug,
        name: taxonomy?.terms.find((t) => t.slug === slug)?.name,
        taxonomyName: seedAttribute?.name,
      })),
    );
  });

  it('shows a variation attribute left open ("any") as an empty value', async () => {
    const withAny = find(
      (p) => isVariable(p) && (p.variations ?? []).some((v) => Object.values(v.attributes).includes('')),
      'variation with an "any" attribute',
    );
    const data = await store.data<{ product: Json }>(VARIABLE, { slug: withAny.slug });
    const index = (withAny.variations ?? []).findIndex((v) => Object.values(v.attributes).includes(''));
    const seed = withAny.variations?.[index];
    const v = data.product.variations.nodes[index];
    const open = Object.entries(seed?.attributes ?? {}).find(([, value]) => value === '');
    expect(v.attributes.nodes).toContainEqual({ name: open?.[0], value: '' });
    // The open attribute does not appear in the variation's title.
    expect(v.name).not.toMatch(/, $|- $/);
  });
});

const EXTERNAL = `query E($slug: ID!) {
  product(id: $slug, idType: SLUG) {
    __typename type purchasable
    ... on ExternalProduct { externalUrl buttonText price regularPrice }
  }
}`;

describe('product: an external product', () => {
  it('has its external URL and button text, and cannot be bought here', async () => {
    const product = find((p) => p.type === 'external', 'external product');
    const { product: node } = await store.data<{ product: Json }>(EXTERNAL, { slug: product.slug });
    expect(node).toEqual({
      __typename: 'ExternalProduct',
      type: 'EXTERNAL',
      purchasable: false,
      externalUrl: product.externalUrl,
      buttonText: product.buttonText,
      price: usd(priceRange(product).min),
      regularPrice: usd(toCents(product.regularPrice)),
    });
  });
});

const STOCK = `query Stock($slug: ID!) {
  product(id: $slug, idType: SLUG) {
    ... on SimpleProduct { stockStatus }
    ... on VariableProduct { stockStatus variations { nodes { stockStatus } } }
  }
}`;

describe('product: stock status by slug', () => {
  it('answers the stock of a variable product and of each variation', async () => {
    const product = find(
      (p) => isVariable(p) && new Set((p.variations ?? []).map((v) => v.stockStatus)).size > 1,
      'variable product with mixed stock',
    );
    const { product: node } = await store.data<{ product: Json }>(STOCK, { slug: product.slug });
    expect(node.stockStatus).toBe(STOCK_ENUM[stockStatus(product)]);
    expect(node.variations.nodes.map((v: Json) => v.stockStatus)).toEqual(
      (product.variations ?? []).map((v) => STOCK_ENUM[v.stockStatus]),
    );
  });

  it('answers OUT_OF_STOCK for a simple product that is sold out', async () => {
    const product = find(
      (p) => p.type === 'simple' && p.stockStatus === 'outofstock',
      'sold-out simple product',
    );
    const { product: node } = await store.data<{ product: Json }>(STOCK, { slug: product.slug });
    expect(node).toEqual({ stockStatus: 'OUT_OF_STOCK' });
  });
});
