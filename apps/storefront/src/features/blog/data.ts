import 'server-only';
import { cache } from 'react';
import { GetPostDocument, GetPostsDocument } from '@/graphql/generated';
import { CACHE_TAGS } from '@/lib/commerce/server/cache';
import { commerceQuery } from '@/lib/commerce/server/client';
import {
  type PageCursors,
  POSTS_PER_PAGE,
  type PostDetail,
  type PostSummary,
  type PostsPageRequest,
  pageCursors,
  toPostDetail,
  toPostSummary,
} from './posts';

/** The newest posts, for the home page. */
export async function getLatestPosts(count: number): Promise<PostSummary[]> {
  const data = await commerceQuery(GetPostsDocument, { first: count }, { tags: [CACHE_TAGS.posts] });
  return (data.posts?.nodes ?? []).map(toPostSummary);
}

export interface PostsPage extends PageCursors {
  posts: PostSummary[];
}

/** One page of the blog, newest first: the first page, the page after a cursor, or the page before one. */
export async function getPostsPage(request: PostsPageRequest): Promise<PostsPage> {
  const variables =
    'before' in request
      ? { first: null, last: POSTS_PER_PAGE, before: request.before }
      : { first: POSTS_PER_PAGE, after: 'after' in request ? request.after : null };
  const data = await commerceQuery(GetPostsDocument, variables, { tags: [CACHE_TAGS.posts] });
  const posts = (data.posts?.nodes ?? []).map(toPostSummary);
  return { posts, ...pageCursors(request, data.posts?.pageInfo, posts.length) };
}

/** One published post by slug, or null. Cached per request: metadata and page share one call. */
export const getPost = cache(async (slug: string): Promise<PostDetail | null> => {
  const data = await commerceQuery(GetPostDocument, { slug }, { tags: [CACHE_TAGS.posts] });
  return data.post ? toPostDetail(data.post) : null;
});
