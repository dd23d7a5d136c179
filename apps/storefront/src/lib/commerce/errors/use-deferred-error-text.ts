import { useCallback } from 'react';
import { useLocale } from '#i18n/hooks';
import type { ShopError } from './error-message';

/**
 * The wording of refusals in `locale`: the list of codes and the locale's texts for them, fetched
 * once, by the first refusal or the first sign of one coming (deferred-error-text.ts).
 */
export const loadErrorText = (locale: string) =>
  import('./deferred-error-text').then((module) => module.errorTextIn(locale));

/**
 * useErrorText for code on every page (the shopper's store, the footer's sign-up, a review): the
 * same sentence, but neither the list of codes nor their texts travel with the page: they load
 * only when a refusal is to be worded; with the store's `currency`, amounts read as money. Call loadErrorText(locale) when an action starts to have
 * them there by the time its answer comes.
 */
export function useDeferredErrorText(
  currency?: string,
): (error: ShopError | undefined) => Promise<string | undefined> {
  const locale = useLocale();
  return useCallback(
    async (error) => (error ? (await loadErrorText(locale))(error, currency) : undefined),
    [locale, currency],
  );
}
