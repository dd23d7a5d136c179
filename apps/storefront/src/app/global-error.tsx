'use client';

import { usePathname } from 'next/navigation';
import { type Locale, routing } from '@/i18n/routing';
import deDE from '@/messages/de-DE/common.json';
import enUS from '@/messages/en-US/common.json';
import esES from '@/messages/es-ES/common.json';
import frFR from '@/messages/fr-FR/common.json';
import itIT from '@/messages/it-IT/common.json';
import ptBR from '@/messages/pt-BR/common.json';
import { type ServerErrorTexts, ServerErrorView } from './[locale]/server-error';
import './globals.css';

/**
 * When the shop's layout itself failed there is no message provider: the few texts of this page
 * come straight from each locale's catalogue, the locale from the URL's prefix (none is English).
 */
const TEXTS: Record<Locale, ServerErrorTexts & { siteName: string }> = {
  'en-US': { ...enUS.serverError, siteName: enUS.siteName },
  'de-DE': { ...deDE.serverError, siteName: deDE.siteName },
  'es-ES': { ...esES.serverError, siteName: esES.siteName },
  'fr-FR': { ...frFR.serverError, siteName: frFR.siteName },
  'it-IT': { ...itIT.serverError, siteName: itIT.siteName },
  'pt-BR': { ...ptBR.serverError, siteName: ptBR.siteName },
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
        <title>{`${texts.title} | ${texts.siteName}`}</title>
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
