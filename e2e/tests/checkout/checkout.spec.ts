import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { backendQuery } from '../../lib/backend';
import { simpleProduct, usd, variableProduct } from '../../lib/products';
import { AccountPage, PASSWORD } from '../../pages/account';
import { CartPanel } from '../../pages/cart';
import { CheckoutPage, testBilling } from '../../pages/checkout';
import { ProductPage } from '../../pages/product-page';

const FREE_SHIPPING_THRESHOLD = 50;

/** A simple product between $15 and $60 with enough stock for a few units. */
const checkoutProduct = (request: APIRequestContext) =>
  simpleProduct(request, { minPrice: 15, maxPrice: 60, minStock: 10 });

/** The browser names its operations by id only: the order is the one call that sends a payment method. */
const isCheckoutCall = (body: unknown) =>
  typeof (body as { variables?: { input?: { paymentMethod?: unknown } } } | null)?.variables?.input
    ?.paymentMethod === 'string';

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function addSimple(page: Page, slug: string, quantity: number) {
  const productPage = new ProductPage(page);
  await productPage.goto(slug);
  await productPage.quantity.fill(String(quantity));
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toContainText(/^Added \d+ items? to your cart\.$/);
}

test('a guest buys a simple and a variable product with a coupon, free shipping and the test card', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const simple = await checkoutProduct(request);
  const variable = await variableProduct(request);
  // Enough for free shipping even after the 10% coupon.
  const quantity = Math.max(1, Math.ceil((FREE_SHIPPING_THRESHOLD / 0.9 - variable.price) / simple.price));
  await addSimple(page, simple.slug, quantity);

  const productPage = new ProductPage(page);
  await productPage.goto(variable.slug);
  for (const [attribute, option] of variable.options) await productPage.choose(attribute, option);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');

  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await expect(checkout.heading).toBeVisible();
  const subtotal = simple.price * quantity + variable.price;
  await expect(checkout.summary).toContainText(simple.name);
  await expect(checkout.summary).toContainText(variable.name);
  await expect(checkout.summary).toContainText(usd(subtotal));

  await checkout.fillBilling(testBilling(uniqueEmail('buyer')));
  await checkout.applyCoupon('welcome10');
  await expect(checkout.summary.getByText('Coupon welcome10', { exact: true })).toBeVisible();
  const discount = Math.round(subtotal * 10) / 100;
  await expect(checkout.summary).toContainText(usd(subtotal - discount));
  await expect(checkout.summary.getByRole('radio', { name: 'Free shipping' })).toBeChecked();

  await checkout.payWithTestCard('4242 4242 4242 4242');
  await checkout.placeAndReceive();
  await expect(page.getByRole('heading', { level: 1, name: 'Order received' })).toBeVisible();
  await expect(
    page.getByText('Thank you for your order. We will send you an email with the order details.'),
  ).toBeVisible();
  const lines = page.getByRole('table');
  await expect(lines.getByRole('row').filter({ hasText: simple.name })).toContainText(String(quantity));
  await expect(lines.getByRole('row').filter({ hasText: variable.name })).toBeVisible();
  await expect(lines).toContainText('Free shipping');
  await expect(lines.getByRole('row').filter({ hasText: /^Total/ })).toContainText(usd(subtotal - discount));
  // A guest may not read an order from a WooCommerce site: the page shows the checkout's answer,
  // which a reload of the same tab still shows.
  await page.reload();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: simple.name })).toContainText(
    String(quantity),
  );
  // The order emptied the cart.
  await expect(new CartPanel(page).badge(0)).toBeAttached();
});

