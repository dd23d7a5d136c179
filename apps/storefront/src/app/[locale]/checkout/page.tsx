import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'checkout.page' });
  return pageMetadata({ title: t('title'), path: '/checkout', locale, noIndex: true });
}

/** /checkout: the same page for every shopper (cached); the cart and the form live in the browser. */
export default async function Checkout({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <CheckoutPage locale={locale} titleKey="title">
      <CheckoutForm />
    </CheckoutPage>
  );
}
