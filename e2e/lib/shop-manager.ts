/**
 * A shop manager on the journeys' full shop, who sets stock as the shop's staff do (WooGraphQL's
 * updateProduct and updateProductVariation). The global setup signs the account up and grants the
 * role with the backend's own `account:shop-manager` command, which needs the embedded database to
 * itself: it runs while the backend is stopped, once, before any journey.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type APIRequestContext, expect } from '@playwright/test';
import { backendHeaders, graphqlUrl } from './backend';

export const E2E_SHOP_MANAGER = { email: 'shop-manager@example.com', password: 'journeys manage the stock' };

/** Signs the manager up on the backend at `graphql`, then grants the role with the backend stopped. */
export async function makeShopManager(
  graphql: string,
  restartCommerce: (whileStopped: () => Promise<void>) => Promise<void>,
  commerceDir: string,
  dataDir: string,
): Promise<void> {
  const response = await fetch(graphql, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { id } } }',
      variables: { input: { email: E2E_SHOP_MANAGER.email, password: E2E_SHOP_MANAGER.password } },
    }),
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`The shop manager was not signed up: ${body.errors[0]?.message}`);
  const env: NodeJS.ProcessEnv = { ...process.env, COMMERCE_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  await restartCommerce(async () => {
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/shop-manager.ts', E2E_SHOP_MANAGER.email],
      { cwd: commerceDir, env },
    );
  });
}

async function post<T>(request: APIRequestContext, query: string, variables: object, token?: string) {
  const response = await request.post(graphqlUrl(), {
    data: { query, variables },
    headers: { ...backendHeaders(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data as T;
}

export interface StockChange {
  manageStock?: boolean;
  stockQuantity?: number;
  stockStatus?: 'IN_STOCK' | 'OUT_OF_STOCK' | 'ON_BACKORDER';
}

/** Sets a product's stock (or its variation's, with `variationId`) as the shop manager. */
export async function setStock(
  request: APIRequestContext,
  target: { productId: number; variationId?: number },
  change: StockChange,
): Promise<void> {
  const { login } = await post<{ login: { authToken: string } }>(
    request,
    `mutation ($username: String!, $password: String!) {
      login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) { authToken } }`,
    { username: E2E_SHOP_MANAGER.email, password: E2E_SHOP_MANAGER.password },
  );
  if (target.variationId === undefined) {
    await post(
      request,
      'mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { product { databaseId } } }',
      { input: { id: String(target.productId), ...change } },
      login.authToken,
    );
    return;
  }
  const { manageStock: _unused, ...variationChange } = change;
  await post(
    request,
    'mutation ($input: UpdateProductVariationInput!) { updateProductVariation(input: $input) { variation { databaseId } } }',
    { input: { id: String(target.variationId), productId: String(target.productId), ...variationChange } },
    login.authToken,
  );
}
