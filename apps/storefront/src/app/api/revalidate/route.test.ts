import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag }));

const { POST } = await import('./route');
const { onPageCacheClear } = await import('@/server/page-cache-hook.mjs');
const { checkSecret, parseRevalidateBody } = await import('./request');
const { isKnownTag } = await import('@/lib/commerce/server/cache');

const SECRET = 'test-secret-1234';
const post = (body: string, authorization?: string) =>
  POST(
    new Request('http://shop/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body,
    }),
  );

describe('POST /api/revalidate', () => {
  beforeEach(() => {
    vi.stubEnv('REVALIDATE_SECRET', SECRET);
    revalidateTag.mockClear();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('revalidates the tags it is sent with the right secret', async () => {
    const response = await post(
      '{"tags":["products","product:3m-aura-9332","products"]}',
      `Bearer ${SECRET}`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ revalidated: ['products', 'product:3m-aura-9332'] });
    expect(revalidateTag.mock.calls).toEqual([
      ['products', { expire: 0 }],
      ['product:3m-aura-9332', { expire: 0 }],
    ]);
  });

  it('drops the rendered pages the server keeps, only when it revalidates', async () => {
    const cleared = vi.fn();
    const stop = onPageCacheClear(cleared);
    try {
      await post('{"tags":["products"]}', 'Bearer wrong');
      await post('{"tags":["nope"]}', `Bearer ${SECRET}`);
      expect(cleared).not.toHaveBeenCalled();
      await post('{"tags":["products"]}', `Bearer ${SECRET}`);
      expect(cleared).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('answers 413 to a body past its 16 KB, revalidating nothing', async () => {
    const tags = Array.from({ length: 2_000 }, () => '"products"').join(',');
    const response = await post(`{"tags":[${tags}]}`, `Bearer ${SECRET}`);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request body is too large: at most 16 KB.' });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a request without the secret or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${SECRET}`, SECRET, 'Bearer ']) {
      const response = await post('{"tags":["products"]}', authorization);
      expect(response.status, String(authorization)).toBe(401);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('is off when no secret is configured', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    const response = await post('{"tags":["products"]}', 'Bearer ');
    expect(response.status).toBe(503);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 400 to a bad body and revalidates nothing', async () => {
    for (const body of [
      '',
      'not json',
      '{}',
      '{"tags":[]}',
      '{"tags":"products"}',
      '{"tags":[1]}',
      '{"tags":["nope"]}',
      'null',
    ]) {
      const response = await post(body, `Bearer ${SECRET}`);
      expect(response.status, body).toBe(400);
      expect((await response.json()).error).toEqual(expect.any(String));
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});

describe('request checks', () => {
  it('knows the cache tags of lib/commerce/server/cache.ts', () => {
    for (const tag of ['commerce', 'products', 'categories', 'posts', 'settings', 'product:a-b_c']) {
      expect(isKnownTag(tag), tag).toBe(true);
    }
    for (const tag of ['product:', 'product:a/b', 'Products', 'other'])
      expect(isKnownTag(tag), tag).toBe(false);
  });

  it('compares the secret exactly', () => {
    expect(checkSecret(`Bearer ${SECRET}`, SECRET)).toBe('ok');
    expect(checkSecret(`bearer ${SECRET}`, SECRET)).toBe('ok');
    expect(checkSecret(`Bearer ${SECRET}x`, SECRET)).toBe('refused');
    expect(checkSecret(null, SECRET)).toBe('refused');
    expect(checkSecret(`Bearer ${SECRET}`, undefined)).toBe('not-configured');
  });

  it('limits the number of tags and the body size', () => {
    const many = JSON.stringify({ tags: Array.from({ length: 101 }, () => 'products') });
    expect(parseRevalidateBody(many)).toMatchObject({ ok: false });
    expect(parseRevalidateBody(`{"tags":["products"],"pad":"${'x'.repeat(20_000)}"}`)).toMatchObject({
      ok: false,
    });
  });
});
