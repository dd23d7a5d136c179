import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import BackendCacheHandler, { createMemoryStore } from '@/lib/cache/backend-cache-handler.mjs';
import { startRedis } from '@/testing/redis-server';
import { CACHE_HEADER, createPageCache, pageCacheKey } from './page-cache.mjs';
import { createSharedCache, printableRedisUrl, type SharedCache } from './shared-cache.mjs';
import { createSharedPages } from './shared-pages.mjs';

// Several storefront instances behind a load balancer share their caches through one Redis: each
// "instance" here is its own memory and its own connection, as in its own process.

let redis: Awaited<ReturnType<typeof startRedis>>;
const opened: SharedCache[] = [];
const closers: (() => unknown)[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis.close();
});
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  await Promise.all(opened.splice(0).map((shared) => shared.close()));
});

/** A connection as one instance makes it; resolves once connected, with what it logged. */
async function connect(scope = 'shop-a') {
  const logged: string[] = [];
  const shared = createSharedCache({ url: redis.url, scope, log: (line) => logged.push(line) });
  opened.push(shared);
  await expect.poll(() => shared.connected).toBe(true);
  return { shared, logged };
}

/** Next's cache handler in one instance: its own memory, its own connection. */
async function instance(scope?: string) {
  const { shared, logged } = await connect(scope);
  const handler = new BackendCacheHandler({ memory: createMemoryStore(), shared });
  return { handler, shared, logged };
}

const FETCH = { kind: 'FETCH', data: { body: '{"price":"19.99"}', headers: {}, status: 200, url: 'x' } };
const fetched = (tags: string[]) => ({ kind: 'FETCH', tags });

describe("Next's data cache shared through Redis", () => {
  it('serves on one instance what another cached, and drops it on every instance when one revalidates', async () => {
    const a = await instance();
    const b = await instance();
    await a.handler.set('price', FETCH, { fetchCache: true, tags: ['products', 'product:mask'] });
    expect((await b.handler.get('price', fetched(['products'])))?.value).toEqual({
      ...FETCH,
      tags: ['products', 'product:mask'],
    });

    await a.handler.revalidateTag('product:mask');
    // Told by pub/sub: within a second on the other instance, whose memory held the entry.
    await expect.poll(() => b.handler.get('price', fetched(['products'])), { timeout: 1_000 }).toBeNull();
    expect(await a.handler.get('price', fetched(['products']))).toBeNull();

    // Rendered again on one instance after the revalidation: every instance takes the fresh entry.
    await b.handler.set(
      'price',
      { ...FETCH, data: { ...FETCH.data, body: '{"price":"17.49"}' } },
      {
        fetchCache: true,
        tags: ['products', 'product:mask'],
      },
    );
    expect(JSON.stringify((await a.handler.get('price', fetched(['products'])))?.value)).toContain('17.49');
  });

  it('keeps instances rendering from different backends apart', async () => {
    const a = await instance('backend-one');
    const other = await instance('backend-two');
    await a.handler.set('price', FETCH, { fetchCache: true, tags: ['products'] });
    expect(await other.handler.get('price', fetched(['products']))).toBeNull();
  });

  it('serves from memory while Redis is down, says so once, and tells the others what it missed when back', async () => {
    const a = await instance();
    const b = await instance();
    await a.handler.set('post', FETCH, { fetchCache: true, tags: ['posts'] });
    expect(await b.handler.get('post', fetched(['posts']))).not.toBeNull();

    await redis.stop();
    await expect.poll(() => a.logged.some((line) => line.includes('is unreachable'))).toBe(true);
    expect(a.shared.connected).toBe(false);
    // Still a cache: what it writes it reads back, from its own memory.
    await a.handler.set('offline', FETCH, { fetchCache: true, tags: ['pages'] });
    expect(await a.handler.get('offline', fetched(['pages']))).not.toBeNull();
    // A revalidation no other instance can hear yet.
    await a.handler.revalidateTag('posts');
    expect(await a.handler.get('post', fetched(['posts']))).toBeNull();
    expect(await b.handler.get('post', fetched(['posts']))).not.toBeNull();

    await redis.start();
    await expect.poll(() => a.shared.connected && b.shared.connected, { timeout: 5_000 }).toBe(true);
    await expect.poll(() => b.handler.get('post', fetched(['posts'])), { timeout: 5_000 }).toBeNull();
    expect(a.logged.filter((line) => line.includes('is unreachable'))).toHaveLength(1);
    expect(a.logged.at(-1)).toContain('connected to Redis');
  });
});

