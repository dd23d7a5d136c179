import { expect, type Locator, type Page, test } from '@playwright/test';
import { CatalogPage } from '../../pages/catalog-page';
import { backendQuery } from './backend';

/**
 * Every product card ends with one action at the same place: Add to cart for a simple product in
 * stock, Choose options for a variable one, the product's button text for an external one (to the
 * maker's site, in a new tab), Read more when out of stock. WooCommerce's own loop buttons follow
 * the same rule (woocommerce/woocommerce: includes/class-wc-product-{simple,variable,external}.php,
 * add_to_cart_text()), and WooGraphQL serves `externalUrl` and `buttonText` on ExternalProduct
 * (wp-graphql/wp-graphql-woocommerce: includes/type/object/class-product-types.php).
 */

/** The one action's accessible name, for each kind of card. */
const ACTION_NAME = /^(Add to cart: .+|Choose options for .+|Read more about .+|.+ \(opens in a new tab\))$/;

/** A card's links and buttons: the wishlist heart, the product link (image and name), the action. */
const controls = (card: Locator) => card.getByRole('link').or(card.getByRole('button'));

/** The card's action: the last control, after the heart and the product link. */
const actionOf = (card: Locator) => controls(card).last();

/** The card (list item) whose heading is exactly `name`. */
function card(page: Page, name: string): Locator {
  return new CatalogPage(page).products.filter({ has: page.getByRole('heading', { name, exact: true }) });
}

interface BackendCard {
  name: string;
  slug: string;
  type: string;
  stockStatus?: string;
  externalUrl?: string;
  buttonText?: string | null;
}

async function catalogue(request: Parameters<typeof backendQuery>[0]): Promise<BackendCard[]> {
  const data = await backendQuery<{ products: { nodes: BackendCard[] } }>(
    request,
    `{ products(first: 200) { nodes { name slug type
        ... on InventoriedProduct { stockStatus }
        ... on ExternalProduct { externalUrl buttonText } } } }`,
  );
  return data.products.nodes;
}

test('every card of a grid has exactly one action, and the actions of a row share one baseline', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const catalog = new CatalogPage(page);
  await catalog.goto('/products');
  const cards = await catalog.products.all();
  expect(cards.length).toBeGreaterThan(4);

  const rows = new Map<number, number[]>();
  for (const item of cards) {
    const wishlist = await item.getByRole('button', { name: /wishlist/i }).count();
    // The heart, the product link and one action: nothing more, nothing less.
    await expect(controls(item)).toHaveCount(wishlist + 2);
    const action = actionOf(item);
    await expect(action).toHaveAccessibleName(ACTION_NAME);
    const [itemBox, actionBox] = await Promise.all([item.boundingBox(), action.boundingBox()]);
    if (!itemBox || !actionBox) throw new Error('a card or its action is not laid out');
    const row = Math.round(itemBox.y);
    rows.set(row, [...(rows.get(row) ?? []), actionBox.y + actionBox.height]);
  }
  expect(rows.size).toBeGreaterThan(1);
  for (const bottoms of rows.values()) {
    expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(1);
  }
});

test('variable, external and out-of-stock cards offer their own action', async ({ page, request }) => {
  const products = await catalogue(request);
  const variable = products.find((product) => product.type === 'VARIABLE');
  const external = products.find((product) => product.type === 'EXTERNAL' && product.externalUrl);
  const soldOut = products.find(
    (product) => product.type === 'SIMPLE' && product.stockStatus === 'OUT_OF_STOCK',
  );
  if (!variable || !external || !soldOut) throw new Error('the demo catalogue lacks a kind of product');
  const catalog = new CatalogPage(page);

  await catalog.goto(`/products?${new URLSearchParams({ search: variable.name })}`);
  const options = actionOf(card(page, variable.name));
  await expect(options).toHaveAccessibleName(`Choose options for ${variable.name}`);
  await expect(options).toHaveText('Choose options');
  await expect(options).toHaveAttribute('href', `/product/${variable.slug}`);

  await catalog.goto(`/products?${new URLSearchParams({ search: external.name })}`);
  const buy = actionOf(card(page, external.name));
  const buttonText = external.buttonText || 'Buy product';
  await expect(buy).toHaveText(buttonText);
  await expect(buy).toHaveAccessibleName(`${buttonText}: ${external.name} (opens in a new tab)`);
  await expect(buy).toHaveAttribute('href', external.externalUrl ?? '');
  await expect(buy).toHaveAttribute('target', '_blank');
  await expect(buy).toHaveAttribute('rel', 'noopener sponsored nofollow');

  await catalog.goto(`/products?${new URLSearchParams({ search: soldOut.name })}`);
  const more = actionOf(card(page, soldOut.name));
  await expect(more).toHaveAccessibleName(`Read more about ${soldOut.name}`);
  await expect(more).toHaveText('Read more');
  await expect(more).toHaveAttribute('href', `/product/${soldOut.slug}`);
});

test('a card and its product page agree on the rating: one text, the same numbers', async ({
  page,
  request,
}) => {
  // The e2e shop shows reviews (STORE_SHOW_REVIEWS=true in global-setup.ts); the stock site, with
  // the store's default, hides them everywhere (e2e/tests/stock-site/review-setting.spec.ts).
  const data = await backendQuery<{
    products: { nodes: { name: string; slug: string; averageRating: number; reviewCount: number }[] };
  }>(request, '{ products(first: 200) { nodes { name slug averageRating reviewCount } } }');
  const reviewed = data.products.nodes.find((product) => product.reviewCount > 1);
  if (!reviewed) throw new Error('the demo catalogue has no product with reviews');
  const rating = Math.round(reviewed.averageRating * 10) / 10;
  const reviews = `${reviewed.reviewCount} reviews`;

  await new CatalogPage(page).goto(`/products?${new URLSearchParams({ search: reviewed.name })}`);
  const tile = card(page, reviewed.name);
  // One text for screen readers; the stars and "(n)" are drawn only.
  await expect(tile.getByText(`Rated ${rating} out of 5, ${reviews}`, { exact: true })).toHaveCount(1);
  await expect(tile.getByText(reviews, { exact: true })).toHaveCount(0);
  await expect(tile.getByText(`(${reviewed.reviewCount})`, { exact: true })).toBeVisible();

  await page.goto(`/product/${reviewed.slug}`);
  const section = page.getByRole('region', { name: 'Reviews' });
  await expect(section.getByText(`Rated ${rating} out of 5`, { exact: true }).first()).toBeAttached();
  await expect(section.getByText(reviews, { exact: true })).toBeVisible();
});
