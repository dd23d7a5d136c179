import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { RouteMessages } from '@/i18n/route-messages';
import { pageMetadata } from '@/lib/seo/metadata';
import { CheckoutPage } from './components/checkout-page';
import { OrderPage } from './components/order-page';
import type { OrderPageMode } from './components/order-view';

type TitleKey = 'title' | 'orderTitle' | 'successTitle';
type MetadataTitleKey = TitleKey | 'detailTitle';
type OrderParams = { locale: string; orderId: string };

/** The props Next hands a checkout route without parameters of its own. */
export type CheckoutRouteProps = { params: Promise<{ locale: string }> };

/**
 * generateMetadata of a checkout route: titled from checkout.page, and kept out of search indexes
 * (every checkout page is the shopper's own). `path` is the page's path without locale prefix.
 */
export function checkoutMetadata<Params extends { locale: string }>(
  titleKey: MetadataTitleKey,
  path: string | ((params: Params) => string),
) {
  return async ({ params }: { params: Promise<Params> }): Promise<Metadata> => {
    const resolved = await params;
    const { locale } = resolved;
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace: 'checkout.page' });
    const href = typeof path === 'string' ? path : path(resolved);
    return pageMetadata({ title: t(titleKey), path: href, locale, noIndex: true });
  };
}

/** The page of a checkout route: the checkout frame, in the route's locale, around a client body. */
export async function checkoutPage(
  params: Promise<{ locale: string }>,
  titleKey: TitleKey,
  body: ReactNode,
): Promise<ReactNode> {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    // The form's words at /checkout; the thanks after it shows the order as an order page does.
    <RouteMessages route={titleKey === 'title' ? 'checkout' : 'order'}>
      <CheckoutPage locale={locale} titleKey={titleKey}>
        {body}
      </CheckoutPage>
    </RouteMessages>
  );
}

/**
 * generateMetadata of a route showing one order by its id under `base`: the order-received address
 * the checkout leads to, or the detail page the order history opens.
 */
export const orderMetadata = (base: '/checkout/order-received' | '/order-summary') =>
  checkoutMetadata<OrderParams>(
    base === '/order-summary' ? 'detailTitle' : 'orderTitle',
    ({ orderId }) => `${base}/${encodeURIComponent(orderId)}`,
  );

/** An order page in the route's locale; the order itself is read in the browser. */
export async function orderPage(
  params: Promise<{ locale: string; orderId?: string }>,
  mode: OrderPageMode,
): Promise<ReactNode> {
  const { locale, orderId } = await params;
  setRequestLocale(locale);
  return (
    <RouteMessages route="order">
      <OrderPage locale={locale} mode={mode} orderId={orderId} />
    </RouteMessages>
  );
}

/** /checkout/order-received/{id}: thanks the shopper who just placed the order. */
export async function OrderRoutePage({ params }: { params: Promise<OrderParams> }) {
  return orderPage(params, 'received');
}

/** /order-summary/{id}: the order's detail page, as the order history opens it. */
export async function OrderDetailRoutePage({ params }: { params: Promise<OrderParams> }) {
  return orderPage(params, 'detail');
}
