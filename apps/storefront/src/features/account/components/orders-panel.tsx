'use client';

import { useState } from 'react';
import { useFormatter, useLocale, useTranslations } from '#i18n/hooks';
import { FormStatus } from '@/components/form/form-status';
import { EmptyState } from '@/components/state/empty-state';
import { Skeleton } from '@/components/state/skeleton';
import { BuyAgainButton } from '@/features/buy-again/components/buy-again-button';
import { BuyAgainReportNote } from '@/features/buy-again/components/buy-again-report';
import type { BuyAgainReport } from '@/features/buy-again/use-buy-again';
import { useCart } from '@/features/cart/use-cart';
import type { OrderSummary } from '@/features/shopper/account-types';
import { mapOrders } from '@/features/shopper/map-account';
import type { GetOrdersQuery } from '@/graphql/generated';
import { GetOrdersOperation } from '@/graphql/generated/browser-operations.generated';
import { Link } from '@/i18n/navigation';
import { formatCents } from '@/lib/format/price';
import { useAccountRead } from '../use-account-read';
import { AccountTable } from './account-table';

/** WordPress dates carry no zone: read and shown as the shop wrote them. */
export const asDate = (value: string) => new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);

/** The signed-in customer's order history (spec: getOrders), each linking to its order summary. */
export function OrdersPanel() {
  const t = useTranslations('account.orders');
  const format = useFormatter();
  const locale = useLocale();
  const { settings } = useCart();
  const [report, setReport] = useState<BuyAgainReport | null>(null);
  const { result: orders, failed } = useAccountRead<GetOrdersQuery, OrderSummary[]>(
    GetOrdersOperation,
    mapOrders,
  );

  if (failed) return <FormStatus status={{ kind: 'error', message: t('error') }} />;
  if (!orders) return <Skeleton label={t('loading')} shape="rows" />;
  if (orders.length === 0) {
    return <EmptyState icon="box" message={t('empty')} action={{ href: '/products', label: t('browse') }} />;
  }
  const status = (value: string) =>
    t.has(`statuses.${value}`) ? t(`statuses.${value}` as 'statuses.PENDING') : value;
  return (
    <>
      <p>
        <Link href="/quick-order">{t('quickOrder')}</Link>
      </p>
      <BuyAgainReportNote report={report} />
      <AccountTable
        caption={t('title')}
        columns={{
          number: t('number'),
          date: t('date'),
          status: t('status'),
          total: t('total'),
          actions: <span className="visually-hidden">{t('actions')}</span>,
        }}
      >
        {orders.map((order) => (
          <tr key={order.databaseId}>
            <th scope="row">#{order.orderNumber}</th>
            <td>
              {order.date ? (
                <time dateTime={order.date}>
                  {format.dateTime(asDate(order.date), { dateStyle: 'long', timeZone: 'UTC' })}
                </time>
              ) : null}
            </td>
            <td>{status(order.status)}</td>
            <td>{formatCents(order.total, locale, settings.currency)}</td>
            <td>
              <Link
                href={`/order-summary/${order.databaseId}`}
                aria-label={t('view', { number: order.orderNumber })}
              >
                {t('view', { number: order.orderNumber })}
              </Link>{' '}
              <BuyAgainButton
                orderId={order.databaseId}
                orderNumber={order.orderNumber}
                onReport={setReport}
              />
            </td>
          </tr>
        ))}
      </AccountTable>
    </>
  );
}
