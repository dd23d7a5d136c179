import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { RequestedPath } from './requested-path';

/** The tab and history read "Page not found | {store}", as other pages read their own title and the store's name. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.notFound');
  return { title: t('pageTitle') };
}

/**
 * The spec's error page for unmatched routes: 'Error {statusCode}' with 'Page not found: {path}'.
 * It reads no request headers: Next renders this boundary with every page of the locale, and
 * reading headers would make every page dynamic.
 */
export default async function NotFound() {
  const t = await getTranslations('common.notFound');
  return (
    <main>
      <h1>{t('title', { statusCode: 404 })}</h1>
      <p>
        {/* The placeholder stays for the browser to fill: precompiled messages have no raw string. */}
        <RequestedPath template={t('message', { path: '{path}' })} />
      </p>
      <p>
        <Link href="/">{t('home')}</Link>
      </p>
    </main>
  );
}
