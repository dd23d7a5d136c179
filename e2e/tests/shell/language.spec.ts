import { expect, test } from '@playwright/test';
import { Shell } from '../../pages/shell';

test('switching to German with the language switcher is kept after a reload and on the next visit', async ({
  page,
  context,
}) => {
  const shell = new Shell(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(shell.languageSwitcher.getByRole('link', { name: 'English (US)' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await shell.languageSwitcher.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de-DE\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  const mainMenu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(mainMenu.getByRole('link', { name: 'Handschuhe', exact: true })).toBeVisible();
  await expect(page.getByRole('search').getByRole('combobox', { name: 'Produkte suchen' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Unsere Versprechen' }).getByText('Online-Support rund um die Uhr'),
  ).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('de-DE');
  // Spec section 9: the choice is kept for 365 days.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 60 * 60);

  await page.reload();
  await expect(page).toHaveURL(/\/de-DE\/?$/);
  await expect(mainMenu.getByRole('link', { name: 'Handschuhe', exact: true })).toBeVisible();

  // The unprefixed (English) address now leads to the chosen locale.
  await page.goto('/');
  await expect(page).toHaveURL(/\/de-DE\/?$/);
  await expect(
    page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'Deutsch' }),
  ).toHaveAttribute('aria-current', 'true');
});

test('the language switcher keeps the page and its query', async ({ page }) => {
  await page.goto('/no-such-page?ref=mail');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr-FR\/no-such-page\?ref=mail$/);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
});
