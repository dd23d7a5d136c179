/**
 * WooCommerce's webhooks, kept as WooCommerce keeps them (one row per webhook: a topic, a delivery
 * URL, a secret, a status), and the catalogue changes waiting to be delivered. A trigger on
 * products and variations writes a change in the writing transaction, whoever writes (the
 * checkout's stock, a script, a migration, psql; migrations 0020, 0021), so a change is never lost
 * and a backend delivers it after it commits; several backends on one database claim each change
 * once.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export type WebhookStatus = 'active' | 'paused' | 'disabled';

/** The topics a change to the catalogue fires (WC_Webhook::get_topic_hooks). */
export const PRODUCT_TOPICS = [
  'product.created',
  'product.updated',
  'product.deleted',
  'product.restored',
] as const;
export type ProductTopic = (typeof PRODUCT_TOPICS)[number];

const moment = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const webhooks = pgTable('webhooks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  status: text('status').$type<WebhookStatus>().notNull().default('active'),
  topic: text('topic').$type<ProductTopic>().notNull(),
  deliveryUrl: text('delivery_url').notNull(),
  secret: text('secret').notNull(),
  /** Failed deliveries in a row; past five WooCommerce disables the webhook, and so does this. */
  failureCount: integer('failure_count').notNull().default(0),
  createdAt: moment('created_at').notNull().defaultNow(),
  modifiedAt: moment('modified_at').notNull().defaultNow(),
});

/**
 * A product's change waiting for its deliveries: claimed by one backend (claimed_at), done once
 * every active webhook of its topic was sent it. One waiting row per product and topic: changes
 * made before it is claimed are delivered together, as WooCommerce sends one per request.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').$type<ProductTopic>().notNull(),
    productId: integer('product_id').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    claimedAt: moment('claimed_at'),
    doneAt: moment('done_at'),
  },
  (t) => [
    index('webhook_events_waiting').on(t.id).where(sql`done_at is null`),
    // The trigger's look for a change of the same product not yet claimed.
    index('webhook_events_unclaimed').on(t.productId, t.topic).where(sql`claimed_at is null`),
  ],
);

/** What each delivery got, as WooCommerce's webhook log keeps it. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    deliveryId: text('delivery_id').notNull(),
    /** The HTTP status answered, or null when none came (refused, timed out). */
    responseStatus: integer('response_status'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    deliveredAt: moment('delivered_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_webhook').on(t.webhookId, t.id)],
);
