import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { Shell } from '../pages/shell';
import { expectAccessible } from './accessibility';
import { backendQuery } from './backend';
import { soldInWholePacks } from './products';
import { routeOperationName } from './shop-route';

/** One line of a quick order a buyer pastes, and the cart line it should make. */
export interface OrderLine {
  sku: string;
  quantity: number;
  /** The product's page, which the cart line links: a variation's is its product's. */
  slug: string;
}

export interface PastedOrder {
  /** Lines that can be added: simple products and one variation, in stock. */
  good: OrderLine[];
  /** SKUs no product has. */
  unknown: string[];
  /** A line asking for more than the product has in stock. */
  overStock: OrderLine & { stock: number };
}

interface SimpleNode {
  name: string;
  sku: string | null;
  slug: string;
  stockQuantity: number | null;
  manageStock: string | null;
  soldIndividually: boolean | null;
  metaData: { key: string; value: string | null }[];
}

/**
 * Ten lines from the seeded backend (six simple products and a variation, two unknown SKUs and
 * one over stock), so the journey follows the data instead of today's catalogue.
 */
export async function pastedOrder(request: APIRequestContext): Promise<PastedOrder> {
  const { products } = await backendQuery<{ products: { nodes: SimpleNode[] } }>(
    request,
    `{ products(first: 100, where: { type: SIMPLE, stockStatus: [IN_STOCK] }) { nodes { name sku slug
      metaData(keysIn: ["_gift_card"]) { key value }
      ... on SimpleProduct { stockQuantity manageStock soldIndividually } } } }`,
  );
  const inWholePacks = await soldInWholePacks(request, 'IN_STOCK');
  const orderable = products.nodes.filter(
    (node) =>
      node.sku &&
      !node.soldIndividually &&
      !inWholePacks.has(node.slug) &&
      node.metaData.length === 0 &&
      (node.stockQuantity === null || node.stockQuantity >= 10),
  );
  const limited = orderable.find((node) => node.manageStock === 'TRUE' && node.stockQuantity !== null);
  const simple = orderable.filter((node) => node !== limited).slice(0, 6);
  expect(simple).toHaveLength(6);
  if (!limited?.sku || limited.stockQuantity === null)
    throw new Error('The demo catalogue counts some stock');

  const { products: variable } = await backendQuery<{
    products: {
      nodes: {
        slug: string;
        variations: { nodes: { sku: string | null; stockStatus: string; stockQuantity: number | null }[] };
      }[];
    };
  }>(
    request,
    `{ products(first: 20, where: { type: VARIABLE, stockStatus: [IN_STOCK] }) { nodes { slug
      ... on VariableProduct { variations(first: 20) { nodes { sku stockStatus stockQuantity } } } } } }`,
  );
  const withVariation = variable.nodes
    .map((product) => ({
      product,
      variation: product.variations.nodes.find(
        (node) => node.sku && node.stockStatus === 'IN_STOCK' && (node.stockQuantity ?? 10) >= 10,
      ),
    }))
    .find(({ variation }) => variation);
  if (!withVariation?.variation?.sku)
    throw new Error('The demo catalogue has a variation with a SKU in stock');

  return {
    good: [
      ...simple.map((node, index) => ({ sku: node.sku as string, quantity: index + 1, slug: node.slug })),
      { sku: withVariation.variation.sku, quantity: 2, slug: withVariation.product.slug },
    ],
    unknown: ['NO-SUCH-SKU-1', 'NO-SUCH-SKU-2'],
    overStock: {
      sku: limited.sku,
      quantity: limited.stockQuantity + 5,
      stock: limited.stockQuantity,
      slug: limited.slug,
    },
  };
}

/** The order as a spreadsheet's copy: SKU, a tab, the quantity; a header line first. */
export function spreadsheetText(order: PastedOrder): string {
  const lines = [
    ...order.good.slice(0, 4).map((line) => `${line.sku}\t${line.quantity}`),
    `${order.unknown[0]}\t1`,
    `${order.overStock.sku}\t${order.overStock.quantity}`,
    ...order.good.slice(4).map((line) => `${line.sku}\t${line.quantity}`),
    `${order.unknown[1]}\t3`,
  ];
  return ['SKU\tQuantity', ...lines].join('\n');
}

/**
 * The journey both shops run: the buyer pastes the ten lines, sees the wrong ones and the one
 * over stock flagged, adds the rest in one request and finds them in the cart.
 */
export async function pasteAndOrder(page: Page, request: APIRequestContext) {
  const order = await pastedOrder(request);
  const additions: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.endsWith('/api/graphql') && sent.method() === 'POST')
      if (routeOperationName(sent.postDataJSON()) === 'addCartItems') additions.push(sent.url());
  });
  await page.goto('/quick-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();
  await new Shell(page).waitUntilInteractive();
  await page.getByLabel('Paste lines from a spreadsheet').fill(spreadsheetText(order));
  await page.getByRole('button', { name: 'Add pasted lines' }).click();
  await expect(page.getByRole('status').filter({ hasText: '10 lines added from your paste.' })).toBeVisible();

  const rows = page.getByRole('table', { name: 'Order lines' }).getByRole('row');
  await expect(rows).toHaveCount(11);
  await expect(page.getByText('Looking up…')).toHaveCount(0);
  // Lines as pasted (spreadsheetText): the unknown SKUs on lines 5 and 10, too many on line 6.
  for (const line of [5, 10])
    await expect(
      page.getByRole('combobox', { name: `SKU, line ${line}`, exact: true }),
    ).toHaveAccessibleDescription('No product has this SKU.');
  await expect(
    page.getByRole('textbox', { name: 'Quantity, line 6', exact: true }),
  ).toHaveAccessibleDescription(`Only ${order.overStock.stock} left in stock.`);
  await expect(page.getByText(`7 lines ready of 10`)).toBeVisible();
  await expectAccessible(page, 'quick order: ten lines, three flagged');

  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: '7 lines added to your cart.' })).toBeVisible();
  expect(additions).toHaveLength(1);
  // What was not added stays, flagged, for the buyer to correct.
  await expect(rows).toHaveCount(4);

  await page.goto('/cart');
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  for (const line of order.good) {
    const item = lines
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href$="/product/${line.slug}"]`) });
    await expect(item.getByRole('group').getByRole('status')).toHaveText(String(line.quantity));
  }
  await expect(lines.locator(`a[href$="/product/${order.overStock.slug}"]`)).toHaveCount(0);
}
