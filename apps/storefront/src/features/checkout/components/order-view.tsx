'use client';

import { useEffect, useState } from 'react';
import { useFormatter, useLocale, useTranslations } from '#i18n/hooks';
import { ErrorNote } from '@/components/state/error-note';
import { Skeleton } from '@/components/state/skeleton';
import { asDate } from '@/features/account/components/orders-panel';
import { BuyAgainSection } from '@/features/buy-again/components/buy-again-section';
import { useCart } from '@/features/cart/use-cart';
import { useShopper } from '@/features/shopper/hooks';
import {
  GetOrderGiftCardPaymentsOperation,
  GetOrderOperation,
} from '@/graphql/generated/browser-operations.generated';
import { Link } from '@/i18n/navigation';
import { callShop } from '@/lib/commerce/browser/browser-client';
import { formatCents } from '@/lib/format/price';
import { isKnownStatus, mapGiftCardPayments, mapOrder, type OrderView as Order } from '../map-order';
import { type PaymentInstructionsByGateway, paymentGuidance } from '../payment-guidance';
import { orderToShow, placedInThisTab } from '../placed-order';
import { OrderContents } from './order-contents';
import styles from './order-view.module.css';
import { PaymentInstructions } from './payment-instructions';

/**
 * How the page reads: `received` is the order-received address the checkout leads to, which
 * thanks the shopper only when this tab has just placed the order (a later visit, or a link
 * opened elsewhere, is the order's detail page); `detail` is the page the order history opens.
 */
export type OrderPageMode = 'received' | 'detail';

interface State {
  order: Order | null;
  done: boolean;
  placedHere: boolean;
  signedIn: boolean;
}

/**
 * The placed order, shown in the browser: for a guest, the order the checkout answered (kept in
 * this tab); for a signed-in customer, read by its database id (placed-order.ts). `title` is the
 * heading until the order is known; `paymentInstructions`, the backend's for each offline gateway
 * (null when it has none to give), tell how to pay an order still waiting for the money.
 */
export function OrderView({
  orderId,
  mode,
  title,
  paymentInstructions,
}: {
  orderId?: string;
  mode: OrderPageMode;
  title: string;
  paymentInstructions: PaymentInstructionsByGateway;
}) {
  const t = useTranslations('checkout.order');
  const format = useFormatter();
  const locale = useLocale();
  const { settings, ensureLoaded } = useCart();
  const giftCards = useShopper((shopper) => shopper.giftCards);
  const [state, setState] = useState<State>({ order: null, done: false, placedHere: false, signedIn: false });

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const account = await ensureLoaded();
      const key = new URLSearchParams(window.location.search).get('key');
      const signedIn = Boolean(account?.viewer);
      const order = await orderToShow({
        orderId,
        key,
        signedIn,
        storage: window.sessionStorage,
        readById: async (id) =>
          mapOrder((await callShop(GetOrderOperation, { id, idType: 'DATABASE_ID' }, '')).data?.order),
      });
      const placedHere = order ? placedInThisTab(window.sessionStorage, order.id) : false;
      // What gift cards paid, read beside the stock order where the backend has them: a guest's
      // order was kept with its cards when placed, and only its owner may read an order.
      const read =
        order && giftCards && signedIn && !order.giftCardPayments
          ? await callShop(
              GetOrderGiftCardPaymentsOperation,
              { id: String(order.id), idType: 'DATABASE_ID' },
              '',
            )
          : null;
      const payments = order && read ? mapGiftCardPayments(read.data?.order, order.id) : null;
      const shown = order && payments ? { ...order, giftCardPayments: payments } : order;
      if (!cancelled) setState({ order: shown, done: true, placedHere, signedIn });
    })();
    return () => {
      cancelled = true;
    };
  }, [orderId, ensureLoaded, giftCards]);

  const { order } = state;
  if (!state.done || !order) {
    return (
      <>
        <h1 className={styles.title}>{title}</h1>
        {state.done ? (
          <ErrorNote>{t('notFound')}</ErrorNote>
        ) : (
          <Skeleton label={t('loading')} shape="text" count={4} />
        )}
      </>
    );
  }
  const money = (cents: number) => formatCents(cents, locale, settings.currency);
  const date = order.date ? asDate(order.date) : null;
  const shownDate =
    date && !Number.isNaN(date.getTime())
      ? format.dateTime(date, { dateStyle: 'long', timeZone: 'UTC' })
      : null;
  const status = isKnownStatus(order.status) ? t(`statuses.${order.status}`) : order.status;
  const thanks = mode === 'received' && state.placedHere;
  const guidance = paymentGuidance(order, paymentInstructions);

  return (
    <div className={styles.order}>
      <h1 className={styles.title}>{thanks ? title : t('heading', { number: order.number })}</h1>
      {thanks ? (
        <p className={styles.thanks}>{t('thanks')}</p>
      ) : (
        <p className={styles.summary}>
          {shownDate
            ? t('placedOn', { number: order.number, date: shownDate, status })
            : t('currently', { number: order.number, status })}
        </p>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{t('number')}</dt>
          <dd>{order.number}</dd>
        </div>
        {shownDate ? (
          <div>
            <dt>{t('date')}</dt>
            <dd>{shownDate}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('status')}</dt>
          <dd>{status}</dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>

      {order.downloadsAwaitPayment ? <p className={styles.summary}>{t('downloadsAfterPayment')}</p> : null}

      {guidance ? (
        <PaymentInstructions
          guidance={guidance}
          orderNumber={order.number}
          country={order.billing?.country ?? ''}
        />
      ) : null}

      <OrderContents order={order} money={money} />

      {/* A signed-in customer reads their orders by id (WooGraphQL lets no guest), and buys again. */}
      {state.signedIn ? <BuyAgainSection orderId={order.id} /> : null}

      {!thanks && state.signedIn ? (
        <p>
          <Link href="/my-account/orders" className={styles.back}>
            {t('backToOrders')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** /checkout-success: a thank-you that needs no order data. */
export function CheckoutSuccess() {
  const t = useTranslations('checkout.order');
  return <p className={styles.thanks}>{t('thanks')}</p>;
}