test("the store's first payment method, the card, is chosen at first, the rest follow in the store's order, and the card's help is said once", async ({
  page,
  request,
}) => {
  const simple = await checkoutProduct(request);
  await addSimple(page, simple.slug, 1);

  const checkout = new CheckoutPage(page);
  await checkout.goto();
  // As WooCommerce's checkout does: the gateways as the store sorted them, the first one chosen.
  // The store sorts the card first (the spec's default payment method), here the test card.
  const { paymentGateways } = await backendQuery<{ paymentGateways: { nodes: { title: string }[] } }>(
    request,
    '{ paymentGateways { nodes { title } } }',
  );
  const titles = paymentGateways.nodes.map((gateway) => gateway.title);
  expect(titles[0]).toMatch(/^Test card/);
  const payment = page.getByRole('group', { name: 'Payment', exact: true });
  await expect(payment.getByRole('radio')).toHaveCount(titles.length);
  for (const [index, title] of titles.entries())
    await expect(payment.getByRole('radio').nth(index)).toHaveAccessibleName(title);
  await expect(payment.getByRole('radio').first()).toBeChecked();
  // The test card's help (the gateway's description) once, read out with the card number's field.
  await expect(checkout.cardNumber).toHaveAccessibleDescription(/Use 4242 4242 4242 4242 to pay/);
  await expect(payment.getByText(/4242 4242 4242 4242/)).toHaveCount(1);
  await expect(payment.getByText(/no real card is charged/)).toHaveCount(0);
});

test('a declined card shows the message and leaves the cart intact', async ({ page, request }) => {
  test.setTimeout(60_000);
  const simple = await checkoutProduct(request);
  await addSimple(page, simple.slug, 1);

  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await checkout.fillBilling(testBilling(uniqueEmail('declined')));
  await checkout.payWithTestCard('4000 0000 0000 0002');
  await checkout.placeOrder.click();

  await expect(checkout.alert).toContainText('Your card was declined.');
  await expect(checkout.cardNumber).toHaveAccessibleDescription('Your card was declined.');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(checkout.placeOrder).toBeEnabled();

  await page.goto('/cart');
  await expect(page.getByRole('main').getByRole('link', { name: simple.name }).first()).toBeVisible();
});

test('a missing required field is named at the top and next to the field', async ({ page, request }) => {
  const simple = await checkoutProduct(request);
  await addSimple(page, simple.slug, 1);

  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await checkout.fillBilling({ ...testBilling(uniqueEmail('missing')), firstName: '' });
  await page.getByRole('radio', { name: /cash on delivery/i }).check();
  await checkout.placeOrder.click();

  const message = 'Billing First name is a required field.';
  await expect(checkout.alert).toContainText(message);
  await expect(checkout.billing.getByLabel('First name', { exact: true })).toHaveAccessibleDescription(
    message,
  );
});

