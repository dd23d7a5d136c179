import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountFrame } from '@/features/account/components/account-frame';
import { LostPassword } from '@/features/account/components/lost-password';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ locale: string }>;
}

/** The same page for everyone (cached); who is signed in is read in the browser. Not for search engines. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'account.meta' });
  return pageMetadata({ title: t('lostPassword'), path: '/my-account/lost-password', locale, noIndex: true });
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <AccountFrame locale={locale} titleKey="lostPassword">
      <Suspense>
        <LostPassword />
      </Suspense>
    </AccountFrame>
  );
}
