/**
 * Writing a product review (WooGraphQL's writeReview): every field checked with its own
 * message, HTML stripped, the author marked a verified owner when signed in with a paid order
 * of the product, and
 * WooCommerce-style moderation: reviews by signed-in customers or verified owners are published
 * at once (and counted in the product's rating), other guests' reviews wait for moderation.
 */
import { EMAIL_MAX_LENGTH, isEmail } from '@ppe/shop-rules/email';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { decodeHTML } from 'entities';
import sanitize from 'sanitize-html';
import type { ReviewRow } from '../catalog/loaders.ts';
import type { Db } from '../db/client.ts';
import { customers, orderItems, orders, products, reviews } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';

export const REVIEW_MESSAGES = {
  rating: 'Please choose a rating from 1 to 5 stars.',
  author: 'Please enter your name.',
  authorTooLong: 'Your name can be at most 100 characters long.',
  authorEmail: 'Please enter a valid email address.',
  content: 'Please write your review.',
  contentTooLong: 'Your review can be at most 5000 characters long.',
  commentOn: 'Please choose the product you are reviewing.',
  productNotFound: 'Product not found',
  duplicate: 'You have already submitted this review.',
} as const;

export interface WriteReviewInput {
  rating?: number | null;
  author?: string | null;
  authorEmail?: string | null;
  content?: string | null;
  commentOn?: number | null;
}

/** Elements whose end starts a new line of the review's text. */
const LINE_BREAKS = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
]);

/**
 * Text without markup: script and style blocks go whole, other tags go, entities are decoded.
 * sanitize-html parses the markup as a browser would (2.17.5: the last release declaring Node 20).
 */
export function stripHtml(text: string): string {
  let newline = false;
  const mark = (tag: string) => {
    newline ||= LINE_BREAKS.has(tag);
  };
  const escaped = sanitize(text, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'template', 'iframe', 'svg', 'math'],
    onOpenTag: mark,
    onCloseTag: mark,
    textFilter: (chunk) => {
      const line = newline ? `\n${chunk}` : chunk;
      newline = false;
      return line;
    },
  });
  return decodeHTML(escaped)
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface ReviewAccount {
  id: number;
  name: string;
  email: string;
}

/** Checks the fields in the order the form shows them; the first problem is the message. */
function validated(input: WriteReviewInput, account: ReviewAccount | null) {
  const rating = input.rating;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) {
    throw new UserInputError(REVIEW_MESSAGES.rating, { code: 'REVIEW_RATING_REQUIRED' });
  }
  // A signed-in customer may leave name and email to their account.
  const author = stripHtml(input.author ?? '') || account?.name || '';
  if (!author) throw new UserInputError(REVIEW_MESSAGES.author, { code: 'REVIEW_AUTHOR_REQUIRED' });
  if (author.length > 100)
    throw new UserInputError(REVIEW_MESSAGES.authorTooLong, {
      code: 'REVIEW_AUTHOR_TOO_LONG',
      params: { max: 100 },
    });
  const authorEmail = (input.authorEmail ?? '').trim() || account?.email || '';
  if (!isEmail(authorEmail) || authorEmail.length > EMAIL_MAX_LENGTH)
    throw new UserInputError(REVIEW_MESSAGES.authorEmail, { code: 'REVIEW_EMAIL_INVALID' });
  const content = stripHtml(input.content ?? '');
  if (!content) throw new UserInputError(REVIEW_MESSAGES.content, { code: 'REVIEW_CONTENT_REQUIRED' });
  if (content.length > 5000)
    throw new UserInputError(REVIEW_MESSAGES.contentTooLong, {
      code: 'REVIEW_CONTENT_TOO_LONG',
      params: { max: 5000 },
    });
  const productId = input.commentOn;
  if (typeof productId !== 'number' || !Number.isInteger(productId) || productId <= 0) {
    throw new UserInputError(REVIEW_MESSAGES.commentOn, { code: 'REVIEW_PRODUCT_REQUIRED' });
  }
  return { rating, author, authorEmail, content, productId };
}

/**
 * A verified owner is a signed-in customer with a paid order (processing or completed, the
 * payment taken) holding the product. Unlike wc_customer_bought_product, a billing email proves
 * nothing: anyone can type a buyer's address, or place an order they never pay, to be marked
 * verified and skip moderation.
 */
async function boughtProduct(db: Db, productId: number, customerId: number | null): Promise<boolean> {
  if (customerId === null) return false;
  const [hit] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orderItems.productId, productId),
        eq(orders.customerId, customerId),
        sql`${orders.status} in ('processing', 'completed')`,
        isNotNull(orders.datePaid),
      ),
    )
    .limit(1);
  return Boolean(hit);
}

/** Recomputes a product's average rating (two decimals, as WooCommerce stores it) and count. */
async function refreshRating(db: Db, productId: number): Promise<void> {
  await db
    .update(products)
    .set({
      averageRating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 2) from ${reviews} where ${reviews.productId} = ${productId} and ${reviews.status} = 'approved'), 0)`,
      reviewCount: sql`(select count(*) from ${reviews} where ${reviews.productId} = ${productId} and ${reviews.status} = 'approved')::int`,
    })
    .where(eq(products.id, productId));
}

export async function findReviewAccount(db: Db, customerId: number): Promise<ReviewAccount | null> {
  const [row] = await db
    .select({
      id: customers.id,
      displayName: customers.displayName,
      firstName: customers.firstName,
      lastName: customers.lastName,
      username: customers.username,
      email: customers.email,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) return null;
  const name = row.displayName || `${row.firstName} ${row.lastName}`.trim() || row.username;
  return { id: row.id, name, email: row.email };
}

export async function writeReview(
  db: Db,
  input: WriteReviewInput,
  account: ReviewAccount | null,
): Promise<ReviewRow> {
  const review = validated(input, account);
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, review.productId), eq(products.status, 'publish')));
  if (!product)
    throw new UserInputError(REVIEW_MESSAGES.productNotFound, {
      code: 'PRODUCT_NOT_FOUND',
      field: 'commentOn',
    });

  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [same] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        and(
          eq(reviews.productId, review.productId),
          sql`lower(${reviews.authorEmail}) = lower(${review.authorEmail})`,
          eq(reviews.content, review.content),
        ),
      )
      .limit(1);
    if (same) throw new UserInputError(REVIEW_MESSAGES.duplicate, { code: 'DUPLICATE_REVIEW' });
    const verified = await boughtProduct(tx, review.productId, account?.id ?? null);
    const [row] = await tx
      .insert(reviews)
      .values({
        ...review,
        customerId: account?.id ?? null,
        verified,
        status: account || verified ? 'approved' : 'hold',
      })
      .returning();
    if (!row) throw new Error('The review was not stored.');
    if (row.status === 'approved') await refreshRating(tx, review.productId);
    return row;
  });
}
