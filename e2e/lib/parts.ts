import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { CartPage, CartPanel } from '../pages/cart';
import { ProductPage } from '../pages/product-page';
import { Shell } from '../pages/shell';
import { expectAccessible } from './accessibility';
import { backendQuery } from './backend';

/** A reusable half mask of the demo store, whose cross-sells are its cartridges and filters. */
export const HALF_MASK = 'safeair-hf-200-reusable-half-mask';

interface LinkedProduct {
  databaseId: number;
  name: string;
  type: 'SIMPLE' | 'VARIABLE' | 'EXTERNAL' | 'GROUPED';
  stockStatus?: string;
}

/** A product's cross-sells as the backend answers them (stock WooGraphQL fields). */
export async function crossSellsOf(request: APIRequestContext, slug: string): Promise<LinkedProduct[]> {
  const data = await backendQuery<{ product: { crossSell?: { nodes: LinkedProduct[] } } }>(
    request,
    `query ($slug: ID!) { product(id: $slug, idType: SLUG) {
      ... on SimpleProduct { crossSell(first: 12) { nodes { databaseId name type ... on InventoriedProduct { stockStatus } } } }
      ... on VariableProduct { crossSell(first: 12) { nodes { databaseId name type ... on InventoriedProduct { stockStatus } } } }
    } }`,
    { slug },
  );
  return data.product.crossSell?.nodes ?? [];
}

const slugOf = async (request: APIRequestContext, id: number) =>
  (
    await backendQuery<{ product: { slug: string } }>(
      request,
      'query ($id: ID!) { product(id: $id, idType: DATABASE_ID) { slug } }',
      { id: String(id) },
    )
  ).product.slug;

/**
 * A shopper picks the half mask, adds two of the cartridges its page offers under "Parts and
 * refills that fit", and the cart's "Don't run out" (panel and /cart) then offers the filters:
 * the cross-sells of what the cart holds, never what is already in it. Returns the cartridge's
 * slug and the half mask's name for the profile's own checks.
 */
export async function buyHalfMaskWithCartridges(page: Page, request: APIRequestContext) {
  const parts = await crossSellsOf(request, HALF_MASK);
  const cartridge = parts.find(
    (part) => part.type === 'SIMPLE' && part.stockStatus === 'IN_STOCK' && /cartridge/i.test(part.name),
  );
  if (!cartridge) throw new Error(`${HALF_MASK} offers no simple cartridge in stock`);
  const cartridgeSlug = await slugOf(request, cartridge.databaseId);

  const productPage = new ProductPage(page);
  const cart = new CartPanel(page);
  await productPage.goto(HALF_MASK);
  await new Shell(page).waitUntilInteractive();
  const maskName = (await productPage.heading.textContent()) ?? '';
  // The default size is chosen already: the mask goes straight to the cart.
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');

  const section = page.getByRole('region', { name: 'Parts and refills that fit' });
  await expect(section.getByRole('listitem')).toHaveCount(parts.length);
  await expect(section.getByRole('link')).toContainText(parts.map((part) => part.name));
  const row = section.getByRole('listitem').filter({ has: page.getByRole('link', { name: cartridge.name }) });
  await expect(row).toContainText('In stock');
  await row.getByRole('spinbutton', { name: `Quantity of ${cartridge.name}` }).fill('2');
  await row.getByRole('button', { name: `Add to cart: ${cartridge.name}` }).click();
  await expect(row.getByRole('status')).toHaveText('Added 2 items to your cart.');
  await expect(cart.badge(3)).toBeVisible();
  await expectAccessible(page, 'a product with its parts and refills');

  // What the cart's products cross-sell, in the lines' order, minus what the cart holds.
  const inCart = new Set([cartridge.databaseId]);
  const cartridgeParts = await crossSellsOf(request, cartridgeSlug);
  const expected = [...parts, ...cartridgeParts]
    .filter((part) => !inCart.has(part.databaseId) && part.name !== maskName)
    .filter((part, index, all) => all.findIndex((other) => other.databaseId === part.databaseId) === index)
    .slice(0, 4)
    .map((part) => part.name);
  expect(expected.length, 'the cart has refills left to suggest').toBeGreaterThan(0);

  await cart.open();
  const suggestions = cart.panel.getByRole('region', { name: "Don't run out" });
  await expect(suggestions.getByRole('listitem')).toHaveCount(expected.length);
  await expect(suggestions.getByRole('link').filter({ hasNotText: /^Choose options$/ })).toHaveText(expected);
  await expect(suggestions.getByRole('link', { name: cartridge.name })).toHaveCount(0);
  await expectAccessible(page, 'the cart panel suggesting what not to run out of');
  await page.keyboard.press('Escape');

  await new CartPage(page).goto();
  const onPage = page.getByRole('main').getByRole('region', { name: "Don't run out" });
  await expect(onPage.getByRole('listitem')).toHaveCount(expected.length);
  await expect(onPage.getByRole('link', { name: cartridge.name })).toHaveCount(0);
  return { cartridgeSlug, maskName };
}
