import { expect, test } from '@playwright/test';
import { openBeforeScripts } from '../../lib/early-typing';
import { simpleProduct } from '../../lib/products';
import { uniqueEmail } from '../../pages/account';
import { Shell } from '../../pages/shell';

/**
 * A shopper on a slow phone types into the header's search box and the review form before the
 * page's scripts have run: what was typed stays once the page is interactive, and is what is sent.
 */

test('the header search keeps a term typed before the page was interactive, and searches for it', async ({
  page,
}) => {
  const shell = new Shell(page);
  const { ready } = await openBeforeScripts(page, '/');
  await shell.searchBox.fill('ffp3');
  await ready();
  await expect(shell.searchBox).toHaveValue('ffp3');
  await expect(shell.searchButton).toBeEnabled();
  await shell.searchBox.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=ffp3$/);
});

test('the review form keeps what was typed before the page was interactive, and sends it', async ({
  page,
  request,
}) => {
  // The e2e shop shows reviews (STORE_SHOW_REVIEWS=true in global-setup.ts).
  const product = await simpleProduct(request, { maxPrice: 500, minStock: 0 });
  const { ready } = await openBeforeScripts(page, `/product/${product.slug}`);
  const form = page.getByRole('form', { name: 'Write a review' });
  const typed = [
    [form.getByLabel('Your review'), 'Typed before the page had loaded; still here.'],
    [form.getByLabel('Name'), 'Early Reviewer'],
    [form.getByLabel('Email'), uniqueEmail('early-review')],
  ] as const;
  await form.getByRole('radio', { name: '4 stars' }).check();
  for (const [field, value] of typed) await field.fill(value);
  await ready();
  for (const [field, value] of typed) await expect(field).toHaveValue(value);
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you! Your review is awaiting moderation.')).toBeVisible();
});
