import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountFrame } from '@/features/account/components/account-frame';
import { OAuthCallback } from '@/features/account/components/oauth-callback';
import { RouteMessages } from '@/i18n/route-messages';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ locale: string; provider: string }>;
}

/** Rendered on first request, then cached: the code and state are read in the browser. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, provider } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'account.meta' });
  return pageMetadata({
    title: t('oauth'),
    path: `/oauth/login/${encodeURIComponent(provider)}`,
    locale,
    noIndex: true,
  });
}

export default async function OAuthLoginPage({ params }: Props) {
  const { locale, provider } = await params;
  setRequestLocale(locale);
  return (
    <AccountFrame locale={locale} titleKey="oauth">
      <RouteMessages route="oauth">
        <Suspense>
          <OAuthCallback slug={provider} />
        </Suspense>
      </RouteMessages>
    </AccountFrame>
  );
}
