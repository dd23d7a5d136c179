import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { OrderView } from '@/features/checkout/components/order-view';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ locale: string; orderId: string }>;
}

/** Rendered on first request, then cached: the order itself is read in the browser with its key. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, orderId } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'checkout.page' });
  return pageMetadata({
    title: t('orderTitle'),
    path: `/checkout/order-received/${encodeURIComponent(orderId)}`,
    locale,
    noIndex: true,
  });
}

export default async function OrderReceived({ params }: Props) {
  const { locale, orderId } = await params;
  setRequestLocale(locale);
  return (
    <CheckoutPage locale={locale} titleKey="orderTitle">
      <OrderView orderId={orderId} />
    </CheckoutPage>
  );
}
