/**
 * Pack sizes (the `packaging` extension field) and the cart's rule for what is sold by the unit in
 * whole packs: a quantity that is not a multiple of the pack is refused with a clear message and
 * changes nothing, whether added or set in the cart.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema.ts';
import { PRODUCT_COMPLIANCE } from '../seed/catalog/product-compliance.ts';
import { ADD_TO_CART, type CartData, GET_CART, UPDATE_QUANTITIES } from '../testing/cart-operations.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const PACKAGING = `query Packaging($slug: ID!) {
  product(id: $slug, idType: SLUG) {
    databaseId
    packaging { pack unitsPerPack unit soldBy quantityStep }
  }
}`;

interface PackagingAnswer {
  product: {
    databaseId: number;
    packaging: {
      pack: string;
      unitsPerPack: number;
      unit: string;
      soldBy: string;
      quantityStep: number;
    } | null;
  };
}

const packed = Object.entries(PRODUCT_COMPLIANCE).filter(([, compliance]) => compliance.packaging);
const [byPackSlug] = packed.find(([, compliance]) => compliance.packaging?.soldBy === 'pack') ?? [];
const [byUnitSlug, byUnit] = packed.find(([, compliance]) => compliance.packaging?.soldBy === 'unit') ?? [];
const packaging = (slug: string) => shopper(store).data<PackagingAnswer>(PACKAGING, { slug });

describe('pack sizes', () => {
  it('answers the pack of a product sold by the box, stepping by one box', async () => {
    if (!byPackSlug) throw new Error('The demo catalogue sells masks by the box');
    const seeded = PRODUCT_COMPLIANCE[byPackSlug]?.packaging;
    const { product } = await packaging(byPackSlug);
    expect(product.packaging).toEqual({
      pack: seeded?.pack.toUpperCase(),
      unitsPerPack: seeded?.unitsPerPack,
      unit: seeded?.unit.toUpperCase(),
      soldBy: 'PACK',
      quantityStep: 1,
    });
  });

  it('answers null for a product not used by the box', async () => {
    const slug = 'speedglas-9100-fx-welding-helmet';
    expect(PRODUCT_COMPLIANCE[slug]?.packaging).toBeUndefined();
    const { product } = await packaging(slug);
    expect(product.databaseId).toBeGreaterThan(0);
    expect(product.packaging).toBeNull();
  });

  it('takes only whole packs of what is priced by the unit, and refuses the rest changing nothing', async () => {
    if (!byUnitSlug || !byUnit?.packaging) throw new Error('The demo catalogue prices something by the unit');
    const step = byUnit.packaging.unitsPerPack;
    const { product } = await packaging(byUnitSlug);
    expect(product.packaging?.quantityStep).toBe(step);

    const me = shopper(store);
    const refused = await me.graphql(ADD_TO_CART, {
      input: { productId: product.databaseId, quantity: step + 1 },
    });
    const name = await productName(byUnitSlug);
    expect(refused.errors?.[0]?.message).toBe(
      `"${name}" is sold in packs of ${step}. Please choose a multiple of ${step}.`,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'QUANTITY_STEP', params: { step } });

    type AddAnswer = { addToCart: { cartItem: { key: string; quantity: number } } };
    const added = await me.data<AddAnswer>(ADD_TO_CART, {
      input: { productId: product.databaseId, quantity: step },
    });
    expect(added.addToCart.cartItem.quantity).toBe(step);

    const update = await me.graphql(UPDATE_QUANTITIES, {
      items: [{ key: added.addToCart.cartItem.key, quantity: step * 2 - 1 }],
    });
    expect(update.errors?.[0]?.extensions).toMatchObject({ code: 'QUANTITY_STEP' });
    const { cart } = await me.data<{ cart: CartData }>(GET_CART);
    expect(cart.contents.nodes.map((line) => line.quantity)).toEqual([step]);
  });
});

// The stock profile serves no `packaging` field, so a client of it cannot know a step: it applies
// none, as a stock WooCommerce cart takes any whole quantity.
describe('pack sizes on the stock profile', () => {
  let stock: TestStore;
  beforeAll(async () => {
    stock = await startTestStore({ env: { COMMERCE_PROFILE: 'stock' } });
  });
  afterAll(() => stock?.close());

  it('takes any whole quantity of what the store sells in packs', async () => {
    if (!byUnitSlug || !byUnit?.packaging) throw new Error('The demo catalogue prices something by the unit');
    const step = byUnit.packaging.unitsPerPack;
    const [row] = await stock.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, byUnitSlug));
    const me = shopper(stock);
    type AddAnswer = { addToCart: { cartItem: { key: string; quantity: number } } };
    const added = await me.data<AddAnswer>(ADD_TO_CART, {
      input: { productId: row?.id, quantity: step + 1 },
    });
    expect(added.addToCart.cartItem.quantity).toBe(step + 1);
    await me.data(UPDATE_QUANTITIES, { items: [{ key: added.addToCart.cartItem.key, quantity: 3 }] });
    const { cart } = await me.data<{ cart: CartData }>(GET_CART);
    expect(cart.contents.nodes.map((line) => line.quantity)).toEqual([3]);
  });
});

async function productName(slug: string): Promise<string> {
  const [row] = await store.database.db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.slug, slug));
  return row?.name ?? slug;
}
