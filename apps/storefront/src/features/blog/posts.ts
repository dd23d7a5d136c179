/**
 * Blog posts as the storefront's components see them: plain-text excerpts, sanitised content,
 * parsed dates. Raw GraphQL shapes stop here.
 */
import type { GetPostQuery, PostCardFragment } from '@/graphql/generated';
import { shopMediaUrl, shopSrcSet } from '@/lib/catalog/media-url';
import { htmlToText, sanitizeHtml } from '@/lib/html/sanitize';
import { parseWpDate } from './dates';

/** The blog shows 24 posts per page (spec section 9). */
export const POSTS_PER_PAGE = 24;

interface PostImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  /** Every size the backend has, so the browser fetches the one the screen draws. */
  srcSet?: string;
}

export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  date: Date | null;
  /** The excerpt as plain text. */
  excerpt: string;
  image: PostImage | null;
}

export interface PostDetail extends PostSummary {
  modified: Date | null;
  author: string | null;
  /** The post body, sanitised: safe to render as HTML. */
  contentHtml: string;
}

type PostNode = NonNullable<GetPostQuery['post']>;

function toImage(
  node: { sourceUrl: string | null; altText: string | null; srcSet?: string | null } | null | undefined,
  fallbackAlt: string,
  size?: { width: number | null; height: number | null } | null,
): PostImage | null {
  if (!node?.sourceUrl) return null;
  const srcSet = shopSrcSet(node.srcSet);
  return {
    url: shopMediaUrl(node.sourceUrl),
    // Editors often leave alt text empty; the post title describes the picture well enough.
    alt: node.altText || fallbackAlt,
    ...(size?.width && size.height ? { width: size.width, height: size.height } : {}),
    ...(srcSet ? { srcSet } : {}),
  };
}

export function toPostSummary(node: PostCardFragment): PostSummary {
  const title = htmlToText(node.title);
  return {
    id: node.databaseId,
    slug: node.slug ?? String(node.databaseId),
    title,
    date: parseWpDate(node.date),
    excerpt: htmlToText(node.excerpt),
    image: toImage(node.featuredImage?.node, title),
  };
}

export function toPostDetail(node: PostNode): PostDetail {
  const summary = toPostSummary(node);
  const image = node.featuredImage?.node;
  return {
    ...summary,
    modified: parseWpDate(node.modified),
    author: node.author?.node.name ?? null,
    contentHtml: sanitizeHtml(node.content),
    // The article shows the image at its own size, so it keeps its dimensions.
    image: toImage(image, summary.title, image?.mediaDetails),
  };
}

/**
 * A paging cursor from the query string, or null when absent or not one a WPGraphQL list could
 * have returned (base64 text of a sane length). Anything else never reaches the backend.
 */
export function readCursor(value: string | string[] | undefined): string | null {
  const cursor = Array.isArray(value) ? value[0] : value;
  if (!cursor) return null;
  return /^[A-Za-z0-9+/_-]{1,500}={0,2}$/.test(cursor) ? cursor : null;
}

/** Whether a URL segment can be a post slug (WordPress slugs: letters, digits, hyphens, percent-escapes). */
export const isPostSlug = (slug: string): boolean => /^[\p{L}\p{N}_%-]{1,200}$/u.test(slug);

/** Which page of the blog a request asks for: the newest, the one after a cursor, or the one before it. */
export type PostsPageRequest = { after: string } | { before: string } | Record<string, never>;

export function readPostsPageRequest(searchParams: Record<string, string | string[] | undefined>): {
  request: PostsPageRequest;
  /** A cursor parameter was given but is not a valid cursor. */
  invalid: boolean;
} {
  const hasAfter = searchParams.after !== undefined;
  const hasBefore = searchParams.before !== undefined;
  const after = readCursor(searchParams.after);
  const before = readCursor(searchParams.before);
  if ((hasAfter && !after) || (hasBefore && !before) || (after && before))
    return { request: {}, invalid: true };
  if (after) return { request: { after }, invalid: false };
  if (before) return { request: { before }, invalid: false };
  return { request: {}, invalid: false };
}

export interface PageCursors {
  /** Cursor for the "Older posts" link (?after=…), or null on the last page. */
  olderCursor: string | null;
  /** Cursor for the "Newer posts" link (?before=…), or null on the newest page. */
  newerCursor: string | null;
}

/**
 * The links around a page of posts. WPGraphQL's hasNextPage/hasPreviousPage speak for the
 * direction the page was read in: paging back from an older page, older posts certainly follow,
 * and a page read after a cursor certainly has newer posts before it.
 */
export function pageCursors(
  request: PostsPageRequest,
  pageInfo:
    | { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null }
    | null
    | undefined,
  count: number,
): PageCursors {
  if (!pageInfo || count === 0) return { olderCursor: null, newerCursor: null };
  const backwards = 'before' in request;
  const olderFollow = backwards || pageInfo.hasNextPage;
  const newerPrecede = backwards ? pageInfo.hasPreviousPage : 'after' in request;
  return {
    olderCursor: olderFollow ? pageInfo.endCursor : null,
    newerCursor: newerPrecede ? pageInfo.startCursor : null,
  };
}
