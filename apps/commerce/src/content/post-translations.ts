/**
 * Blog posts in the request's language (catalog/translations.ts does the same for products and
 * terms): title, excerpt and content each fall back to English on their own.
 */
import { DEFAULT_LANGUAGE, type StoreLanguage } from '@ppe/shop-rules/languages';
import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type posts, postTranslations } from '../db/schema.ts';

type PostRow = typeof posts.$inferSelect;

export async function localizePosts<T extends PostRow>(
  db: Db,
  language: StoreLanguage,
  rows: T[],
): Promise<T[]> {
  if (language === DEFAULT_LANGUAGE || rows.length === 0) return rows;
  const found = await db
    .select()
    .from(postTranslations)
    .where(
      and(
        eq(postTranslations.language, language),
        inArray(
          postTranslations.postId,
          rows.map((row) => row.id),
        ),
      ),
    );
  const byId = new Map(found.map((row) => [row.postId, row]));
  return rows.map((row) => {
    const translation = byId.get(row.id);
    if (!translation) return row;
    return {
      ...row,
      title: translation.title ?? row.title,
      excerpt: translation.excerpt ?? row.excerpt,
      content: translation.content ?? row.content,
    };
  });
}

/** Posts whose translation into `language` contains the pattern (ILIKE). */
export const translatedPostMatches = (postId: SQL, language: StoreLanguage, pattern: string): SQL =>
  sql`exists (select 1 from ${postTranslations} where ${postTranslations.postId} = ${postId} and ${postTranslations.language} = ${language} and ${or(
    ilike(postTranslations.title, pattern),
    ilike(postTranslations.content, pattern),
    ilike(postTranslations.excerpt, pattern),
  )})`;
