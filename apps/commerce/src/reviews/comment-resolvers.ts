/** Product reviews are WordPress comments with a rating (WooGraphQL's Comment + edge rating). */
import { createHash } from 'node:crypto';
import type { CommentAuthorResolvers, CommentResolvers } from '../graphql/generated/resolvers-types.ts';
import { wpDate } from '../lib/dates.ts';
import { toGlobalId } from '../lib/global-id.ts';
import type { ReviewAuthor } from './types.ts';

const avatarHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export const commentResolvers: CommentResolvers = {
  id: (row) => toGlobalId('comment', row.id),
  databaseId: (row) => row.id,
  content: (row) => `<p>${row.content.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`,
  date: (row) => wpDate(row.createdAt),
  approved: (row) => row.status === 'approved',
  // WordPress's comment statuses as WPGraphQL's CommentStatusEnum names them.
  status: (row) => (row.status === 'approved' ? 'APPROVE' : row.status.toUpperCase()),
  /** Store plugin field: WooCommerce's "verified owner" badge. */
  verified: (row) => row.verified,
  author: (row) => ({
    cursor: null,
    name: row.author,
    email: null,
    node: { name: row.author, email: row.authorEmail } satisfies ReviewAuthor,
  }),
};

export const commentAuthorResolvers: CommentAuthorResolvers = {
  id: (author) => toGlobalId('comment', `author-${avatarHash(author.email).slice(0, 16)}`),
  databaseId: () => 0,
  name: (author) => author.name,
  // Reviewers' addresses are private.
  email: () => null,
  url: () => null,
  avatar: (author) => ({
    url: `https://secure.gravatar.com/avatar/${avatarHash(author.email)}?s=96&d=mm&r=g`,
    width: 96,
    height: 96,
  }),
};
