/**
 * Telling the customer that the payment of their order has been recorded (orders/email-paid.ts):
 * sent once the payment's transaction has committed, by whoever recorded it (the updateOrder
 * mutation, the `order:mark-paid` command). A mail failure is logged and never undoes the
 * payment, as with the order confirmation.
 */
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { downloadUrl, guestProofOf } from '../downloads/links.ts';
import { isPaidStatus, permissionsOfOrder } from '../downloads/permissions.ts';
import type { Mailer } from '../lib/mail.ts';
import { orderPaidEmail, type PaidOrderStatus } from '../orders/email-paid.ts';
import { orderLanguage } from '../orders/order-language.ts';
import type { OrderRow } from '../orders/types.ts';

/** What sending the email needs from the process recording the payment. */
export interface PaymentEmailSender {
  mailer: Mailer;
  logger: Logger;
  /** Where this backend is reached: the download links point at its /download route. */
  publicUrl: string;
  shop: { siteName: string; storefrontUrl: string };
}

export async function sendPaymentReceivedEmail(
  db: Db,
  sender: PaymentEmailSender,
  order: OrderRow,
  giftCardsIssued: boolean,
): Promise<void> {
  // As at checkout: no billing email, no mail.
  if (!order.billing.email?.trim() || !isPaidStatus(order.status)) return;
  try {
    const downloads = (await permissionsOfOrder(db, order.id)).map((permission) => ({
      name: permission.name,
      url: downloadUrl(sender.publicUrl, permission.downloadKey, guestProofOf(permission, order)),
    }));
    const paid = order as OrderRow & { status: PaidOrderStatus };
    await sender.mailer.send(
      orderPaidEmail(paid, downloads, giftCardsIssued, sender.shop, orderLanguage(order)),
    );
  } catch (error) {
    sender.logger.error({ err: error, orderId: order.id }, 'payment received email failed');
  }
}
