/**
 * The browser's wording of refusals outside the pages that word them at once (use-error-text.ts):
 * the `errors` catalogue of the locale, fetched on first need instead of sent in every page's
 * messages, with a translator of its own over it.
 */
import { createTranslator } from '@/i18n/translator';
import type { ShopError } from './error-message';
import { type ErrorCatalogue, errorText } from './error-text';

/** `currency` is the store's: amounts in a refusal read as money of the locale then. */
type Wording = (error: ShopError, currency?: string) => string;

const wordings = new Map<string, Promise<Wording>>();

export function errorTextIn(locale: string): Promise<Wording> {
  let wording = wordings.get(locale);
  if (!wording) {
    wording = import(`../../../messages/${locale}/errors.json`).then(
      ({ default: errors }: { default: Record<string, string> }) => {
        const t = createTranslator({ locale, messages: { errors }, namespace: 'errors' });
        return (error: ShopError, currency?: string) =>
          errorText(error, t as unknown as ErrorCatalogue, currency ? { locale, currency } : undefined);
      },
    );
    // A failed fetch (offline for a moment) is tried again by the next refusal.
    wording.catch(() => wordings.delete(locale));
    wordings.set(locale, wording);
  }
  return wording;
}
