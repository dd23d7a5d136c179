/**
 * Every shopper-facing refusal names its problem by code (extensions.code, from
 * @ppe/shop-rules/messages), with the input field it concerns (extensions.field) and the values
 * its sentence names (extensions.params), while the message stays WooGraphQL's English sentence.
 * One operation per code, as a client sends it.
 *
 * The sentences are WooCommerce's and WooGraphQL's own (woocommerce/woocommerce
 * plugins/woocommerce/includes/class-wc-cart.php and class-wc-discounts.php; wp-graphql/
 * wp-graphql-woocommerce includes/data/mutation/class-cart-mutation.php); the codes are this shop's.
 */
import { MESSAGE_CODES } from '@ppe/shop-rules/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, products } from '../db/schema.ts';
import { generateGiftCardCode } from '../gift-cards/codes.ts';
import { spendGiftCards } from '../gift-cards/ledger.ts';
import {
  LOGIN,
  PASSWORD,
  REGISTER,
  RESET_PASSWORD_KEY,
  registerShopper,
} from '../testing/account-operations.ts';
import { TEST_BILLING } from '../testing/addresses.ts';
import { ADD_TO_CART, APPLY_COUPON, REMOVE_COUPONS, UPDATE_QUANTITIES } from '../testing/cart-operations.ts';
import { addProduct, addVariableProduct } from '../testing/cart-products.ts';
import { type Shopper, shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const WRITE_REVIEW = `mutation WriteReview($input: WriteReviewInput!) { writeReview(input: $input) { rating } }`;
const ADD_TO_WISHLIST = `mutation ($ids: [Int!]!) { addToWishlist(input: { productIds: $ids }) { productIds } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { result } }`;

interface Refusal {
  message: string;
  extensions: Record<string, unknown>;
}

/** The first error of an operation that must be refused. */
async function refusal(me: Shopper, query: string, variables: Record<string, unknown>): Promise<Refusal> {
  const result = await me.graphql(query, variables);
  const [error] = result.errors ?? [];
  if (!error) throw new Error(`Expected a refusal, got ${JSON.stringify(result.data)}`);
  return { message: error.message, extensions: { ...error.extensions } };
}

/** The refusal's code, field and params; the field defaults to the one the shared list gives the code. */
function expectCode(
  answer: Refusal,
  message: string | RegExp,
  code: keyof typeof MESSAGE_CODES,
  params: Record<string, unknown> = {},
  field: string | undefined = MESSAGE_CODES[code].field,
) {
  if (typeof message === 'string') expect(answer.message).toBe(message);
  else expect(answer.message).toMatch(message);
  expect(answer.extensions).toMatchObject({ code, params, ...(field ? { field } : {}) });
  if (!field) expect(answer.extensions.field).toBeUndefined();
}

async function withProduct(price = 1500) {
  const me = shopper(store);
  const id = await addProduct(store.database.db, { price, name: 'Code test helmet' });
  await me.data(ADD_TO_CART, { input: { productId: id, quantity: 1 } });
  return { me, id };
}

describe('cart refusals', () => {
  it('names quantities, stock and missing products by code', async () => {
    const me = shopper(store);
    const id = await addProduct(store.database.db, {
      price: 900,
      name: 'Coded gloves',
      manageStock: true,
      stockQuantity: 2,
    });
    const plenty = await addProduct(store.database.db, { price: 900 });
    expectCode(
      await refusal(me, ADD_TO_CART, { input: { productId: id, quantity: 0 } }),
      'The quantity must be a whole number of at least 1.',
      'QUANTITY_INVALID',
    );
    expectCode(
      await refusal(me, ADD_TO_CART, { input: { productId: plenty, quantity: 10000 } }),
      /^You can order at most \d+ of one item\.$/,
      'QUANTITY_TOO_HIGH',
      { max: 9999 },
    );
    expectCode(
      await refusal(me, ADD_TO_CART, { input: { productId: id, quantity: 3 } }),
      'You cannot add that amount of "Coded gloves" to the cart — we have 2 in stock and you already have 0 in your cart.',
      'NOT_ENOUGH_STOCK',
      { product: 'Coded gloves', stock: 2, inCart: 0 },
    );
    const soldOut = await addProduct(store.database.db, {
      price: 900,
      name: 'Gone mask',
      stockStatus: 'outofstock',
    });
    expectCode(
      await refusal(me, ADD_TO_CART, { input: { productId: soldOut, quantity: 1 } }),
      'You cannot add "Gone mask" to the cart because the product is out of stock.',
      'OUT_OF_STOCK',
      { product: 'Gone mask' },
    );
    expectCode(
      await refusal(me, ADD_TO_CART, { input: { productId: 987654, quantity: 1 } }),
      'Sorry, this product does not exist or is no longer available.',
      'PRODUCT_NOT_FOUND',
      {},
      'productId',
    );
    expectCode(
      await refusal(me, UPDATE_QUANTITIES, { items: [{ key: 'no-such-line', quantity: 2 }] }),
      'That item is no longer in your cart. Please reload the cart.',
      'CART_ITEM_GONE',
    );
  });

  it('names missing and wrong variation options, with the product and attribute', async () => {
    const me = shopper(store);
    const glove = await addVariableProduct(store.database.db, 'Coded glove');
    expectCode(
      await refusal(me, ADD_TO_CART, { input: { productId: glove.id, quantity: 1 } }),
      'Please choose product options for "Coded glove".',
      'PRODUCT_OPTIONS_REQUIRED',
      { product: 'Coded glove' },
    );
    const variation = (size: string, colour: string) => [
      { attributeName: 'pa_size', attributeValue: size },
      { attributeName: 'Colour', attributeValue: colour },
    ];
    expectCode(
      await refusal(me, ADD_TO_CART, {
        input: { productId: glove.id, quantity: 1, variation: variation('s', 'Green') },
      }),
      'Invalid value posted for Colour',
      'ATTRIBUTE_VALUE_INVALID',
      { attribute: 'Colour' },
    );
    expectCode(
      await refusal(me, ADD_TO_CART, {
        input: { productId: glove.id, quantity: 1, variation: variation('s', '') },
      }),
      'Colour is a required field',
      'ATTRIBUTE_REQUIRED',
      { attributes: 'Colour', count: 1 },
    );
  });
});

describe('coupon refusals', () => {
  it('names the coupon the sentence is about', async () => {
    const { me } = await withProduct();
    expectCode(
      await refusal(me, APPLY_COUPON, { code: 'NOPE-42' }),
      'Coupon "NOPE-42" does not exist!',
      'COUPON_NOT_FOUND',
      { coupon: 'NOPE-42' },
    );
    expectCode(
      await refusal(me, APPLY_COUPON, { code: '  ' }),
      'Please enter a coupon code.',
      'COUPON_CODE_REQUIRED',
    );
    expectCode(
      await refusal(me, APPLY_COUPON, { code: 'C'.repeat(101) }),
      'That coupon code is too long.',
      'TEXT_TOO_LONG',
      { max: 100 },
      'code',
    );
    await me.data(APPLY_COUPON, { code: 'welcome10' });
    expectCode(
      await refusal(me, APPLY_COUPON, { code: 'WELCOME10' }),
      'Coupon code already applied!',
      'COUPON_ALREADY_APPLIED',
      { coupon: 'WELCOME10' },
    );
    expectCode(
      await refusal(me, REMOVE_COUPONS, { codes: ['save5'] }),
      'Coupon "save5" is not applied to your cart.',
      'COUPON_NOT_APPLIED',
      { coupon: 'save5' },
    );
  });

  it('names an empty cart', async () => {
    expectCode(
      await refusal(shopper(store), APPLY_COUPON, { code: 'welcome10' }),
      'Please add something to your cart before applying a coupon.',
      'COUPON_CART_EMPTY',
    );
  });
});

describe('checkout refusals', () => {
  it('heads the field problems with the first one, and names payment problems', async () => {
    const { me } = await withProduct();
    const input = (extra: Record<string, unknown>) => ({ input: { billing: TEST_BILLING, ...extra } });
    const missing = await refusal(
      me,
      CHECKOUT,
      input({ billing: { ...TEST_BILLING, firstName: '' }, paymentMethod: 'cod' }),
    );
    expectCode(missing, 'Billing First name is a required field.', 'FIELD_REQUIRED', {}, 'billing.firstName');
    expect(missing.extensions.fieldErrors).toEqual([{ field: 'billing.firstName', code: 'required' }]);
    expectCode(
      await refusal(me, CHECKOUT, input({ paymentMethod: 'cod', customerNote: 'n'.repeat(2001) })),
      'Please keep the order note under 2000 characters.',
      'TEXT_TOO_LONG',
      { max: 2000 },
      'customerNote',
    );
    expectCode(
      await refusal(me, CHECKOUT, input({ paymentMethod: 'bitcoin' })),
      'Invalid payment method. Please choose another payment method.',
      'PAYMENT_METHOD_INVALID',
    );
    expectCode(
      await refusal(shopper(store), CHECKOUT, input({ paymentMethod: 'cod' })),
      'Your cart is empty. Please add something before checking out.',
      'EMPTY_CART',
    );
  });
});

describe('account refusals', () => {
  it('names failed sign-ins and registrations', async () => {
    const me = shopper(store);
    expectCode(
      await refusal(me, LOGIN, { username: 'nobody@example.com', password: 'wrong password' }),
      'The user could not be logged in.',
      'LOGIN_FAILED',
    );
    expectCode(
      await refusal(me, LOGIN, { username: 'x'.repeat(255), password: 'wrong password' }),
      'No account found with that username. Sign up for a new account.',
      'UNKNOWN_ACCOUNT',
    );
    expectCode(
      await refusal(me, LOGIN, { username: '', password: '' }),
      'Missing username or password.',
      'MISSING_CREDENTIALS',
    );
    const email = `codes-${Date.now()}@example.com`;
    await me.data(REGISTER, { input: { email, password: PASSWORD } });
    expectCode(
      await refusal(shopper(store), REGISTER, { input: { email, password: PASSWORD } }),
      'An account is already registered with your email address. Please log in.',
      'EMAIL_TAKEN',
    );
    expectCode(
      await refusal(shopper(store), REGISTER, { input: { email: 'not an email', password: PASSWORD } }),
      'Please provide a valid email address.',
      'INVALID_EMAIL',
      {},
      'email',
    );
    expectCode(
      await refusal(shopper(store), REGISTER, { input: { email: `short-${email}`, password: 'short' } }),
      'Your password must be at least 8 characters long.',
      'PASSWORD_TOO_SHORT',
      { min: 8 },
    );
    expectCode(
      await refusal(shopper(store), REGISTER, {
        input: { email: `long-${email}`, password: 'p'.repeat(1025) },
      }),
      'Your password must be at most 128 characters long.',
      'PASSWORD_TOO_LONG',
      { max: 128 },
    );
    expectCode(
      await refusal(shopper(store), REGISTER, {
        input: { email: `name-${email}`, password: PASSWORD, firstName: 'F'.repeat(101) },
      }),
      'Please keep the first name under 100 characters.',
      'TEXT_TOO_LONG',
      { max: 100 },
      'firstName',
    );
    expectCode(
      await refusal(shopper(store), RESET_PASSWORD_KEY, { key: 'bad', login: email, password: PASSWORD }),
      'Password reset link is invalid.',
      'INVALID_RESET_KEY',
    );
  });

  it('names a session token that is not ours', async () => {
    const me = shopper(store, 'Session not-a-token');
    expectCode(
      await refusal(me, ADD_TO_CART, { input: { productId: 1, quantity: 1 } }),
      'Invalid session token. Please reload the page to start a new session.',
      'INVALID_SESSION',
    );
  });
});

describe('review and wishlist refusals', () => {
  it('names the review field at fault and its limit', async () => {
    const id = await addProduct(store.database.db, { price: 1000 });
    const review = (input: Record<string, unknown>) => ({
      input: {
        rating: 4,
        author: 'Ada',
        authorEmail: 'ada@example.com',
        content: 'Fits well.',
        commentOn: id,
        ...input,
      },
    });
    const me = shopper(store);
    expectCode(
      await refusal(me, WRITE_REVIEW, review({ rating: 9 })),
      'Please choose a rating from 1 to 5 stars.',
      'REVIEW_RATING_REQUIRED',
    );
    expectCode(
      await refusal(me, WRITE_REVIEW, review({ author: 'N'.repeat(101) })),
      'Your name can be at most 100 characters long.',
      'REVIEW_AUTHOR_TOO_LONG',
      { max: 100 },
    );
    expectCode(
      await refusal(me, WRITE_REVIEW, review({ authorEmail: 'nope' })),
      'Please enter a valid email address.',
      'REVIEW_EMAIL_INVALID',
    );
    await me.data(WRITE_REVIEW, review({}));
    expectCode(
      await refusal(me, WRITE_REVIEW, review({})),
      'You have already submitted this review.',
      'DUPLICATE_REVIEW',
    );
  });

  it('names a guest, an empty change and an unknown product', async () => {
    expectCode(
      await refusal(shopper(store), ADD_TO_WISHLIST, { ids: [1] }),
      'You must be signed in to do that.',
      'SIGN_IN_REQUIRED',
    );
    const me = shopper(store);
    await registerShopper(me, `wishes-${Date.now()}@example.com`);
    expectCode(
      await refusal(me, ADD_TO_WISHLIST, { ids: [] }),
      'Please choose at least one product.',
      'WISHLIST_PRODUCTS_REQUIRED',
    );
    expectCode(
      await refusal(me, ADD_TO_WISHLIST, { ids: [987654] }),
      'Product not found',
      'PRODUCT_NOT_FOUND',
      {},
      'productIds',
    );
  });
});

describe('newsletter refusals', () => {
  const SUBSCRIBE = `mutation ($input: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $input) { status } }`;
  const CONFIRM = `mutation ($token: String!) { confirmNewsletterSubscription(input: { token: $token }) { status } }`;

  it('names a bad address, missing consent and a link nobody was given', async () => {
    const me = shopper(store);
    expectCode(
      await refusal(me, SUBSCRIBE, { input: { email: 'nope', consent: true } }),
      'Please enter a valid email address.',
      'NEWSLETTER_EMAIL_INVALID',
    );
    expectCode(
      await refusal(me, SUBSCRIBE, { input: { email: 'codes@example.com', consent: false } }),
      'Please agree to receive our newsletter to sign up.',
      'NEWSLETTER_CONSENT_REQUIRED',
    );
    expectCode(
      await refusal(me, CONFIRM, { token: 'made-up' }),
      'This newsletter link is not valid. Please use the link from your latest email, or sign up again.',
      'NEWSLETTER_TOKEN_INVALID',
    );
  });
});

describe('gift card refusals', () => {
  const card = async (balance: number, expiresAt: Date | null = null) => {
    const code = generateGiftCardCode();
    await store.database.db.insert(giftCards).values({
      code,
      initialBalance: 5000,
      balance,
      currency: 'USD',
      expiresAt,
      recipientName: 'Codes',
      recipientEmail: 'codes@example.com',
      deliveryDate: '2030-01-01',
    });
    return code;
  };
  const giftCardProduct = async () =>
    (
      await store.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.slug, 'ppe-gift-card'))
    )[0]?.id;

  it('names unknown, applied, expired, empty and gift-card-buying cards, and bad gift card choices', async () => {
    const { me } = await withProduct();
    const unknown = generateGiftCardCode();
    expectCode(
      await refusal(me, APPLY_COUPON, { code: unknown }),
      `Gift card "${unknown}" does not exist. Please check the code.`,
      'GIFT_CARD_NOT_FOUND',
      { card: unknown },
    );
    const expired = await card(1000, new Date(Date.now() - 1000));
    expectCode(
      await refusal(me, APPLY_COUPON, { code: expired }),
      `Gift card ${expired} has expired.`,
      'GIFT_CARD_EXPIRED',
      { card: expired },
    );
    const empty = await card(0);
    expectCode(
      await refusal(me, APPLY_COUPON, { code: empty }),
      `Gift card ${empty} has no balance left.`,
      'GIFT_CARD_EMPTY',
      { card: empty },
    );
    const good = await card(1000);
    await me.data(APPLY_COUPON, { code: good });
    expectCode(
      await refusal(me, APPLY_COUPON, { code: good }),
      'This gift card is already applied to your cart.',
      'GIFT_CARD_ALREADY_APPLIED',
      { card: good },
    );

    const buyer = shopper(store);
    const productId = await giftCardProduct();
    const choice = { wc_gc_giftcard_to_name: 'Grace', wc_gc_giftcard_to: 'grace@example.com' };
    expectCode(
      await refusal(buyer, ADD_TO_CART, {
        input: { productId, extraData: JSON.stringify({ ...choice, wc_gc_giftcard_amount: '5' }) },
      }),
      'Please choose a gift card amount between 10.00 and 500.00.',
      'GIFT_CARD_AMOUNT_INVALID',
      { min: '10.00', max: '500.00' },
    );
    expectCode(
      await refusal(buyer, ADD_TO_CART, {
        input: {
          productId,
          extraData: JSON.stringify({ ...choice, wc_gc_giftcard_amount: '25', wc_gc_giftcard_to: '' }),
        },
      }),
      "Please enter the recipient's email address.",
      'GIFT_CARD_DETAILS_INVALID',
    );
    await buyer.data(ADD_TO_CART, {
      input: { productId, extraData: JSON.stringify({ ...choice, wc_gc_giftcard_amount: '25' }) },
    });
    expectCode(
      await refusal(buyer, APPLY_COUPON, { code: await card(1000) }),
      'A gift card cannot be used to buy another gift card.',
      'GIFT_CARD_FOR_GIFT_CARD',
    );
  });

  it('names a card whose balance no longer covers its share when the checkout locks it', async () => {
    const code = await card(100);
    // What a checkout computed before a parallel one spent the card: 40.00 from a card now at 1.00.
    const spending = spendGiftCards(
      store.database.db,
      0,
      [{ code, balance: 5000, amount: 4000 }],
      new Date(),
    );
    await expect(spending).rejects.toMatchObject({
      message: `The balance of gift card ${code} has changed. Please review your order and try again.`,
      extensions: { code: 'GIFT_CARD_BALANCE_CHANGED', params: { card: code } },
    });
  });
});
