/**
 * Product values products, variations and cart lines all show as WooGraphQL does: stock status
 * enums, meta data entries and variation attributes in the product's attribute order.
 */
import type { Context } from '../graphql/context.ts';
import { toGlobalId } from '../lib/global-id.ts';
import { present } from '../lib/input.ts';
import { catalogLoaders } from './loaders.ts';

/** A product's path on the site, as WordPress's permalinks give it. */
export const productUri = (slug: string) => `/product/${slug}/`;

const STOCK_STATUS_ENUM = {
  instock: 'IN_STOCK',
  outofstock: 'OUT_OF_STOCK',
  onbackorder: 'ON_BACKORDER',
} as const;
export const stockStatusEnum = (status: keyof typeof STOCK_STATUS_ENUM) => STOCK_STATUS_ENUM[status];

interface MetaDataArgs {
  key?: string | null;
  keysIn?: (string | null)[] | null;
  multiple?: boolean | null;
}

/** WooGraphQL's metaData(key, keysIn, multiple): without `multiple`, one entry per key. */
export function metaDataEntries(
  entries: { key: string; value: string }[],
  args: MetaDataArgs,
  ownerId: number,
) {
  const keys = new Set([...(args.key ? [args.key] : []), ...present(args.keysIn)]);
  const seen = new Set<string>();
  return entries
    .map((entry, index) => ({ id: `${ownerId}-${index}`, ...entry }))
    .filter((entry) => keys.size === 0 || keys.has(entry.key))
    .filter((entry) => {
      if (args.multiple) return true;
      if (seen.has(entry.key)) return false;
      seen.add(entry.key);
      return true;
    });
}

export async function attributeLabel(name: string, context: Context): Promise<string> {
  const taxonomies = await catalogLoaders(context).attributeTaxonomies.load('all');
  return taxonomies.get(name)?.label ?? name;
}

/**
 * The VariationAttribute objects for a set of name → value pairs (a variation's, or a
 * product's defaults), in the product's attribute order: the pairs come from JSONB, which
 * keeps no key order.
 */
export async function variationAttributes(
  ownerId: number,
  productId: number,
  values: Record<string, string>,
  context: Context,
) {
  const [taxonomies, attributes] = await Promise.all([
    catalogLoaders(context).attributeTaxonomies.load('all'),
    catalogLoaders(context).attributesByProduct.load(productId),
  ]);
  const position = new Map(attributes.map((attribute) => [attribute.name, attribute.position]));
  const localLabel = new Map(attributes.map((attribute) => [attribute.name, attribute.label]));
  const localValues = new Map(attributes.map((attribute) => [attribute.name, attribute.valueNames]));
  return Object.entries(values)
    .sort(
      ([a], [b]) =>
        (position.get(a) ?? Number.MAX_SAFE_INTEGER) - (position.get(b) ?? Number.MAX_SAFE_INTEGER),
    )
    .map(([name, value]) => ({
      id: toGlobalId('product_attribute', `${ownerId}||${name}||${value}`),
      attributeId: taxonomies.get(name)?.id ?? 0,
      name,
      label: taxonomies.get(name)?.label ?? localLabel.get(name) ?? name,
      // A local value in the request's language; `key` is the English one the variation keeps.
      value: localValues.get(name)?.[value] ?? value,
      key: value,
    }));
}
