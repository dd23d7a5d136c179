/**
 * Attacks on the rate limits, over real HTTP: password guessing from one address and spread over
 * many, aliased batches, reset-email floods, registration, contact and review spam, add-to-cart
 * floods and unpaid cash-on-delivery orders draining stock. Time moves by a clock the test holds.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNPAID_ORDER_LIMIT } from '../checkout/place-order.ts';
import { loadConfig } from '../config.ts';
import { contactMessages, customers, orders, products, reviews } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { startServer } from '../server.ts';
import { LOGIN, PASSWORD, REGISTER, RESET_PASSWORD_EMAIL } from '../testing/account-operations.ts';
import { TEST_BILLING } from '../testing/addresses.ts';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { addProduct } from '../testing/cart-products.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

interface Answer {
  status: number;
  retryAfter: string | null;
  session: string | null;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

/** One POST as a client at `address` (sent as X-Forwarded-For; the test runs on a trusted peer). */
async function post(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    session: response.headers.get('woocommerce-session'),
    body: (await response.json()) as Answer['body'],
  };
}

const from = (address: string) => ({ 'x-forwarded-for': address });
const login = (url: string, username: string, password: string, address: string) =>
  post(url, LOGIN, { username, password }, from(address));

const MINUTE = 60_000;

/** A store with the default limits (the test store's own are out of reach) and a movable clock. */
async function limitedStore(env: Record<string, string> = {}) {
  const clock = { ms: Date.UTC(2030, 0, 1) };
  const store = await startTestStore({ env: { COMMERCE_RATE_LIMITS: '', ...env }, now: () => clock.ms });
  return { store, clock };
}

const tally = (answers: Answer[]) => ({
  allowed: answers.filter((answer) => answer.status === 200).length,
  refused: answers.filter((answer) => answer.status === 429).length,
});

