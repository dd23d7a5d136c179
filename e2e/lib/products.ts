import { type APIRequestContext, expect } from '@playwright/test';
import { backendQuery } from './backend';

/**
 * Products picked from the seeded backend for journeys that buy things, so tests follow the data
 * instead of hard-coding today's catalogue.
 */

/** What en-US shoppers read for an amount in the store's currency. */
export const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** Attribute names as the product page compares them (spec section 3). */
export const attributeKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/^pa_/, '')
    .replace(/[-\s]+/g, '');

export interface SimpleProduct {
  databaseId: number;
  slug: string;
  name: string;
  price: number;
}

export interface SimpleProductWanted {
  stockStatus?: 'IN_STOCK' | 'OUT_OF_STOCK';
  /** Price bounds in dollars (inclusive). */
  minPrice?: number;
  maxPrice?: number;
  /** Units that must be in stock when stock is managed. */
  minStock?: number;
}

/** A simple product from the backend matching `wanted` (by default in stock, under $20, 5 units). */
/**
 * The slugs of what is priced each but sold in whole packs (the pack sizes extension), whose
 * quantity steps by the pack. Asked of the full shop's backend, which has the field, whatever the
 * project: the stock shop serves the same catalogue without it.
 */
export async function soldInWholePacks(
  request: APIRequestContext,
  stockStatus: string,
): Promise<Set<string>> {
  const response = await request.post(process.env.E2E_GRAPHQL_URL ?? '', {
    data: {
      query: `{ products(first: 100, where: { type: SIMPLE, stockStatus: [${stockStatus}] }) { nodes { slug packaging { quantityStep } } } }`,
    },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data?: { products: { nodes: { slug: string; packaging: { quantityStep: number } | null }[] } };
    errors?: unknown[];
  };
  expect(body.errors ?? []).toEqual([]);
  return new Set(
    (body.data?.products.nodes ?? [])
      .filter((node) => (node.packaging?.quantityStep ?? 1) > 1)
      .map((node) => node.slug),
  );
}

export async function simpleProduct(
  request: APIRequestContext,
  { stockStatus = 'IN_STOCK', minPrice = 0, maxPrice = 20, minStock = 5 }: SimpleProductWanted = {},
): Promise<SimpleProduct> {
  const data = await backendQuery<{
    products: {
      nodes: Array<{
        databaseId: number;
        slug: string;
        name: string;
        price: string | null;
        stockStatus: string;
        stockQuantity: number | null;
        soldIndividually: boolean | null;
      }>;
    };
  }>(
    request,
    `{ products(first: 100, where: { type: SIMPLE, stockStatus: [${stockStatus}] }) { nodes { databaseId slug name
        ... on SimpleProduct { price(format: RAW) stockStatus stockQuantity soldIndividually } } } }`,
  );
  const inWholePacks = await soldInWholePacks(request, stockStatus);
  const found = data.products.nodes.find(
    (p) =>
      p.stockStatus === stockStatus &&
      Number(p.price) > 0 &&
      (stockStatus === 'OUT_OF_STOCK' ||
        (Number(p.price) >= minPrice &&
          Number(p.price) <= maxPrice &&
          !p.soldIndividually &&
          // One at a time: not what is priced each but sold in whole boxes.
          !inWholePacks.has(p.slug) &&
          (p.stockQuantity === null || p.stockQuantity >= minStock))),
  );
  if (!found)
    throw new Error(
      `The demo catalogue has no simple product ${stockStatus} between $${minPrice} and $${maxPrice}`,
    );
  return { databaseId: found.databaseId, slug: found.slug, name: found.name, price: Number(found.price) };
}

export interface VariableChoice {
  slug: string;
  name: string;
  price: number;
  /** [attribute label, option label] to pick on the product page. */
  options: Array<[string, string]>;
}

/**
 * A variable product with an in-stock variation that has a value for every attribute. `opensChosen`:
 * one with default attributes, whose page opens on a chosen variation (and so shows Clear selection).
 */
export async function variableProduct(
  request: APIRequestContext,
  { opensChosen = false }: { opensChosen?: boolean } = {},
): Promise<VariableChoice> {
  const data = await backendQuery<{
    products: {
      nodes: Array<{
        slug: string;
        name: string;
        defaultAttributes: { nodes: Array<{ name: string }> };
        attributes: {
          nodes: Array<{
            name: string;
            label: string;
            options: string[];
            variation: boolean;
            terms?: { nodes: Array<{ name: string; slug: string }> };
          }>;
        };
        variations: {
          nodes: Array<{
            price: string | null;
            stockStatus: string;
            stockQuantity: number | null;
            attributes: { nodes: Array<{ name: string; value: string }> };
          }>;
        };
      }>;
    };
  }>(
    request,
    `{ products(first: 100, where: { type: VARIABLE, stockStatus: [IN_STOCK] }) { nodes { slug name
        ... on VariableProduct {
          defaultAttributes { nodes { name } }
          attributes { nodes { name label options variation ... on GlobalProductAttribute { terms(first: 100) { nodes { name slug } } } } }
          variations(first: 100) { nodes { price(format: RAW) stockStatus stockQuantity attributes { nodes { name value } } } }
        } } } }`,
  );
  for (const product of data.products.nodes) {
    if (opensChosen && product.defaultAttributes.nodes.length === 0) continue;
    const attributes = product.attributes.nodes.filter((a) => a.variation);
    for (const variation of product.variations.nodes) {
      if (variation.stockStatus !== 'IN_STOCK' || !(Number(variation.price) > 0)) continue;
      if (variation.stockQuantity !== null && variation.stockQuantity < 2) continue;
      const values = Object.fromEntries(
        variation.attributes.nodes.map((n) => [attributeKey(n.name), n.value]),
      );
      const options: Array<[string, string]> = [];
      for (const attribute of attributes) {
        const value = values[attributeKey(attribute.name)];
        if (!value || !attribute.options.includes(value)) break;
        options.push([attribute.label, attribute.terms?.nodes.find((t) => t.slug === value)?.name ?? value]);
      }
      if (options.length === attributes.length && options.length > 0) {
        return { slug: product.slug, name: product.name, price: Number(variation.price), options };
      }
    }
  }
  throw new Error(
    `The demo catalogue has no variable product${opensChosen ? ' with default attributes' : ''} with a pickable in-stock variation`,
  );
}
