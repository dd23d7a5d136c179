/**
 * The webhooks a store owner sets up, as WooCommerce keeps them (one per topic, with its delivery
 * URL and secret), and the background run that delivers the catalogue's changes to them.
 * `COMMERCE_WEBHOOK_URL` and `COMMERCE_WEBHOOK_SECRET` name the one the backend keeps at start-up,
 * one webhook per product topic named "storefront": the storefront's
 * `/api/webhooks/woocommerce`, as an owner of a real site points WooCommerce at it.
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { PRODUCT_TOPICS, type ProductTopic, webhooks } from '../db/schema.ts';
import { repeatEvery } from '../lib/periodic.ts';
import { type DeliverySite, deliverWebhookEvents } from './deliver.ts';

export interface WebhookSetting {
  name: string;
  deliveryUrl: string;
  secret: string;
  topics: readonly ProductTopic[];
}

export const STOREFRONT_WEBHOOK = 'storefront';

/**
 * Makes the named webhook exist for exactly these topics, active, with this URL and secret (as an
 * owner saving it in WooCommerce would); its other topics are removed. One save of a name at a
 * time: backends starting together each keep the configured webhook, and two saves that both
 * found no row would each insert one, so every change would be sent twice.
 */
export async function keepWebhook(db: Db, setting: WebhookSetting): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhook:${setting.name}`}))`);
    await tx
      .delete(webhooks)
      .where(
        and(
          eq(webhooks.name, setting.name),
          setting.topics.length > 0 ? notInArray(webhooks.topic, [...setting.topics]) : undefined,
        ),
      );
    const existing = await tx
      .select({ topic: webhooks.topic })
      .from(webhooks)
      .where(and(eq(webhooks.name, setting.name), inArray(webhooks.topic, [...setting.topics])));
    const have = new Set(existing.map((row) => row.topic));
    const saved = { deliveryUrl: setting.deliveryUrl, secret: setting.secret, status: 'active' as const };
    for (const topic of setting.topics) {
      if (have.has(topic)) {
        await tx
          .update(webhooks)
          .set({ ...saved, failureCount: 0, modifiedAt: new Date() })
          .where(and(eq(webhooks.name, setting.name), eq(webhooks.topic, topic)));
      } else {
        await tx.insert(webhooks).values({ ...saved, name: setting.name, topic });
      }
    }
  });
}

/** Topics as written in COMMERCE_WEBHOOK_TOPICS (comma-separated), each one a product topic. */
export function parseTopics(value: string | undefined): ProductTopic[] {
  if (!value?.trim()) return [...PRODUCT_TOPICS];
  const topics = value
    .split(',')
    .map((topic) => topic.trim())
    .filter(Boolean);
  const unknown = topics.filter((topic) => !(PRODUCT_TOPICS as readonly string[]).includes(topic));
  if (unknown.length > 0) {
    throw new Error(
      `COMMERCE_WEBHOOK_TOPICS: unknown topic(s) ${unknown.join(', ')}; use ${PRODUCT_TOPICS.join(', ')}`,
    );
  }
  return topics as ProductTopic[];
}

/**
 * Delivers waiting changes every `intervalMs`; several processes share the work safely. Webhooks
 * are kept at start-up, so a shop with none active then sends no statement for them at all.
 */
export async function startWebhookDelivery(
  db: Db,
  site: () => DeliverySite,
  logger: Logger,
  intervalMs: number,
): Promise<() => Promise<void>> {
  const [active] = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(eq(webhooks.status, 'active'))
    .limit(1);
  if (!active) return async () => {};
  const run = repeatEvery(
    () => deliverWebhookEvents(db, site(), logger),
    intervalMs,
    (error) => logger.error({ err: error }, 'webhook delivery run failed'),
  );
  return run.stop;
}
