/**
 * addToCart's `variation` input ([ProductAttributeInput], AddToCartInput in
 * reference/woographql/schema.graphql): the values a shopper chose, checked as WooCommerce checks them.
 *
 * Evidence for the wire behaviour:
 * - wp-graphql/wp-graphql-woocommerce, includes/data/mutation/class-cart-mutation.php
 *   (Cart_Mutation::prepare_attributes): each {attributeName, attributeValue} becomes
 *   `attribute_<name>`, a global attribute may be named without its pa_ prefix, and a name the
 *   product lacks is refused with "<name> is not a valid attribute of the product: <product>.".
 * - woocommerce/woocommerce, plugins/woocommerce/includes/class-wc-cart.php (WC_Cart::add_to_cart):
 *   a global attribute's value is sanitize_title'd; a posted value must equal the variation's own,
 *   or for an "any" attribute be one of the attribute's slugs, else "Invalid value posted for
 *   <label>"; an "any" attribute with no value gives "<label> is a required field" ("<a> and <b>
 *   are required fields"); without a variation id, find_matching_product_variation picks the
 *   variation whose fixed values were all posted.
 * - wp-graphql/wp-graphql-woocommerce, CartItemToProductVariationConnectionEdge.attributes: the
 *   line's values, "any" ones filled in with the chosen value.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productAttributes, products, productVariations, terms } from '../db/schema.ts';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { addVariableProduct } from '../testing/cart-products.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const add = (input: Record<string, unknown>) => ({ input });
type Choice = { attributeName: string; attributeValue: string | null };
/** The message addToCart refuses this product, variation and values with, for a new shopper. */
const refusal = (productId: number, variationId: number | null, variation: Choice[] = [], quantity = 1) =>
  shopper(store).error(ADD_TO_CART, add({ productId, variationId, variation, quantity }));
const LINE_ATTRIBUTES =
  '{ cart { contents { nodes { variation { node { databaseId } attributes { name value } } } } } }';
type Lines = {
  cart: {
    contents: {
      nodes: { variation: { node: { databaseId: number }; attributes: { name: string; value: string }[] } }[];
    };
  };
};

/** The demo's variation that takes any of the hi-vis colours (the long-sleeve shirt in XXL). */
async function anyColourVariation() {
  const db = store.database.db;
  const rows = await db
    .select({ variation: productVariations, options: productAttributes.options })
    .from(productVariations)
    .innerJoin(productAttributes, eq(productAttributes.productId, productVariations.parentId))
    .where(and(eq(productVariations.stockStatus, 'instock'), eq(productAttributes.name, 'pa_color')));
  const found = rows.find(
    ({ variation, options }) =>
      variation.attributes.pa_color === '' &&
      variation.attributes.pa_size &&
      options.includes('hi-vis-orange'),
  )?.variation;
  if (!found) throw new Error('The demo catalogue has no variation that takes any hi-vis colour.');
  return {
    id: found.id,
    parentId: found.parentId,
    size: found.attributes.pa_size as string,
    stock: found.stockQuantity ?? 0,
  };
}

describe('a variation that takes any value of a global attribute', () => {
  it('is added with the chosen term, the line carrying it, spelt as a slug or a name, with or without pa_', async () => {
    const shirt = await anyColourVariation();
    const me = shopper(store);
    await me.data(
      ADD_TO_CART,
      add({
        productId: shirt.parentId,
        variationId: shirt.id,
        variation: [
          { attributeName: 'pa_color', attributeValue: 'hi-vis-orange' },
          { attributeName: 'pa_size', attributeValue: shirt.size },
        ],
      }),
    );
    // WooCommerce sanitises a global attribute's value to its slug, so the name finds the same line.
    await me.data(
      ADD_TO_CART,
      add({
        productId: shirt.parentId,
        variationId: shirt.id,
        variation: [{ attributeName: 'color', attributeValue: 'Hi-Vis Orange' }],
      }),
    );
    await me.data(
      ADD_TO_CART,
      add({
        productId: shirt.parentId,
        variation: [
          { attributeName: 'attribute_pa_size', attributeValue: shirt.size },
          { attributeName: 'pa_color', attributeValue: 'hi-vis-yellow' },
        ],
      }),
    );
    const { cart } = await me.data<Lines>(LINE_ATTRIBUTES);
    expect(cart.contents.nodes).toEqual([
      {
        variation: {
          node: { databaseId: shirt.id },
          attributes: [
            { name: 'pa_color', value: 'hi-vis-orange' },
            { name: 'pa_size', value: shirt.size },
          ],
        },
      },
      {
        variation: {
          node: { databaseId: shirt.id },
          attributes: [
            { name: 'pa_color', value: 'hi-vis-yellow' },
            { name: 'pa_size', value: shirt.size },
          ],
        },
      },
    ]);
  });

  it("refuses a value that is not one of the product's terms, and a missing one with WooCommerce's message", async () => {
    const shirt = await anyColourVariation();
    const colour = (value: string | null) => [{ attributeName: 'pa_color', attributeValue: value }];
    // Red is a colour term of the store, but not one this product offers.
    expect(await refusal(shirt.parentId, shirt.id, colour('red'))).toBe('Invalid value posted for Color');
    expect(await refusal(shirt.parentId, shirt.id, colour(null))).toBe('Color is a required field');
    expect(await refusal(shirt.parentId, shirt.id, colour(''))).toBe('Color is a required field');
    expect(await refusal(shirt.parentId, shirt.id)).toBe('Color is a required field');
    // Found by its size alone, the variation still needs its colour.
    const size = [{ attributeName: 'pa_size', attributeValue: shirt.size }];
    expect(await refusal(shirt.parentId, null, size)).toBe('Color is a required field');
    const me = shopper(store);
    await me.error(ADD_TO_CART, add({ productId: shirt.parentId, variationId: shirt.id }));
    const { cart } = await me.data<Lines>(LINE_ATTRIBUTES);
    expect(cart.contents.nodes).toEqual([]);
  });
});

describe("the variation's name in messages", () => {
  it("is WooCommerce's variation title, values by their terms' names", async () => {
    const shirt = await anyColourVariation();
    const [product] = await store.database.db.select().from(products).where(eq(products.id, shirt.parentId));
    const [size] = await store.database.db
      .select()
      .from(terms)
      .where(and(eq(terms.taxonomy, 'pa_size'), eq(terms.slug, shirt.size)));
    const orange = [{ attributeName: 'pa_color', attributeValue: 'hi-vis-orange' }];
    expect(await refusal(shirt.parentId, shirt.id, orange, shirt.stock + 1)).toBe(
      `You cannot add that amount of "${product?.name} - ${size?.name}" to the cart — we have ${shirt.stock} in stock and you already have 0 in your cart.`,
    );
  });
});

describe('the values posted for a variation', () => {
  it("must be the variation's own where it fixes one", async () => {
    const glove = await addVariableProduct(store.database.db);
    const large = [
      { attributeName: 'pa_size', attributeValue: 'l' },
      { attributeName: 'Colour', attributeValue: 'Blue' },
    ];
    expect(await refusal(glove.id, glove.medium, large)).toBe('Invalid value posted for Size');
  });

  it('name every missing "any" attribute, and only attributes the product has', async () => {
    const glove = await addVariableProduct(store.database.db);
    expect(await refusal(glove.id, glove.medium)).toBe('Colour is a required field');
    const material = [{ attributeName: 'Material', attributeValue: 'Nitrile' }];
    expect(await refusal(glove.id, glove.medium, material)).toBe(
      'Material is not a valid attribute of the product: Test glove.',
    );
  });
});
