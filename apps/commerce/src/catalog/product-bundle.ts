/**
 * A product page in one database round trip: the product row together with what its page asks
 * for next (its image, terms, attributes, variations and the global attributes), each as JSON
 * beside the row, handed to the request's loaders as if they had fetched it. Without this a
 * variable product took six round trips one after another, each paying the trip to the database.
 * Rows come back exactly as the loaders read them: same columns, same order, same types.
 */
import { DEFAULT_LANGUAGE, type StoreLanguage } from '@ppe/shop-rules/languages';
import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
import {
  attributeTaxonomies,
  media,
  mediaTranslations,
  productAttributes,
  products,
  productTerms,
  productVariations,
  terms,
} from '../db/schema.ts';
import type { Context } from '../graphql/context.ts';
import { type CatalogLoaders, catalogLoaders, type ProductRecord } from './loaders.ts';
import { localizeProducts, localizeTerms } from './translations.ts';

/** A row of `table` from its `to_jsonb` form, mapped as the driver's row would be. */
function fromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name] ?? null;
    // JSON columns arrive already parsed; mapping them again would parse a stored string.
    const parsed = column.columnType === 'PgJsonb' || column.columnType === 'PgJson';
    row[key] = value === null || parsed ? value : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

const many = <T extends Table>(table: T, json: unknown) =>
  ((json ?? []) as Record<string, unknown>[]).map((row) => fromJson(table, row));

/** An image row as JSON, its alt text in `language` where a translation gives one. */
const imageJson = (language: StoreLanguage) =>
  language === DEFAULT_LANGUAGE
    ? sql`to_jsonb(m)`
    : sql`to_jsonb(m) || coalesce((select jsonb_build_object('alt_text', t.alt_text) from ${mediaTranslations} t
        where t.media_id = m.id and t.language = ${language} and t.alt_text is not null), '{}'::jsonb)`;

/**
 * What a product card shows beside the row (its image, and the variations a variable product's
 * price range comes from), as columns of a products query in `language`. The subqueries name the
 * product's columns with its table: inside them a bare "id" would be the inner table's own.
 */
export const cardColumns = (language: StoreLanguage) => ({
  image: sql<unknown>`(select ${imageJson(language)} from ${media} m where m.id = ${products}.image_id)`,
  variations: sql<unknown>`(select jsonb_agg(to_jsonb(v) order by v.menu_order, v.id)
    from ${productVariations} v where v.parent_id = ${products}.id)`,
});

/** Hands a product's card rows, read with cardColumns, to the request's loaders. */
export function primeCard(
  loaders: CatalogLoaders,
  productId: number,
  card: { image?: unknown; variations?: unknown },
) {
  if (card.image) {
    const image = fromJson(media, card.image as Record<string, unknown>);
    loaders.mediaById.prime(image.id, image);
  }
  loaders.variationsByParent.prime(productId, many(productVariations, card.variations));
}

/** The published product matching `condition`, with its page's rows primed in the loaders. */
export async function productWithPage(context: Context, condition: SQL): Promise<ProductRecord | null> {
  const { db, language } = context;
  const loaders = catalogLoaders(context);
  const [found] = await db
    .select({
      product: products,
      ...cardColumns(language),
      terms: sql<unknown>`(select jsonb_agg(jsonb_build_object('product_id', pt.product_id, 'term', to_jsonb(t))
        order by pt.position, t.id) from ${productTerms} pt join ${terms} t on t.id = pt.term_id
        where pt.product_id = ${products}.id)`,
      attributes: sql<unknown>`(select jsonb_agg(to_jsonb(a) order by a.position, a.id)
        from ${productAttributes} a where a.product_id = ${products}.id)`,
      taxonomies: sql<unknown>`(select jsonb_agg(to_jsonb(x)) from ${attributeTaxonomies} x)`,
    })
    .from(products)
    .where(sql`${condition} and ${products.status} = 'publish'`);
  if (!found) return null;
  const [product] = await localizeProducts(db, language, [found.product]);
  if (!product) return null;

  primeCard(loaders, product.id, found);
  const productTermRows = (found.terms ?? []) as { term: Record<string, unknown> }[];
  const termRows = productTermRows.map((row) => fromJson(terms, row.term));
  loaders.termsByProduct.prime(product.id, await localizeTerms(db, language, termRows));
  // In another language attributes and global attributes carry translated labels: their
  // loaders read those as before.
  if (language === DEFAULT_LANGUAGE) {
    loaders.attributesByProduct.prime(product.id, many(productAttributes, found.attributes));
    const taxonomies = many(attributeTaxonomies, found.taxonomies);
    loaders.attributeTaxonomies.prime('all', new Map(taxonomies.map((row) => [row.slug, row])));
  }
  return product;
}
