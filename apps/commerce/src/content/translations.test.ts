/**
 * The demo store's words in the shopper's language over HTTP (`?lang=`): the banner, blog posts,
 * the store's own payment methods, the names in the cart and the names an order keeps, each from
 * the seeded translations, English where a translation leaves something out.
 */
import { withFreeShippingMinimum } from '@ppe/shop-rules/shipping';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARD_GATEWAY } from '../checkout/payment-gateways.ts';
import { orderItems, productTranslations } from '../db/schema.ts';
import { german } from '../seed/catalog/translations/de/index.ts';
import { TEST_BILLING } from '../testing/addresses.ts';
import { ADD_TO_CART, UPDATE_QUANTITIES } from '../testing/cart-operations.ts';
import { addProduct } from '../testing/cart-products.ts';
import { catalog } from '../testing/catalog-facts.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store?.close();
});

const inGerman = () => shopper({ url: store.url, language: 'de' });
const inEnglish = () => shopper({ url: store.url });

describe('store words in the request language', () => {
  it('serves the banner in it, and in English without one', async () => {
    const BANNER = '{ bannerSettings { bannerText bannerLinkUrl } }';
    type Banner = { bannerSettings: { bannerText: string; bannerLinkUrl: string } };
    const de = (await inGerman().data<Banner>(BANNER)).bannerSettings;
    const en = (await inEnglish().data<Banner>(BANNER)).bannerSettings;
    expect(de.bannerText).toBe(withFreeShippingMinimum(german.banner.text, 'de'));
    expect(de.bannerText).toContain('50 $');
    expect(en.bannerText).not.toBe(de.bannerText);
    // Only the words change: the link goes where it goes in English.
    expect(de.bannerLinkUrl).toBe(en.bannerLinkUrl);
  });

  it("titles and describes the store's own payment methods in it; WooCommerce's keep their ids", async () => {
    const GATEWAYS = '{ paymentGateways { nodes { id title description } } }';
    type Gateways = { paymentGateways: { nodes: { id: string; title: string; description: string }[] } };
    const de = (await inGerman().data<Gateways>(GATEWAYS)).paymentGateways.nodes;
    const en = (await inEnglish().data<Gateways>(GATEWAYS)).paymentGateways.nodes;
    const card = german.paymentGateways.test_card;
    expect(de.find((gateway) => gateway.id === 'test_card')).toEqual({
      id: 'test_card',
      title: card?.title,
      description: card?.description ?? TEST_CARD_GATEWAY.description,
    });
    expect(en.find((gateway) => gateway.id === 'test_card')?.title).toBe(TEST_CARD_GATEWAY.title);
    expect(de.map((gateway) => gateway.id)).toEqual(en.map((gateway) => gateway.id));
  });

  it('serves blog posts in it: the list, one post, and search in either language', async () => {
    const [slug, words] = Object.entries(german.posts)[0] ?? [];
    const english = catalog.posts.find((post) => post.slug === slug);
    if (!slug || !words || !english) throw new Error('The German translation has no post.');
    type Posts = { posts: { nodes: { slug: string; title: string; excerpt: string }[] } };
    const listed = await inGerman().data<Posts>('{ posts(first: 100) { nodes { slug title excerpt } } }');
    expect(listed.posts.nodes.find((post) => post.slug === slug)).toMatchObject({ title: words.title });
    const one = await inGerman().data<{ post: { title: string; content: string } }>(
      `{ post(id: "${slug}", idType: SLUG) { title content } }`,
    );
    expect(one.post.title).toBe(words.title);
    expect(one.post.content.length).toBeGreaterThan(0);
    expect(one.post.content).not.toBe(english.content);

    const SEARCH = 'query Search($s: String) { posts(where: { search: $s }) { nodes { slug title } } }';
    const germanWord = words.title
      .split(/\s+/)
      .find((word) => word.length > 6 && !english.title.includes(word));
    const found = await inGerman().data<Posts>(SEARCH, { s: germanWord });
    expect(found.posts.nodes.map((post) => post.slug)).toContain(slug);
    const englishWord = english.title.split(/\s+/).find((word) => word.length > 5);
    const alsoFound = await inGerman().data<Posts>(SEARCH, { s: englishWord });
    expect(alsoFound.posts.nodes.find((post) => post.slug === slug)?.title).toBe(words.title);
  });
});

describe('the cart and the order in the request language', () => {
  const slug = Object.keys(german.products).find((candidate) => {
    const product = catalog.products.find((p) => p.slug === candidate);
    return product?.type === 'simple' && product.stockStatus === 'instock';
  });
  const germanName = german.products[slug ?? '']?.name;

  it('names the cart line in it after addToCart, and the order keeps that name', async () => {
    const de = inGerman();
    const { product } = await de.data<{ product: { databaseId: number } }>(
      `{ product(id: "${slug}", idType: SLUG) { databaseId } }`,
    );
    const added = await de.data<{
      addToCart: { cart: { contents: { nodes: { product: { node: { name: string } } }[] } } };
    }>(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 1 } });
    expect(added.addToCart.cart.contents.nodes.map((line) => line.product.node.name)).toEqual([germanName]);

    const placed = await de.data<{ checkout: { order: { databaseId: number } } }>(
      `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }`,
      { input: { billing: TEST_BILLING, paymentMethod: 'cod' } },
    );
    const items = await store.database.db
      .select({ name: orderItems.name })
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.checkout.order.databaseId));
    expect(items).toEqual([{ name: germanName }]);
  });

  it('names the product in it when refusing more than the stock', async () => {
    const { db } = store.database;
    const id = await addProduct(db, { price: 900, name: 'Stock test', manageStock: true, stockQuantity: 2 });
    await db.insert(productTranslations).values({ productId: id, language: 'de', name: 'Lagertest' });
    const de = inGerman();
    const added = await de.data<{ addToCart: { cartItem: { key: string } } }>(ADD_TO_CART, {
      input: { productId: id, quantity: 1 },
    });
    const refused = await de.graphql(UPDATE_QUANTITIES, {
      items: [{ key: added.addToCart.cartItem.key, quantity: 5 }],
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_ENOUGH_STOCK',
      params: { product: 'Lagertest' },
    });
  });

  it('names the product in it when refusing to add it', async () => {
    const variable = Object.keys(german.products).find(
      (candidate) => catalog.products.find((p) => p.slug === candidate)?.type === 'variable',
    );
    const de = inGerman();
    const { product } = await de.data<{ product: { databaseId: number } }>(
      `{ product(id: "${variable}", idType: SLUG) { databaseId } }`,
    );
    const refused = await de.graphql(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 1 } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'PRODUCT_OPTIONS_REQUIRED',
      params: { product: german.products[variable ?? '']?.name },
    });
  });
});
