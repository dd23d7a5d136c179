import { expect, test } from '@playwright/test';
import { NavigationRuntime } from '../../pages/navigation';

/**
 * The shop's links and its sort dropdown are plain markup the navigation feature follows with the
 * router: in German they stay on German pages (/de-DE/…), without a full page load.
 */
test('in German, a sort order and a product card stay on German pages, within the same document', async ({
  page,
}) => {
  const navigation = new NavigationRuntime(page);
  await page.goto('/de-DE/products');
  await navigation.waitUntilHydrated();
  await navigation.markDocument();

  await page.getByLabel('Sortieren nach').selectOption({ label: 'Preis: absteigend' });
  await expect(page).toHaveURL(/\/de-DE\/products\?orderby=price&order=desc$/);
  await expect(page.getByLabel('Sortieren nach')).toHaveValue('price-desc');

  const results = page.getByRole('region', { name: 'Produkte', exact: true });
  const firstCard = results
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
  const name = (await firstCard.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await firstCard.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/\/de-DE\/product\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await navigation.isSameDocument()).toBe(true);
});
