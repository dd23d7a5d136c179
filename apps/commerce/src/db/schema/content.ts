/** Blog posts, store options (WordPress options) and contact messages. */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { media } from './catalog.ts';
import { objectId } from './ids.ts';

export const posts = pgTable(
  'posts',
  {
    id: objectId(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    status: text('status').notNull().default('publish'),
    authorName: text('author_name').notNull(),
    featuredImageId: integer('featured_image_id').references(() => media.id),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('posts_published').on(t.status, t.publishedAt, t.id)],
);

/** Store-wide settings as WordPress options: one JSON value per name. */
export const options = pgTable('options', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * Messages sent with the storefront's contact form (a contact-form plugin's entries table).
 * Kept as written, trimmed; the store's staff answer them by email.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    /** The storefront locale the shopper wrote from (en-US, de-DE …), so staff can answer in it. */
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created').on(t.createdAt)],
);
