'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useCart } from '@/features/shopper/hooks';
import { GetOrderOperation } from '@/graphql/generated/browser-operations.generated';
import { callShop } from '@/lib/commerce/browser-client';
import { formatCents } from '@/lib/format/price';
import { isKnownStatus, mapOrder, type OrderView as Order } from '../map-order';
import { orderToShow } from '../placed-order';
import styles from './order-view.module.css';

/**
 * The placed order, shown in the browser: for a guest, the order the checkout answered (kept in
 * this tab); for a signed-in customer, read by its database id (placed-order.ts). The page itself
 * is the same for everyone.
 */
export function OrderView({ orderId }: { orderId?: string }) {
  const t = useTranslations('checkout.order');
  const format = useFormatter();
  const locale = useLocale();
  const { settings, ensureLoaded } = useCart();
  const [state, setState] = useState<{ order: Order | null; done: boolean }>({ order: null, done: false });

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const account = await ensureLoaded();
      const order = await orderToShow({
        orderId,
        key: new URLSearchParams(window.location.search).get('key'),
        signedIn: Boolean(account?.viewer),
        storage: window.sessionStorage,
        readById: async (id) =>
          mapOrder((await callShop(GetOrderOperation, { id, idType: 'DATABASE_ID' }, '')).data?.order),
      });
      if (!cancelled) setState({ order, done: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [orderId, ensureLoaded]);

  if (!state.done) return <p className={styles.muted}>{t('loading')}</p>;
  const { order } = state;
  if (!order) {
    return (
      <p role="alert" className={styles.notFound}>
        {t('notFound')}
      </p>
    );
  }
  const money = (cents: number) => formatCents(cents, locale, settings.currency);
  const date = order.date ? new Date(order.date) : null;

  return (
    <div className={styles.order}>
      <p className={styles.thanks}>{t('thanks')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('number')}</dt>
          <dd>{order.number}</dd>
        </div>
        {date && !Number.isNaN(date.getTime()) ? (
          <div>
            <dt>{t('date')}</dt>
            <dd>{format.dateTime(date, { dateStyle: 'long' })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('status')}</dt>
          <dd>{isKnownStatus(order.status) ? t(`statuses.${order.status}`) : order.status}</dd>
        </div>
        <div>
          <dt>{t('paymentMethod')}</dt>
          <dd>{order.paymentMethod}</dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>

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
              <td>{line.name}</td>
              <td>{line.quantity}</td>
              <td>{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('subtotal')}
            </th>
            <td>{money(order.subtotal)}</td>
          </tr>
          {order.discountTotal > 0 ? (
            <tr>
              <th scope="row" colSpan={2}>
                {t('discount')}
              </th>
              <td>−{money(order.discountTotal)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" colSpan={2}>
              {t('shipping')}
            </th>
            <td>{order.shippingTotal > 0 ? money(order.shippingTotal) : t('freeShipping')}</td>
          </tr>
          {order.totalTax > 0 ? (
            <tr>
              <th scope="row" colSpan={2}>
                {t('tax')}
              </th>
              <td>{money(order.totalTax)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" colSpan={2}>
              {t('total')}
            </th>
            <td>{money(order.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** /checkout-success: a thank-you that needs no order data. */
export function CheckoutSuccess() {
  const t = useTranslations('checkout.order');
  return <p className={styles.thanks}>{t('thanks')}</p>;
}
