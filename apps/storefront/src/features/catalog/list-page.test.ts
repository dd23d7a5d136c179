/**
 * A category's price filter ran to the shop-wide maximum (WooNuxt Settings' maxPrice, or without
 * the plugin the shop's dearest product): a page of €20 gloves offered prices up to a €900 helmet's.
 * It now runs to the dearest product in the category, scoped as its listing is (`categoryIn`), read
 * in the category's own round trip: no request more than before (budgets.json, "category").
 */
import type { DocumentNode } from 'graphql';
import { getOperationAST } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/navigation', () => ({ notFound: vi.fn(), redirect: vi.fn(), permanentRedirect: vi.fn() }));

const sent: { operation: string; variables: Record<string, unknown> }[] = [];
let woonuxt = true;

const product = (rawPrice: string) => ({ databaseId: 1, rawPrice });
const ANSWERS: Record<string, (variables: Record<string, unknown>) => unknown> = {
  getWooNuxtSettings: () => ({ woonuxtSettings: { maxPrice: 900, global_attributes: [] } }),
  getMaxPrice: () => ({ products: { nodes: [product('899.00')] } }),
  getProductCategory: (variables) => ({
    productCategory: {
      databaseId: 7,
      name: 'Gloves',
      slug: variables.slug,
      description: null,
      count: 12,
      image: null,
      ancestors: { nodes: [] },
      children: { nodes: [] },
    },
    // The dearest glove is a variable product: its RAW price is its range.
    dearest: { nodes: [product('9.50, 24.20')] },
  }),
  getProducts: () => ({ products: { found: 0, nodes: [], pageInfo: { endCursor: null } } }),
  getProductCategories: () => ({ productCategories: { nodes: [] } }),
};

vi.mock('@/lib/commerce/server/client', () => ({
  commerceQuery: async (document: DocumentNode, variables: Record<string, unknown>) => {
    const operation = getOperationAST(document)?.name?.value ?? '';
    sent.push({ operation, variables });
    const answer = ANSWERS[operation];
    if (!answer) throw new Error(`unexpected ${operation}`);
    return answer(variables);
  },
}));
vi.mock('@/lib/commerce/capabilities', () => ({
  withFeature: async (feature: string, read: () => Promise<unknown>) =>
    feature === 'woonuxt' && woonuxt ? read() : null,
}));

// Each test renders afresh: React's per-render cache() keeps nothing between them.
const fresh = async () => {
  vi.resetModules();
  const data = await import('./data');
  const listPage = await import('./list-page');
  return { ...data, ...listPage };
};

beforeEach(() => {
  sent.length = 0;
});

const category = async (withWooNuxt: boolean) => {
  woonuxt = withWooNuxt;
  const { getCategory, loadListPage } = await fresh();
  const details = await getCategory('gloves');
  if (!details) throw new Error('no category');
  const page = await loadListPage({
    locale: 'en-US',
    basePath: '/product-category/gloves',
    pageParam: undefined,
    searchParams: {},
    category: details,
  });
  // Distinct operations: in a render, cache() and Next's data cache send each once.
  return { page, operations: [...new Set(sent.map((request) => request.operation))].sort() };
};

describe("a category's price filter", () => {
  it("runs to the category's dearest product, not WooNuxt Settings' shop-wide maxPrice", async () => {
    const { page, operations } = await category(true);
    expect(page.maxPrice).toBe(25);
    expect(sent.find((request) => request.operation === 'getProductCategory')?.variables).toEqual({
      slug: 'gloves',
      scope: ['gloves'],
    });
    // The category's own read carries it: nothing is asked for the price alone.
    expect(operations).toEqual([
      'getProductCategories',
      'getProductCategory',
      'getProducts',
      'getWooNuxtSettings',
    ]);
  });

  it("runs to the category's dearest product on a stock site too, which no longer asks for the shop's", async () => {
    const { page, operations } = await category(false);
    expect(page.maxPrice).toBe(25);
    expect(operations).not.toContain('getMaxPrice');
  });
});

describe("the whole list's price filter", () => {
  it("still runs to WooNuxt Settings' maxPrice, or the shop's dearest product without the plugin", async () => {
    for (const [withWooNuxt, expected] of [
      [true, 900],
      [false, 899],
    ] as const) {
      woonuxt = withWooNuxt;
      sent.length = 0;
      const { loadListPage } = await fresh();
      const page = await loadListPage({
        locale: 'en-US',
        basePath: '/products',
        pageParam: undefined,
        searchParams: {},
      });
      expect(page.maxPrice).toBe(expected);
      expect(sent.filter((request) => request.operation === 'getMaxPrice')).toHaveLength(withWooNuxt ? 0 : 1);
    }
  });
});
