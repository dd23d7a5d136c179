import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '../db/schema.ts';
import { registerShopper } from '../testing/account-operations.ts';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { addProduct } from '../testing/cart-products.ts';
import { type Shopper, shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { REVIEW_MESSAGES, stripHtml } from './write-review.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store?.close();
});

const WRITE_REVIEW = `mutation WriteReview($input: WriteReviewInput!) {
  writeReview(input: $input) { rating review { databaseId content status verified author { node { name } } } } }`;
const PRODUCT_REVIEWS = `query ($id: ID!) { product(id: $id, idType: DATABASE_ID) {
  averageRating reviewCount reviews { edges { rating node { databaseId verified } } } } }`;

interface Payload {
  writeReview: {
    rating: number;
    review: {
      databaseId: number;
      content: string;
      status: string;
      verified: boolean;
      author: { node: { name: string } };
    } | null;
  };
}
interface ProductReviews {
  product: {
    averageRating: number;
    reviewCount: number;
    reviews: { edges: { rating: number; node: { databaseId: number; verified: boolean } }[] };
  };
}

let products_ = 0;
const newProduct = async () => {
  products_ += 1;
  return addProduct(store.database.db, { name: `Review target ${products_}`, price: 1000 });
};

const review = (commentOn: number, extra: Record<string, unknown> = {}) => ({
  input: {
    rating: 4,
    author: 'Rita Reviewer',
    authorEmail: 'rita@example.com',
    content: 'Comfortable and fits well.',
    commentOn,
    ...extra,
  },
});

const reviewCountIn = async (productId: number) =>
  (
    await store.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.productId, productId))
  )[0]?.n;

const ratingOf = (me: Shopper, productId: number) =>
  me.data<ProductReviews>(PRODUCT_REVIEWS, { id: String(productId) });

/** Puts the product in the shopper's cart and checks out with this payment method. */
async function buy(me: Shopper, productId: number, paymentMethod: string, email: string) {
  await me.data(ADD_TO_CART, { input: { productId, quantity: 1 } });
  await me.data(`mutation ($input: CheckoutInput!) { checkout(input: $input) { order { status } } }`, {
    input: {
      paymentMethod,
      metaData: [{ key: '_test_card_number', value: '4242 4242 4242 4242' }],
      billing: {
        firstName: 'Vera',
        lastName: 'Buyer',
        address1: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        postcode: '62701',
        country: 'US',
        email,
        phone: '555-123-4567',
      },
    },
  });
}

describe('writeReview input', () => {
  it.each([
    ['rating missing', { rating: 0 }, REVIEW_MESSAGES.rating],
    ['rating above 5', { rating: 6 }, REVIEW_MESSAGES.rating],
    ['author missing', { author: '  ' }, REVIEW_MESSAGES.author],
    ['author only markup', { author: '<b></b>' }, REVIEW_MESSAGES.author],
    ['author too long', { author: 'a'.repeat(101) }, REVIEW_MESSAGES.authorTooLong],
    ['email missing', { authorEmail: '' }, REVIEW_MESSAGES.authorEmail],
    ['email invalid', { authorEmail: 'rita@' }, REVIEW_MESSAGES.authorEmail],
    // WordPress's is_email(), as the comment form checks it: six characters at least.
    ['email too short for is_email', { authorEmail: 'a@b.c' }, REVIEW_MESSAGES.authorEmail],
    ['content missing', { content: '' }, REVIEW_MESSAGES.content],
    ['content only a script', { content: '<script>alert(1)</script>' }, REVIEW_MESSAGES.content],
    ['content too long', { content: 'x'.repeat(5001) }, REVIEW_MESSAGES.contentTooLong],
    ['product missing', { commentOn: null }, REVIEW_MESSAGES.commentOn],
    ['product unknown', { commentOn: 999_999 }, REVIEW_MESSAGES.productNotFound],
  ])('refuses %s with its own message and stores nothing', async (_case, change, message) => {
    const productId = await newProduct();
    expect(await shopper(store).error(WRITE_REVIEW, review(productId, change))).toBe(message);
    expect(await reviewCountIn(productId)).toBe(0);
  });

  it('refuses the same review twice', async () => {
    const productId = await newProduct();
    const me = shopper(store);
    await me.data(WRITE_REVIEW, review(productId));
    expect(await me.error(WRITE_REVIEW, review(productId))).toBe(REVIEW_MESSAGES.duplicate);
    expect(await reviewCountIn(productId)).toBe(1);
  });
});

describe('stripHtml', () => {
  it('drops tags, scripts and comments, and keeps the text', () => {
    expect(
      stripHtml('<p>Great <b>gloves</b></p><script>steal()</script><!-- x --><img src=x onerror=alert(1)>'),
    ).toBe('Great gloves');
    expect(stripHtml('Size &lt;M&gt; &amp; up')).toBe('Size <M> & up');
  });

  it('keeps a "<" that starts no tag, decodes every entity and puts blocks on lines of their own', () => {
    expect(stripHtml('Fits well <3 & no fog')).toBe('Fits well <3 & no fog');
    expect(stripHtml('<p>Good fit.</p><p>Clear visor&hellip;</p>Worth it<br>5/5')).toBe(
      'Good fit.\nClear visor…\nWorth it\n5/5',
    );
  });
});

