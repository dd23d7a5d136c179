/**
 * COMMERCE_PROFILE=stock: the backend serves only what a stock WordPress + WPGraphQL +
 * WooGraphQL + Headless Login site serves, and the main shopper journey still works on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { german } from '../seed/catalog/translations/de/index.ts';
import { TEST_BILLING } from '../testing/addresses.ts';
import { ADD_TO_CART, GET_CART } from '../testing/cart-operations.ts';
import { catalog } from '../testing/catalog-facts.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ env: { COMMERCE_PROFILE: 'stock' } });
});
afterAll(async () => {
  await store?.close();
});

const PRODUCTS = `query { products(first: 5, where: { visibility: VISIBLE, status: "publish" }) {
  nodes { databaseId name type ... on SimpleProduct { price(format: RAW) stockStatus } } } }`;

describe('the stock profile over HTTP', () => {
  it('refuses the WooNuxt Settings and store-plugin fields as a stock site does', async () => {
    for (const query of [
      '{ woonuxtSettings { frontEndUrl } }',
      '{ bannerSettings { bannerEnabled } }',
      '{ products(first: 1) { nodes { ... on SimpleProduct { fullYoastHead } } } }',
      '{ products(first: 1) { nodes { ... on SimpleProduct { customTabs { tabTitle } } } } }',
    ]) {
      const result = await store.graphql(query);
      expect(result.errors?.[0]?.message, query).toMatch(/Cannot query field/);
    }
  });

  it("serves every product's attribute terms, this store's own attributes included", async () => {
    // A product page asks for the terms of each attribute; this store's pa_shade, pa_filterclass,
    // pa_standard and pa_cutlevel are generated types on any WooCommerce site that has them.
    const result = await store.graphql<{
      products: {
        nodes: {
          attributes: { nodes: { name: string; terms?: { nodes: { __typename: string }[] } }[] } | null;
        }[];
      };
    }>(`{ products(first: 100) { nodes { ... on ProductWithAttributes { attributes { nodes { name
        ... on GlobalProductAttribute { terms { nodes { __typename } } } } } } } } }`);
    expect(result.errors).toBeUndefined();
    const termTypes = new Set(
      result.data?.products.nodes.flatMap((product) =>
        (product.attributes?.nodes ?? []).flatMap((attribute) =>
          (attribute.terms?.nodes ?? []).map((term) => term.__typename),
        ),
      ),
    );
    expect([...termTypes]).toEqual(expect.arrayContaining(['PaShade', 'PaFilterclass']));
  });

  it('has no multilingual plugin: ignores ?lang= and has no where.language, as a stock site', async () => {
    // The demo seed has German words for this product; a stock site answers in its own language.
    const [slug] = Object.keys(german.products);
    const english = catalog.products.find((product) => product.slug === slug)?.name;
    const de = shopper({ url: store.url, language: 'de' });
    const { product } = await de.data<{ product: { name: string } }>(
      `{ product(id: "${slug}", idType: SLUG) { name } }`,
    );
    expect(product.name).toBe(english);
    const refused = await de.graphql('{ products(where: { language: "de" }) { nodes { name } } }');
    expect(refused.errors?.[0]?.message).toMatch(/"language" is not defined/);
  });

  it('serves a working catalogue, cart and checkout', async () => {
    const guest = shopper(store);
    const { products } = await guest.data<{
      products: { nodes: { databaseId: number; type: string; stockStatus?: string }[] };
    }>(PRODUCTS);
    const simple = products.nodes.find((node) => node.type === 'SIMPLE' && node.stockStatus === 'IN_STOCK');
    expect(simple).toBeDefined();

    await guest.data(ADD_TO_CART, { input: { productId: simple?.databaseId, quantity: 1 } });
    const { cart } = await guest.data<{ cart: { isEmpty: boolean } }>(GET_CART);
    expect(cart.isEmpty).toBe(false);

    const { checkout } = await guest.data<{
      checkout: { result: string; order: { databaseId: number; createdVia: string } };
    }>(
      `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { result order { databaseId createdVia } } }`,
      {
        input: {
          paymentMethod: 'cod',
          billing: TEST_BILLING,
        },
      },
    );
    expect(checkout.result).toBe('success');
    expect(checkout.order.databaseId).toBeGreaterThan(0);
    expect(checkout.order.createdVia).toBe('checkout');
  });
});
