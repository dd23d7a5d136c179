import { type APIRequestContext, expect } from '@playwright/test';
import { backendQuery } from '../../lib/backend';

export { backendQuery };

/** The spec's main categories (section 9), by database id, in menu order. */
export const MAIN_CATEGORY_IDS = [510, 523, 513, 534, 562];

export async function mainCategories(request: APIRequestContext) {
  const data = await backendQuery<{
    productCategories: { nodes: { databaseId: number; name: string; slug: string; count: number }[] };
  }>(
    request,
    'query ($ids: [ID]) { productCategories(first: 20, where: {include: $ids}) { nodes { databaseId name slug count } } }',
    { ids: MAIN_CATEGORY_IDS.map(String) },
  );
  return MAIN_CATEGORY_IDS.map((id) =>
    data.productCategories.nodes.find((node) => node.databaseId === id),
  ).filter((node): node is NonNullable<typeof node> => node !== undefined);
}

export async function newestPosts(request: APIRequestContext, first: number) {
  const data = await backendQuery<{
    posts: { nodes: { slug: string; title: string }[]; pageInfo: { hasNextPage: boolean } };
  }>(
    request,
    'query ($first: Int) { posts(first: $first) { pageInfo { hasNextPage } nodes { slug title } } }',
    { first },
  );
  return data.posts;
}

export async function popularProductNames(request: APIRequestContext): Promise<string[]> {
  const data = await backendQuery<{ products: { nodes: { name: string }[] } }>(
    request,
    '{ products(first: 12, where: {orderby: [{field: POPULARITY, order: DESC}]}) { nodes { name } } }',
  );
  return data.products.nodes.map((node) => node.name);
}

export async function someProductSlug(request: APIRequestContext): Promise<string> {
  const data = await backendQuery<{ products: { nodes: { slug: string }[] } }>(
    request,
    '{ products(first: 1) { nodes { slug } } }',
  );
  const slug = data.products.nodes[0]?.slug;
  expect(slug, 'the seeded store has products').toBeTruthy();
  return slug as string;
}
