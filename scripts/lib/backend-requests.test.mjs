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
  it('empties the cache before each page and counts only the requests its render sent', async () => {
    const counting = await proxy();
    counting.forwardTo(await serve((_request, response) => response.end('{"data":{}}')));
    const calls = [];
    const secret = 's3cret';
    const ask = (name) =>
      fetch(`${counting.url}/graphql`, { method: 'POST', body: JSON.stringify({ operationName: name }) });
    const storefrontUrl = await serve(async (request, response, body) => {
      calls.push(`${request.method} ${request.url}`);
      if (request.url === '/api/revalidate') {
        expect(request.headers.authorization).toBe(`Bearer ${secret}`);
        expect(JSON.parse(body)).toEqual({ tags: ['commerce'] });
        // Something left over from before the page (a late refresh) is not the page's.
        await ask('Leftover');
        response.end('{}');
        return;
      }
      if (request.url === '/product/a') {
        await ask('GetProduct');
        await ask('GetMenu');
      } else await ask('GetHome');
      response.end('<html></html>');
    });
    const results = await countPageRequests({
      storefrontUrl,
      proxy: counting,
      secret,
      pages: [
        { name: 'product', path: '/product/a' },
        { name: 'home', path: '/' },
      ],
    });
    expect(calls).toEqual(['POST /api/revalidate', 'GET /product/a', 'POST /api/revalidate', 'GET /']);
    expect(results).toEqual([
      { page: 'product', path: '/product/a', requests: [['GetProduct'], ['GetMenu']] },
      { page: 'home', path: '/', requests: [['GetHome']] },
    ]);
  });

  it('fails when a page does not render, rather than counting an error page', async () => {
    const counting = await proxy();
    const storefrontUrl = await serve((request, response) => {
      response.writeHead(request.url === '/api/revalidate' ? 200 : 500).end();
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
