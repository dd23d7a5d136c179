/**
 * `products(where: …)` arguments, validated at the edge. GraphQL has already checked the
 * shapes against the schema; this adds the rules GraphQL cannot express (ranges, limits)
 * with messages a shopper can read.
 */
import { z } from 'zod';

const STOCK_STATUSES = ['IN_STOCK', 'OUT_OF_STOCK', 'ON_BACKORDER'] as const;
const PRODUCT_TYPES = ['SIMPLE', 'VARIABLE', 'EXTERNAL', 'GROUPED', 'VARIATION'] as const;

const taxonomyFilter = z.object({
  taxonomy: z.string(),
  terms: z.array(z.string().nullable()).nullish(),
  ids: z.array(z.number().int().nullable()).nullish(),
  operator: z.enum(['IN', 'NOT_IN', 'AND', 'EXISTS', 'NOT_EXISTS']).nullish(),
});

const price = (name: string) =>
  z
    .number()
    .finite()
    .min(0, `${name} cannot be negative.`)
    .max(10_000_000, `${name} is too large.`)
    .nullish();

const ids = z.array(z.number().int().nullable()).max(1000, 'Too many ids in one filter (1000 at most).');
const slugs = z.array(z.string().nullable()).max(1000, 'Too many slugs in one filter (1000 at most).');

export const productWhereSchema = z
  .object({
    search: z.string().max(200, 'Search text is too long (200 characters at most).').nullish(),
    category: z.string().nullish(),
    categoryId: z.number().int().nullish(),
    categoryIn: slugs.nullish(),
    categoryIdIn: ids.nullish(),
    categoryNotIn: slugs.nullish(),
    categoryIdNotIn: ids.nullish(),
    tag: z.string().nullish(),
    tagIn: slugs.nullish(),
    taxonomyFilter: z
      .object({
        filters: z.array(taxonomyFilter.nullable()).max(50).nullish(),
        relation: z.enum(['AND', 'OR']).nullish(),
      })
      .nullish(),
    minPrice: price('The minimum price'),
    maxPrice: price('The maximum price'),
    onSale: z.boolean().nullish(),
    featured: z.boolean().nullish(),
    stockStatus: z.array(z.enum(STOCK_STATUSES).nullable()).nullish(),
    include: ids.nullish(),
    exclude: ids.nullish(),
    type: z.enum(PRODUCT_TYPES).nullish(),
    typeIn: z.array(z.enum(PRODUCT_TYPES).nullable()).nullish(),
    typeNotIn: z.array(z.enum(PRODUCT_TYPES).nullable()).nullish(),
    rating: z
      .array(z.number().int().min(1, 'Ratings are 1 to 5.').max(5, 'Ratings are 1 to 5.').nullable())
      .nullish(),
    sku: z.string().nullish(),
    /** CatalogVisibilityEnum: where a product may be listed (WooCommerce's product_visibility). */
    visibility: z.enum(['VISIBLE', 'CATALOG', 'SEARCH', 'HIDDEN']).nullish(),
    /** A post status; shoppers only ever see published products whatever they ask for. */
    status: z.string().max(20, 'A product status is a short word such as "publish".').nullish(),
    slugIn: slugs.nullish(),
    /** WPML GraphQL's language of the connection's nodes: a language code, or "all" for the request's. */
    language: z.string().max(10, 'A language is a short code such as "de".').nullish(),
    orderby: z
      .array(
        z
          .object({
            field: z.string(),
            order: z.enum(['ASC', 'DESC']).nullish(),
          })
          .nullable(),
      )
      .max(5, 'Sort by at most five fields.')
      .nullish(),
  })
  .refine((where) => where.minPrice == null || where.maxPrice == null || where.minPrice <= where.maxPrice, {
    message: 'The minimum price must not be higher than the maximum price.',
  });

export type ProductWhere = z.infer<typeof productWhereSchema>;