describe('the HTML page cache shared through Redis', () => {
  /** One instance's production server: its page cache in front of a "render" that names it. */
  async function server(name: string, shared: SharedCache) {
    const cache = createPageCache({ ttlSeconds: 60, maxBytes: 1024 * 1024, shared });
    let renders = 0;
    const render = (_req: IncomingMessage, res: ServerResponse) => {
      renders += 1;
      const nonce = Buffer.from(`${name}-render-${renders}`).toString('base64');
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `script-src 'nonce-${nonce}'`,
      });
      res.end(`<html><script nonce="${nonce}"></script><p>Rendered by ${name}</p></html>`);
    };
    const http = createServer((req, res) => void cache.handle(req, res, () => render(req, res)));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    closers.push(() => {
      cache.close();
      return new Promise((resolve) => http.close(resolve));
    });
    const { port } = http.address() as AddressInfo;
    /** A GET as the load balancer forwards it: the shop's public host, whichever instance. */
    const get = (path: string) =>
      new Promise<{ cache: string; text: string }>((resolve, reject) => {
        const sent = request({ host: '127.0.0.1', port, path, headers: { host: 'shop.test' } }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ cache: String(res.headers[CACHE_HEADER]), text }));
        });
        sent.on('error', reject);
        sent.end();
      });
    return { get, renders: () => renders };
  }

  it('serves on one instance the page another rendered, with a nonce of its own', async () => {
    const a = await server('instance A', (await connect()).shared);
    const b = await server('instance B', (await connect()).shared);
    expect((await a.get('/product/speedglas-9100')).cache).toBe('miss');

    // The page reaches Redis once A has finished sending it.
    const watcher = createSharedPages({
      shared: (await connect()).shared,
      freshMs: 60_000,
      lifeMs: 60_000,
      clearMemory() {},
    });
    const key = pageCacheKey({
      method: 'GET',
      url: '/product/speedglas-9100',
      headers: { host: 'shop.test' },
    });
    await expect.poll(() => watcher.read(String(key))).toBeDefined();

    const { cache, text } = await b.get('/product/speedglas-9100');
    expect(cache).toBe('hit');
    expect(text).toContain('Rendered by instance A');
    expect(text).not.toContain(Buffer.from('instance A-render-1').toString('base64'));
    expect(b.renders()).toBe(0);
  });

  it('clears every instance’s pages when one clears', async () => {
    const a = createSharedPages({
      shared: (await connect()).shared,
      freshMs: 60_000,
      lifeMs: 60_000,
      clearMemory() {},
    });
    let clearedB = 0;
    const b = createSharedPages({
      shared: (await connect()).shared,
      freshMs: 60_000,
      lifeMs: 60_000,
      clearMemory: () => {
        clearedB += 1;
      },
    });
    const page = {
      status: 200,
      headers: [],
      parts: [],
      deflatedParts: [],
      partChecksums: [],
      nonce: 'n',
      nonceShift: 0,
      bytes: 1,
    };
    // Written once A has heard the shared generation (on connecting).
    await expect
      .poll(async () => {
        await a.write('/blog', page);
        return b.read('/blog');
      })
      .toBeDefined();

    await a.clear();
    await expect.poll(() => clearedB, { timeout: 1_000 }).toBe(1);
    expect(await b.read('/blog')).toBeUndefined();
  });
});

describe('printableRedisUrl', () => {
  it('never prints the password', () => {
    expect(printableRedisUrl('redis://:s3cret@cache.internal:6379/0')).toBe(
      'redis://:***@cache.internal:6379/0',
    );
    expect(printableRedisUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
  });
});
