import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Asks the seeded backend directly, over GraphQL, what a page should show, so journeys
 * compare the shop with its data instead of hard-coding today's catalogue.
 */
export async function backendQuery<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const graphqlUrl = process.env.E2E_GRAPHQL_URL;
  if (!graphqlUrl) throw new Error('E2E_GRAPHQL_URL is not set; the global setup did not run');
  const response = await request.post(graphqlUrl, { data: { query, variables } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data as T;
}
