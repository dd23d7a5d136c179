import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

/** Whether the backend has the newsletter plugin (lib/commerce/capabilities). */
const plugin = { present: true };
vi.mock('@/lib/commerce/capabilities', () => ({ hasFeature: async () => plugin.present }));

/** What the backend was sent, and how it answers (a thrown CommerceError or data). */
const sent: Array<{ operation: string | undefined; variables: unknown; options: unknown }> = [];
const backend: { fail: unknown } = { fail: null };
vi.mock('@/lib/commerce/server/client', async (original) => ({
  ...(await original<typeof import('@/lib/commerce/server/client')>()),
  commerceQuery: async (
    document: { definitions: Array<{ name?: { value: string } }> },
    variables: unknown,
    options: unknown,
  ) => {
    sent.push({ operation: document.definitions[0]?.name?.value, variables, options });
    if (backend.fail) throw backend.fail;
    return { unsubscribeFromNewsletter: { status: 'UNSUBSCRIBED' } };
  },
}));
vi.mock('@/lib/log/server-log', () => ({ serverLog: { error: () => undefined } }));

const { GET, POST } = await import('./route');
const { CommerceError } = await import('@/lib/commerce/server/client');

/** A refusal as the transport hands it on: the GraphQL errors on the cause, with the HTTP status. */
function refusal(code: string, status = 200) {
  const cause = Object.assign(new Error(code), { status, errors: [{ message: code, extensions: { code } }] });
  return new CommerceError(code, 'GRAPHQL_ERROR', { cause });
}

/** What a mail provider sends (RFC 8058 section 3.2): a cross-site form post, no cookies. */
const oneClick = (query: string, body = 'List-Unsubscribe=One-Click') =>
  POST(
    new Request(`https://shop.example/api/newsletter/unsubscribe${query}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.net',
        'sec-fetch-site': 'cross-site',
      },
      body,
    }),
  );

beforeEach(() => {
  sent.length = 0;
  backend.fail = null;
  plugin.present = true;
});

describe('POST /api/newsletter/unsubscribe (one-click)', () => {
  it('unsubscribes with the token, whatever site the post comes from', async () => {
    const response = await oneClick('?token=abc_123-XYZ');
    expect(response.status).toBe(200);
    expect(sent).toEqual([
      {
        operation: 'unsubscribeFromNewsletter',
        variables: { token: 'abc_123-XYZ' },
        options: { revalidate: 0 },
      },
    ]);
  });

  it('asks in the language the address names', async () => {
    await oneClick('?token=abc&lang=de');
    expect(sent[0]?.options).toEqual({ revalidate: 0, locale: 'de' });
    await oneClick('?token=abc&lang=xx');
    expect(sent[1]?.options).toEqual({ revalidate: 0 });
  });

  it('takes the multipart body too', async () => {
    const body = new FormData();
    body.set('List-Unsubscribe', 'One-Click');
    const response = await POST(
      new Request('https://shop.example/api/newsletter/unsubscribe?token=abc', { method: 'POST', body }),
    );
    expect(response.status).toBe(200);
    expect(sent).toHaveLength(1);
  });

  it('answers an unknown or outdated token as a known one, without detail', async () => {
    for (const code of ['NEWSLETTER_TOKEN_INVALID', 'NEWSLETTER_TOKEN_EXPIRED']) {
      backend.fail = refusal(code);
      const response = await oneClick('?token=unknown');
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('OK');
    }
  });

  it('refuses a post without the one-click body or without a token, and sends nothing', async () => {
    for (const response of [
      await oneClick('?token=abc', ''),
      await oneClick('?token=abc', 'List-Unsubscribe=Yes'),
      await oneClick(''),
      await oneClick('?token='),
      await oneClick(`?token=${'a'.repeat(201)}`),
    ]) {
      expect(response.status).toBe(400);
    }
    expect(sent).toEqual([]);
  });

  it('answers 413 to a body past the cap (a one-click body is 26 bytes), and sends nothing', async () => {
    const response = await oneClick('?token=abc', `List-Unsubscribe=One-Click&pad=${'a'.repeat(100_000)}`);
    expect(response.status).toBe(413);
    expect(await response.text()).toBe('The request body is too large: at most 64 KB.');
    expect(sent).toEqual([]);
  });

  it('asks the provider to try again when the backend is down or busy', async () => {
    backend.fail = new CommerceError('unreachable', 'UNREACHABLE');
    expect((await oneClick('?token=abc')).status).toBe(503);
    backend.fail = refusal('RATE_LIMITED', 429);
    expect((await oneClick('?token=abc')).status).toBe(429);
  });

  it('is not there when the backend has no newsletter plugin', async () => {
    plugin.present = false;
    expect((await oneClick('?token=abc')).status).toBe(404);
    expect(sent).toEqual([]);
  });
});

describe('GET /api/newsletter/unsubscribe', () => {
  it('leads to the unsubscribe page with the token, changing nothing', async () => {
    const response = GET(new Request('https://shop.example/api/newsletter/unsubscribe?token=abc%2B1'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/newsletter/unsubscribe?token=abc%2B1');
    expect(sent).toEqual([]);
  });

  it('leads to the page without a token when it has none', async () => {
    const response = GET(new Request('https://shop.example/api/newsletter/unsubscribe'));
    expect(response.headers.get('location')).toBe('/newsletter/unsubscribe');
  });
});
