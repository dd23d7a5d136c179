/**
 * Sends the catalogue's changes to the webhooks listening to them, as WooCommerce does
 * (WC_Webhook::deliver): a JSON POST of the product, signed with the webhook's secret, with
 * WooCommerce's headers. A run claims waiting changes in one UPDATE (rows locked with SKIP LOCKED,
 * so several backend processes on one database never claim the same change), sends each to every
 * active webhook of its topic, and marks it done. A change claimed by a process that died before
 * finishing is claimed again after a minute; its deliveries then carry the same delivery id, so a
 * receiver that keeps them does it once. As on WooCommerce, a failed delivery is not sent again
 * (the storefront's timed refresh is the backstop), and a webhook that failed more than five times
 * in a row is disabled.
 */
import { createHash, createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { type ProductTopic, webhookDeliveries, webhookEvents, webhooks } from '../db/schema.ts';
import { deletedPayload, type PayloadSite, productPayload } from './product-payload.ts';

const BATCH = 20;
/** A claim older than this belongs to a process that stopped before finishing it. */
const CLAIM_LAPSES_AFTER = '60 seconds';
/** WooCommerce disables a webhook once it has failed more than this many times in a row. */
export const MAX_DELIVERY_FAILURES = 5;
const DELIVERY_TIMEOUT_MS = 10_000;

export interface DeliverySite extends PayloadSite {
  /** What a receiver reads in X-WC-Webhook-Source: the site's address, as WooCommerce's home_url('/'). */
  source: string;
}

type Webhook = typeof webhooks.$inferSelect;

export const signature = (body: string, secret: string) =>
  createHmac('sha256', secret).update(body).digest('base64');

/** The same for every attempt at one change to one webhook, so a receiver can tell a repeat. */
const deliveryIdOf = (eventId: number, webhook: Webhook) =>
  createHash('md5').update(`${eventId}:${webhook.id}:${webhook.createdAt.getTime()}`).digest('hex');

/** Claims the waiting changes, delivers them; returns how many deliveries were made. */
export async function deliverWebhookEvents(db: Db, site: DeliverySite, logger?: Logger): Promise<number> {
  const claimed = await db.execute<{ id: string; topic: ProductTopic; product_id: number }>(sql`
    update webhook_events set claimed_at = now()
    where id in (
      select id from webhook_events
      where done_at is null
        and (claimed_at is null or claimed_at < now() - ${sql.raw(`interval '${CLAIM_LAPSES_AFTER}'`)})
      order by id
      limit ${BATCH}
      for update skip locked
    )
    returning id, topic, product_id`);
  let sent = 0;
  for (const event of claimed.rows) {
    const eventId = Number(event.id);
    const listening = await db
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.topic, event.topic), eq(webhooks.status, 'active')));
    const body =
      event.topic === 'product.deleted'
        ? deletedPayload(event.product_id)
        : await productPayload(db, event.product_id, site);
    for (const webhook of listening) {
      // A product removed before its creation or update was sent is the deletion's to tell.
      if (body === null) continue;
      await deliverOne(db, webhook, eventId, event.topic, body, site, logger);
      sent += 1;
    }
    await db.update(webhookEvents).set({ doneAt: sql`now()` }).where(eq(webhookEvents.id, eventId));
  }
  return sent;
}

async function deliverOne(
  db: Db,
  webhook: Webhook,
  eventId: number,
  topic: ProductTopic,
  body: string,
  site: DeliverySite,
  logger?: Logger,
) {
  const deliveryId = deliveryIdOf(eventId, webhook);
  const [resource = 'product', event = ''] = topic.split('.');
  const started = performance.now();
  let status: number | null = null;
  let error: string | null = null;
  try {
    const response = await fetch(webhook.deliveryUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'WooCommerce-compatible Hookshot',
        'x-wc-webhook-source': site.source,
        'x-wc-webhook-topic': topic,
        'x-wc-webhook-resource': resource,
        'x-wc-webhook-event': event,
        'x-wc-webhook-signature': signature(body, webhook.secret),
        'x-wc-webhook-id': String(webhook.id),
        'x-wc-webhook-delivery-id': deliveryId,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
  }
  // WooCommerce counts a 2xx, 301 or 302 answer as delivered (WC_Webhook::is_successful_response).
  const delivered = status !== null && ((status >= 200 && status < 300) || status === 301 || status === 302);
  await db.insert(webhookDeliveries).values({
    webhookId: webhook.id,
    eventId,
    deliveryId,
    responseStatus: status,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  await db
    .update(webhooks)
    .set(
      delivered
        ? { failureCount: 0 }
        : {
            failureCount: sql`${webhooks.failureCount} + 1`,
            status: sql`case when ${webhooks.failureCount} + 1 > ${MAX_DELIVERY_FAILURES} then 'disabled' else ${webhooks.status} end`,
          },
    )
    .where(eq(webhooks.id, webhook.id));
  if (!delivered) {
    logger?.warn(
      { webhook: webhook.id, topic, url: webhook.deliveryUrl, status, error },
      'webhook delivery failed',
    );
  }
}
