/**
 * Writes the store's content translations beside the seeded catalogue (db/schema/translations.ts):
 * slugs resolve to the ids the catalogue was given, and a translation naming a product, term,
 * post, attribute or payment method the store does not have stops the seed, so a typo cannot
 * quietly leave a page in English.
 */
import { withFreeShippingMinimum } from '@ppe/shop-rules/shipping';
import { inArray } from 'drizzle-orm';
import { STRIPE_GATEWAY, TEST_CARD_GATEWAY } from '../checkout/payment-gateways.ts';
import type { Db } from '../db/client.ts';
import {
  attributeTaxonomies,
  attributeTranslations,
  options,
  posts,
  postTranslations,
  products,
  productTranslations,
  terms,
  termTranslations,
} from '../db/schema.ts';
import { forgetOptions, translatedOptionName } from '../settings/options.ts';
import { insertBatched } from './batches.ts';
import type { StoreTranslation } from './catalog/translations/types.ts';
import { searchTextOf } from './seed-catalog.ts';
import { seedTranslatedAlts } from './seed-translated-alts.ts';
import type { SeedCatalog } from './types.ts';

/** The payment methods whose words the store keeps; WooCommerce's own are the storefront's. */
const TRANSLATED_GATEWAYS = new Set([TEST_CARD_GATEWAY.id, STRIPE_GATEWAY.id]);

/** Ids by key, failing loudly on a key the store does not have. */
function lookup(entries: [string, number][], what: string, language: string) {
  const ids = new Map(entries);
  return (key: string) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`The ${language} translation names unknown ${what} "${key}".`);
    return id;
  };
}

async function seedOne(db: Db, catalog: SeedCatalog, translation: StoreTranslation) {
  const { language } = translation;
  const productSlugs = Object.keys(translation.products);
  const postSlugs = Object.keys(translation.posts);
  const [productRows, postRows, termRows, taxonomyRows] = [
    productSlugs.length
      ? await db
          .select({ id: products.id, slug: products.slug })
          .from(products)
          .where(inArray(products.slug, productSlugs))
      : [],
    postSlugs.length
      ? await db.select({ id: posts.id, slug: posts.slug }).from(posts).where(inArray(posts.slug, postSlugs))
      : [],
    await db.select({ id: terms.id, taxonomy: terms.taxonomy, slug: terms.slug }).from(terms),
    await db.select({ slug: attributeTaxonomies.slug }).from(attributeTaxonomies),
  ];
  const productId = lookup(
    productRows.map((row) => [row.slug, row.id]),
    'product',
    language,
  );
  const postId = lookup(
    postRows.map((row) => [row.slug, row.id]),
    'post',
    language,
  );
  const termId = lookup(
    termRows.map((row) => [`${row.taxonomy}:${row.slug}`, row.id]),
    'term',
    language,
  );
  const taxonomies = new Set(taxonomyRows.map((row) => row.slug));
  const seedProducts = new Map(catalog.products.map((product) => [product.slug, product]));

  await insertBatched(
    Object.entries(translation.products).map(([slug, text]) => {
      const english = seedProducts.get(slug);
      if (!english) throw new Error(`The ${language} translation names unknown product "${slug}".`);
      return {
        productId: productId(slug),
        language,
        name: text.name,
        shortDescription: text.shortDescription ?? null,
        description: text.description ?? null,
        buttonText: text.buttonText ?? null,
        customTabs: text.tabs ?? null,
        faqs: text.faqs ?? null,
        warranty: text.warranty ?? null,
        attributeLabels: text.attributeLabels ?? null,
        attributeValues: text.attributeValues ?? null,
        // Built as products.search_text is, from the words a shopper of this language sees.
        searchText: searchTextOf({
          ...english,
          name: text.name,
          description: text.description ?? english.description,
          shortDescription: text.shortDescription ?? english.shortDescription,
        }),
      };
    }),
    (batch) => db.insert(productTranslations).values(batch),
  );

  const termEntries = Object.entries(translation.terms).flatMap(([taxonomy, bySlug]) =>
    Object.entries(bySlug ?? {}).map(([slug, text]) => ({
      termId: termId(`${taxonomy}:${slug}`),
      language,
      name: text.name ?? null,
      description: text.description ?? null,
    })),
  );
  await insertBatched(termEntries, (batch) => db.insert(termTranslations).values(batch));

  const labels = Object.entries(translation.attributeLabels).map(([taxonomy, label]) => {
    if (!taxonomies.has(taxonomy)) {
      throw new Error(`The ${language} translation names unknown attribute "${taxonomy}".`);
    }
    return { taxonomy, language, label: label as string };
  });
  if (labels.length > 0) await db.insert(attributeTranslations).values(labels);

  await insertBatched(
    Object.entries(translation.posts).map(([slug, { title, excerpt, content }]) => ({
      postId: postId(slug),
      language,
      title,
      excerpt,
      content,
    })),
    (batch) => db.insert(postTranslations).values(batch),
  );

  for (const id of Object.keys(translation.paymentGateways)) {
    if (!TRANSLATED_GATEWAYS.has(id)) {
      throw new Error(`The ${language} translation names unknown payment method "${id}".`);
    }
  }
  await seedTranslatedAlts(db, catalog, translation);
  // Words the store already keeps for this language (its owner's) stay as they are.
  await db
    .insert(options)
    .values([
      {
        name: translatedOptionName('banner', language),
        value: {
          bannerText: withFreeShippingMinimum(translation.banner.text, language),
          ...(translation.banner.linkText ? { bannerLinkText: translation.banner.linkText } : {}),
        },
      },
      { name: translatedOptionName('paymentGateways', language), value: translation.paymentGateways },
    ])
    .onConflictDoNothing();
  forgetOptions(db);
}

/** Writes every translation; the catalogue is already seeded. */
export async function seedTranslations(
  db: Db,
  catalog: SeedCatalog,
  translations: readonly StoreTranslation[],
): Promise<void> {
  for (const translation of translations) await seedOne(db, catalog, translation);
}
