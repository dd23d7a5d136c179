import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pageMetadata } from '@/lib/seo/metadata';
import { CheckoutPage } from './components/checkout-page';
import { OrderView } from './components/order-view';

type TitleKey = 'title' | 'orderTitle' | 'successTitle';

interface CheckoutRoute<Params extends { locale: string }> {
  titleKey: TitleKey;
  /** The page's path without locale prefix, from its route parameters. */
  path: (params: Params) => string;
  /** What the checkout frame holds, from the route parameters. */
  body: (params: Params) => ReactNode;
}

/**
 * generateMetadata and the page of a checkout route: every one is the checkout frame around a
 * client body, titled from checkout.page and kept out of search indexes (it is the shopper's own).
 */
export function checkoutRoute<Params extends { locale: string }>({
  titleKey,
  path,
  body,
}: CheckoutRoute<Params>) {
  async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
    const resolved = await params;
    const { locale } = resolved;
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace: 'checkout.page' });
    return pageMetadata({ title: t(titleKey), path: path(resolved), locale, noIndex: true });
  }

  async function Page({ params }: { params: Promise<Params> }) {
    const resolved = await params;
    setRequestLocale(resolved.locale);
    return (
      <CheckoutPage locale={resolved.locale} titleKey={titleKey}>
        {body(resolved)}
      </CheckoutPage>
    );
  }

  return { generateMetadata, Page };
}

/** A route showing one order by its id under `base`: the order itself is read in the browser with its key. */
export function orderRoute(base: '/checkout/order-received' | '/order-summary') {
  return checkoutRoute<{ locale: string; orderId: string }>({
    titleKey: 'orderTitle',
    path: ({ orderId }) => `${base}/${encodeURIComponent(orderId)}`,
    body: ({ orderId }) => <OrderView orderId={orderId} />,
  });
}
