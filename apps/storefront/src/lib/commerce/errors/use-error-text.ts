import { useCallback } from 'react';
import { useLocale, useTranslations } from '#i18n/hooks';
import type { ShopError } from './error-message';
import { errorText } from './error-text';

/**
 * A client component's way to word the shop's refusals in the page's locale (error-message.ts);
 * with the store's `currency`, amounts read as money of the locale.
 */
export function useErrorText(currency?: string): (error: ShopError | undefined) => string | undefined {
  const t = useTranslations('errors');
  const locale = useLocale();
  return useCallback(
    (error) => (error ? errorText(error, t, currency ? { locale, currency } : undefined) : undefined),
    [t, locale, currency],
  );
}
