import { test } from '@playwright/test';
import { purchaseIn } from '../../lib/localized-purchase';
import { UntranslatedTextCheck } from '../../lib/untranslated-text';

/**
 * A guest buys in German (and in French, the same journey) and meets no English text that has a
 * translation: neither the storefront's interface, nor the demo store's translated content (the
 * category, the product's name, attributes and tab, the banner, the payment and shipping methods),
 * nor an English error from the backend. Products outside the translated best-sellers stay English
 * by design, and the check does not count them.
 */
for (const locale of ['de-DE', 'fr-FR']) {
  test(`a guest buys a variable product in ${locale} and reads no English`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const check = await UntranslatedTextCheck.create(request, locale);
    await purchaseIn(page, check, { translatedContent: true });
  });
}
