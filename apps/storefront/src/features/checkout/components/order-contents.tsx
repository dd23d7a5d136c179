'use client';

import type { ReactNode } from 'react';
import { useLocale, useTranslations } from '#i18n/hooks';
import { GiftCardLabel } from '@/features/gift-cards/components/gift-card-label';
import type { OrderAddress, OrderView } from '../map-order';
import { orderGatewayTitle, orderShippingTitle } from '../store-words';
import styles from './order-view.module.css';

/** Postal lines of an address: name, company, street, "City, ST 12345", country, phone, email. */
function addressLines(address: OrderAddress, regionName: (code: string) => string): string[] {
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  return [
    join(address.firstName, address.lastName),
    address.company,
    address.address1,
    address.address2,
    [address.city, join(address.state, address.postcode)].filter(Boolean).join(', '),
    address.country ? regionName(address.country) : '',
    address.phone,
    address.email,
  ].filter(Boolean);
}

function AddressBlock({ id, title, address }: { id: string; title: string; address: OrderAddress }) {
  const locale = useLocale();
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const regionName = (code: string) => {
    try {
      return regions.of(code) ?? code;
    } catch {
      return code;
    }
  };
  return (
    <section aria-labelledby={id} className={styles.block}>
      <h2 id={id} className={styles.blockHeading}>
        {title}
      </h2>
      <address className={styles.address}>
        {addressLines(address, regionName).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </section>
  );
}

/** One row of the totals under the lines: its label across the product and quantity columns. */
function TotalRow({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <tr className={className}>
      <th scope="row" colSpan={2}>
        {label}
      </th>
      <td>{children}</td>
    </tr>
  );
}

/**
 * The order's lines and totals, as WooCommerce's order details show them: each line's amount is
 * before the coupon, so the lines add up to the subtotal and the coupon shows once, as the
 * discount; what gift cards paid comes before the total, which is what was left to pay after them;
 * then the buyer's purchase details, the customer's note and the addresses.
 */
export function OrderContents({ order, money }: { order: OrderView; money: (cents: number) => string }) {
  const t = useTranslations('checkout.order');
  const storeWords = useTranslations('checkout.storeWords');
  const cardWords = useTranslations('giftCard.pay');
  const shippingMethod = orderShippingTitle(order, storeWords);
  const shipping =
    order.shippingTotal > 0
      ? shippingMethod
        ? t('shippingVia', { amount: money(order.shippingTotal), method: shippingMethod })
        : money(order.shippingTotal)
      : shippingMethod || t('freeShipping');
  return (
    <>
      <h2 className={styles.heading}>{t('details')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('product')}</th>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>
                <span className={styles.lineName}>{line.name}</span>
                {line.variation.length > 0 ? (
                  <span className={styles.variation}>
                    {line.variation.map(({ label, value }) => `${label}: ${value}`).join(', ')}
                  </span>
                ) : null}
              </td>
              <td>{line.quantity}</td>
              <td>{money(line.subtotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <TotalRow label={t('subtotal')}>{money(order.subtotal)}</TotalRow>
          {order.discountTotal > 0 ? (
            <TotalRow label={t('discount')}>−{money(order.discountTotal)}</TotalRow>
          ) : null}
          {shippingMethod || order.shippingTotal > 0 ? (
            <TotalRow label={t('shipping')}>{shipping}</TotalRow>
          ) : null}
          {order.totalTax > 0 ? <TotalRow label={t('tax')}>{money(order.totalTax)}</TotalRow> : null}
          {(order.giftCardPayments ?? []).map((payment) => (
            <TotalRow
              key={payment.code}
              label={<GiftCardLabel label={cardWords('card', { code: payment.code })} code={payment.code} />}
            >
              −{money(payment.amount)}
            </TotalRow>
          ))}
          {/* An order with nothing left to pay was paid by no method, and names none. */}
          {order.paymentGateway || order.paymentMethod ? (
            <TotalRow label={t('paymentMethod')}>
              {orderGatewayTitle(order.paymentGateway, order.paymentMethod, storeWords)}
            </TotalRow>
          ) : null}
          <TotalRow label={t('total')} className={styles.grandTotal}>
            {money(order.total)}
          </TotalRow>
        </tfoot>
      </table>

      {order.purchaseOrder || order.dockNote ? (
        <section aria-labelledby="order-purchase" className={styles.block}>
          <h2 id="order-purchase" className={styles.blockHeading}>
            {t('purchaseDetails')}
          </h2>
          <dl className={styles.purchase}>
            {order.purchaseOrder ? (
              <div>
                <dt>{t('purchaseOrder')}</dt>
                <dd>{order.purchaseOrder}</dd>
              </div>
            ) : null}
            {order.dockNote ? (
              <div>
                <dt>{t('dockNote')}</dt>
                <dd className={styles.note}>{order.dockNote}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}

      {order.customerNote ? (
        <section aria-labelledby="order-note" className={styles.block}>
          <h2 id="order-note" className={styles.blockHeading}>
            {t('note')}
          </h2>
          <p className={styles.note}>{order.customerNote}</p>
        </section>
      ) : null}

      {order.billing || order.shipping ? (
        <div className={styles.addresses}>
          {order.billing ? (
            <AddressBlock id="order-billing" title={t('billingAddress')} address={order.billing} />
          ) : null}
          {order.shipping ? (
            <AddressBlock id="order-shipping" title={t('shippingAddress')} address={order.shipping} />
          ) : null}
        </div>
      ) : null}
    </>
  );
}
