import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { CheckoutSuccess } from '@/features/checkout/components/order-view';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'checkout.page' });
  return pageMetadata({ title: t('successTitle'), path: '/checkout-success', locale, noIndex: true });
}

/** /checkout-success: a client-only thank-you. */
export default async function CheckoutSuccessPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <CheckoutPage locale={locale} titleKey="successTitle">
      <CheckoutSuccess />
    </CheckoutPage>
  );
}
