import { expect, test } from '@playwright/test';
import { simpleProduct } from '../../lib/products';
import { routeOperationName } from '../../lib/shop-route';
import { AccountPage, uniqueEmail } from '../../pages/account';
import { NavigationRuntime } from '../../pages/navigation';
import { ProductPage } from '../../pages/product-page';

// This store hides reviews by default (spec section 1); the e2e shop shows them (STORE_SHOW_REVIEWS=true in global-setup.ts).

test('a review is submitted on a product page and shows', async ({ page, request }) => {
  test.setTimeout(60_000);
  const product = await simpleProduct(request, { maxPrice: 500, minStock: 0 });
  const productPage = new ProductPage(page);
  const form = productPage.reviewForm;

  // A guest's review awaits moderation; the form names what is missing first.
  await productPage.goto(product.slug);
  await productPage.reachReviewForm();
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription(
    'Please choose a rating from 1 to 5 stars.',
  );
  await expect(form.getByLabel('Your review')).toHaveAccessibleDescription('Please write your review.');
  await form.getByRole('radio', { name: '3 stars' }).check();
  await form.getByLabel('Your review').fill('Decent fit, but the strap could be longer.');
  await form.getByLabel('Name').fill('Guest Reviewer');
  await form.getByLabel('Email').fill(uniqueEmail('guest-review'));
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you! Your review is awaiting moderation.')).toBeVisible();

  // A signed-in customer's review is published at once and shows after a reload.
  const account = new AccountPage(page);
  await account.signUp('review');
  const text = `Comfortable for a full shift ${Date.now()}.`;
  await productPage.goto(product.slug);
  await productPage.reachReviewForm();
  await expect(form.getByLabel('Name')).toHaveCount(0);
  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByLabel('Your review').fill(text);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you! Your review has been published.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText(text)).toBeVisible();
});

test('a signed-in customer who submits before the account is read is published under the account', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const product = await simpleProduct(request, { maxPrice: 500, minStock: 0 });
  const account = new AccountPage(page);
  await account.signUp('early-review');

  // The account's read is slow (a loaded shop): the form still shows a guest's fields meanwhile.
  await page.route(
    (url) => url.pathname === '/api/graphql',
    async (route) => {
      if (routeOperationName(route.request().postDataJSON()) === 'getCart')
        await new Promise((done) => setTimeout(done, 2_500));
      await route.fallback();
    },
  );
  const productPage = new ProductPage(page);
  const form = page.getByRole('form', { name: 'Write a review' });
  await productPage.goto(product.slug);
  await new NavigationRuntime(page).waitUntilHydrated();
  await expect(form.getByLabel('Name')).toBeVisible();
  const text = `Quick to review ${Date.now()}.`;
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Your review').fill(text);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you! Your review has been published.')).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText(text)).toBeVisible();
});
