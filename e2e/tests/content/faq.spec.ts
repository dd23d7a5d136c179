import { expect, test } from '@playwright/test';
import { ProductPage } from '../../pages/product-page';

// A seeded product with FAQs (apps/commerce/src/seed/catalog/products-speedglas.ts).
const SLUG = 'speedglas-9100-fx-welding-helmet';
const QUESTION = 'Can I upgrade the filter later?';

test('a product FAQ is a clear row whose icon turns as it opens, by keyboard as by mouse', async ({
  page,
}) => {
  const product = new ProductPage(page);
  await product.goto(SLUG);
  const faqs = page.getByRole('region', { name: 'Frequently asked questions' });
  const question = faqs.locator('summary').filter({ hasText: QUESTION });
  const answer = faqs.getByText('Every 9100 filter fits the 9100 FX shell');
  await expect(answer).toBeHidden();

  // The browser's own triangle gives way to the row's icon, which turns when the answer shows.
  await expect(question).toHaveCSS('list-style-type', 'none');
  const icon = question.locator('svg');
  await expect(icon).toBeVisible();
  const turn = () => icon.evaluate((element) => getComputedStyle(element).transform);
  const closed = await turn();

  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await expect.poll(turn).not.toBe(closed);
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
  await expect.poll(turn).toBe(closed);

  await question.click();
  await expect(answer).toBeVisible();
});
