/**
 * The order-confirmation email, as plain text and HTML: the lines with their chosen variation,
 * totals that add up (line subtotals before the coupon, then the discount), the shipping method,
 * the customer's note and both addresses. Everything the shopper typed is escaped in the HTML.
 */

import { escapeHtml } from '../lib/html.ts';
import type { EmailMessage } from '../lib/mail.ts';
import { type CurrencyFormat, formatMoney } from '../lib/money.ts';
import { addressLines, type EmailLine, orderReceivedLink, shippingRow } from './email-details.ts';
import { type PaymentInstructions, paymentSection } from './email-payment.ts';
import type { OrderRow } from './types.ts';

const variationText = (line: EmailLine) =>
  line.variation.map(([label, value]) => `${label}: ${value}`).join(', ');

export function orderConfirmationEmail(
  order: OrderRow,
  lines: EmailLine[],
  shop: { siteName: string; storefrontUrl: string; currency: CurrencyFormat },
  /** Gift cards that paid part of the order: the total is what was left after them. */
  giftCards: { code: string; amount: number }[] = [],
  /** How to pay, for an order on hold until a bank transfer or cheque arrives. */
  payment: PaymentInstructions | null = null,
  /** When the order's files become available, for one on hold until paid (email-downloads.ts). */
  downloads: string | null = null,
): EmailMessage {
  const money = (cents: number) => formatMoney(cents, shop.currency);
  const name = order.billing.firstName ?? '';
  const link = orderReceivedLink(order, shop.storefrontUrl);
  const shipping = shippingRow(order, shop.currency);
  const rows: [string, string][] = [
    ['Subtotal', money(order.subtotal)],
    ...(order.discountTotal > 0 ? [['Discount', `-${money(order.discountTotal)}`] as [string, string]] : []),
    ...(shipping ? [['Shipping', shipping] as [string, string]] : []),
    ...(order.totalTax > 0 ? [['Tax', money(order.totalTax)] as [string, string]] : []),
    ...giftCards.map((card): [string, string] => [`Gift card ${card.code}`, `-${money(card.amount)}`]),
    // An order with nothing left to pay has no payment method to name.
    ...(order.paymentMethodTitle ? [['Payment method', order.paymentMethodTitle] as [string, string]] : []),
    ['Total', money(order.total)],
  ];
  const addresses = (
    [
      ['Billing address', addressLines(order.billing)],
      ['Shipping address', addressLines(order.shipping)],
    ] as [string, string[]][]
  ).filter(([, block]) => block.length > 0);
  const intro =
    order.status === 'on-hold'
      ? `Thank you for your order. We have received your order #${order.id}; it is on hold until we confirm that your payment has arrived.`
      : `Thank you for your order. We have received your order #${order.id} and it is now being processed.`;
  const howToPay = paymentSection(order, payment);

  const text = [
    `Hi ${name},`,
    '',
    intro,
    '',
    ...(downloads ? [downloads, ''] : []),
    ...howToPay.text,
    `Order #${order.id}`,
    '',
    ...lines.flatMap((line) => [
      `${line.name} × ${line.quantity}: ${money(line.subtotal)}`,
      ...(line.variation.length > 0 ? [`  ${variationText(line)}`] : []),
    ]),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(order.customerNote ? ['', `Note: ${order.customerNote}`] : []),
    ...addresses.flatMap(([heading, block]) => ['', `${heading}:`, ...block]),
    '',
    `View your order: ${link}`,
    '',
    shop.siteName,
  ].join('\n');

  const lineRows = lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)} × ${line.quantity}${
          line.variation.length > 0 ? `<br><small>${escapeHtml(variationText(line))}</small>` : ''
        }</td><td align="right">${escapeHtml(money(line.subtotal))}</td></tr>`,
    )
    .join('\n');
  const totalRows = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" scope="row">${escapeHtml(label)}</th><td align="right">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const addressBlocks = addresses
    .map(
      ([heading, block]) =>
        `<h3>${escapeHtml(heading)}</h3>\n<address style="font-style:normal">${block.map(escapeHtml).join('<br>')}</address>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hi ${escapeHtml(name)},</p>
<p>${escapeHtml(intro)}</p>
${downloads ? `<p>${escapeHtml(downloads)}</p>\n` : ''}${howToPay.html}
<h2>Order #${order.id}</h2>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse">
<thead><tr><th align="left" scope="col">Product</th><th align="right" scope="col">Price</th></tr></thead>
<tbody>
${lineRows}
</tbody>
<tfoot>
${totalRows}
</tfoot>
</table>
${order.customerNote ? `<p><strong>Note:</strong> ${escapeHtml(order.customerNote)}</p>` : ''}
${addressBlocks}
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
