import type { Metadata } from 'next';
import localFont from 'next/font/local';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getMessages, getTimeZone, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { NavigationRuntime } from '@/features/navigation/components/navigation-runtime';
import { AppShell } from '@/features/shell/components/app-shell';
import { pickClientMessages } from '@/i18n/client-messages';
import { MessagesProvider } from '@/i18n/messages-provider';
import { type LocaleRouteProps, routeLocale } from '@/i18n/route-locale';
import { routing } from '@/i18n/routing';
import '../globals.css';

/**
 * Inter, self-hosted (no request leaves the shop for fonts). The Latin subset covers all six
 * shop languages (Latin-1: é, ü, ñ, ç, ã…); Latin Extended would add 85 KB to every first visit.
 * Preloaded: found only in the stylesheet, it would be fetched at the highest priority after it,
 * one round trip later, and Lighthouse then counts it as blocking the first paint (FCP 1.1 → 1.7 s
 * measured); text still paints at once in the metric-matched fallback.
 * `optional`, not `swap`: a font arriving after the first paint is kept for the next page load
 * instead of swapped in, because the swap moved the page (the fallback's words are not exactly
 * Inter's widths: the header's search field shifted 13 px and filter labels rewrapped, a layout
 * shift of 0.025 at 1280 px, over the 0.01 the shop holds itself to). Preloaded, it is in time
 * on most first loads and on every later one.
 */
const inter = localFont({
  // Made by src/fonts/make-font.mjs: the weights the shop sets (400 to 800), a third smaller.
  src: [{ path: '../../fonts/inter-latin-wght-400-800.woff2', weight: '400 800', style: 'normal' }],
  display: 'optional',
  variable: '--font-sans',
});

/**
 * Every page renders per request: its scripts carry the request's CSP nonce (src/proxy.ts,
 * lib/security/headers.ts), which a cached page could not. The backend's data stays in Next's data
 * cache (commerceQuery's revalidate and tags), so a render asks the backend nothing new; the cost is
 * measured in docs/reliability.md.
 */
export const dynamic = 'force-dynamic';

/**
 * No page is rendered at build time (the build must not need a live backend): each is rendered
 * on its first request, then served from cache and refreshed by time or tag (lib/commerce/server/cache.ts).
 */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: LocaleRouteProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'common' });
  return { title: { default: t('siteName'), template: `%s | ${t('siteName')}` } };
}

export default async function LocaleLayout({
  children,
  params,
}: Readonly<{ children: ReactNode; params: Promise<{ locale: string }> }>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const messages = pickClientMessages(await getMessages());
  return (
    <html lang={locale} className={inter.variable}>
      <body>
        <NavigationRuntime locale={locale} />
        <MessagesProvider locale={locale} messages={messages} timeZone={await getTimeZone()}>
          <AppShell>{children}</AppShell>
        </MessagesProvider>
      </body>
    </html>
  );
}
