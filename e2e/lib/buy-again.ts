import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { AccountPage, uniqueEmail } from '../pages/account';
import { CheckoutPage, testBilling } from '../pages/checkout';
import { backendQuery, shopSession } from './backend';
import { soldInWholePacks } from './products';
import { routeOperationName } from './shop-route';

interface Candidate {
  databaseId: number;
  name: string;
  sku: string | null;
  slug: string;
  price: string | null;
  stockQuantity: number | null;
  manageStock: string | null;
  soldIndividually: boolean | null;
  metaData: { key: string }[];
}

/** Two simple products to order: one whose stock is plenty, one whose few units another buyer can take. */
async function twoProducts(request: APIRequestContext) {
  const { products } = await backendQuery<{ products: { nodes: Candidate[] } }>(
    request,
    `{ products(first: 100, where: { type: SIMPLE, stockStatus: [IN_STOCK] }) { nodes { databaseId name sku slug
      metaData(keysIn: ["_gift_card"]) { key }
      ... on SimpleProduct { price(format: RAW) stockQuantity manageStock soldIndividually } } } }`,
  );
  const inWholePacks = await soldInWholePacks(request, 'IN_STOCK');
  const orderable = products.nodes.filter(
    (node) =>
      node.sku && !node.soldIndividually && !inWholePacks.has(node.slug) && node.metaData.length === 0,
  );
  // The journey takes one product's last units, for the whole run: one with a few left, priced
  // above what the journeys that pick a product to buy choose (simpleProduct: $40 at most), and
  // from the end of the list, whose start the other journeys use.
  const scarce = [...orderable]
    .reverse()
    .find(
      (node) =>
        node.manageStock === 'TRUE' &&
        Number(node.price) > 40 &&
        (node.stockQuantity ?? 0) >= 2 &&
        (node.stockQuantity ?? 0) <= 60,
    );
  const plenty = orderable.find(
    (node) => node !== scarce && (node.stockQuantity === null || node.stockQuantity >= 20),
  );
  if (!scarce || !plenty)
    throw new Error('The demo catalogue has a product with a few units and one with plenty');
  return { scarce, plenty };
}

/** Another buyer takes every unit left of the product, so it is out of stock. */
async function buyUpStock(request: APIRequestContext, product: Candidate) {
  const send = shopSession(request);
  const { product: now } = await send<{ product: { stockQuantity: number } }>(
    'query ($id: ID!) { product(id: $id, idType: DATABASE_ID) { ... on SimpleProduct { stockQuantity } } }',
    { id: String(product.databaseId) },
  );
  await send(
    'mutation ($id: Int!, $quantity: Int) { addToCart(input: { productId: $id, quantity: $quantity }) { cartItem { key } } }',
    {
      id: product.databaseId,
      quantity: now.stockQuantity,
    },
  );
  await send('mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }', {
    input: {
      billing: { ...testBilling(uniqueEmail('stock-taker')), state: 'CA', country: 'US' },
      paymentMethod: 'test_card',
      metaData: [
        { key: '_idempotency_key', value: randomUUID() },
        { key: '_test_card_number', value: '4242424242424242' },
      ],
    },
  });
}

/**
 * A signed-in customer orders two products; another buyer then takes the last units of one. From
 * the order history, "Buy again" adds the other in one request and says the first is out of stock;
 * the order's page lists each line with its own Add to cart, and the one that cannot be bought says why.
 */
export async function buyAgainWithOneOutOfStock(page: Page, request: APIRequestContext) {
  const { scarce, plenty } = await twoProducts(request);
  const account = new AccountPage(page);
  const email = await account.signUp('buy-again');

  // The customer's first order, put in the cart by SKU.
  await page.goto('/quick-order');
  await page.getByLabel('Paste lines from a spreadsheet').fill(`${plenty.sku}\t1\n${scarce.sku}\t1`);
  await page.getByRole('button', { name: 'Add pasted lines' }).click();
  await expect(page.getByText('2 lines ready of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 lines added to your cart.' })).toBeVisible();
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await checkout.fillBilling(testBilling(email));
  await checkout.payWithTestCard('4242 4242 4242 4242');
  const orderId = await checkout.placeAndReceive();

  await buyUpStock(request, scarce);

  const additions: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && routeOperationName(sent.postDataJSON()) === 'addCartItems')
      additions.push(sent.url());
  });
  await account.goto('/my-account/orders');
  const orders = account.panel('Orders');
  await orders.getByRole('button', { name: /^Buy again: order #\S+$/ }).click();
  await expect(orders.getByRole('status').first()).toContainText(
    "1 line added to your cart at today's price.",
  );
  await expect(orders.getByRole('status').first()).toContainText(`${scarce.name}: out of stock`);
  expect(additions).toHaveLength(1);

  // The order's page: each line with its own Add to cart, or why it cannot be bought.
  await page.goto(`/order-summary/${orderId}`);
  const section = page.getByRole('region', { name: 'Buy again' });
  const scarceLine = section.getByRole('listitem').filter({ hasText: scarce.name });
  await expect(scarceLine).toContainText('out of stock');
  await expect(scarceLine.getByRole('button')).toHaveCount(0);
  await section.getByRole('button', { name: `Add to cart: ${plenty.name}` }).click();
  await expect(section.getByRole('listitem').filter({ hasText: plenty.name }).getByRole('status')).toHaveText(
    'Added to your cart.',
  );

  await page.goto('/cart');
  const line = page
    .getByRole('list', { name: 'Items in your cart' })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href$="/product/${plenty.slug}"]`) });
  await expect(line.getByRole('group').getByRole('status')).toHaveText('2');
}
