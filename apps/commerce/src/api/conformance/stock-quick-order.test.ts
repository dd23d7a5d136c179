/**
 * Quick order as a real site answers it (real-site/quick-order.json, recorded from a real
 * WooCommerce 9.9.5 / WooGraphQL 1.0.2 site): `products(where: {sku})` finds a simple or variable
 * product by its SKU but never a variation; `productsWithVariations(where: {sku,
 * includeVariations: true})` finds the variation, with its parent; `addCartItems` adds what it
 * can and reports the rest in `cartErrors`, with WooCommerce's notices (entities and links
 * included) as reasons; when nothing can be added, the one error "Failed to add any cart items.
 * Please check input." and no data. The recorded products are added under their recorded names,
 * SKUs, prices and stock, then the recorded operations are replayed on the stock profile, in the
 * recorded sessions, and the answers compared with the recorded ones, ids mapped to this store's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productAttributes, productVariations } from '../../db/schema.ts';
import { addProduct } from '../../testing/cart-products.ts';
import { type Shopper, shopper } from '../../testing/shopper.ts';
import { startTestStore, type TestStore } from '../../testing/test-store.ts';
import { loadRecordedPairs, type RecordedPair } from './replay.ts';

const pairs: RecordedPair[] = loadRecordedPairs('quick-order.json');
/** The recorded site's address, which WooCommerce's notices link to. */
const RECORDED_SITE = 'http://localhost:8080';

let store: TestStore;
/** Recorded database id → this store's. */
const ids = new Map<number, number>();

beforeAll(async () => {
  // The site's address as recorded: WooCommerce's notices link its pages.
  store = await startTestStore({ env: { COMMERCE_PROFILE: 'stock', COMMERCE_PUBLIC_URL: RECORDED_SITE } });
  const db = store.database.db;
  ids.set(
    15,
    await addProduct(db, {
      name: 'Aura 9320+ FFP2 Respirator',
      slug: 'aura-9320-ffp2-respirator',
      sku: '9320P',
      price: 395,
    }),
  );
  ids.set(
    69,
    await addProduct(db, {
      name: 'Peltor X4A Earmuffs',
      slug: 'peltor-x4a-earmuffs',
      sku: 'X4A',
      price: 3250,
    }),
  );
  ids.set(
    76,
    await addProduct(db, {
      name: 'GoggleGear 500 Safety Goggles',
      slug: 'gogglegear-500-safety-goggles',
      sku: 'GG501',
      price: 1680,
      manageStock: true,
      stockQuantity: 3,
    }),
  );
  const halfMask = await addProduct(db, {
    type: 'variable',
    name: '6500 Half Mask Respirator',
    slug: '6500-half-mask-respirator',
    sku: '6500',
    price: 2995,
    maxPrice: 3195,
  });
  ids.set(21, halfMask);
  await db
    .insert(productAttributes)
    .values({ productId: halfMask, name: 'pa_size', isTaxonomy: true, variation: true, options: ['m', 'l'] });
  const [medium] = await db
    .insert(productVariations)
    .values([
      { parentId: halfMask, sku: '6500-M', attributes: { pa_size: 'm' }, price: 2995, regularPrice: 2995 },
      { parentId: halfMask, sku: '6500-L', attributes: { pa_size: 'l' }, price: 3195, regularPrice: 3195 },
    ])
    .returning({ id: productVariations.id });
  ids.set(23, medium?.id as number);
});

afterAll(async () => {
  await store?.close();
});

/** The recorded value with this store's ids. */
function ours(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ours);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      (key === 'databaseId' || key === 'productId' || key === 'variationId') && typeof item === 'number'
        ? (ids.get(item) ?? item)
        : ours(item),
    ]),
  );
}

/** Cart item keys hash this store's ids: compared by presence. */
function withoutKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutKeys);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key === 'key' ? typeof item : withoutKeys(item)]),
  );
}

const body = (pair: RecordedPair) =>
  pair.response.body as { data?: unknown; errors?: { message: string; path?: string[] }[] };
const replay = (who: Shopper, pair: RecordedPair) => {
  const { query, variables } = pair.request.body as { query: string; variables?: Record<string, unknown> };
  return who.graphql(query, ours(variables ?? {}) as Record<string, unknown>);
};

describe('finding products by SKU, as a real site answers', () => {
  const lookups = pairs.filter((pair) => !pair.name.startsWith('addCartItems'));
  it.each(lookups.map((pair) => [pair.name, pair] as const))('%s', async (_name, pair) => {
    const answer = await replay(shopper(store), pair);
    const recorded = body(pair);
    if (recorded.errors) {
      expect(answer.errors?.map((error) => error.message)).toEqual(
        recorded.errors.map((error) => error.message),
      );
      return;
    }
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual(ours(recorded.data));
  });
});

describe('adding many items at once, as a real site answers', () => {
  const additions = pairs.filter((pair) => pair.name.startsWith('addCartItems'));
  // The last two run in the session of the first cart; the others each in a new guest session.
  let firstCart: Shopper | undefined;
  it.each(additions.map((pair) => [pair.name, pair] as const))('%s', async (name, pair) => {
    const who = name.includes('in the session of the first cart') ? firstCart : shopper(store);
    if (!who) throw new Error('The first cart was not made');
    firstCart ??= who;
    const answer = await replay(who, pair);
    const recorded = body(pair);
    if (recorded.errors) {
      expect(answer.errors?.map(({ message, path }) => ({ message, path }))).toEqual(
        recorded.errors.map(({ message, path }) => ({ message, path })),
      );
      expect(answer.data).toEqual(recorded.data);
      return;
    }
    expect(answer.errors).toBeUndefined();
    const expected = ours(recorded.data) as { addCartItems: Record<string, unknown> };
    const got = answer.data as { addCartItems: Record<string, unknown> };
    expect(withoutKeys(got.addCartItems.added)).toEqual(withoutKeys(expected.addCartItems.added));
    expect(got.addCartItems.cartErrors).toEqual(expected.addCartItems.cartErrors);
    const contents = (cart: unknown) => withoutKeys((cart as { contents: unknown }).contents);
    expect(contents(got.addCartItems.cart)).toEqual(contents(expected.addCartItems.cart));
  });
});
