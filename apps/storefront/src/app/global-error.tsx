'use client';

import { usePathname } from 'next/navigation';
import { type Locale, routing } from '@/i18n/routing';
import deDE from '@/messages/de-DE/serverError.json';
import enUS from '@/messages/en-US/serverError.json';
import esES from '@/messages/es-ES/serverError.json';
import frFR from '@/messages/fr-FR/serverError.json';
import itIT from '@/messages/it-IT/serverError.json';
import ptBR from '@/messages/pt-BR/serverError.json';
import { type ServerErrorTexts, ServerErrorView } from './[locale]/server-error';
import './globals.css';

/**
 * When the shop's layout itself failed there is no message provider: the four texts of this page
 * come straight from each locale's small serverError catalogue (every page's first load carries
 * this boundary, so never a whole catalogue), the locale from the URL's prefix (none is English).
 */
const TEXTS: Record<Locale, ServerErrorTexts> = {
  'en-US': enUS,
  'de-DE': deDE,
  'es-ES': esES,
  'fr-FR': frFR,
  'it-IT': itIT,
  'pt-BR': ptBR,
};

function localeOfPath(pathname: string | null): Locale {
  const prefix = pathname?.split('/')[1];
  return routing.locales.find((locale) => locale === prefix) ?? routing.defaultLocale;
}

export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const locale = localeOfPath(usePathname());
  const texts = TEXTS[locale];
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
