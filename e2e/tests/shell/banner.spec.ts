import { expect, test } from '@playwright/test';
import { backendQuery, Shell } from '../../pages/shell';

interface BannerSettings {
  bannerEnabled: boolean;
  bannerText: string;
  bannerDismissible: boolean;
  bannerLinkUrl: string | null;
}

test('the announcement banner and the promises show on top; a dismissed banner stays hidden for the session', async ({
  page,
  browser,
  request,
}) => {
  const { bannerSettings: banner } = await backendQuery<{ bannerSettings: BannerSettings }>(
    request,
    '{ bannerSettings { bannerEnabled bannerText bannerDismissible bannerLinkUrl } }',
  );
  // The seeded store's banner: enabled, dismissible, with a link.
  expect(banner).toMatchObject({ bannerEnabled: true, bannerDismissible: true });

  const shell = new Shell(page);
  await page.goto('/');
  await expect(shell.banner).toContainText(banner.bannerText);
  await expect(shell.banner.getByRole('link', { name: 'Learn More' })).toHaveAttribute(
    'href',
    banner.bannerLinkUrl ?? '',
  );
  for (const promise of [
    'Free shipping on orders over $50',
    '30 days money back guarantee',
    '100% secure payment',
    '24/7 online support',
  ]) {
    await expect(shell.promises.getByText(promise)).toBeVisible();
  }

  await shell.banner.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(shell.banner).toBeHidden();
  await page.reload();
  await expect(shell.banner).toBeHidden();
  await page.goto('/de-DE');
  await expect(page.getByRole('region', { name: 'Ankündigung' })).toBeHidden();

  // A new browser session shows it again.
  const fresh = await browser.newPage();
  await fresh.goto(page.url().replace(/\/de-DE.*$/, '/'));
  await expect(new Shell(fresh).banner).toBeVisible();
  await fresh.close();
});

test('the skip link jumps past the shell to the page content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is inside the page, not the header.
  const insideHeader = await page.evaluate(() => Boolean(document.activeElement?.closest('header')));
  expect(insideHeader).toBe(false);
});
