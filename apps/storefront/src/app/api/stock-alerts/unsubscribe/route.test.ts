import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

/** Which plugin feature the route asked about, and whether the backend has it. */
const asked: string[] = [];
const plugin = { present: true };
vi.mock('@/lib/commerce/capabilities', () => ({
  hasFeature: async (feature: string) => {
    asked.push(feature);
    return plugin.present;
  },
}));

const sent: Array<string | undefined> = [];
const backend: { fail: unknown } = { fail: null };
vi.mock('@/lib/commerce/server/client', async (original) => ({
  ...(await original<typeof import('@/lib/commerce/server/client')>()),
  commerceQuery: async (document: { definitions: Array<{ name?: { value: string } }> }) => {
    sent.push(document.definitions[0]?.name?.value);
    if (backend.fail) throw backend.fail;
    return { unsubscribeFromStockAlert: { status: 'UNSUBSCRIBED' } };
  },
}));
vi.mock('@/lib/log/server-log', () => ({ serverLog: { error: () => undefined } }));

const { GET, POST } = await import('./route');
const { CommerceError } = await import('@/lib/commerce/server/client');

const oneClick = (query: string) =>
  POST(
    new Request(`https://shop.example/api/stock-alerts/unsubscribe${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: 'List-Unsubscribe=One-Click',
    }),
  );

beforeEach(() => {
  asked.length = 0;
  sent.length = 0;
  backend.fail = null;
  plugin.present = true;
});

describe('/api/stock-alerts/unsubscribe', () => {
  it("cancels with the stock alerts' mutation, under their plugin feature", async () => {
    expect((await oneClick('?token=abc')).status).toBe(200);
    expect(sent).toEqual(['unsubscribeFromStockAlert']);
    expect(asked).toEqual(['stockAlerts']);
  });

  it('answers a refused token as a known one, and is not there without the plugin', async () => {
    const cause = Object.assign(new Error('x'), {
      status: 200,
      errors: [{ message: 'x', extensions: { code: 'STOCK_ALERT_TOKEN_INVALID' } }],
    });
    backend.fail = new CommerceError('x', 'GRAPHQL_ERROR', { cause });
    expect((await oneClick('?token=unknown')).status).toBe(200);
    plugin.present = false;
    expect((await oneClick('?token=abc')).status).toBe(404);
  });

  it('leads a GET to the unsubscribe page with the token', () => {
    const response = GET(new Request('https://shop.example/api/stock-alerts/unsubscribe?token=abc'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/stock-alerts/unsubscribe?token=abc');
  });
});
