import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { countPageRequests, operationsOf, startCountingProxy } from './backend-requests.mjs';

/** Servers started by a test, closed after it. */
const servers = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((close) => close()));
});

/** A plain HTTP server on a free port; `handle` answers each request with its body read. */
async function serve(handle) {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => handle(request, response, body));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${server.address().port}`;
}

async function proxy() {
  const started = await startCountingProxy();
  servers.push(started.close);
  return started;
}

describe('operationsOf', () => {
  it('names a POST by its operationName, or by the operation its query text declares', () => {
    const post = (body) => operationsOf({ method: 'POST', url: '/graphql', body: JSON.stringify(body) });
    expect(post({ query: 'query GetProduct { x }', operationName: 'GetProduct' })).toEqual(['GetProduct']);
    expect(post({ query: '  mutation AddToCart($id: ID!) { x }' })).toEqual(['AddToCart']);
    expect(post([{ operationName: 'A' }, { operationName: 'B' }])).toEqual(['A', 'B']);
  });

  it('names a GET by its operationName or persisted query id parameters', () => {
    expect(operationsOf({ url: '/graphql?query=query%20GetMenu%7Bx%7D&operationName=GetMenu' })).toEqual([
      'GetMenu',
    ]);
    expect(operationsOf({ url: `/graphql?queryId=${'ab12'.repeat(16)}` })).toEqual(['queryId ab12ab12ab12']);
  });

  it('names a request that carries no operation by its method and path', () => {
    expect(operationsOf({ url: '/health' })).toEqual(['GET /health']);
    expect(operationsOf({ method: 'POST', url: '/graphql', body: 'not json' })).toEqual(['POST /graphql']);
  });
});

describe('startCountingProxy', () => {
  it('passes requests through to the backend unchanged and records the operations they named', async () => {
    const backend = await serve((request, response, body) => {
      response.writeHead(200, { 'content-type': 'application/json', 'x-seen-host': request.headers.host });
      response.end(JSON.stringify({ data: { echoed: JSON.parse(body || '{}').variables } }));
    });
    const counting = await proxy();
    counting.forwardTo(backend);
    const answer = await fetch(`${counting.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query GetProduct { x }',
        operationName: 'GetProduct',
        variables: { id: 7 },
      }),
    });
    expect(await answer.json()).toEqual({ data: { echoed: { id: 7 } } });
    // The backend sees its own host, as if the storefront had called it directly.
    expect(answer.headers.get('x-seen-host')).toBe(new URL(backend).host);
    await fetch(`${counting.url}/graphql?operationName=GetMenu`).then((r) => r.text());
    expect(counting.take()).toEqual([['GetProduct'], ['GetMenu']]);
    // Taking empties the record.
    expect(counting.take()).toEqual([]);
  });
});

describe('countPageRequests', () => {
  /**
   * A storefront with a data cache: each page reads the shell (GetMenu) and its own data through
   * the proxy unless cached; revalidating empties the cache. `extra` adds requests to a render.
   */
  async function cachingStorefront(counting, secret, extra = () => []) {
    counting.forwardTo(await serve((_request, response) => response.end('{"data":{}}')));
    const ask = (name) =>
      fetch(`${counting.url}/graphql`, { method: 'POST', body: JSON.stringify({ operationName: name }) });
    const cached = new Set();
    const read = async (name) => {
      if (cached.has(name)) return;
      await ask(name);
      cached.add(name);
    };
    const own = { '/shell': [], '/product/a': ['GetProduct'], '/': ['GetHome', 'GetPosts'] };
    const calls = [];
    const url = await serve(async (request, response, body) => {
      calls.push(`${request.method} ${request.url}`);
      if (request.url === '/api/revalidate') {
        expect(request.headers.authorization).toBe(`Bearer ${secret}`);
        expect(JSON.parse(body)).toEqual({ tags: ['commerce'] });
        cached.clear();
        // Something left over from before the page (a late refresh) is not the page's.
        await ask('Leftover');
        response.end('{}');
        return;
      }
      for (const name of ['GetMenu', ...own[request.url], ...extra(request.url)]) await read(name);
      response.end('<html></html>');
    });
    return { url, calls };
  }

  it("counts each page's own reads on a warm shell, and on a cold one for information", async () => {
    const counting = await proxy();
    const secret = 's3cret';
    const storefront = await cachingStorefront(counting, secret);
    const results = await countPageRequests({
      storefrontUrl: storefront.url,
      proxy: counting,
      secret,
      shell: { name: 'shell', path: '/shell' },
      pages: [
        { name: 'product', path: '/product/a' },
        { name: 'home', path: '/' },
      ],
    });
    // Every render starts from an emptied cache; a warm render has the shell page rendered first.
    const page = (path) => [
      ...['POST /api/revalidate', `GET ${path}`],
      ...['POST /api/revalidate', 'GET /shell', `GET ${path}`],
      ...['POST /api/revalidate', 'GET /shell', `GET ${path}`],
    ];
    expect(storefront.calls).toEqual([
      'POST /api/revalidate',
      'GET /shell',
      ...page('/product/a'),
      ...page('/'),
    ]);
    expect(results).toEqual([
      { page: 'shell', path: '/shell', requests: [['GetMenu']] },
      {
        page: 'product',
        path: '/product/a',
        requests: [['GetProduct']],
        coldShell: [['GetMenu'], ['GetProduct']],
      },
      {
        page: 'home',
        path: '/',
        requests: [['GetHome'], ['GetPosts']],
        coldShell: [['GetMenu'], ['GetHome'], ['GetPosts']],
      },
    ]);
  });

  it('fails when the same render sends a different number of requests the second time', async () => {
    const counting = await proxy();
    let productRenders = 0;
    // The third render of the product (its second warm one) sends one request more.
    const storefront = await cachingStorefront(counting, 'x', (path) =>
      path === '/product/a' && ++productRenders === 3 ? ['GetStock'] : [],
    );
    await expect(
      countPageRequests({
        storefrontUrl: storefront.url,
        proxy: counting,
        secret: 'x',
        shell: { name: 'shell', path: '/shell' },
        pages: [{ name: 'product', path: '/product/a' }],
      }),
    ).rejects.toThrow(
      '/product/a sent 1 backend requests, then 2 on the same render: the count is not deterministic.',
    );
  });

  it('fails when a page does not render, rather than counting an error page', async () => {
    const counting = await proxy();
    const storefrontUrl = await serve((request, response) => {
      response.writeHead(request.url === '/' ? 500 : 200).end();
    });
    await expect(
      countPageRequests({
        storefrontUrl,
        proxy: counting,
        secret: 'x',
        pages: [{ name: 'home', path: '/' }],
      }),
    ).rejects.toThrow('/ answered 500, not 200.');
  });
});
