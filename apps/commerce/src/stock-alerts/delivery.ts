/**
 * Mails each confirmed alert once its product or variation is no longer out of stock. Whatever
 * brought the stock back (a shop manager's updateProduct or updateProductVariation, an order's
 * stock returned, the shop owner's own tools on the database), the next run sees it: a run claims
 * the due alerts by setting them `notified` in one UPDATE (rows locked with SKIP LOCKED, so several
 * backend processes never claim the same alert), then sends; an alert whose email fails is
 * confirmed again for the next run. Once sent, the alert is used up: a later restock sends nothing.
 */
import { asStoreLanguage, DEFAULT_LANGUAGE } from '@ppe/shop-rules/languages';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { products, productVariations, stockAlerts } from '../db/schema.ts';
import type { Mailer } from '../lib/mail.ts';
import { repeatEvery } from '../lib/periodic.ts';
import { type AlertShop, backInStockEmail } from './emails.ts';
import { findAlertItem } from './items.ts';
import { issueUnsubscribeToken } from './subscriptions.ts';

const BATCH = 50;

/** Whether a stock status can be ordered: in stock, or on backorder. */
const available = (status: unknown) => sql`${status} <> 'outofstock'`;

/** Claims the confirmed alerts whose item is available again and mails them; returns how many were sent. */
export async function deliverStockAlerts(
  db: Db,
  mailer: Mailer,
  shop: AlertShop,
  logger?: Logger,
  now = new Date(),
): Promise<number> {
  const due = db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .leftJoin(productVariations, eq(productVariations.id, stockAlerts.variationId))
    .where(
      and(
        eq(stockAlerts.status, 'confirmed'),
        eq(products.status, 'publish'),
        sql`case when ${stockAlerts.variationId} = 0 then ${available(products.stockStatus)}
          else coalesce(${available(productVariations.stockStatus)}, false) end`,
      ),
    )
    .orderBy(stockAlerts.id)
    .limit(BATCH)
    .for('update', { of: stockAlerts, skipLocked: true });
  const claimed = await db
    .update(stockAlerts)
    .set({ status: 'notified', notifiedAt: now, modifiedAt: now })
    .where(and(sql`${stockAlerts.id} in ${due}`, eq(stockAlerts.status, 'confirmed')))
    .returning();
  let sent = 0;
  for (const alert of claimed) {
    try {
      const language = asStoreLanguage(alert.language) ?? DEFAULT_LANGUAGE;
      const item = await findAlertItem(db, alert.productId, alert.variationId, language);
      const unsubscribeToken = await issueUnsubscribeToken(db, alert.id, now);
      const mail = {
        email: alert.email,
        language,
        productId: alert.productId,
        variationId: alert.variationId,
        unsubscribeToken,
      };
      await mailer.send(backInStockEmail(mail, item ?? { name: '', slug: '' }, shop));
      sent += 1;
    } catch (error) {
      logger?.error(
        { err: error, stockAlertId: alert.id },
        'stock alert email failed; retrying at the next run',
      );
      await db
        .update(stockAlerts)
        .set({ status: 'confirmed', notifiedAt: null })
        .where(and(eq(stockAlerts.id, alert.id), eq(stockAlerts.status, 'notified')));
    }
  }
  return sent;
}

/**
 * Sends the alerts due now, after a change that may have brought stock back, so shoppers need not
 * wait for the next run; a failure is only logged and the job sends what is left.
 */
export function deliverStockAlertsNow(db: Db, mailer: Mailer, shop: AlertShop, logger: Logger): void {
  deliverStockAlerts(db, mailer, shop, logger).catch((error: unknown) => {
    logger.error({ err: error }, 'stock alert delivery after a stock change failed; the job sends them');
  });
}

/** Runs the delivery every `intervalMs` (and once at once); the returned function stops it. */
export function startStockAlertDelivery(
  db: Db,
  mailer: Mailer,
  shop: () => Promise<AlertShop>,
  logger: Logger,
  intervalMs: number,
): () => Promise<void> {
  const job = repeatEvery(
    async () => deliverStockAlerts(db, mailer, await shop(), logger),
    intervalMs,
    (error) => logger.error({ err: error }, 'stock alert delivery run failed'),
  );
  void job.runNow();
  return job.stop;
}
