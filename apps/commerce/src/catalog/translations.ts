/**
 * Store content in the request's language: rows are translated where they are loaded, so every
 * resolver, cart line and order sees the shopper's language without knowing about it. One query
 * per batch of rows, on the translation table's primary key (id, language); English, the store's
 * own language, costs nothing. Each field falls back to English on its own, as WPML shows the
 * original wherever a translation leaves something out.
 */
import { asStoreLanguage, DEFAULT_LANGUAGE, type StoreLanguage } from '@ppe/shop-rules/languages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  attributeTranslations,
  type media,
  mediaTranslations,
  type productAttributes,
  type products,
  productTranslations,
  type terms,
  termTranslations,
} from '../db/schema.ts';

type ProductRow = typeof products.$inferSelect;
type TermRow = typeof terms.$inferSelect;
type AttributeRow = typeof productAttributes.$inferSelect;
type MediaRow = typeof media.$inferSelect;

/**
 * A product's attribute with the label shown in the request's language (local ones), and the
 * words of its own values there by the English value, which stays the key.
 */
export type LabelledAttribute = AttributeRow & { label?: string; valueNames?: Record<string, string> };

/** A translation of a row: its id and the translated fields, null where the translation has none. */
type TranslationOf<Row> = { id: number } & { [Field in keyof Row]?: Row[Field] | null };

/**
 * The rows in `language`: `load` reads the translations of a batch of ids (one query), and each
 * translated field replaces the English one; a field left null keeps the English value.
 */
export async function translateRows<Row extends Stored, Stored extends { id: number } = Row>(
  rows: Row[],
  language: StoreLanguage,
  load: (language: StoreLanguage, ids: number[]) => Promise<TranslationOf<Stored>[]>,
): Promise<Row[]> {
  if (language === DEFAULT_LANGUAGE || rows.length === 0) return rows;
  const found = new Map(
    (
      await load(
        language,
        rows.map((row) => row.id),
      )
    ).map((translation) => [translation.id, translation]),
  );
  return rows.map((row) => {
    const translation = found.get(row.id);
    if (!translation) return row;
    const translated = { ...row };
    for (const [field, value] of Object.entries(translation)) {
      if (value !== null && value !== undefined) (translated as Record<string, unknown>)[field] = value;
    }
    return translated;
  });
}

/** The products in `language`, field by field, English where a translation leaves a field out. */
export async function localizeProducts<T extends ProductRow>(
  db: Db,
  language: StoreLanguage,
  rows: T[],
): Promise<T[]> {
  const translated = await translateRows<T, ProductRow>(rows, language, (code, ids) =>
    db
      .select({
        id: productTranslations.productId,
        name: productTranslations.name,
        shortDescription: productTranslations.shortDescription,
        description: productTranslations.description,
        buttonText: productTranslations.buttonText,
        customTabs: productTranslations.customTabs,
        faqs: productTranslations.faqs,
        warranty: productTranslations.warranty,
      })
      .from(productTranslations)
      .where(and(eq(productTranslations.language, code), inArray(productTranslations.productId, ids))),
  );
  // The stored SEO texts are English: a translated product's are built from its translated name
  // and description, as Yoast's templates fill a translation that has none of its own.
  return translated.map((row, index) => (row === rows[index] ? row : { ...row, seo: null }));
}

/** The words of a product's own attributes in a language: labels by English name, values by English name then value. */
export interface LocalAttributeWords {
  labels: Record<string, string>;
  values: Record<string, Record<string, string>>;
}

/** The words of each product's own attributes in `language`, by product id. */
export async function localAttributeWords(
  db: Db,
  language: StoreLanguage,
  productIds: number[],
): Promise<Map<number, LocalAttributeWords>> {
  if (language === DEFAULT_LANGUAGE || productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: productTranslations.productId,
      labels: productTranslations.attributeLabels,
      values: productTranslations.attributeValues,
    })
    .from(productTranslations)
    .where(
      and(eq(productTranslations.language, language), inArray(productTranslations.productId, productIds)),
    );
  return new Map(
    rows.map((row) => [row.productId, { labels: row.labels ?? {}, values: row.values ?? {} }] as const),
  );
}

/** The terms in `language`: names and descriptions, English where left out. */
export const localizeTerms = <T extends TermRow>(db: Db, language: StoreLanguage, rows: T[]) =>
  translateRows<T, TermRow>(rows, language, (code, ids) =>
    db
      .select({
        id: termTranslations.termId,
        name: termTranslations.name,
        description: termTranslations.description,
      })
      .from(termTranslations)
      .where(and(eq(termTranslations.language, code), inArray(termTranslations.termId, ids))),
  );

/** Images with their alt texts in `language`, English where left out. */
export const localizeMedia = <T extends MediaRow>(db: Db, language: StoreLanguage, rows: T[]) =>
  translateRows<T, MediaRow>(rows, language, (code, ids) =>
    db
      .select({ id: mediaTranslations.mediaId, altText: mediaTranslations.altText })
      .from(mediaTranslations)
      .where(and(eq(mediaTranslations.language, code), inArray(mediaTranslations.mediaId, ids))),
  );

/** Labels of the global attributes in `language`, by taxonomy (pa_color). */
export async function attributeLabelsIn(db: Db, language: StoreLanguage): Promise<Map<string, string>> {
  if (language === DEFAULT_LANGUAGE) return new Map();
  const rows = await db
    .select()
    .from(attributeTranslations)
    .where(eq(attributeTranslations.language, language));
  return new Map(rows.map((row) => [row.taxonomy, row.label]));
}

/**
 * Products whose text in `language` contains the word: the translation's search text, through
 * its trigram index. English words still match through products.search_text beside it.
 */
export const translatedTextMatches = (language: StoreLanguage, pattern: string) =>
  sql`select product_id from product_translations where language = ${language} and search_text like ${pattern}`;

/**
 * The language of one connection's nodes: WPML GraphQL's `where: { language }` names it; "all",
 * an unknown code or none leaves the request's language.
 */
export const connectionLanguage = (requested: string | null | undefined, language: StoreLanguage) =>
  asStoreLanguage(requested) ?? language;
