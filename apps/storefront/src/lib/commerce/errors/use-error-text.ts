import { useCallback } from 'react';
import { useTranslations } from '#i18n/hooks';
import type { ShopError } from './error-message';
import { errorText } from './error-text';

/** A client component's way to word the shop's refusals in the page's locale (error-message.ts). */
export function useErrorText(): (error: ShopError | undefined) => string | undefined {
  const t = useTranslations('errors');
  return useCallback((error) => (error ? errorText(error, t) : undefined), [t]);
}
