/** The order-confirmation email, as plain text and HTML. */

import type { EmailMessage } from '../lib/mail.ts';
import { type CurrencyFormat, formatMoney } from '../lib/money.ts';
import type { OrderItemRow, OrderRow } from './types.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function orderConfirmationEmail(
  order: OrderRow,
  items: OrderItemRow[],
  shop: { siteName: string; storefrontUrl: string; currency: CurrencyFormat },
): EmailMessage {
  const money = (cents: number) => formatMoney(cents, shop.currency);
  const name = order.billing.firstName ?? '';
  const link = `${shop.storefrontUrl}/checkout/order-received/${order.id}?key=${order.orderKey}`;
  const rows: [string, string][] = [
    ['Subtotal', money(order.subtotal)],
    ...(order.discountTotal > 0 ? [['Discount', `-${money(order.discountTotal)}`] as [string, string]] : []),
    ['Shipping', money(order.shippingTotal)],
    ...(order.totalTax > 0 ? [['Tax', money(order.totalTax)] as [string, string]] : []),
    ['Payment method', order.paymentMethodTitle],
    ['Total', money(order.total)],
  ];
  const intro =
    order.status === 'on-hold'
      ? `Thank you for your order. We have received your order #${order.id}; it is on hold until we confirm that your payment has arrived.`
      : `Thank you for your order. We have received your order #${order.id} and it is now being processed.`;
  const text = [
    `Hi ${name},`,
    '',
    intro,
    '',
    ...items.map((item) => `${item.name} × ${item.quantity}: ${money(item.subtotal)}`),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(order.customerNote ? ['', `Note: ${order.customerNote}`] : []),
    '',
    `View your order: ${link}`,
    '',
    shop.siteName,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hi ${escapeHtml(name)},</p>
<p>${escapeHtml(intro)}</p>
<table cellpadding="4">${items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.name)} × ${item.quantity}</td><td>${escapeHtml(money(item.subtotal))}</td></tr>`,
    )
    .join('')}
${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
${order.customerNote ? `<p>Note: ${escapeHtml(order.customerNote)}</p>` : ''}
<p><a href="${escapeHtml(link)}">View your order</a></p>
<p>${escapeHtml(shop.siteName)}</p>
</body></html>`;
  return {
    to: order.billing.email ?? '',
    subject: `[${shop.siteName}] Your order #${order.id} has been received`,
    text,
    html,
  };
}
