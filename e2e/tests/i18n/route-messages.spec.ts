import { expect, type Page, test } from '@playwright/test';
import { translator } from '../../lib/messages';
import { simpleProduct } from '../../lib/products';

/**
 * Each page sends the browser the shell's messages and its own route's (src/i18n/client-messages.ts).
 * A client component whose words did not come with its page would show the message's key and
 * report MISSING_MESSAGE: a shopper's walk through every kind of page, in two languages, finds none.
 */
function missingMessages(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('MISSING_MESSAGE')) missing.push(`${page.url()}: ${message.text()}`);
  });
  return missing;
}

for (const locale of ['en-US', 'de-DE']) {
  const prefix = locale === 'en-US' ? '' : `/${locale}`;
  const t = translator(locale);
  test(`every kind of page has the words of its client components in ${locale}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const missing = missingMessages(page);
    const product = await simpleProduct(request);

    await page.goto(`${prefix}/products`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`${prefix}/product/${product.slug}`);
    const form = page.getByRole('form', { name: t('product.purchase.formLabel') });
    await form.getByRole('button', { name: t('product.purchase.addToCart') }).click();
    await expect(form.getByRole('status')).toHaveText(t('cart.add.added', { count: 1 }));

    for (const path of [
      '/cart',
      '/checkout',
      '/my-account',
      '/my-account/lost-password',
      '/wishlist',
      '/contact',
      '/gift-card-balance',
      '/',
    ]) {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Client islands render once the page is live.
      await page.waitForLoadState('networkidle');
    }
    expect(missing).toEqual([]);
  });
}