describe('password guessing', () => {
  let store: TestStore;
  let clock: { ms: number };
  beforeAll(async () => {
    ({ store, clock } = await limitedStore());
    for (const email of ['victim@example.com', 'neighbour@example.com']) {
      const registered = await post(
        store.url,
        REGISTER,
        { input: { email, password: PASSWORD } },
        from('10.9.9.9'),
      );
      expect(registered.body.errors).toBeUndefined();
    }
  });
  afterAll(() => store?.close());

  it('40 guesses from one address: refused after 30, the right password too, allowed again after the window', async () => {
    const answers: Answer[] = [];
    // Different usernames, so the per-account limit stays out of the way: this is the address's.
    for (let guess = 0; guess < 40; guess++) {
      answers.push(await login(store.url, `user${guess}@example.com`, 'wrong', '203.0.113.7'));
    }
    expect(tally(answers)).toEqual({ allowed: 30, refused: 10 });
    const refused = answers[39];
    expect(refused?.retryAfter).toMatch(/^\d+$/);
    expect(refused?.body).toEqual({
      errors: [
        {
          message: expect.stringMatching(/^Too many attempts\. Please wait .+ and try again\.$/),
          extensions: { code: 'RATE_LIMITED', params: { minutes: expect.any(Number) } },
        },
      ],
    });
    // While limited, even the right password is refused, and no session is handed out.
    const right = await login(store.url, 'neighbour@example.com', PASSWORD, '203.0.113.7');
    expect(right.status).toBe(429);
    expect(right.session).toBeNull();

    clock.ms += 15 * MINUTE;
    const later = await login(store.url, 'neighbour@example.com', PASSWORD, '203.0.113.7');
    expect(later.status).toBe(200);
    expect(later.body.data?.login).toMatchObject({ authToken: expect.any(String) });
  });

  it('guesses spread over 40 addresses still stop at 10 per account', async () => {
    const answers: Answer[] = [];
    for (let guess = 0; guess < 40; guess++) {
      answers.push(await login(store.url, 'Victim@Example.com', 'wrong', `198.51.100.${guess + 1}`));
    }
    expect(tally(answers)).toEqual({ allowed: 10, refused: 30 });
    const right = await login(store.url, 'victim@example.com', PASSWORD, '198.51.100.200');
    expect(right.status).toBe(429);
    clock.ms += 15 * MINUTE;
    expect((await login(store.url, 'victim@example.com', PASSWORD, '198.51.100.200')).status).toBe(200);
  });

  it('aliased logins in one request count one attempt each', async () => {
    const batch = (offset: number) =>
      `mutation { ${Array.from(
        { length: 20 },
        (_, index) =>
          `a${index}: login(input: {provider: PASSWORD, credentials: {username: "alias${offset + index}@example.com", password: "x"}}) { authToken }`,
      ).join(' ')} }`;
    expect((await post(store.url, batch(0), {}, from('192.0.2.50'))).status).toBe(200);
    // 20 more would make 40 from this address: the whole request is refused, none of it runs.
    const second = await post(store.url, batch(20), {}, from('192.0.2.50'));
    expect(second.status).toBe(429);
    expect(second.body.data).toBeUndefined();
  });

  it('password changes through the account form count as sign-in attempts, address updates do not', async () => {
    const change = `mutation ($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { id } } }`;
    const answers: Answer[] = [];
    for (let attempt = 0; attempt < 40; attempt++) {
      answers.push(
        await post(store.url, change, { input: { password: `guess-${attempt}` } }, from('192.0.2.77')),
      );
    }
    expect(tally(answers)).toEqual({ allowed: 30, refused: 10 });
    const updates: Answer[] = [];
    for (let attempt = 0; attempt < 40; attempt++) {
      updates.push(
        await post(
          store.url,
          change,
          { input: { billing: { city: `Town ${attempt}` } } },
          from('192.0.2.78'),
        ),
      );
    }
    expect(tally(updates)).toEqual({ allowed: 40, refused: 0 });
  });

  it('several backend processes on one database share the buckets', async () => {
    const config = loadConfig({ COMMERCE_PORT: '0', COMMERCE_DATA_DIR: 'memory://', LOG_LEVEL: 'silent' });
    const second = await startServer(config, store.database, createLogger('silent'), { now: () => clock.ms });
    try {
      const answers: Answer[] = [];
      for (let guess = 0; guess < 20; guess++) {
        const url = guess % 2 === 0 ? store.url : second.url;
        answers.push(await login(url, 'neighbour@example.com', 'wrong', `192.0.2.${guess + 1}`));
      }
      expect(tally(answers)).toEqual({ allowed: 10, refused: 10 });
    } finally {
      await second.close();
    }
  });
});

describe('password reset flood', () => {
  let store: TestStore;
  let outbox: string;
  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'limits-outbox-'));
    ({ store } = await limitedStore({ COMMERCE_OUTBOX_DIR: outbox }));
    const registered = await post(
      store.url,
      REGISTER,
      { input: { email: 'reset@example.com', password: PASSWORD } },
      from('10.9.9.9'),
    );
    expect(registered.body.errors).toBeUndefined();
  });
  afterAll(async () => {
    await store?.close();
    await rm(outbox, { recursive: true, force: true });
  });

  const emails = async () => {
    let count = 0;
    for (const file of await readdir(outbox)) {
      if ((await readFile(join(outbox, file), 'utf8')).includes('Password Reset Request')) count += 1;
    }
    return count;
  };

  it('100 reset requests for one account send 3 emails, from one address or from 100', async () => {
    const answers: Answer[] = [];
    for (let request = 0; request < 100; request++) {
      const address = request % 2 === 0 ? '203.0.113.9' : `198.51.100.${request}`;
      answers.push(
        await post(store.url, RESET_PASSWORD_EMAIL, { username: 'reset@example.com' }, from(address)),
      );
    }
    expect(tally(answers)).toEqual({ allowed: 3, refused: 97 });
    // The email goes out after the answer: wait until the third is written, then count them all.
    while ((await emails()) < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await emails()).toBe(3);
  });
});

