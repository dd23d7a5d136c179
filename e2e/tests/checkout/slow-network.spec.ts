import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { backendQuery } from '../../lib/backend';
import { simpleProduct } from '../../lib/products';
import { AccountPage, PASSWORD, uniqueEmail } from '../../pages/account';
import { CheckoutPage, testBilling } from '../../pages/checkout';
import { ProductPage } from '../../pages/product-page';

/** Every answer of the shop comes this late: a slow network, or a slow phone on a busy one. */
const DELAY_MS = 2_000;

async function slowShop(page: Page) {
  await page.route('**/api/graphql', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.continue();
  });
}

async function addToCart(page: Page, request: APIRequestContext) {
  const product = await simpleProduct(request, { minPrice: 5, maxPrice: 60, minStock: 5 });
  const productPage = new ProductPage(page);
  await productPage.goto(product.slug);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toContainText(/^Added \d+ items? to your cart\.$/);
  return product;
}

/** Types into the billing fields as soon as the form takes keys, before the shop has answered. */
async function typeEarly(checkout: CheckoutPage, typed: Record<string, string>) {
  const field = (label: string) => checkout.billing.getByLabel(label, { exact: true });
  await expect(field('First name')).toBeEditable();
  // The summary is still waiting for the cart: the typing below comes first.
  await expect(checkout.summary).toHaveAttribute('aria-busy', 'true');
  for (const [label, value] of Object.entries(typed)) await field(label).fill(value);
}

/** Waits for the cart, the payment methods and the states, then checks nothing typed was lost. */
async function expectKeptAfterLoading(
  page: Page,
  checkout: CheckoutPage,
  productName: string,
  typed: Record<string, string>,
) {
  await expect(checkout.summary).toContainText(productName, { timeout: 20_000 });
  await expect(page.getByRole('radio', { name: /cash on delivery/i })).toBeVisible({ timeout: 20_000 });
  await expect(checkout.billing.getByLabel('State', { exact: true }).locator('option')).not.toHaveCount(1, {
    timeout: 20_000,
  });
  await expect(checkout.summary).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  for (const [label, value] of Object.entries(typed)) {
    await expect(checkout.billing.getByLabel(label, { exact: true })).toHaveValue(value);
  }
}

test('a guest who types before the checkout has loaded keeps every value typed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await addToCart(page, request);
  await slowShop(page);
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  const typed = {
    'First name': 'Early',
    'Last name': 'Bird',
    'Email address': 'early.bird@example.com',
    Phone: '4155550199',
    'Street address': '5 Dawn Street',
    'Town / City': 'Sunnyvale',
    'ZIP Code': '94086',
  };
  await typeEarly(checkout, typed);
  await expectKeptAfterLoading(page, checkout, product.name, typed);
});

test('a customer who types before the saved address arrives keeps what was typed; the rest is filled in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('early-customer');
  const saved = {
    firstName: 'Saved',
    lastName: 'Customer',
    address1: '1 Saved Avenue',
    city: 'Savedville',
    state: 'NY',
    postcode: '10001',
    country: 'US',
    phone: '2125550100',
    email,
  };
  await backendQuery(
    request,
    `mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId } } }`,
    { input: { username: email, email, password: PASSWORD, billing: saved, shipping: saved } },
  );
  const account = new AccountPage(page);
  await account.goto();
  await account.login(email, PASSWORD);
  await account.expectSignedIn(email);
  const product = await addToCart(page, request);

  await slowShop(page);
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  const typed = { 'First name': 'Typed', 'Street address': '9 Typed Road', Phone: '4155550142' };
  await typeEarly(checkout, typed);
  await expectKeptAfterLoading(page, checkout, product.name, typed);
  // Saved values filled only the fields left alone.
  const field = (label: string) => checkout.billing.getByLabel(label, { exact: true });
  await expect(field('Last name')).toHaveValue('Customer');
  await expect(field('Town / City')).toHaveValue('Savedville');
  await expect(field('Email address')).toHaveValue(email);
  await expect(field('State')).toHaveValue('NY');
});

test('a signed-in customer is never offered a new account while the account is on its way, so the form stays put', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = new AccountPage(page);
  const email = await account.signUp('steady-customer');
  const product = await addToCart(page, request);

  await slowShop(page);
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  const createAccount = page.getByRole('checkbox', { name: 'Create an account?' });
  const note = page.getByLabel('Order notes (optional)');
  await expect(note).toBeVisible();
  // The account has not been read yet: the page goes by what this browser remembers.
  await expect(checkout.summary).toHaveAttribute('aria-busy', 'true');
  // Read at this moment, not waited for: the offer must not show even briefly.
  expect(await createAccount.count()).toBe(0);
  const before = await note.boundingBox();

  await expect(checkout.summary).toContainText(product.name, { timeout: 20_000 });
  expect(await createAccount.count()).toBe(0);
  expect(await note.boundingBox()).toEqual(before);
  // Placed as the customer, without a password asked for.
  await checkout.fillBilling(testBilling(email));
  await checkout.payWithTestCard('4242 4242 4242 4242');
  await checkout.placeOrder.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order received' })).toBeVisible({
    timeout: 30_000,
  });
});
