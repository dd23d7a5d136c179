import { test } from '@playwright/test';
import { purchaseIn } from '../../lib/localized-purchase';
import { UntranslatedTextCheck } from '../../lib/untranslated-text';

/**
 * The German purchase against a stock WooCommerce site: the site has no multilingual plugin, so its
 * content stays in its own language (English), while every interface text the storefront translates
 * reads German, and the order still goes through.
 */
test('a guest buys a variable product in German from a stock site, with a German interface', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const check = await UntranslatedTextCheck.create(request, 'de-DE', { content: false });
  await purchaseIn(page, check, { translatedContent: false });
});
