import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from '../../lib/accessibility';
import { backendQuery } from '../../lib/backend';
import { translator } from '../../lib/messages';
import { setStock } from '../../lib/shop-manager';
import { receivedMail, waitForMail } from '../../lib/smtp-inbox';
import { uniqueEmail } from '../../pages/account';
import { linkTo } from '../../pages/newsletter';

/**
 * "Email me when it's back" on an out-of-stock product, through the real mail server the backend
 * sends to: ask, confirm with the mailed link's page, then a shop manager brings the stock back
 * (updateProduct) and exactly one email arrives; out and back again sends nothing more. The mails'
 * subjects are the backend's (apps/commerce/src/stock-alerts/emails.ts).
 */
const en = translator('en-US');

interface Product {
  databaseId: number;
  slug: string;
  name: string;
  /** WooGraphQL's ManageStockEnum: TRUE, FALSE or PARENT. */
  manageStock: string | null;
  stockQuantity: number | null;
}

/** The last out-of-stock simple product: other journeys take the first one (lib/products.ts). */
async function soldOutProduct(request: APIRequestContext): Promise<Product> {
  const data = await backendQuery<{ products: { nodes: Product[] } }>(
    request,
    `{ products(first: 100, where: { type: SIMPLE, stockStatus: [OUT_OF_STOCK] }) {
        nodes { databaseId slug name ... on SimpleProduct { manageStock stockQuantity } } } }`,
  );
  const product = data.products.nodes.at(-1);
  if (!product) throw new Error('The demo catalogue has no out-of-stock simple product.');
  return product;
}

/** Asks for and confirms an alert straight on the backend, as the form and the link's page do. */
async function confirmedAlert(request: APIRequestContext, email: string, productId: number) {
  const since = new Date();
  await backendQuery(
    request,
    'mutation ($email: String!, $productId: Int!) { subscribeToStockAlert(input: { email: $email, productId: $productId }) { status } }',
    { email, productId },
  );
  const mail = await waitForMail({ to: email, subject: 'Please confirm your stock alert', since });
  const token = new URL(linkTo(mail.links, '/stock-alerts/confirm')).searchParams.get('token');
  await backendQuery(
    request,
    'mutation ($token: String!) { confirmStockAlert(input: { token: $token }) { status } }',
    {
      token,
    },
  );
}

test('a shopper asks to be emailed when a product is back, confirms by mail and gets one email', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const product = await soldOutProduct(request);
  const email = uniqueEmail('stock-alert');
  const backSubject = `${product.name} is back in stock`;
  try {
    await page.goto(`/product/${product.slug}`);
    const alert = page.getByRole('region', { name: en('product.stockAlert.heading') });
    const field = alert.getByRole('textbox', { name: en('product.stockAlert.email') });
    const submit = alert.getByRole('button', { name: en('product.stockAlert.submit') });
    await expect(alert).toBeVisible();
    await expectAccessible(page, 'stock alert form');

    // The form's code comes when the shopper reaches for it; a wrong address is refused beside it.
    await field.click();
    await expect(submit).toBeEnabled();
    await field.fill('ada@example');
    await submit.click();
    await expect(field).toHaveAccessibleDescription(en('product.stockAlert.emailInvalid'));
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('ada@example');

    const since = new Date();
    await field.fill(email);
    await submit.click();
    await expect(alert.getByRole('status')).toHaveText(en('product.stockAlert.sent'));
    await expectAccessible(page, 'stock alert asked for');
    const confirmation = await waitForMail({ to: email, subject: 'Please confirm your stock alert', since });
    expect(confirmation.subject).toContain(product.name);

    // Opening the mailed link changes nothing (mail scanners open links): the button confirms.
    const link = new URL(linkTo(confirmation.links, '/stock-alerts/confirm'));
    await page.goto(new URL(`${link.pathname}${link.search}`, baseURL).toString());
    await expect(
      page.getByRole('heading', { level: 1, name: en('product.stockAlertPages.confirm.title') }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectAccessible(page, 'stock alert confirmation page');
    await page
      .getByRole('main')
      .getByRole('button', { name: en('product.stockAlertLink.confirm.button') })
      .click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      en('product.stockAlertLink.confirm.done'),
    );

    // The stock comes back: one email, with the one-click unsubscribe address.
    await setStock(request, { productId: product.databaseId }, { manageStock: true, stockQuantity: 5 });
    const back = await waitForMail({ to: email, subject: backSubject, since });
    expect(back.links.some((address) => new URL(address).pathname === `/product/${product.slug}`)).toBe(true);

    // Out and back again: another shopper's alert on the same product is mailed by that run, the
    // used-up one is not. Mail goes out in the order the alerts were made, so the second shopper's
    // arriving means the first's would have come before it.
    await setStock(request, { productId: product.databaseId }, { stockQuantity: 0 });
    const later = uniqueEmail('stock-alert-later');
    await confirmedAlert(request, later, product.databaseId);
    await setStock(request, { productId: product.databaseId }, { stockQuantity: 5 });
    await waitForMail({ to: later, subject: backSubject, since });
    expect(await receivedMail({ to: email, subject: backSubject, since })).toHaveLength(1);

    const token = new URL(linkTo(back.links, '/stock-alerts/unsubscribe')).searchParams.get('token') ?? '';
    const oneClick = await request.post(`/api/stock-alerts/unsubscribe?${new URLSearchParams({ token })}`, {
      form: { 'List-Unsubscribe': 'One-Click' },
      headers: { origin: 'https://mail.example.net', 'sec-fetch-site': 'cross-site' },
    });
    expect(oneClick.status()).toBe(200);
  } finally {
    // Sold out again, as the other journeys know it.
    await setStock(
      request,
      { productId: product.databaseId },
      {
        manageStock: product.manageStock === 'TRUE',
        stockQuantity: product.stockQuantity ?? 0,
        stockStatus: 'OUT_OF_STOCK',
      },
    );
  }
});
