/**
 * How the shop names a variation and its attributes in the shopper's language: WooCommerce's
 * variation title ("Glove - L"), which the cart and the stock alert mails use, and the attribute
 * labels the cart's refusals name.
 */
import type { StoreLanguage } from '@ppe/shop-rules/languages';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { terms } from '../db/schema.ts';
import type { AttributeTaxonomyRow, VariationRow } from './loaders.ts';
import { attributeLabelsIn, localAttributeWords, localizeTerms } from './translations.ts';

/** An attribute's label by its name: a global one's, or the product's own attribute's, in `language`. */
export async function attributeLabeller(
  db: Db,
  language: StoreLanguage,
  productId: number,
  taxonomies: AttributeTaxonomyRow[],
): Promise<(name: string) => string> {
  const [globalLabels, localWords] = await Promise.all([
    attributeLabelsIn(db, language),
    localAttributeWords(db, language, [productId]),
  ]);
  return (name) =>
    globalLabels.get(name) ??
    localWords.get(productId)?.labels[name] ??
    taxonomies.find((row) => row.slug === name)?.label ??
    name;
}

/**
 * WooCommerce's title of a variation: the product's name and the values the variation fixes, a
 * global value by its term's name ("Shirt - XXL"; a value chosen for an "any" attribute is not in it).
 */
export async function variationTitle(
  db: Db,
  productName: string,
  variation: VariationRow,
  language: StoreLanguage,
): Promise<string> {
  const fixed = Object.entries(variation.attributes).filter(([, value]) => value !== '');
  if (fixed.length === 0) return productName;
  const slugs = fixed.map(([, value]) => value);
  const named = await localizeTerms(
    db,
    language,
    await db.select().from(terms).where(inArray(terms.slug, slugs)),
  );
  const values = fixed.map(
    ([name, value]) => named.find((term) => term.taxonomy === name && term.slug === value)?.name ?? value,
  );
  return `${productName} - ${values.join(', ')}`;
}