describe('spam', () => {
  let store: TestStore;
  beforeAll(async () => {
    ({ store } = await limitedStore());
  });
  afterAll(() => store?.close());

  it('40 registrations from one address create 10 accounts', async () => {
    const answers: Answer[] = [];
    for (let index = 0; index < 40; index++) {
      answers.push(
        await post(
          store.url,
          REGISTER,
          { input: { email: `spam${index}@example.com`, password: PASSWORD } },
          from('203.0.113.20'),
        ),
      );
    }
    expect(tally(answers)).toEqual({ allowed: 10, refused: 30 });
    expect(await store.database.db.$count(customers)).toBe(10);
  });

  it('20 contact messages from one address store 5', async () => {
    const query = `mutation ($input: SubmitContactFormInput!) { submitContactForm(input: $input) { success } }`;
    const input = { name: 'Spam', email: 'spam@example.com', message: 'Buy cheap watches now!' };
    const answers: Answer[] = [];
    for (let index = 0; index < 20; index++) {
      answers.push(await post(store.url, query, { input }, from('203.0.113.21')));
    }
    expect(tally(answers)).toEqual({ allowed: 5, refused: 15 });
    expect(await store.database.db.$count(contactMessages)).toBe(5);
  });

  it('30 reviews from one address store 10', async () => {
    const query = `mutation ($input: WriteReviewInput!) { writeReview(input: $input) { rating } }`;
    const before = await store.database.db.$count(reviews);
    const answers: Answer[] = [];
    for (let index = 0; index < 30; index++) {
      // A product each, so no review is refused as a repeat: only the limit stops them.
      const commentOn = await addProduct(store.database.db, { name: `Spam target ${index}`, price: 1000 });
      const input = {
        rating: 1,
        author: `Spam ${index}`,
        authorEmail: `spam${index}@example.com`,
        content: `Bad, says bot number ${index}.`,
        commentOn,
      };
      answers.push(await post(store.url, query, { input }, from('203.0.113.22')));
    }
    expect(tally(answers)).toEqual({ allowed: 10, refused: 20 });
    expect(await store.database.db.$count(reviews)).toBe(before + 10);
  });

  it('200 add-to-carts in a burst from one address: 120 go through', async () => {
    const productId = await addProduct(store.database.db, { name: 'Cart target', price: 1000 });
    const answers: Answer[] = [];
    for (let index = 0; index < 200; index++) {
      answers.push(
        await post(store.url, ADD_TO_CART, { input: { productId, quantity: 1 } }, from('203.0.113.23')),
      );
    }
    expect(tally(answers)).toEqual({ allowed: 120, refused: 80 });
  });
});

