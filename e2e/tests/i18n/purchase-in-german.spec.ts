import { test } from '@playwright/test';
import { purchaseIn } from '../../lib/localized-purchase';
import { UntranslatedTextCheck } from '../../lib/untranslated-text';

/**
 * A guest buys in German (and in Brazilian Portuguese, the same journey) and meets no English text
 * that has a translation: neither the storefront's interface, nor the demo store's content (the
 * blog and a post, the category, the product's name, attributes, tab and image alt texts, the
 * banner, the payment and shipping methods), nor an English error from the backend. Reviews are
 * the customers' own words and stay as written.
 */
for (const locale of ['de-DE', 'pt-BR']) {
  test(`a guest buys a variable product in ${locale} and reads no English`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const check = await UntranslatedTextCheck.create(request, locale);
    await purchaseIn(page, check, { translatedContent: true });
  });
}
