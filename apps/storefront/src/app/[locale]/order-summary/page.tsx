import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { OrderView } from '@/features/checkout/components/order-view';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'checkout.page' });
  return pageMetadata({ title: t('orderTitle'), path: '/order-summary', locale, noIndex: true });
}

/** /order-summary?key=wc_order_…: the order read with its key in the browser. */
export default async function OrderSummary({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <CheckoutPage locale={locale} titleKey="orderTitle">
      <OrderView />
    </CheckoutPage>
  );
}
