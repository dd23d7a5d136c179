import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Attacks on the route itself: bodies too large to hold, variables it was not asked for, nesting that overflows. */
vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }),
}));
vi.mock('@/lib/commerce/capabilities', () => ({
  hasFeature: async () => true,
  featureRefused: () => undefined,
  isMissingFieldMessage: () => false,
}));
/** The variables the backend was sent, one entry a call. */
const sentVariables: unknown[] = [];
vi.mock('@/lib/commerce/server/session-request', () => ({
  sessionRequest: async (_document: unknown, variables: unknown) => {
    // As the real request does: the variables are written out as JSON.
    JSON.stringify(variables);
    sentVariables.push(variables);
    return { data: { login: null }, errors: [], sessionToken: null, status: 200 };
  },
}));

const { POST } = await import('./route');
const { MAX_REQUEST_BODY_BYTES } = await import('@/lib/security/request-body');
const { LoginOperation } = await import('@/graphql/generated/browser-operations.generated');

const URL = 'http://shop.test/api/graphql';
const CHUNK = 64 * 1024;

/** A body streamed in chunks without Content-Length, counting what the route pulled from it. */
function streamedBody(chunks: number) {
  const stats = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulled === chunks) return controller.close();
      stats.pulled++;
      controller.enqueue(new Uint8Array(CHUNK).fill(0x61));
    },
  });
  return { stream, stats };
}

const json = async (response: Response) =>
  (await response.json()) as { errors?: Array<{ message: string }>; data?: unknown };

describe('/api/graphql under attack', () => {
  beforeEach(() => {
    sentVariables.length = 0;
  });

  it('answers 413 to a chunked body past the cap and stops reading it', async () => {
    const { stream, stats } = streamedBody(100);
    const response = await POST(
      new Request(URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect((await json(response)).errors?.[0]?.message).toBe('The request body is too large: at most 64 KB.');
    // 6.4 MB offered; what was read is the cap and a chunk's read-ahead.
    expect(stats.pulled * CHUNK).toBeLessThanOrEqual(MAX_REQUEST_BODY_BYTES + 2 * CHUNK);
    expect(sentVariables).toEqual([]);
  });

  it('answers 413 from a Content-Length past the cap before reading anything', async () => {
    const { stream, stats } = streamedBody(100);
    const response = await POST(
      new Request(URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(450 * 1024 * 1024) },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(stats.pulled).toBeLessThanOrEqual(1);
  });

  it('still takes a body just under the cap', async () => {
    const filler = 'x'.repeat(MAX_REQUEST_BODY_BYTES - 300);
    const body = JSON.stringify({ id: LoginOperation.id, variables: { username: filler, password: 'p' } });
    expect(body.length).toBeLessThan(MAX_REQUEST_BODY_BYTES);
    const response = await POST(
      new Request(URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
    );
    expect(response.status).toBe(200);
  });

  it('sends the backend only the variables the operation declares', async () => {
    const response = await POST(
      new Request(URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          id: LoginOperation.id,
          variables: { username: 'a@b.co', password: 'p', first: 100_000, extra: { note: 'x' } },
        }),
      }),
    );
    expect(response.status).toBe(200);
    expect(sentVariables).toEqual([{ username: 'a@b.co', password: 'p' }]);
  });

  it('answers 400 with a sentence to variables nested 30,000 deep (within the cap), declared or not', async () => {
    // JSON.stringify, which sends them on, runs out of stack at 5,000 levels.
    const nested = `${'['.repeat(30_000)}1${']'.repeat(30_000)}`;
    for (const name of ['extra', 'username']) {
      const response = await POST(
        new Request(URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `{"id":"${LoginOperation.id}","variables":{"password":"p","${name}":${nested}}}`,
        }),
      );
      expect(response.status).toBe(400);
      expect((await json(response)).errors?.[0]?.message).toBe(
        '"variables" may be nested at most 32 levels deep.',
      );
    }
    expect(sentVariables).toEqual([]);
  });

  it('answers 413 to variables nested 100,000 deep: past the cap before they are parsed', async () => {
    const nested = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const response = await POST(
      new Request(URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"id":"${LoginOperation.id}","variables":{"username":${nested}}}`,
      }),
    );
    expect(response.status).toBe(413);
    expect(sentVariables).toEqual([]);
  });
});