test('the browser names every problem at once, each at its field, before anything is sent', async ({
  page,
  request,
}) => {
  const simple = await checkoutProduct(request);
  await addSimple(page, simple.slug, 1);
  let checkoutCalls = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/graphql' && isCheckoutCall(sent.postDataJSON()))
      checkoutCalls++;
  });

  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await checkout.fillBilling({ ...testBilling('bad@'), firstName: '', postcode: '' });
  await page.getByRole('radio', { name: /cash on delivery/i }).check();
  await checkout.placeOrder.click();

  // The summary takes the focus and links to each field, in the form's order.
  await expect(checkout.alert).toBeFocused();
  const problems = [
    ['First name', 'Billing First name is a required field.'],
    ['Email address', 'Billing Email address is not a valid email address.'],
    ['ZIP Code', 'Billing ZIP Code is a required field.'],
  ] as const;
  await expect(checkout.alert.getByRole('link')).toHaveText(problems.map(([, message]) => message));
  for (const [label, message] of problems) {
    const field = checkout.billing.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
  }
  await checkout.alert.getByRole('link', { name: problems[1][1] }).click();
  await expect(page).toHaveURL(/#checkout-billing-email$/);
  expect(checkoutCalls).toBe(0);

  // Corrected, the field's problem goes as it is typed.
  await checkout.billing.getByLabel('Email address', { exact: true }).fill('fixed@example.com');
  await expect(checkout.billing.getByLabel('Email address', { exact: true })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('an applied coupon can be removed on the checkout', async ({ page, request }) => {
  const simple = await checkoutProduct(request);
  await addSimple(page, simple.slug, 1);
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await checkout.applyCoupon('welcome10');
  await expect(checkout.summary.getByText('Coupon welcome10', { exact: true })).toBeVisible();
  await checkout.summary.getByRole('button', { name: 'Remove coupon welcome10' }).click();
  await expect(checkout.summary.getByText('Coupon welcome10', { exact: true })).toHaveCount(0);
  await expect(checkout.summary).toContainText(usd(simple.price));
});

test('an order that cannot be read says so, and the order pages are not indexed', async ({ page }) => {
  await page.goto('/checkout/order-received/999999?key=wc_order_unknown');
  await expect(
    page.getByRole('alert').filter({ hasText: 'We could not find your order. Please try again later.' }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto('/checkout-success');
  await expect(
    page.getByText('Thank you for your order. We will send you an email with the order details.'),
  ).toBeVisible();
});

test('choosing local pickup updates the totals, and a double-clicked Place order places one order', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const simple = await simpleProduct(request, { minPrice: 5, maxPrice: 40, minStock: 5 });
  await addSimple(page, simple.slug, 1);

  let routeCalls = 0;
  let checkoutCalls = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname !== '/api/graphql') return;
    routeCalls++;
    if (isCheckoutCall(sent.postDataJSON())) checkoutCalls++;
  });
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await checkout.fillBilling(testBilling(uniqueEmail('pickup')));
  const total = checkout.summary
    .getByRole('term')
    .filter({ hasText: /^Total$/ })
    .locator('xpath=following-sibling::dd[1]');
  // Under the free-shipping threshold the flat rate is charged first…
  await expect(page.getByRole('radio', { name: /Flat rate/ })).toBeChecked();
  await expect(total).toContainText(usd(simple.price + 7.95));
  // …and picking the order up costs nothing.
  // The choice is the backend's: the radio turns checked once the cart comes back.
  const pickup = page.getByRole('radio', { name: /Local pickup/ });
  await pickup.click();
  await expect(pickup).toBeChecked();
  await expect(total).toContainText(usd(simple.price));

  await page.getByRole('radio', { name: /cash on delivery/i }).check();
  // A budget, not a timing: loading the checkout, two address changes, a rate and the order take a
  // few dozen calls; a render loop would take hundreds.
  expect(routeCalls).toBeLessThan(40);
  await checkout.placeOrder.dblclick();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=wc_order_/);

  // One order was placed (a guest may not list a session's orders on WooGraphQL: the browser asked
  // the shop to check out once), and it was answered with nothing charged for shipping.
  expect(checkoutCalls).toBe(1);
  const lines = page.getByRole('table');
  // The order names its shipping method; its total carries no shipping cost.
  await expect(lines.getByRole('row').filter({ hasText: /^Shipping/ })).toContainText('Local pickup');
  await expect(lines.getByRole('row').filter({ hasText: /^Total/ })).toContainText(usd(simple.price));
});

test('a guest can create an account while ordering, and is signed in to it afterwards', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const simple = await checkoutProduct(request);
  await addSimple(page, simple.slug, 1);

  const email = uniqueEmail('newaccount');
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await checkout.fillBilling(testBilling(email));
  await page.getByRole('checkbox', { name: 'Create an account?' }).check();
  await page.getByLabel('Create account password').fill(PASSWORD);
  await page.getByRole('radio', { name: /cash on delivery/i }).check();
  await checkout.placeAndReceive();

  const account = new AccountPage(page);
  await account.goto('/my-account/orders');
  await account.expectSignedIn(email);
  await expect(account.panel('Orders').getByRole('link', { name: /^View order / })).toHaveCount(1);
});
