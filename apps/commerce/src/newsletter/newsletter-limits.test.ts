/**
 * The newsletter's rate limits with their defaults, over real HTTP: sign-ups per client address
 * and per inbox wherever they come from, and token guessing on the confirm and unsubscribe links.
 * The stock profile has no newsletter at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

const SUBSCRIBE = `mutation ($input: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $input) { status } }`;
const CONFIRM = `mutation ($token: String!) { confirmNewsletterSubscription(input: { token: $token }) { status } }`;
const UNSUBSCRIBE = `mutation ($token: String!) { unsubscribeFromNewsletter(input: { token: $token }) { status } }`;

/** One POST as a client at `address` (sent as X-Forwarded-For; the test runs on a trusted peer). */
async function post(url: string, query: string, variables: Record<string, unknown>, address: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return { status: response.status, code: body.errors?.[0]?.extensions?.code };
}

const tally = (answers: { status: number }[]) => ({
  allowed: answers.filter((answer) => answer.status === 200).length,
  refused: answers.filter((answer) => answer.status === 429).length,
});

describe('newsletter rate limits', () => {
  let store: TestStore;
  beforeAll(async () => {
    // Empty COMMERCE_RATE_LIMITS: the defaults, not the test store's unreachable ones.
    const clock = Date.UTC(2030, 0, 1);
    store = await startTestStore({ seed: false, env: { COMMERCE_RATE_LIMITS: '' }, now: () => clock });
  });
  afterAll(() => store?.close());

  it('one address signs up 10 inboxes an hour', async () => {
    const answers = [];
    for (let index = 0; index < 15; index++) {
      const input = { email: `reader${index}@example.com`, consent: true };
      answers.push(await post(store.url, SUBSCRIBE, { input }, '203.0.113.40'));
    }
    expect(tally(answers)).toEqual({ allowed: 10, refused: 5 });
    expect(answers.at(-1)?.code).toBe('RATE_LIMITED');
  });

  it('one inbox is signed up 3 times an hour, from one address or many, whatever the case', async () => {
    const answers = [];
    for (let index = 0; index < 6; index++) {
      const email = index % 2 === 0 ? 'target@example.com' : 'TARGET@example.com';
      answers.push(
        await post(store.url, SUBSCRIBE, { input: { email, consent: true } }, `198.51.100.${index + 1}`),
      );
    }
    expect(tally(answers)).toEqual({ allowed: 3, refused: 3 });
  });

  it('counts plus-addressed sign-ups as their one inbox: 3 confirmation mails an hour, not 20', async () => {
    const answers = [];
    for (let index = 0; index < 20; index++) {
      const email = `mailbox+${index}@example.com`;
      answers.push(
        await post(store.url, SUBSCRIBE, { input: { email, consent: true } }, `198.51.100.${index + 101}`),
      );
    }
    expect(tally(answers)).toEqual({ allowed: 3, refused: 17 });
    // Another inbox at the same host is not held back by it.
    expect(
      await post(
        store.url,
        SUBSCRIBE,
        { input: { email: 'mailbox2@example.com', consent: true } },
        '198.51.100.99',
      ),
    ).toMatchObject({ status: 200 });
  });

  it('guessing link tokens is cut off after 30 an hour per address', async () => {
    const answers = [];
    for (let index = 0; index < 40; index++) {
      const query = index % 2 === 0 ? CONFIRM : UNSUBSCRIBE;
      answers.push(await post(store.url, query, { token: `guess-${index}` }, '203.0.113.41'));
    }
    expect(tally(answers)).toEqual({ allowed: 30, refused: 10 });
    expect(answers[0]?.code).toBe('NEWSLETTER_TOKEN_INVALID');
  });
});

describe('the stock profile', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ seed: false, env: { COMMERCE_PROFILE: 'stock' } });
  });
  afterAll(() => store?.close());

  it('has no newsletter mutations', async () => {
    for (const [query, variables] of [
      [SUBSCRIBE, { input: { email: 'ada@example.com', consent: true } }],
      [CONFIRM, { token: 'x' }],
      [UNSUBSCRIBE, { token: 'x' }],
    ] as const) {
      const result = await store.graphql(query, variables);
      expect(result.errors?.[0]?.message, query).toMatch(/Unknown type|Cannot query field/);
    }
  });
});
