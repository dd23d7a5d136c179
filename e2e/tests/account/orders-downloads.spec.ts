import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { backendQuery } from '../../lib/backend';
import { usd } from '../../lib/products';
import { AccountPage } from '../../pages/account';
import { CheckoutPage } from '../../pages/checkout';
import { ProductPage } from '../../pages/product-page';

/** A downloadable simple product in stock, with its files, from the seeded backend. */
async function downloadableProduct(request: APIRequestContext) {
  const data = await backendQuery<{
    products: {
      nodes: Array<{
        slug: string;
        name: string;
        price?: string | null;
        stockStatus?: string | null;
        downloadable?: boolean | null;
        downloads?: Array<{ name: string | null } | null> | null;
      }>;
    };
  }>(
    request,
    `{ products(first: 100, where: { type: SIMPLE, stockStatus: [IN_STOCK] }) { nodes { slug name
        ... on SimpleProduct { price(format: RAW) stockStatus downloadable downloads { name } } } } }`,
  );
  const found = data.products.nodes.find(
    (p) =>
      p.downloadable && (p.downloads?.length ?? 0) > 0 && Number(p.price) > 0 && p.stockStatus === 'IN_STOCK',
  );
  if (!found) throw new Error('The demo catalogue has no downloadable product in stock');
  return {
    slug: found.slug,
    name: found.name,
    price: Number(found.price),
    files: (found.downloads ?? []).flatMap((d) => (d?.name ? [d.name] : [])),
  };
}

test('a signed-in customer buys a downloadable product, sees the order and downloads its file', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const product = await downloadableProduct(request);
  const account = new AccountPage(page);
  const email = await account.signUp('downloads');
  await expect(account.panel('Orders')).toContainText('You have not placed any orders yet.');

  const productPage = new ProductPage(page);
  await productPage.goto(product.slug);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');

  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await expect(checkout.summary).toContainText(product.name);
  await checkout.fillBilling({
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    phone: '4155550101',
    address1: '2 Market Street',
    city: 'San Francisco',
    state: 'California',
    postcode: '94105',
  });
  await checkout.payWithTestCard('4242 4242 4242 4242');
  const orderId = await checkout.placeAndReceive();

  // Order history: the order with its number, status and total, linking to its summary.
  await account.goto('/my-account/orders');
  const orders = account.panel('Orders');
  const row = orders.getByRole('row').filter({ has: page.getByRole('link', { name: /^View order / }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(usd(product.price));
  const link = row.getByRole('link', { name: /^View order / });
  await expect(link).toHaveAttribute('href', `/order-summary/${orderId}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/order-summary/${orderId}$`));
  await expect(page.getByRole('table')).toContainText(product.name);

  // Downloads tab: each file with its remaining downloads; the link goes through the storefront's proxy.
  await account.goto('/my-account?tab=downloads');
  await expect(account.tab('Downloads')).toHaveAttribute('aria-selected', 'true');
  const downloads = account.panel('Downloads');
  const first = product.files[0] ?? '';
  const fileRow = downloads.getByRole('row').filter({ hasText: first });
  await expect(fileRow).toContainText(product.name);
  await expect(fileRow).toContainText('5');
  const fileLink = fileRow.getByRole('link', { name: `Download ${first}` });
  await expect(fileLink).toHaveAttribute('href', /^\/api\/download\/[A-Za-z0-9_-]+$/);
  const [download] = await Promise.all([page.waitForEvent('download'), fileLink.click()]);
  const body = await readFile(await download.path());
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The download was counted.
  await page.reload();
  await expect(account.panel('Downloads').getByRole('row').filter({ hasText: first })).toContainText('4');

  // Someone else (a fresh browser, signed out) is refused the same link.
  const href = (await fileLink.getAttribute('href')) ?? '';
  const stranger = await request.get(href);
  expect(stranger.status()).toBe(403);
});
