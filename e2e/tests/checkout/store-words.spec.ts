import { type APIRequestContext, expect, test } from '@playwright/test';
import { graphqlUrl } from '../../lib/backend';
import { translator } from '../../lib/messages';
import { simpleProduct, variableProduct } from '../../lib/products';
import { testBilling } from '../../pages/checkout';

/**
 * Store words in the shopper's language. WooCommerce's standard payment gateways (bacs, cheque,
 * cod) and shipping methods (flat_rate, local_pickup, free_shipping) read as the storefront's
 * catalogue words for their ids; everything else the store names (attribute labels) is the
 * backend's content, asked for in the shopper's language with the `lang` parameter (WPML's
 * "language as a parameter"), on the product page and in the list's filters alike.
 */
const de = translator('de-DE');

/** The seeded backend asked directly, in German, as the storefront asks it for a German page. */
async function germanBackend<T>(request: APIRequestContext, query: string): Promise<T> {
  const url = new URL(graphqlUrl());
  url.searchParams.set('lang', 'de');
  const response = await request.post(url.toString(), { data: { query } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data as T;
}

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(:|$)`);

test('a German shopper reads the standard payment and shipping methods in German', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await simpleProduct(request, { minPrice: 15, maxPrice: 60, minStock: 10 });
  // Enough for the free shipping minimum ($50), so every US method is offered.
  const quantity = Math.ceil(50 / product.price);
  await page.goto(`/de-DE/product/${product.slug}`);
  const form = page.getByRole('form', { name: de('product.purchase.formLabel') });
  await form.getByLabel(de('product.purchase.quantity'), { exact: true }).fill(String(quantity));
  await form.getByRole('button', { name: de('product.purchase.addToCart') }).click();
  await expect(form.getByRole('status')).toHaveText(de('cart.add.added', { count: quantity }));

  await page.goto('/de-DE/checkout');
  const payment = page.getByRole('group', { name: de('checkout.form.paymentTitle') });
  for (const gateway of ['bacs', 'cheque', 'cod']) {
    await expect(
      payment.getByRole('radio', { name: de(`checkout.storeWords.gateways.${gateway}.title`), exact: true }),
    ).toBeVisible();
  }
  // The catalogue's German, not a copy of WooCommerce's English.
  await expect(payment.getByRole('radio', { name: 'Direkte Banküberweisung', exact: true })).toBeVisible();
  await payment
    .getByRole('radio', { name: de('checkout.storeWords.gateways.cod.title'), exact: true })
    .check();
  await expect(payment.getByText(de('checkout.storeWords.gateways.cod.description'))).toBeVisible();

  const summary = page.getByRole('region', { name: de('checkout.form.summaryTitle') });
  for (const method of ['free_shipping', 'flat_rate', 'local_pickup']) {
    await expect(
      summary.getByRole('radio', { name: startsWith(de(`checkout.storeWords.shippingMethods.${method}`)) }),
    ).toBeVisible();
  }
  await expect(summary.getByText('Flat rate')).toHaveCount(0);
  await expect(payment.getByText('Direct bank transfer')).toHaveCount(0);

  // The placed order names its payment and shipping methods the same way.
  const billing = page.getByRole('group', { name: de('checkout.form.billingTitle') });
  const { state, ...address } = testBilling(`store-words-${Date.now()}@example.com`);
  for (const [key, value] of Object.entries(address)) {
    await billing.getByLabel(de(`checkout.form.${key}`), { exact: true }).fill(value);
  }
  await billing.getByLabel(de('checkout.form.state'), { exact: true }).selectOption({ label: state });
  const pickup = summary.getByRole('radio', {
    name: startsWith(de('checkout.storeWords.shippingMethods.local_pickup')),
  });
  await pickup.click();
  await expect(pickup).toBeChecked();
  await page.getByRole('button', { name: de('checkout.form.placeOrder') }).click();
  await expect(page).toHaveURL(/\/de-DE\/checkout\/order-received\/\d+/, { timeout: 20_000 });
  const order = page.getByRole('table');
  await expect(order).toContainText(de('checkout.storeWords.gateways.cod.title'));
  await expect(order).toContainText(de('checkout.storeWords.shippingMethods.local_pickup'));
  await expect(order.getByText(/Local pickup|Cash on delivery/)).toHaveCount(0);
});

test('a German shopper reads attribute labels as the backend names them in German', async ({
  page,
  request,
}) => {
  const variable = await variableProduct(request);
  const { product } = await germanBackend<{
    product: { attributes: { nodes: Array<{ label: string | null; variation: boolean | null }> } | null };
  }>(
    request,
    `{ product(id: "${variable.slug}", idType: SLUG) {
        ... on ProductWithAttributes { attributes(first: 100) { nodes { label variation } } } } }`,
  );
  const labels = (product.attributes?.nodes ?? []).flatMap((node) =>
    node.variation && node.label ? [node.label] : [],
  );
  expect(labels.length).toBeGreaterThan(0);
  await page.goto(`/de-DE/product/${variable.slug}`);
  const form = page.getByRole('form', { name: de('product.purchase.formLabel') });
  for (const label of labels)
    await expect(form.getByRole('group', { name: label, exact: true })).toBeVisible();

  // The list's filters name the attributes the same one way: the backend's labels.
  const { woonuxtSettings } = await germanBackend<{
    woonuxtSettings: { global_attributes: Array<{ label: string | null }> | null } | null;
  }>(request, '{ woonuxtSettings { global_attributes { label } } }');
  const filterLabels = (woonuxtSettings?.global_attributes ?? []).flatMap((attribute) =>
    attribute.label ? [attribute.label] : [],
  );
  expect(filterLabels.length).toBeGreaterThan(0);
  await page.goto('/de-DE/products');
  const filters = page.getByRole('form', { name: de('catalog.filters.title') });
  for (const label of filterLabels) {
    await expect(filters.getByRole('group', { name: label, exact: true, includeHidden: true })).toHaveCount(
      1,
    );
  }
});
