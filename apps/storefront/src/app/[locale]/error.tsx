'use client';

import { useTranslations } from '#i18n/hooks';
import { Link } from '@/i18n/navigation';
import { ServerErrorView } from './server-error';

/**
 * A page that failed to render (the backend unreachable or failing, spec section 8), inside the
 * shop's own layout: the shopper keeps the header, menu and cart, reads what happened in their
 * language and can retry. `retry` asks the server for the page again. The cause stays in the server
 * log; the browser gets only Next's digest.
 */
export default function LocaleError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = useTranslations('serverError');
  return (
    <ServerErrorView
      texts={{ title: t('title'), message: t('message'), retry: t('retry'), home: t('home') }}
      onRetry={retry}
      homeLink={(className) => (
        <Link href="/" className={className}>
          {t('home')}
        </Link>
      )}
    />
  );
}
