/** The product or variation an alert is about: its name in a language, its page, whether it is sold out. */
import type { StoreLanguage } from '@ppe/shop-rules/languages';
import { and, eq, sql } from 'drizzle-orm';
import { variationTitle } from '../catalog/variation-words.ts';
import type { Db } from '../db/client.ts';
import { products, productTranslations, productVariations } from '../db/schema.ts';

export interface AlertItemRow {
  /** The product's name, or a variation's title ("Glove - Large"), so a mail says which one is back. */
  name: string;
  slug: string;
  outOfStock: boolean;
}

/**
 * The published product (and its variation, when `variationId` is not 0) named in `language`, or
 * null when there is none: a variation of another product is none either.
 */
export async function findAlertItem(
  db: Db,
  productId: number,
  variationId: number,
  language: StoreLanguage,
): Promise<AlertItemRow | null> {
  const [product] = await db
    .select({
      name: sql<string>`coalesce(${productTranslations.name}, ${products.name})`,
      slug: products.slug,
      stockStatus: products.stockStatus,
    })
    .from(products)
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.language, language)),
    )
    .where(and(eq(products.id, productId), eq(products.status, 'publish')));
  if (!product) return null;
  if (variationId === 0) {
    return { name: product.name, slug: product.slug, outOfStock: product.stockStatus === 'outofstock' };
  }
  const [variation] = await db
    .select()
    .from(productVariations)
    .where(and(eq(productVariations.id, variationId), eq(productVariations.parentId, productId)));
  if (!variation) return null;
  return {
    name: await variationTitle(db, product.name, variation, language),
    slug: product.slug,
    outOfStock: variation.stockStatus === 'outofstock',
  };
}
