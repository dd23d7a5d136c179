/** The stock alerts' rate limits with their defaults: requests per client address and per inbox. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct } from '../testing/cart-products.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

const SUBSCRIBE = `mutation ($input: SubscribeToStockAlertInput!) { subscribeToStockAlert(input: $input) { status } }`;

async function post(url: string, input: Record<string, unknown>, address: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: SUBSCRIBE, variables: { input } }),
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return { status: response.status, code: body.errors?.[0]?.extensions?.code };
}

const tally = (answers: { status: number }[]) => ({
  allowed: answers.filter((answer) => answer.status === 200).length,
  refused: answers.filter((answer) => answer.status === 429).length,
});

describe('stock alert rate limits', () => {
  let store: TestStore;
  let productId: number;
  beforeAll(async () => {
    const clock = Date.UTC(2030, 0, 1);
    store = await startTestStore({ seed: false, env: { COMMERCE_RATE_LIMITS: '' }, now: () => clock });
    productId = await addProduct(store.database.db, { price: 500, stockStatus: 'outofstock' });
  });
  afterAll(() => store?.close());

  it('one address asks for 10 alerts an hour', async () => {
    const answers = [];
    for (let index = 0; index < 15; index++) {
      answers.push(
        await post(store.url, { email: `shopper${index}@example.com`, productId }, '203.0.113.50'),
      );
    }
    expect(tally(answers)).toEqual({ allowed: 10, refused: 5 });
    expect(answers.at(-1)?.code).toBe('RATE_LIMITED');
  });

  it('one inbox is asked for 3 times an hour, from one address or many', async () => {
    const answers = [];
    for (let index = 0; index < 6; index++) {
      const email = index % 2 ? `Inbox+${index}@Example.com` : 'inbox@example.com';
      answers.push(await post(store.url, { email, productId }, `198.51.100.${index + 1}`));
    }
    expect(tally(answers)).toEqual({ allowed: 3, refused: 3 });
  });
});
