/**
 * The alt texts of the demo store's images in a language (media_translations): a product's image
 * and gallery as its translation writes them, each variation's built from the translated name,
 * labels and values as the English one is built, a category's and a post's from theirs. Images
 * are found through the rows that show them, so a translation names slugs, never media ids.
 */
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mediaTranslations, posts, products, productVariations, terms } from '../db/schema.ts';
import { insertBatched } from './batches.ts';
import { variationAlts } from './catalog/translations/alt-words.ts';
import type { StoreTranslation } from './catalog/translations/types.ts';
import type { SeedCatalog } from './types.ts';

export async function seedTranslatedAlts(db: Db, catalog: SeedCatalog, translation: StoreTranslation) {
  const { language } = translation;
  const [productRows, variationRows, categoryRows, postRows] = await Promise.all([
    db
      .select({ slug: products.slug, imageId: products.imageId, galleryIds: products.galleryIds })
      .from(products),
    db
      .select({ sku: productVariations.sku, imageId: productVariations.imageId })
      .from(productVariations)
      .where(isNotNull(productVariations.imageId)),
    db
      .select({ slug: terms.slug, imageId: terms.imageId })
      .from(terms)
      .where(eq(terms.taxonomy, 'product_cat')),
    db.select({ slug: posts.slug, imageId: posts.featuredImageId }).from(posts),
  ]);
  const productImages = new Map(productRows.map((row) => [row.slug, [row.imageId, ...row.galleryIds]]));
  const variationImage = new Map(variationRows.map((row) => [row.sku, row.imageId]));
  const alts = new Map<number, string>();
  const add = (mediaId: number | null | undefined, alt: string | undefined) => {
    if (mediaId && alt && !alts.has(mediaId)) alts.set(mediaId, alt);
  };

  for (const product of catalog.products) {
    const images = productImages.get(product.slug) ?? [];
    for (const [i, alt] of (translation.products[product.slug]?.imageAlts ?? []).entries())
      add(images[i], alt);
    for (const { sku, translated } of variationAlts(product, catalog.attributes, translation))
      add(variationImage.get(sku), translated);
  }
  const categories = translation.terms.product_cat ?? {};
  for (const row of categoryRows) add(row.imageId, categories[row.slug]?.imageAlt);
  for (const row of postRows) add(row.imageId, translation.posts[row.slug]?.imageAlt);

  await insertBatched(
    [...alts].map(([mediaId, altText]) => ({ mediaId, language, altText })),
    (batch) => db.insert(mediaTranslations).values(batch),
  );
}