describe('unpaid orders holding stock', () => {
  let store: TestStore;
  beforeAll(async () => {
    // The checkout limit is raised so the unpaid-order cap alone is measured.
    ({ store } = await limitedStore({ COMMERCE_RATE_LIMITS: 'checkout=1000/10m' }));
  });
  afterAll(() => store?.close());

  const billing = {
    firstName: 'Mallory',
    lastName: 'Drain',
    address1: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    postcode: '62701',
    country: 'US',
    email: 'mallory@example.com',
    phone: '555-123-4567',
  };
  const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId status } } }`;

  it('40 cash-on-delivery orders at once from new sessions at one address: 5 placed, the stock stays', async () => {
    const productId = await addProduct(store.database.db, {
      name: 'Last boxes',
      price: 1000,
      manageStock: true,
      stockQuantity: 40,
    });
    const carts = await Promise.all(
      Array.from({ length: 40 }, () =>
        post(store.url, ADD_TO_CART, { input: { productId, quantity: 1 } }, from('203.0.113.30')),
      ),
    );
    const answers = await Promise.all(
      carts.map((cart) =>
        post(
          store.url,
          CHECKOUT,
          { input: { billing, paymentMethod: 'cod' } },
          { ...from('203.0.113.30'), 'woocommerce-session': `Session ${cart.session}` },
        ),
      ),
    );
    const placed = answers.filter((answer) => answer.body.errors === undefined);
    const capped = answers.filter((answer) => answer.body.errors?.[0]?.message === UNPAID_ORDER_LIMIT);
    expect({ placed: placed.length, capped: capped.length }).toEqual({ placed: 5, capped: 35 });
    expect(capped[0]?.body.errors?.[0]?.extensions?.code).toBe('UNPAID_ORDERS_LIMIT');
    const [product] = await store.database.db.select().from(products).where(eq(products.id, productId));
    expect(product?.stockQuantity).toBe(35);
    expect(await store.database.db.$count(orders)).toBe(5);

    // Another shopper elsewhere still buys.
    const cart = await post(
      store.url,
      ADD_TO_CART,
      { input: { productId, quantity: 1 } },
      from('198.51.100.77'),
    );
    const other = await post(
      store.url,
      CHECKOUT,
      { input: { billing, paymentMethod: 'cod' } },
      { ...from('198.51.100.77'), 'woocommerce-session': `Session ${cart.session}` },
    );
    expect(other.body.errors).toBeUndefined();
  });
});

describe('the unpaid-order cap, lifted for runs from one address', () => {
  let store: TestStore;
  beforeAll(async () => {
    ({ store } = await limitedStore({ COMMERCE_RATE_LIMITS: 'unpaidOrders=1000/1d' }));
  });
  afterAll(() => store?.close());

  // The cap is this shop's own (WooCommerce has none): a test run or a demo placing many
  // cash-on-delivery orders from one address lifts it with COMMERCE_RATE_LIMITS (docs/woocommerce.md).
  it('lets every cash-on-delivery order of one address through with unpaidOrders raised', async () => {
    const productId = await addProduct(store.database.db, { name: 'Spare boxes', price: 1000 });
    const placed: boolean[] = [];
    for (let order = 0; order < 7; order++) {
      const cart = await post(
        store.url,
        ADD_TO_CART,
        { input: { productId, quantity: 1 } },
        from('203.0.113.31'),
      );
      const answer = await post(
        store.url,
        'mutation ($input: CheckoutInput!) { checkout(input: $input) { result } }',
        { input: { billing: TEST_BILLING, paymentMethod: 'cod' } },
        { ...from('203.0.113.31'), 'woocommerce-session': `Session ${cart.session}` },
      );
      placed.push(answer.body.errors === undefined);
    }
    expect(placed).toEqual(Array(7).fill(true));
  });
});

describe('X-Forwarded-For', () => {
  it('from an untrusted peer is ignored: rotating it does not escape the address limit', async () => {
    const { store } = await limitedStore({ COMMERCE_TRUSTED_PROXIES: 'none' });
    try {
      const answers: Answer[] = [];
      for (let guess = 0; guess < 40; guess++) {
        answers.push(await login(store.url, `user${guess}@example.com`, 'wrong', `198.51.100.${guess + 1}`));
      }
      expect(tally(answers)).toEqual({ allowed: 30, refused: 10 });
    } finally {
      await store.close();
    }
    // Forty sign-ins, each hashing a password on purpose, and a new store: slow on a busy machine.
  }, 90_000);

  it('from a trusted peer is honoured: each forwarded shopper has their own budget', async () => {
    const { store } = await limitedStore({ COMMERCE_TRUSTED_PROXIES: '127.0.0.0/8,::1' });
    try {
      const answers: Answer[] = [];
      for (let guess = 0; guess < 40; guess++) {
        answers.push(await login(store.url, `user${guess}@example.com`, 'wrong', `198.51.100.${guess + 1}`));
      }
      expect(tally(answers)).toEqual({ allowed: 40, refused: 0 });
    } finally {
      await store.close();
    }
  }, 90_000);
});
