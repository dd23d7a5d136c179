/** Blog posts: newest first by default, keyset-paged like products. */
import { DEFAULT_LANGUAGE, type StoreLanguage } from '@ppe/shop-rules/languages';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { posts } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';
import { present } from '../lib/input.ts';
import { type KeysetPage, type OrderedKey, planKeysetPage, type SortKey } from '../lib/keyset.ts';
import { containsPattern } from '../lib/like.ts';
import type { PageRequest } from '../lib/pagination.ts';
import { localizePosts, translatedPostMatches } from './post-translations.ts';

export type PostRow = typeof posts.$inferSelect;

export interface PostWhere {
  search?: string | null;
  /** WPML GraphQL's language of the connection's posts ("all" or none: the request's). */
  language?: string | null;
  orderby?: ({ field: string; order: 'ASC' | 'DESC' } | null)[] | null;
}

const SORT_KEYS: Record<string, SortKey<PostRow>> = {
  DATE: {
    name: 'DATE',
    expression: sql`${posts.publishedAt}`,
    cast: 'timestamptz',
    value: (row) => row.publishedAt.toISOString(),
  },
  MODIFIED: {
    name: 'MODIFIED',
    expression: sql`${posts.modifiedAt}`,
    cast: 'timestamptz',
    value: (row) => row.modifiedAt.toISOString(),
  },
  TITLE: {
    name: 'TITLE',
    expression: sql`lower(${posts.title})`,
    cast: 'text',
    value: (row) => row.title.toLowerCase(),
  },
  SLUG: { name: 'SLUG', expression: sql`${posts.slug}`, cast: 'text', value: (row) => row.slug },
};

/** Title order in another language sorts by the translated title (English where there is none). */
const titleKeyIn = (language: StoreLanguage): SortKey<PostRow> => ({
  ...(SORT_KEYS.TITLE as SortKey<PostRow>),
  expression: sql`lower(coalesce((select pt.title from post_translations pt where pt.post_id = ${posts.id} and pt.language = ${language}), ${posts.title}))`,
});

/** The keys posts are ordered by; rows are compared in `language`, as the page shows them. */
function orderKeys(where: PostWhere, language: StoreLanguage): OrderedKey<PostRow>[] {
  const keys = present(where.orderby).map(({ field, order }) => {
    const key = field === 'TITLE' && language !== DEFAULT_LANGUAGE ? titleKeyIn(language) : SORT_KEYS[field];
    if (!key) throw new UserInputError(`Posts cannot be sorted by "${field}".`);
    return { ...key, descending: order === 'DESC' };
  });
  if (keys.length === 0) keys.push({ ...(SORT_KEYS.DATE as SortKey<PostRow>), descending: true });
  keys.push({
    name: 'ID',
    expression: sql`${posts.id}`,
    cast: 'int4',
    value: (row) => row.id,
    descending: keys[0]?.descending ?? true,
  });
  return keys;
}

/** A page of posts in `language`: searched in it and in English, shown in it. */
export async function listPosts(
  db: Db,
  where: PostWhere,
  request: PageRequest,
  language: StoreLanguage = DEFAULT_LANGUAGE,
): Promise<KeysetPage<PostRow>> {
  if ((where.search?.length ?? 0) > 200)
    throw new UserInputError('Search text is too long (200 characters at most).');
  const plan = planKeysetPage(orderKeys(where, language), request);
  const words = (where.search ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
  const matches = words.map((word) => {
    const pattern = containsPattern(word);
    const english = or(
      ilike(posts.title, pattern),
      ilike(posts.content, pattern),
      ilike(posts.excerpt, pattern),
    );
    return language === DEFAULT_LANGUAGE
      ? english
      : or(english, translatedPostMatches(sql`${posts.id}`, language, pattern));
  });
  const fetched = await db
    .select()
    .from(posts)
    .where(and(eq(posts.status, 'publish'), ...matches, plan.seek))
    .orderBy(...plan.orderBy)
    .limit(plan.limit);
  return plan.page(await localizePosts(db, language, fetched));
}

/** The parents of this domain's object types, named in the generated resolver types (graphql/models.ts). */
interface Models {
  PostRow: PostRow;
}
declare module '../graphql/models.ts' {
  interface ResolverModels extends Models {}
}
