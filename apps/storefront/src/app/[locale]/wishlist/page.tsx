import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountFrame } from '@/features/account/components/account-frame';
import { WishlistPage } from '@/features/wishlist/components/wishlist-page';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ locale: string }>;
}

/** The same page for everyone (cached); who is signed in is read in the browser. Not for search engines. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'account.meta' });
  return pageMetadata({ title: t('wishlist'), path: '/wishlist', locale, noIndex: true });
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <AccountFrame locale={locale} titleKey="wishlist">
      <Suspense>
        <WishlistPage />
      </Suspense>
    </AccountFrame>
  );
}
