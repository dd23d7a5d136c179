import { expect, type Page, test } from '@playwright/test';
import { simpleProduct } from '../../lib/products';
import { routeCall } from '../../lib/shop-route';
import { CheckoutPage, testBilling } from '../../pages/checkout';

/** The browser names its operations by id only: the order is the one call that sends a payment method. */
const isCheckoutCall = (body: unknown) =>
  typeof (body as { variables?: { input?: { paymentMethod?: unknown } } } | null)?.variables?.input
    ?.paymentMethod === 'string';

/** A cart with one product in it, filled the way the shop's browser code does. */
async function fillCart(page: Page) {
  const product = await simpleProduct(page.request);
  const answer = await page.request.post('/api/graphql', {
    data: routeCall('addToCart', { productId: product.databaseId, quantity: 1 }),
  });
  expect(answer.ok()).toBe(true);
}

/**
 * The checkout of a filled cart, paid cash on delivery (no card to enter), and a count of the orders
 * the page asks the shop to place.
 */
async function openCheckout(page: Page) {
  await page.goto('/products');
  await fillCart(page);
  let calls = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/graphql' && isCheckoutCall(sent.postDataJSON())) calls++;
  });
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await page.getByRole('radio', { name: /cash on delivery/i }).check();
  return { checkout, checkoutCalls: () => calls };
}

test('an empty checkout names every required field at once, at each field and in a focused summary', async ({
  page,
}) => {
  const { checkout, checkoutCalls } = await openCheckout(page);
  await checkout.placeOrder.click();

  await expect(checkout.alert).toBeFocused();
  const required = [
    'First name',
    'Last name',
    'Email address',
    'Phone',
    'Street address',
    'Town / City',
    'State',
    'ZIP Code',
  ];
  const message = (label: string) => `Billing ${label} is a required field.`;
  await expect(checkout.alert.getByRole('link')).toHaveText(required.map(message));
  for (const label of required) {
    const field = checkout.billing.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message(label));
  }
  // Each entry leads to its field.
  await checkout.alert.getByRole('link', { name: message('Town / City') }).click();
  await expect(page).toHaveURL(/#checkout-billing-city$/);
  expect(checkoutCalls()).toBe(0);
});

test('malformed email addresses are refused in the browser, by the rule the shop checks', async ({
  page,
}) => {
  const { checkout, checkoutCalls } = await openCheckout(page);
  await checkout.fillBilling(testBilling('bad@'));
  const email = checkout.billing.getByLabel('Email address', { exact: true });
  const refused = 'Billing Email address is not a valid email address.';
  // The shop's rule is WordPress's is_email() (see apps/commerce/src/checkout/address-validation.ts).
  for (const malformed of [
    'bad@',
    'ada@example',
    'ada@example..com',
    'ada@-example.com',
    'ada lovelace@example.com',
  ]) {
    await email.fill(malformed);
    await checkout.placeOrder.click();
    await expect(checkout.alert.getByRole('link')).toHaveText([refused]);
    await expect(email).toHaveAccessibleDescription(refused);
  }
  expect(checkoutCalls()).toBe(0);
});

test("the shop's own refusal is shown at its fields in the shopper's language", async ({ page }) => {
  await page.goto('/de-DE/products');
  await fillCart(page);
  // A browser whose rules let something through (an older page, a changed shop): the order reaches
  // the shop with an address it refuses, and the shop names the fields by code.
  // The route's address carries the page's language (?lang=de), so it is matched by its path.
  await page.route(
    (url) => url.pathname === '/api/graphql',
    async (route) => {
      const body = route.request().postDataJSON() as { variables?: { input?: { billing?: object } } };
      if (!isCheckoutCall(body) || !body.variables?.input) return route.continue();
      body.variables.input.billing = { ...body.variables.input.billing, email: 'bad@', postcode: '1234' };
      return route.continue({ postData: JSON.stringify(body) });
    },
  );
  await page.goto('/de-DE/checkout');
  const billing = page.getByRole('group', { name: 'Rechnungsdetails' });
  const field = (label: string) => billing.getByLabel(label, { exact: true });
  await field('Vorname').fill('Ada');
  await field('Nachname').fill('Lovelace');
  await field('E-Mail-Adresse').fill('ada@example.com');
  await field('Telefon').fill('4155550100');
  await field('Straße und Hausnummer').fill('1 Market Street');
  await field('Ort / Stadt').fill('San Francisco');
  await field('Bundesland / Bundesstaat').selectOption({ label: 'California' });
  await field('Postleitzahl').fill('94105');
  await page.getByRole('radio', { name: 'Nachnahme' }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

  const summary = page
    .getByRole('alert')
    .filter({ hasText: 'Ihre Bestellung konnte nicht aufgegeben werden' });
  await expect(summary).toBeFocused();
  const email = 'Rechnung E-Mail-Adresse ist keine gültige E-Mail-Adresse.';
  const postcode = 'Rechnung Postleitzahl ist ungültig. Bitte prüfen Sie die Eingabe.';
  await expect(summary.getByRole('link')).toHaveText([email, postcode]);
  await expect(field('E-Mail-Adresse')).toHaveAccessibleDescription(email);
  await expect(field('Postleitzahl')).toHaveAccessibleDescription(postcode);
  // Never the shop's English sentence.
  await expect(page.getByText('is not a valid email address')).toHaveCount(0);
  await expect(page).toHaveURL(/\/de-DE\/checkout$/);
});
