import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { ShopError } from './error-message';

/** The wording with its list of codes: fetched once, by the first refusal or the first sign of one coming. */
export const loadErrorText = () => import('./error-text');

/**
 * useErrorText for code on every page (the shopper's store, the footer's sign-up): the same
 * sentence, but the list of codes behind it loads only when a refusal is to be worded, so pages
 * where nothing is refused never download it. Call loadErrorText() when an action starts to have
 * it there by the time its answer comes.
 */
export function useDeferredErrorText(): (error: ShopError | undefined) => Promise<string | undefined> {
  const t = useTranslations('errors');
  return useCallback(async (error) => (error ? (await loadErrorText()).errorText(error, t) : undefined), [t]);
}