describe('moderation', () => {
  it("holds a guest's review: not shown, not counted, review null with the rating", async () => {
    const productId = await newProduct();
    const me = shopper(store);
    const result = await me.data<Payload>(
      WRITE_REVIEW,
      review(productId, { content: '<em>Nice</em> visor' }),
    );
    expect(result.writeReview).toEqual({ rating: 4, review: null });
    const [stored] = await store.database.db.select().from(reviews).where(eq(reviews.productId, productId));
    expect(stored).toMatchObject({
      status: 'hold',
      verified: false,
      content: 'Nice visor',
      customerId: null,
    });
    expect((await ratingOf(me, productId)).product).toMatchObject({
      reviewCount: 0,
      averageRating: 0,
      reviews: { edges: [] },
    });
  });

  it("publishes a signed-in customer's review at once and updates the product's rating", async () => {
    const productId = await newProduct();
    const me = shopper(store);
    const { customerId } = await registerShopper(me, 'signed.reviewer@example.com', {
      firstName: 'Sig',
      lastName: 'Ned',
    });
    const first = await me.data<Payload>(
      WRITE_REVIEW,
      review(productId, { rating: 5, author: 'Sig', authorEmail: 'signed.reviewer@example.com' }),
    );
    expect(first.writeReview.review).toMatchObject({
      status: 'APPROVE',
      verified: false,
      content: '<p>Comfortable and fits well.</p>',
    });
    const [stored] = await store.database.db.select().from(reviews).where(eq(reviews.productId, productId));
    expect(stored?.customerId).toBe(customerId);
    await me.data<Payload>(
      WRITE_REVIEW,
      review(productId, {
        rating: 2,
        content: 'Second thoughts.',
        authorEmail: 'signed.reviewer@example.com',
      }),
    );
    const listed = (await ratingOf(me, productId)).product;
    expect(listed.reviewCount).toBe(2);
    expect(listed.averageRating).toBe(3.5);
    expect(listed.reviews.edges.map((edge) => edge.rating).sort()).toEqual([2, 5]);
    const [row] = await store.database.db.select().from(products).where(eq(products.id, productId));
    expect(row).toMatchObject({ reviewCount: 2, averageRating: 3.5 });
  });

  it('fills in name and email from the account of a signed-in customer who leaves them out', async () => {
    const productId = await newProduct();
    const me = shopper(store);
    await registerShopper(me, 'named@example.com', { firstName: 'Nora', lastName: 'Named' });
    const result = await me.data<Payload>(
      WRITE_REVIEW,
      review(productId, { author: null, authorEmail: null }),
    );
    expect(result.writeReview.review?.author.node.name).toBe('Nora Named');
  });

  it('marks a signed-in customer with a paid order of the product as a verified owner', async () => {
    const productId = await newProduct();
    const buyer = shopper(store);
    await registerShopper(buyer, 'vera@example.com');
    await buy(buyer, productId, 'test_card', 'vera@example.com');
    const result = await buyer.data<Payload>(WRITE_REVIEW, review(productId, { rating: 3 }));
    expect(result.writeReview.review).toMatchObject({ status: 'APPROVE', verified: true });
    const listed = (await ratingOf(buyer, productId)).product;
    expect(listed).toMatchObject({ reviewCount: 1, averageRating: 3 });
    expect(listed.reviews.edges[0]?.node.verified).toBe(true);
    // The same customer's review of a product they did not buy is not verified.
    const other = await newProduct();
    const unverified = await buyer.data<Payload>(WRITE_REVIEW, review(other));
    expect(unverified.writeReview.review).toMatchObject({ verified: false });
  });

  it("does not verify a guest who gives a buyer's email: the review waits for moderation", async () => {
    const productId = await newProduct();
    const buyer = shopper(store);
    await buy(buyer, productId, 'test_card', 'paid.buyer@example.com');
    const forger = shopper(store);
    const result = await forger.data<Payload>(
      WRITE_REVIEW,
      review(productId, { author: 'Not The Buyer', authorEmail: 'PAID.BUYER@example.com', rating: 1 }),
    );
    expect(result.writeReview.review).toBeNull();
    const [row] = await store.database.db.select().from(reviews).where(eq(reviews.productId, productId));
    expect(row).toMatchObject({ verified: false, status: 'hold' });
    expect((await ratingOf(forger, productId)).product).toMatchObject({ reviewCount: 0, averageRating: 0 });
  });

  it('does not verify a customer whose order of the product is not paid', async () => {
    for (const method of ['cod', 'bacs']) {
      const productId = await newProduct();
      const customer = shopper(store);
      await registerShopper(customer, `unpaid-${method}@example.com`);
      // cash on delivery: processing, not paid; bank transfer: on hold.
      await buy(customer, productId, method, `unpaid-${method}@example.com`);
      const result = await customer.data<Payload>(WRITE_REVIEW, review(productId));
      expect(result.writeReview.review).toMatchObject({ verified: false });
    }
  });
});
