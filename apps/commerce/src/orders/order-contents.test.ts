/**
 * What a placed order answers about itself, for the order page and the confirmation email: the
 * chosen variation on each line, line amounts before and after the coupon, the shipping line with
 * its method's title, the customer's note and both addresses.
 *
 * Wire evidence (WooGraphQL 1.0.x, wp-graphql/wp-graphql-woocommerce):
 * - includes/model/class-order-item.php: a line item's `subtotal` is WC_Order_Item_Product::
 *   get_subtotal() (before coupons) and `total` get_total() (after); a shipping line answers
 *   `methodTitle` from get_method_title() and `total`/`totalTax` as the stored decimals, null when
 *   empty (PHP's empty("0"), so free shipping has no total); its `shippingMethod` is the method the
 *   rate came from, whose `databaseId` is the method's id (flat_rate), the line's get_method_id().
 * - woocommerce/woocommerce includes/class-wc-order-item-product.php, set_variation(): the chosen
 *   attributes are kept as the line's meta data, keyed by the cart's `attribute_…` key without
 *   its prefix (`pa_color` => term slug; a product's own attribute by its sanitised name).
 * - WooCommerce's order `subtotal` (WC_Abstract_Order::get_subtotal) is the sum of the line
 *   subtotals; the coupon shows as `discountTotal`.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderItems, productAttributes, productVariations } from '../db/schema.ts';
import { TEST_BILLING } from '../testing/addresses.ts';
import { ADD_TO_CART, APPLY_COUPON } from '../testing/cart-operations.ts';
import { addProduct } from '../testing/cart-products.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { emailLines } from './email-details.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store?.close();
});

const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { order {
  databaseId customerNote paymentMethodTitle
  subtotal(format: RAW) discountTotal(format: RAW) shippingTotal(format: RAW) total(format: RAW)
  billing { firstName address1 city state postcode }
  shipping { firstName address1 city state postcode }
  shippingLines { nodes { methodTitle total totalTax shippingMethod { databaseId } } }
  lineItems { nodes { quantity subtotal(format: RAW) total(format: RAW)
    metaData { key value } colour: metaData(key: "colour") { value } } }
} } }`;

interface Answer {
  checkout: {
    order: {
      databaseId: number;
      subtotal: string;
      discountTotal: string;
      lineItems: { nodes: { subtotal: string; total: string }[] };
      [field: string]: unknown;
    };
  };
}

/** A jacket whose one variation names every attribute: a global size and the product's own colour. */
async function jacket() {
  const db = store.database.db;
  const id = await addProduct(db, { type: 'variable', name: 'Hi-vis jacket', price: 2500 });
  await db.insert(productAttributes).values([
    { productId: id, name: 'pa_size', isTaxonomy: true, variation: true, options: ['xxl'] },
    { productId: id, name: 'Colour', isTaxonomy: false, variation: true, position: 1, options: ['Orange'] },
  ]);
  const [variation] = await db
    .insert(productVariations)
    .values({
      parentId: id,
      attributes: { pa_size: 'xxl', Colour: 'Orange' },
      price: 2500,
      regularPrice: 2500,
    })
    .returning({ id: productVariations.id });
  return { id, variationId: variation?.id ?? 0 };
}

describe('a placed order', () => {
  it('answers the variation, the coupon-split line amounts, the shipping line, the note and both addresses', async () => {
    const product = await jacket();
    await store.database.db.insert(coupons).values({ code: 'ordertenth', kind: 'percent', amount: 10 });
    const me = shopper(store);
    await me.data(ADD_TO_CART, {
      input: { productId: product.id, variationId: product.variationId, quantity: 3 },
    });
    await me.data(APPLY_COUPON, { code: 'ordertenth' });
    const { checkout } = await me.data<Answer>(CHECKOUT, {
      input: {
        billing: TEST_BILLING,
        shipToDifferentAddress: true,
        shipping: {
          ...TEST_BILLING,
          firstName: 'Grace',
          address1: '9 Dock Road',
          city: 'Chicago',
          postcode: '60601',
        },
        shippingMethod: ['flat_rate:1'],
        paymentMethod: 'cod',
        customerNote: 'Leave it with <the> porter',
      },
    });
    const { order } = checkout;
    expect(order).toMatchObject({
      customerNote: 'Leave it with <the> porter',
      paymentMethodTitle: 'Cash on delivery',
      subtotal: '75.00',
      discountTotal: '7.50',
      shippingTotal: '7.95',
      total: '75.45',
      billing: {
        firstName: 'Ada',
        address1: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        postcode: '62701',
      },
      shipping: {
        firstName: 'Grace',
        address1: '9 Dock Road',
        city: 'Chicago',
        state: 'IL',
        postcode: '60601',
      },
      shippingLines: {
        nodes: [
          {
            methodTitle: 'Flat rate',
            total: '7.95',
            totalTax: null,
            shippingMethod: { databaseId: 'flat_rate' },
          },
        ],
      },
      lineItems: {
        nodes: [
          {
            quantity: 3,
            // Before the coupon, then after it.
            subtotal: '75.00',
            total: '67.50',
            metaData: expect.arrayContaining([
              { key: 'pa_size', value: 'xxl' },
              { key: 'colour', value: 'Orange' },
            ]),
            colour: [{ value: 'Orange' }],
          },
        ],
      },
    });
    // The lines' subtotals add up to the order's subtotal, as WooCommerce shows them.
    const lineSubtotals = order.lineItems.nodes.reduce((sum, line) => sum + Number(line.subtotal), 0);
    expect(lineSubtotals.toFixed(2)).toBe(order.subtotal);

    // The email spells the variation out: attribute labels and term names, in the product's order.
    const items = await store.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.databaseId));
    expect(await emailLines(store.database.db, items)).toEqual([
      {
        name: 'Hi-vis jacket',
        quantity: 3,
        subtotal: 7500,
        variation: [
          ['Size', 'XXL'],
          ['Colour', 'Orange'],
        ],
      },
    ]);
  });

  it('has no shipping line when nothing is shipped, and a free one without a total', async () => {
    const download = await addProduct(store.database.db, { price: 900, virtual: true, downloadable: true });
    const me = shopper(store);
    await me.data(ADD_TO_CART, { input: { productId: download } });
    const answer = await me.data<Answer>(CHECKOUT, {
      input: { billing: TEST_BILLING, paymentMethod: 'cod' },
    });
    expect(answer.checkout.order).toMatchObject({ shippingLines: { nodes: [] }, customerNote: null });

    const parcel = await addProduct(store.database.db, { price: 900 });
    const pickup = shopper(store);
    await pickup.data(ADD_TO_CART, { input: { productId: parcel } });
    const picked = await pickup.data<Answer>(CHECKOUT, {
      input: { billing: TEST_BILLING, paymentMethod: 'cod', shippingMethod: ['local_pickup:3'] },
    });
    expect(picked.checkout.order).toMatchObject({
      shippingLines: {
        nodes: [{ methodTitle: 'Local pickup', total: null, shippingMethod: { databaseId: 'local_pickup' } }],
      },
      lineItems: { nodes: [{ metaData: [] }] },
    });
  });
});
