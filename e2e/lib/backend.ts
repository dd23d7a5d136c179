import { type APIRequestContext, expect, test } from '@playwright/test';

/** The backend of the shop the running test's project drives (the stock-site project has its own). */
export function graphqlUrl(): string {
  const url =
    (test.info().project.metadata as { graphqlUrl?: string }).graphqlUrl ?? process.env.E2E_GRAPHQL_URL;
  if (!url) throw new Error('E2E_GRAPHQL_URL is not set; the global setup did not run');
  return url;
}

/**
 * The headers a direct request to the backend carries: the `Origin` of the shop the running
 * project drives, as that shop's own server sends it. The stock-site backend runs with Headless
 * Login's "Block unauthorized domains" on and refuses a request without an authorised origin.
 */
export function backendHeaders(): Record<string, string> {
  const shop = test.info().project.use.baseURL;
  return shop ? { origin: new URL(shop).origin } : {};
}

/**
 * Asks the seeded backend directly, over GraphQL, what a page should show, so journeys
 * compare the shop with its data instead of hard-coding today's catalogue.
 */
export async function backendQuery<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(graphqlUrl(), {
    data: { query, variables },
    headers: backendHeaders(),
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data as T;
}

/**
 * Restarts the commerce backend (same port, same database) and waits until it answers again.
 * Only for journeys in the `after-restart` project, which runs once every other journey is done.
 */
export async function restartBackend(request: APIRequestContext): Promise<void> {
  const controlUrl = process.env.E2E_CONTROL_URL;
  if (!controlUrl) throw new Error('E2E_CONTROL_URL is not set; the global setup did not run');
  const response = await request.post(`${controlUrl}/restart-commerce`, { timeout: 200_000 });
  expect(response.status(), await response.text()).toBe(204);
}

/** One WooGraphQL session's requests: the `woocommerce-session` token answered, sent back each time. */
export function shopSession(request: APIRequestContext) {
  let token: string | null = null;
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await request.post(graphqlUrl(), {
      data: { query, variables },
      headers: { ...backendHeaders(), ...(token ? { 'woocommerce-session': `Session ${token}` } : {}) },
    });
    token = response.headers()['woocommerce-session'] ?? token;
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    expect(body.errors ?? []).toEqual([]);
    return body.data as T;
  };
}
