import { describe, expect, it, vi } from 'vitest';
import { graphqlRequest } from '../server/transport';
import { shopErrorOf } from './error-message';
import { isRateLimited, isRateLimitedError } from './rate-limited';

vi.mock('server-only', () => ({}));
const { toCommerceError } = await import('../server/client');

const SENTENCE = 'Too many attempts. Please wait 15 minutes and try again.';
const refused = () =>
  new Response(JSON.stringify({ errors: [{ message: SENTENCE, extensions: { code: 'RATE_LIMITED' } }] }), {
    status: 429,
    headers: { 'retry-after': '900', 'content-type': 'application/json' },
  });
const LOGIN = 'mutation login { login(input: {provider: PASSWORD}) { authToken } }';

describe('a 429 from the backend', () => {
  it('reaches the shopper as its sentence, and a mutation is sent once, never retried', async () => {
    const fetchMock = vi.fn(async () => refused());
    const result = await graphqlRequest(
      { query: LOGIN },
      { endpoint: 'http://backend.test/graphql', errorPolicy: 'all', fetch: fetchMock },
    );
    expect(result.status).toBe(429);
    expect(result.errors.map((error) => error.message)).toEqual([SENTENCE]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(isRateLimited(result.errors[0] && shopErrorOf(result.errors[0]))).toBe(true);
  });

  it('is recognised in a server action, which words it from the catalogue', async () => {
    const thrown = await graphqlRequest(
      { query: LOGIN },
      { endpoint: 'http://backend.test/graphql', fetch: vi.fn(async () => refused()) },
    ).catch((error: unknown) => error);
    expect(isRateLimitedError(toCommerceError(thrown, 'http://backend.test/graphql'))).toBe(true);
    expect(isRateLimitedError(new Error('down'))).toBe(false);
    expect(isRateLimited({ message: 'The password you entered is incorrect.', code: 'LOGIN_FAILED' })).toBe(
      false,
    );
    // Only the code counts: the sentence alone is not read.
    expect(isRateLimited({ message: SENTENCE })).toBe(false);
  });
});
