'use client';

import { usePathname } from 'next/navigation';
import { use } from 'react';
import { type Locale, routing } from '@/i18n/routing';
import { type ServerErrorTexts, ServerErrorView } from './[locale]/server-error';
import { loadedServerErrorTexts, loadServerErrorTexts } from './global-error-texts';
import './globals.css';

/**
 * When the shop's layout itself failed there is no message provider: the page's four texts come
 * from the locale's small serverError catalogue (global-error-texts.ts), the locale from the URL's
 * prefix (none is English).
 */
function useServerErrorTexts(locale: Locale): ServerErrorTexts {
  return loadedServerErrorTexts(locale) ?? use(loadServerErrorTexts(locale));
}

function localeOfPath(pathname: string | null): Locale {
  const prefix = pathname?.split('/')[1];
  return routing.locales.find((locale) => locale === prefix) ?? routing.defaultLocale;
}

export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const locale = localeOfPath(usePathname());
  const texts = useServerErrorTexts(locale);
  const home = locale === routing.defaultLocale ? '/' : `/${locale}`;
  return (
    <html lang={locale}>
      <body>
        <title>{texts.title}</title>
        <ServerErrorView
          texts={texts}
          onRetry={retry}
          homeLink={(className) => (
            // A full load: the layout that failed is rendered afresh.
            <a href={home} className={className}>
              {texts.home}
            </a>
          )}
        />
      </body>
    </html>
  );
}
