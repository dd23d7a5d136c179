/**
 * The order-confirmation email, as plain text and HTML: the lines with their chosen variation,
 * totals that add up (line subtotals before the coupon, then the discount), the shipping method,
 * the customer's note and both addresses. Everything the shopper typed is escaped in the HTML.
 * Written in the language the order was placed in: words (email-texts.ts), money and countries.
 */

import { DEFAULT_LANGUAGE, type StoreLanguage } from '@ppe/shop-rules/languages';
import { escapeHtml } from '../lib/html.ts';
import { formatMoneyIn } from '../lib/locale-format.ts';
import type { EmailMessage } from '../lib/mail.ts';
import type { CurrencyFormat } from '../lib/money.ts';
import { addressLines, type EmailLine, orderReceivedLink, shippingRow } from './email-details.ts';
import { type PaymentInstructions, paymentSection } from './email-payment.ts';
import { ORDER_EMAIL_TEXTS } from './email-texts.ts';
import { paymentTitleIn } from './method-titles.ts';
import { orderPurchaseDetails } from './purchase-details.ts';
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
  language: StoreLanguage = DEFAULT_LANGUAGE,
): EmailMessage {
  const words = ORDER_EMAIL_TEXTS[language] ?? ORDER_EMAIL_TEXTS.en;
  const money = (cents: number) => formatMoneyIn(cents, shop.currency, language);
  const greeting = words.greeting(order.billing.firstName ?? '');
  const link = orderReceivedLink(order, shop.storefrontUrl, language);
  const shipping = shippingRow(order, shop.currency, language);
  const rows: [string, string][] = [
    [words.subtotal, money(order.subtotal)],
    ...(order.discountTotal > 0
      ? [[words.discount, `-${money(order.discountTotal)}`] as [string, string]]
      : []),
    ...(shipping ? [[words.shipping, shipping] as [string, string]] : []),
    ...(order.totalTax > 0 ? [[words.tax, money(order.totalTax)] as [string, string]] : []),
    ...giftCards.map((card): [string, string] => [words.giftCard(card.code), `-${money(card.amount)}`]),
    // An order with nothing left to pay has no payment method to name.
    ...(order.paymentMethodTitle
      ? [
          [words.paymentMethod, paymentTitleIn(order.paymentMethod, order.paymentMethodTitle, language)] as [
            string,
            string,
          ],
        ]
      : []),
    [words.total, money(order.total)],
  ];
  const addresses = (
    [
      [words.billingAddress, addressLines(order.billing, language)],
      [words.shippingAddress, addressLines(order.shipping, language)],
    ] as [string, string[]][]
  ).filter(([, block]) => block.length > 0);
  // Only this shop's purchase-detail keys: the order's other meta (WooCommerce's own, a plugin's,
  // the checkout's idempotency key) is never the shopper's to read in a mail.
  const { purchaseOrder, dockNote } = orderPurchaseDetails(order.metaData);
  const details = (
    [
      [words.purchaseOrder, purchaseOrder],
      [words.dockNote, dockNote],
    ] as [string, string][]
  ).filter(([, value]) => value);
  const intro = order.status === 'on-hold' ? words.intro.onHold(order.id) : words.intro.processing(order.id);
  const howToPay = paymentSection(order, payment, language);

  const text = [
    greeting,
    '',
    intro,
    '',
    ...(downloads ? [downloads, ''] : []),
    ...howToPay.text,
    words.order(order.id),
    '',
    ...lines.flatMap((line) => [
      `${line.name} × ${line.quantity}: ${money(line.subtotal)}`,
      ...(line.variation.length > 0 ? [`  ${variationText(line)}`] : []),
    ]),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(details.length > 0 ? ['', ...details.map(([label, value]) => `${label}: ${value}`)] : []),
    ...(order.customerNote ? ['', `${words.note}: ${order.customerNote}`] : []),
    ...addresses.flatMap(([heading, block]) => ['', `${heading}:`, ...block]),
    '',
    `${words.viewOrder}: ${link}`,
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
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${downloads ? `<p>${escapeHtml(downloads)}</p>\n` : ''}${howToPay.html}
<h2>${escapeHtml(words.order(order.id))}</h2>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse">
<thead><tr><th align="left" scope="col">${escapeHtml(words.product)}</th><th align="right" scope="col">${escapeHtml(words.price)}</th></tr></thead>
<tbody>
${lineRows}
</tbody>
<tfoot>
${totalRows}
</tfoot>
</table>
${details.map(([label, value]) => `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value).replace(/\r?\n/g, '<br>')}</p>\n`).join('')}${order.customerNote ? `<p><strong>${escapeHtml(words.note)}:</strong> ${escapeHtml(order.customerNote)}</p>` : ''}
${addressBlocks}
<p><a href="${escapeHtml(link)}">${escapeHtml(words.viewOrder)}</a></p>
<p>${escapeHtml(shop.siteName)}</p>
</body></html>`;
  return {
    to: order.billing.email ?? '',
    subject: `[${shop.siteName}] ${words.subject(order.id)}`,
    text,
    html,
  };
}
