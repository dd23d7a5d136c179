/**
 * WooGraphQL's `productsWithVariations`: the products `products` would list and, with
 * `includeVariations`, the published variations of published products too, each as its own type
 * (SimpleProductVariation). It is how a client finds a variation by its SKU: `products(where:
 * {sku})` never does (recorded from a real site: real-site/quick-order.json, "products by variation
 * SKU 6500-M" answers no node, "productsWithVariations by variation SKU 6500-M" the variation, and
 * the parent's SKU "6500" the variable product alone).
 *
 * This backend serves the arguments a lookup needs (sku, include, exclude, search, slugIn,
 * stockStatus). Products come first in their list order, then variations by parent and menu
 * order; at most the first 100 of each are paged through, which no lookup by SKU or id reaches.
 */
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { products, productVariations } from '../db/schema.ts';
import { arrayConnection } from '../graphql/connection.ts';
import type { Context } from '../graphql/context.ts';
import type { RootQueryResolvers } from '../graphql/generated/resolvers-types.ts';
import { parseInput, present } from '../lib/input.ts';
import { catalogLoaders, type ProductRecord, type VariationRow } from './loaders.ts';
import { listProducts, STOCK_ENUM_TO_STATUS, searchCondition, skuCondition } from './product-list.ts';
import { productWhereSchema } from './product-where.ts';
import { connectionLanguage } from './translations.ts';

const GATHERED = 100;

const whereSchema = productWhereSchema.and(z.object({ includeVariations: z.boolean().nullish() }));
type Where = z.infer<typeof whereSchema>;

/** The variations the filters select; slugs name products only, so `slugIn` selects none. */
async function matchingVariations(context: Context, where: Where): Promise<VariationRow[]> {
  if (where.slugIn) return [];
  const conditions: (SQL | undefined)[] = [
    eq(productVariations.status, 'publish'),
    eq(products.status, 'publish'),
    sql`${products.catalogVisibility} <> 'hidden'`,
  ];
  conditions.push(skuCondition(productVariations.sku, where.sku));
  const include = present(where.include);
  if (where.include)
    conditions.push(include.length > 0 ? inArray(productVariations.id, include) : sql`false`);
  const exclude = present(where.exclude);
  if (exclude.length > 0) conditions.push(notInArray(productVariations.id, exclude));
  const statuses = present(where.stockStatus).flatMap((status) => STOCK_ENUM_TO_STATUS[status] ?? []);
  if (statuses.length > 0) conditions.push(inArray(productVariations.stockStatus, statuses));
  // A variation's title is its product's name and its values: a search word matches the product.
  const language = connectionLanguage(where.language, context.language);
  const words = (where.search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
  for (const word of words) conditions.push(searchCondition(word, language));
  const rows = await context.db
    .select({ variation: productVariations })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.parentId))
    .where(and(...conditions))
    .orderBy(asc(productVariations.parentId), asc(productVariations.menuOrder), asc(productVariations.id))
    .limit(GATHERED);
  return rows.map((row) => row.variation);
}

export const productsWithVariationsResolvers: Pick<RootQueryResolvers, 'productsWithVariations'> = {
  productsWithVariations: async (_root, args, context) => {
    const where = parseInput(whereSchema, args.where);
    const language = connectionLanguage(where.language, context.language);
    const [listed, variations] = await Promise.all([
      listProducts(context.db, where, { size: GATHERED, backwards: false, cursor: null }, language, {
        loaders: catalogLoaders(context),
      }),
      where.includeVariations ? matchingVariations(context, where) : Promise.resolve([]),
    ]);
    const nodes: (ProductRecord | VariationRow)[] = [...listed.rows, ...variations];
    return { ...arrayConnection(nodes, args), found: nodes.length };
  },
};
