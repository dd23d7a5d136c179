import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from '../../lib/accessibility';
import { backendQuery } from '../../lib/backend';
import { usd } from '../../lib/products';
import { CartPage, CartPanel, totalsAmount } from '../../pages/cart';
import { CheckoutPage, testBilling } from '../../pages/checkout';
import { ProductPage } from '../../pages/product-page';

/**
 * Box and case pricing: the product page's table lists the unit price at each quantity, and ten
 * boxes in the cart cost ten times the tier's price, a saving the line states; the order charges
 * what the cart showed. The prices come from the backend's own tier data, not from this file.
 */

interface Tier {
  minQuantity: number;
  maxQuantity: number | null;
  price: string;
}
interface TieredProduct {
  slug: string;
  name: string;
  price: number;
  tiers: Tier[];
}

const BOXES = 10;

/** A simple product in stock whose tiers give ten boxes a lower price. */
async function tieredProduct(request: APIRequestContext): Promise<TieredProduct & { tier: Tier }> {
  const { products } = await backendQuery<{
    products: {
      nodes: Array<{
        slug: string;
        name: string;
        price?: string | null;
        stockQuantity?: number | null;
        quantityTiers: Tier[] | null;
      }>;
    };
  }>(
    request,
    `{ products(first: 100, where: { type: SIMPLE, stockStatus: [IN_STOCK], categoryIn: ["disposable-face-masks", "disposable-gloves"] }) { nodes { slug name
      quantityTiers { minQuantity maxQuantity price(format: RAW) }
      ... on SimpleProduct { price(format: RAW) stockQuantity } } } }`,
  );
  for (const node of products.nodes) {
    const tier = node.quantityTiers?.find(
      (t) => t.minQuantity <= BOXES && (t.maxQuantity === null || t.maxQuantity >= BOXES),
    );
    if (tier && node.price && (node.stockQuantity ?? Infinity) >= 100)
      return {
        slug: node.slug,
        name: node.name,
        price: Number(node.price),
        tiers: node.quantityTiers ?? [],
        tier,
      };
  }
  throw new Error('No disposable mask or glove has a tier for ten boxes');
}

test('the tier table on the product page, and ten boxes at the tier price from the cart to the order', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await tieredProduct(request);
  const tierPrice = Number(product.tier.price);
  const saving = Math.round((product.price - tierPrice) * BOXES * 100) / 100;

  const productPage = new ProductPage(page);
  await productPage.goto(product.slug);
  const table = page.getByRole('table', { name: 'Buy more, pay less' });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  // The header, the single box's plain price, then one row per tier.
  await expect(rows).toHaveCount(product.tiers.length + 2);
  const first = product.tiers[0]?.minQuantity ?? 2;
  await expect(rows.nth(1)).toHaveText(`${first === 2 ? '1' : `1–${first - 1}`}${usd(product.price)}`);
  for (const [index, tier] of product.tiers.entries()) {
    const range =
      tier.maxQuantity === null ? `${tier.minQuantity}+` : `${tier.minQuantity}–${tier.maxQuantity}`;
    await expect(rows.nth(index + 2)).toHaveText(`${range}${usd(Number(tier.price))}`);
  }
  await expectAccessible(page, 'product page with its box and case pricing');

  await productPage.quantity.fill(String(BOXES));
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toContainText(`Added ${BOXES} items to your cart.`);

  const cart = new CartPage(page);
  await cart.goto();
  const line = new CartPanel(page).line(cart.main, product.name);
  await expect(line).toContainText(usd(tierPrice * BOXES));
  await expect(line).toContainText(
    `${usd(tierPrice)} each at ${product.tier.minQuantity}+, you save ${usd(saving)}`,
  );
  await expect(totalsAmount(cart.summary, 'Subtotal')).toHaveText(usd(tierPrice * BOXES));
  await expectAccessible(page, 'cart with a line at its box and case price');

  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await expect(checkout.summary).toContainText(usd(tierPrice * BOXES));
  await checkout.fillBilling(testBilling(`box-pricing-${Date.now()}@example.com`));
  await expect(totalsAmount(checkout.summary, 'Subtotal')).toHaveText(usd(tierPrice * BOXES));
  const shownTotal = (await totalsAmount(checkout.summary, 'Total').textContent())?.trim() ?? '';
  expect(shownTotal).not.toBe('');
  await checkout.payWithTestCard('4242 4242 4242 4242');
  await checkout.placeAndReceive();

  // The order the backend placed: its line at the tier price, its total the one the checkout showed.
  const order = page.getByRole('table');
  await expect(order.getByRole('row').filter({ hasText: product.name })).toContainText(
    usd(tierPrice * BOXES),
  );
  await expect(order.getByRole('row').filter({ hasText: /^Subtotal/ })).toContainText(usd(tierPrice * BOXES));
  await expect(order.getByRole('row').filter({ hasText: /^Total/ })).toContainText(shownTotal);
});
