/**
 * Expected values for the catalogue tests, worked out from the demo seed data with
 * WooCommerce's rules (written here independently of the seeder, so a mistake in either
 * shows up as a failing test), plus small helpers for GraphQL results.
 */
import { expect } from 'vitest';
import { demoCatalog } from '../seed/catalog/index.ts';
import type { SeedProduct, SeedVariation, StockStatus } from '../seed/types.ts';
import type { TestStore } from './test-store.ts';

export const catalog = demoCatalog;

export const toCents = (dollars: number) => Math.round(dollars * 100);

/** A sale price counts only when it is below the regular price (WooCommerce's is_on_sale). */
function effective(regular: number, sale: number | undefined) {
  const onSale = sale !== undefined && toCents(sale) < toCents(regular);
  return { cents: onSale ? toCents(sale as number) : toCents(regular), onSale };
}

export const variationPrice = (variation: SeedVariation) =>
  effective(variation.regularPrice, variation.salePrice).cents;
export const variationOnSale = (variation: SeedVariation) =>
  effective(variation.regularPrice, variation.salePrice).onSale;

export const isVariable = (product: SeedProduct) =>
  product.type === 'variable' && (product.variations?.length ?? 0) > 0;

/** The product's price range in cents: its own price, or its variations' lowest and highest. */
export function priceRange(product: SeedProduct): { min: number; max: number } {
  if (!isVariable(product)) {
    const cents = effective(product.regularPrice, product.salePrice).cents;
    return { min: cents, max: cents };
  }
  const prices = (product.variations ?? []).map(variationPrice);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

export const onSale = (product: SeedProduct) =>
  isVariable(product)
    ? (product.variations ?? []).some(variationOnSale)
    : effective(product.regularPrice, product.salePrice).onSale;

/** A variable product can be bought when one of its variations can (WooCommerce's stock sync). */
export function stockStatus(product: SeedProduct): StockStatus {
  if (!isVariable(product)) return product.stockStatus;
  const statuses = (product.variations ?? []).map((v) => v.stockStatus);
  if (statuses.includes('instock')) return 'instock';
  if (statuses.includes('onbackorder')) return 'onbackorder';
  return 'outofstock';
}

export const STOCK_ENUM: Record<StockStatus, string> = {
  instock: 'IN_STOCK',
  outofstock: 'OUT_OF_STOCK',
  onbackorder: 'ON_BACKORDER',
};

export const averageRating = (product: SeedProduct) => {
  const ratings = (product.reviews ?? []).map((r) => r.rating);
  return ratings.length === 0 ? 0 : ratings.reduce((a, b) => a + b, 0) / ratings.length;
};

/** PHP's round(): halves go away from zero (WooCommerce files a 4.5 average under rated-5). */
export const phpRound = (value: number) => Math.sign(value) * Math.floor(Math.abs(value) + 0.5);

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** The text the shop's search looks in (spec section 5), lower-cased. */
export const searchSources = (product: SeedProduct) => ({
  name: product.name.toLowerCase(),
  description: stripTags(product.description).toLowerCase(),
  shortDescription: stripTags(product.shortDescription).toLowerCase(),
  tags: product.tags.join(' ').toLowerCase(),
});

/** Slugs of the products a search finds: every word somewhere in one of the sources. */
export function searchMatches(search: string): string[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return catalog.products
    .filter((product) => {
      const text = Object.values(searchSources(product)).join(' \n ');
      return words.every((word) => text.includes(word));
    })
    .map((product) => product.slug);
}

/** A category's slug with the slugs of all categories below it. */
export function categoryWithDescendants(slug: string): Set<string> {
  const found = new Set([slug]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of catalog.categories) {
      if (category.parentSlug && found.has(category.parentSlug) && !found.has(category.slug)) {
        found.add(category.slug);
        grew = true;
      }
    }
  }
  return found;
}

/** Slugs of the products filed under a category or any category below it. */
export const productsInCategoryTree = (slug: string) => {
  const tree = categoryWithDescendants(slug);
  return catalog.products.filter((p) => p.categories.some((c) => tree.has(c))).map((p) => p.slug);
};

/** Term slugs a product carries in a global attribute taxonomy (pa_size...). */
export const attributeTerms = (product: SeedProduct, taxonomy: string) =>
  product.attributes.find((a) => a.name === taxonomy)?.options ?? [];

/** Number of products directly carrying each term (WordPress term counts), by "taxonomy:slug". */
export function termCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const product of catalog.products) {
    const keys = new Set([
      ...product.categories.map((slug) => `product_cat:${slug}`),
      ...product.tags.map((slug) => `product_tag:${slug}`),
      ...product.attributes
        .filter((a) => a.name.startsWith('pa_'))
        .flatMap((a) => a.options.map((slug) => `${a.name}:${slug}`)),
    ]);
    for (const key of keys) add(key);
  }
  return counts;
}

export const bySlug = (slug: string): SeedProduct => {
  const product = catalog.products.find((p) => p.slug === slug);
  if (!product) throw new Error(`No seed product ${slug}`);
  return product;
};

export const sorted = (values: Iterable<string>) => [...values].sort();

/** "$1,149.00", as WooCommerce formats prices for US dollars. */
export const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** Asserts a refused argument: a readable first message and the BAD_USER_INPUT code, no data. */
export function expectUserError(
  result: { errors?: readonly { message: string; extensions?: { [key: string]: unknown } }[] },
  message: RegExp,
) {
  expect(result.errors, 'expected a GraphQL error').toBeDefined();
  const [error] = result.errors ?? [];
  expect(error?.message).toMatch(message);
  expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
}

export interface ListedProduct {
  databaseId: number;
  slug: string;
}

interface ProductPage {
  products: {
    found: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: ListedProduct[];
  };
}

/** Every product a `where` matches, in the order served, walking 100-product pages. */
export async function listAll(
  store: TestStore,
  where: Record<string, unknown> = {},
): Promise<{ found: number; nodes: ListedProduct[] }> {
  const query = `query All($where: RootQueryToProductConnectionWhereArgs, $after: String) {
    products(first: 100, after: $after, where: $where) {
      found
      pageInfo { hasNextPage endCursor }
      nodes { databaseId slug }
    }
  }`;
  const nodes: ListedProduct[] = [];
  let after: string | null = null;
  let found = 0;
  for (let page = 0; page < 100; page++) {
    const data: ProductPage = await store.data<ProductPage>(query, { where, after });
    found = data.products.found;
    nodes.push(...data.products.nodes);
    if (!data.products.pageInfo.hasNextPage) break;
    after = data.products.pageInfo.endCursor;
  }
  return { found, nodes };
}

/** Slugs (sorted) of every product a `where` matches. */
export const slugsOf = async (store: TestStore, where: Record<string, unknown>) =>
  sorted((await listAll(store, where)).nodes.map((node) => node.slug));
