import { expect, test } from '@playwright/test';
import { translator } from '../../lib/messages';
import { UntranslatedTextCheck } from '../../lib/untranslated-text';
import { PASSWORD, uniqueEmail } from '../../pages/account';
import { Shell } from '../../pages/shell';

/**
 * The account pages and the phone menu in German: the backend's refusals (a taken email, a wrong
 * password) read in the shopper's words for their codes, and no page shows English that has a
 * translation.
 */
const LOCALE = 'de-DE';
const t = translator(LOCALE);

test('a German shopper registers, logs out, mistypes the password and reads every answer in German', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const check = await UntranslatedTextCheck.create(request, LOCALE);
  check.watchBackendMessages(page);
  const email = uniqueEmail('konto');
  const loginForm = page.getByRole('region', { name: t('account.login.title') });
  const registerForm = page.getByRole('region', { name: t('account.register.title') });
  const register = async () => {
    await registerForm.getByLabel(t('account.register.email'), { exact: true }).fill(email);
    await registerForm.getByLabel(t('account.register.password'), { exact: true }).fill(PASSWORD);
    await registerForm.getByLabel(t('account.register.confirm'), { exact: true }).fill(PASSWORD);
    await registerForm.getByRole('button', { name: t('account.register.submit') }).click();
  };

  await page.goto(`/${LOCALE}/my-account`);
  await expect(loginForm).toBeVisible();
  await check.expectNone(page, 'login and register forms');

  await register();
  await expect(page.getByText(t('account.dashboard.signedInAs', { email }))).toBeVisible();
  await check.expectNone(page, 'account dashboard');

  await page
    .getByRole('main')
    .getByRole('button', { name: t('account.dashboard.logout') })
    .click();
  await expect(registerForm).toBeVisible();
  await register();
  await expect(registerForm.getByRole('alert')).toHaveText(t('errors.EMAIL_TAKEN'));
  await check.expectNone(page, 'register form with a taken email');

  await loginForm.getByLabel(t('account.login.username'), { exact: true }).fill(email);
  await loginForm.getByLabel(t('account.login.password'), { exact: true }).fill(`${PASSWORD}-falsch`);
  await loginForm.getByRole('button', { name: t('account.login.submit') }).click();
  await expect(loginForm.getByRole('alert')).toBeVisible();
  await check.expectNone(page, 'login form with a wrong password');
});

test("the phone menu's categories, account and info read German", async ({ page, request }) => {
  const check = await UntranslatedTextCheck.create(request, LOCALE);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/${LOCALE}`);
  await new Shell(page).waitUntilInteractive();
  await page.getByRole('button', { name: t('shell.header.openMenu') }).click();
  const menu = page.getByRole('dialog', { name: t('shell.mobileMenu.title') });
  await expect(menu).toBeVisible();
  for (const tab of ['categories', 'account', 'info']) {
    const name = t(`shell.mobileMenu.tabs.${tab}`);
    await menu.getByRole('tab', { name }).click();
    await expect(menu.getByRole('tabpanel', { name })).toBeVisible();
    await check.expectNone(page, `phone menu, ${name}`);
  }
});
