import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../lib/accessibility';
import { backendQuery } from '../../lib/backend';
import { simpleProduct, variableProduct } from '../../lib/products';
import { AccountPage, PASSWORD, uniqueEmail } from '../../pages/account';
import { CartPanel } from '../../pages/cart';

test('a wishlist kept while logged out survives login', async ({ page, request }) => {
  const email = uniqueEmail('wishlist');
  await backendQuery(
    request,
    'mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId } } }',
    { input: { email, password: PASSWORD } },
  );

  // Logged out: the heart on a product card keeps the product in this browser.
  await page.goto('/products');
  const heart = page
    .getByRole('main')
    .getByRole('button', { name: /^Add .+ to wishlist$/ })
    .first();
  const label = (await heart.getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Add /, '').replace(/ to wishlist$/, '');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  const saved = page
    .getByRole('main')
    .getByRole('button', { name: `Remove ${name} from wishlist` })
    .first();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Wishlist' });
  await expect(list.getByRole('link', { name, exact: true })).toBeVisible();

  // Logging in merges the browser's list into the account and clears it here.
  const account = new AccountPage(page);
  await account.goto();
  await account.login(email, PASSWORD);
  await account.expectSignedIn(email);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('ppe-wishlist'))).toBeNull();

  await account.menuButton.click();
  await page.getByRole('menuitem', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/my-account\?tab=wishlist$/);
  await expect(account.tab('Wishlist')).toHaveAttribute('aria-selected', 'true');
  await expect(account.panel('Wishlist').getByRole('link', { name, exact: true })).toBeVisible();

  // Signed in, /wishlist is the account's list inside my-account.
  await page.goto('/wishlist');
  await expect(page).toHaveURL(/\/my-account\?tab=wishlist$/);
  await expect(account.panel('Wishlist').getByRole('link', { name, exact: true })).toBeVisible();

  // Removing it there removes it from the account (it stays removed after a reload).
  await account
    .panel('Wishlist')
    .getByRole('button', { name: `Remove ${name} from wishlist` })
    .click();
  await expect(account.panel('Wishlist')).toContainText('Your wishlist is empty.');
  await page.reload();
  await expect(account.panel('Wishlist')).toContainText('Your wishlist is empty.');
});

test("the account's wishlist rows offer Add to cart for a simple product in stock and Choose options for a variable one", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('wishlist-actions');
  await backendQuery(
    request,
    'mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId } } }',
    { input: { email, password: PASSWORD } },
  );
  const simple = await simpleProduct(request);
  const variable = await variableProduct(request);
  const { product } = await backendQuery<{ product: { databaseId: number } }>(
    request,
    'query ($slug: ID!) { product(id: $slug, idType: SLUG) { databaseId } }',
    { slug: variable.slug },
  );
  // Kept in this browser first; signing in moves both into the account.
  await page.goto('/');
  await page.evaluate(
    (ids) => window.localStorage.setItem('ppe-wishlist', JSON.stringify(ids)),
    [simple.databaseId, product.databaseId],
  );
  const account = new AccountPage(page);
  await account.goto();
  await account.login(email, PASSWORD);
  await account.expectSignedIn(email);
  await account.goto('/my-account?tab=wishlist');
  const panel = account.panel('Wishlist');
  const row = (name: string) =>
    panel.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
  const simpleRow = row(simple.name);
  const variableRow = row(variable.name);
  await expect(
    variableRow.getByRole('link', { name: `Choose options for ${variable.name}` }),
  ).toHaveAttribute('href', `/product/${variable.slug}`);
  await expect(variableRow.getByRole('button', { name: /^Add to cart/ })).toHaveCount(0);
  await expect(simpleRow.getByRole('link', { name: /^Choose options/ })).toHaveCount(0);
  await expectAccessible(page, "the account's wishlist with its rows' actions");

  // The cart's own addition, with its answer in the row; the row stays on the list.
  await simpleRow.getByRole('button', { name: `Add to cart: ${simple.name}` }).click();
  await expect(simpleRow.getByRole('status')).toHaveText('Added 1 item to your cart.');
  const cart = new CartPanel(page);
  await expect(cart.badge(1)).toBeVisible();
  await cart.open();
  await expect(cart.line(cart.panel, simple.name)).toBeVisible();
  await page.keyboard.press('Escape');

  await variableRow.getByRole('link', { name: `Choose options for ${variable.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${variable.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: variable.name })).toBeVisible();
});
