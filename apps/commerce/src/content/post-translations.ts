/**
 * Blog posts in the request's language (catalog/translations.ts does the same for products and
 * terms): title, excerpt and content each fall back to English on their own.
 */
import type { StoreLanguage } from '@ppe/shop-rules/languages';
import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { translateRows } from '../catalog/translations.ts';
import type { Db } from '../db/client.ts';
import { type posts, postTranslations } from '../db/schema.ts';

type PostRow = typeof posts.$inferSelect;

/** The posts in `language`: title, excerpt and content, English where left out. */
export const localizePosts = <T extends PostRow>(db: Db, language: StoreLanguage, rows: T[]) =>
  translateRows<T, PostRow>(rows, language, (code, ids) =>
    db
      .select({
        id: postTranslations.postId,
        title: postTranslations.title,
        excerpt: postTranslations.excerpt,
        content: postTranslations.content,
      })
      .from(postTranslations)
      .where(and(eq(postTranslations.language, code), inArray(postTranslations.postId, ids))),
  );

/** Posts whose translation into `language` contains the pattern (ILIKE). */
export const translatedPostMatches = (postId: SQL, language: StoreLanguage, pattern: string): SQL =>
  sql`exists (select 1 from ${postTranslations} where ${postTranslations.postId} = ${postId} and ${postTranslations.language} = ${language} and ${or(
    ilike(postTranslations.title, pattern),
    ilike(postTranslations.content, pattern),
    ilike(postTranslations.excerpt, pattern),
  )})`;
