import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountFrame } from '@/features/account/components/account-frame';
import { MyAccount } from '@/features/account/components/my-account';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ locale: string }>;
}

/** The same page for everyone (cached); who is signed in is read in the browser. Not for search engines. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'account.meta' });
  return pageMetadata({ title: t('myAccount'), path: '/my-account', locale, noIndex: true });
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <AccountFrame locale={locale} titleKey="myAccount">
      <Suspense>
        <MyAccount view="dashboard" />
      </Suspense>
    </AccountFrame>
  );
}
