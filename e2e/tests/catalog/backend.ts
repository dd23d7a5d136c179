import type { APIRequestContext } from '@playwright/test';
import { backendQuery } from '../../lib/backend';

export { backendQuery };

export interface ProductListAnswer {
  found: number;
  names: string[];
  endCursor: string | null;
}

/** One page of `products(where)`: the names in order and the total. */
export async function backendProducts(
  request: APIRequestContext,
  where: Record<string, unknown>,
  { first = 24, after = null }: { first?: number; after?: string | null } = {},
): Promise<ProductListAnswer> {
  const data = await backendQuery<{
    products: { found: number; pageInfo: { endCursor: string | null }; nodes: { name: string }[] };
  }>(
    request,
    `query ($first: Int, $after: String, $where: RootQueryToProductConnectionWhereArgs) {
      products(first: $first, after: $after, where: $where) { found pageInfo { endCursor } nodes { name } }
    }`,
    { first, after, where },
  );
  return {
    found: data.products.found,
    names: data.products.nodes.map((node) => node.name),
    endCursor: data.products.pageInfo.endCursor,
  };
}

/** The newest-first order every list uses unless the shopper sorts. */
export const NEWEST_FIRST = [{ field: 'DATE', order: 'DESC' }];
