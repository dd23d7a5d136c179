'use client';

import { type ReactNode, useId, useState } from 'react';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useAppliedGiftCards, useCart } from '@/features/cart/use-cart';
import { GiftCardLabel } from '@/features/gift-cards/components/gift-card-label';
import { ChevronDownIcon } from '@/features/shell/components/icons';
import type { AppliedGiftCard, Cart } from '@/features/shopper/cart-types';
import { formatCents } from '@/lib/format/price';
import styles from './checkout-summary-bar.module.css';

/**
 * On phones the checkout's order summary comes after the long form; this bar puts the total at the
 * top ("Show order summary · $total", as Shopify's checkout does) and opens the lines and totals in
 * place. Wide screens never show it: there the summary sits beside the form.
 */
export function CheckoutSummaryBar() {
  const t = useTranslations('checkout.summaryBar');
  const locale = useLocale();
  const { cart, settings } = useCart();
  const cards = useAppliedGiftCards();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  // An empty cart has no summary (the form says so); while the cart loads the bar keeps its place,
  // so the form does not jump down when it arrives.
  if (cart?.lines.length === 0) return null;
  const money = (cents: number) => formatCents(cents, locale, settings.currency);
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={detailsId}
        disabled={!cart}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={styles.label}>
          {open ? t('hide') : t('show')}
          <ChevronDownIcon size={16} className={styles.chevron} />
        </span>
        <span className={styles.total}>{cart ? money(cart.total) : ''}</span>
      </button>
      <section id={detailsId} aria-label={t('label')} hidden={!open} className={styles.details}>
        {cart && <SummaryDetails cart={cart} cards={cards} money={money} />}
      </section>
    </div>
  );
}

interface SummaryRow {
  key: string;
  label: ReactNode;
  amount: string;
  className?: string;
}

/**
 * The order's lines, then its totals down to the one the bar shows: one label and amount a row,
 * each gift card's payment just before the total, which is what is left to pay after them.
 */
function SummaryDetails({
  cart,
  cards,
  money,
}: {
  cart: Cart;
  cards: AppliedGiftCard[];
  money: (cents: number) => string;
}) {
  const summary = useTranslations('cart.summary');
  const cardWords = useTranslations('giftCard.pay');
  const rows: SummaryRow[] = [
    ...cart.lines.map((line) => ({
      key: line.key,
      label: `${line.name} × ${line.quantity}`,
      amount: money(line.subtotal),
    })),
    {
      key: 'subtotal',
      label: summary('subtotal'),
      amount: money(cart.subtotal),
      className: styles.totalsStart,
    },
    ...(cart.discountTotal > 0
      ? [{ key: 'discount', label: summary('discount'), amount: `−${money(cart.discountTotal)}` }]
      : []),
    ...(cart.needsShipping
      ? [
          {
            key: 'shipping',
            label: summary('shipping'),
            amount: cart.shippingTotal > 0 ? money(cart.shippingTotal) : summary('free'),
          },
        ]
      : []),
    ...(cart.totalTax > 0 ? [{ key: 'tax', label: summary('tax'), amount: money(cart.totalTax) }] : []),
    ...cards.map((card) => ({
      key: `gift-card-${card.code}`,
      label: <GiftCardLabel label={cardWords('card', { code: card.code })} code={card.code} />,
      amount: `−${money(card.amount)}`,
    })),
    { key: 'total', label: summary('total'), amount: money(cart.total), className: styles.grandTotal },
  ];
  return (
    <dl className={styles.rows}>
      {rows.map(({ key, label, amount, className }) => (
        <div key={key} className={className}>
          <dt>{label}</dt>
          <dd>{amount}</dd>
        </div>
      ))}
    </dl>
  );
}
