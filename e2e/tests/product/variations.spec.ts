import { type APIRequestContext, expect, test } from '@playwright/test';
import { translator } from '../../lib/messages';
import { attributeKey, usd } from '../../lib/products';
import { waitForMail } from '../../lib/smtp-inbox';
import { uniqueEmail } from '../../pages/account';
import { CartPage, CartPanel } from '../../pages/cart';
import { ProductPage } from '../../pages/product-page';
import { Shell } from '../../pages/shell';
import { backendQuery } from '../catalog/backend';

type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'ON_BACKORDER';

interface Variation {
  price: string | null;
  stockStatus: StockStatus;
  stockQuantity: number | null;
  attributes: { nodes: Array<{ name: string; value: string }> };
}

interface VariableProduct {
  slug: string;
  name: string;
  attributes: {
    nodes: Array<{
      name: string;
      label: string;
      options: string[];
      variation: boolean;
      terms?: { nodes: Array<{ name: string; slug: string }> };
    }>;
  };
  variations: { nodes: Variation[] };
}

interface Attribute {
  key: string;
  label: string;
  /** Option value → the label the shopper reads (the term name for global attributes). */
  labels: Map<string, string>;
}

/** A variation with its values by attribute key. */
interface Choice {
  values: Record<string, string>;
  price: number;
  stockStatus: StockStatus;
  stockQuantity: number | null;
}

interface Candidate {
  product: VariableProduct;
  attributes: Attribute[];
  inStock: Choice;
  notInStock: Choice;
  /** Two options that no variation has together, when the data has such a pair. */
  impossible: { first: [Attribute, string]; second: [Attribute, string] } | null;
}

/** The variation attributes as the picker shows them: each option's value with the label the shopper reads. */
const pickerAttributes = (nodes: VariableProduct['attributes']['nodes']): Attribute[] =>
  nodes
    .filter((a) => a.variation)
    .map((a) => ({
      key: attributeKey(a.name),
      label: a.label,
      labels: new Map(
        a.options.map((value) => [value, a.terms?.nodes.find((t) => t.slug === value)?.name ?? value]),
      ),
    }));

const fits = (choice: Choice, wanted: Record<string, string>) =>
  Object.entries(wanted).every(([key, value]) => !choice.values[key] || choice.values[key] === value);

function impossiblePair(attributes: Attribute[], choices: Choice[]): Candidate['impossible'] {
  for (const a of attributes) {
    for (const b of attributes) {
      if (a === b) continue;
      for (const x of a.labels.keys()) {
        for (const y of b.labels.keys()) {
          const possible = (wanted: Record<string, string>) => choices.some((c) => fits(c, wanted));
          if (possible({ [a.key]: x }) && possible({ [b.key]: y }) && !possible({ [a.key]: x, [b.key]: y })) {
            return { first: [a, x], second: [b, y] };
          }
        }
      }
    }
  }
  return null;
}

/**
 * A variable product from the backend whose variations differ in price and where one is out of
 * stock or on backorder; one with an impossible combination of options is preferred.
 */
async function findCandidate(request: APIRequestContext): Promise<Candidate> {
  const data = await backendQuery<{ products: { nodes: VariableProduct[] } }>(
    request,
    `{ products(first: 100, where: { type: VARIABLE }) { nodes { slug name
        ... on VariableProduct {
          attributes { nodes { name label options variation ... on GlobalProductAttribute { terms(first: 100) { nodes { name slug } } } } }
          variations(first: 100) { nodes { price(format: RAW) stockStatus stockQuantity attributes { nodes { name value } } } }
        } } } }`,
  );
  const candidates: Candidate[] = [];
  for (const product of data.products.nodes) {
    const attributes = pickerAttributes(product.attributes.nodes);
    const choices = product.variations.nodes.map((v) => ({
      values: Object.fromEntries(v.attributes.nodes.map((n) => [attributeKey(n.name), n.value])),
      price: Number(v.price),
      stockStatus: v.stockStatus,
      stockQuantity: v.stockQuantity,
    }));
    // Variations with a value for every attribute, so each can be picked by its own labels.
    const pickable = choices.filter((c) => attributes.every((a) => a.labels.has(c.values[a.key] ?? '')));
    const notInStock = pickable.find((c) => c.stockStatus !== 'IN_STOCK');
    const inStock = pickable.find((c) => c.stockStatus === 'IN_STOCK' && c.price !== notInStock?.price);
    if (notInStock && inStock) {
      candidates.push({
        product,
        attributes,
        inStock,
        notInStock,
        impossible: impossiblePair(attributes, choices),
      });
    }
  }
  candidates.sort((a, b) => Number(b.impossible !== null) - Number(a.impossible !== null));
  const [candidate] = candidates;
  if (!candidate)
    throw new Error(
      'The demo catalogue has no variable product with differing prices and a variation out of stock',
    );
  return candidate;
}

function stockText(choice: Choice): string {
  if (choice.stockStatus === 'OUT_OF_STOCK') return 'Out of stock';
  if (choice.stockStatus === 'ON_BACKORDER') return 'On backorder';
  return choice.stockQuantity ? `In stock (${choice.stockQuantity} available)` : 'In stock';
}

test('choosing a variation by its option labels shows its price and stock', async ({ page, request }) => {
  const { product, attributes, inStock, notInStock } = await findCandidate(request);
  const productPage = new ProductPage(page);
  await productPage.goto(product.slug);
  await expect(productPage.heading).toHaveText(product.name);

  const choose = async (choice: Choice) => {
    for (const attribute of attributes) {
      await productPage.choose(
        attribute.label,
        attribute.labels.get(choice.values[attribute.key] ?? '') ?? '',
      );
    }
  };

  // An out-of-stock variation offers an email when it is back (stock alerts), an in-stock one not.
  const t = translator('en-US');
  const alert = page.getByRole('region', { name: t('product.stockAlert.heading') });

  await choose(inStock);
  await expect(productPage.offer).toContainText(usd(inStock.price));
  await expect(productPage.offer).toContainText(stockText(inStock));
  await expect(productPage.addToCart).toBeEnabled();
  await expect(alert).toHaveCount(0);

  await choose(notInStock);
  await expect(productPage.offer).toContainText(usd(notInStock.price));
  await expect(productPage.offer).not.toContainText(usd(inStock.price));
  await expect(productPage.offer).toContainText(stockText(notInStock));
  if (notInStock.stockStatus === 'OUT_OF_STOCK') await expect(productPage.addToCart).toBeDisabled();
  else await expect(productPage.addToCart).toBeEnabled();
  // The choice is carried by the URL, as WooCommerce's variation links do.
  await expect(page).toHaveURL(/[?&]attribute_/);
  if (notInStock.stockStatus !== 'OUT_OF_STOCK') return;

  // Shown by the browser for the chosen variation, the alert's form is live at once.
  const email = uniqueEmail('variation-alert');
  const since = new Date();
  await alert.getByRole('textbox', { name: t('product.stockAlert.email') }).fill(email);
  await alert.getByRole('button', { name: t('product.stockAlert.submit') }).click();
  await expect(alert.getByRole('status')).toHaveText(t('product.stockAlert.sent'));
  const mail = await waitForMail({ to: email, subject: 'Please confirm your stock alert', since });
  expect(mail.subject).toContain(product.name);
});

test('an impossible combination of options is disabled', async ({ page, request }) => {
  const { product, impossible } = await findCandidate(request);
  // The demo catalogue has such products (e.g. a plate type sold in one pack size only).
  if (!impossible) throw new Error('No variable product with differing prices has an impossible combination');
  const productPage = new ProductPage(page);
  await productPage.goto(product.slug);
  // The picker's rules, not early taps (runtime/early-taps.spec.ts): a press made before the page
  // is interactive waits, and so does a pick in the same form after it.
  await new Shell(page).waitUntilInteractive();

  const [first, firstValue] = impossible.first;
  const [second, secondValue] = impossible.second;
  const secondOption = productPage.option(second.label, second.labels.get(secondValue) ?? secondValue);
  await productPage.clearSelection.click();
  await expect(secondOption).toBeEnabled();
  await productPage.choose(first.label, first.labels.get(firstValue) ?? firstValue);
  await expect(secondOption).toBeDisabled();
  // Until every attribute has a value, there is nothing to add to the cart.
  await expect(productPage.addToCart).toBeDisabled();
});

interface PickableVariation {
  databaseId: number;
  stockStatus: StockStatus;
  stockQuantity: number | null;
  image: { databaseId: number; altText: string } | null;
  attributes: { nodes: Array<{ name: string; value: string }> };
}

interface ProductWithImages {
  slug: string;
  name: string;
  image: { databaseId: number; altText: string } | null;
  attributes: VariableProduct['attributes'];
  variations: { nodes: PickableVariation[] };
}

/** Every variable product in stock, with its attributes' labels and its variations' images. */
async function variableProducts(request: APIRequestContext) {
  const data = await backendQuery<{ products: { nodes: ProductWithImages[] } }>(
    request,
    `{ products(first: 100, where: { type: VARIABLE, stockStatus: [IN_STOCK] }) { nodes { slug name image { databaseId altText }
        ... on VariableProduct {
          attributes { nodes { name label options variation ... on GlobalProductAttribute { terms(first: 100) { nodes { name slug } } } } }
          variations(first: 100) { nodes { databaseId stockStatus stockQuantity image { databaseId altText } attributes { nodes { name value } } } }
        } } } }`,
  );
  return data.products.nodes.map((product) => ({
    product,
    attributes: pickerAttributes(product.attributes.nodes),
  }));
}

const valuesOf = (variation: PickableVariation) =>
  Object.fromEntries(variation.attributes.nodes.map((n) => [attributeKey(n.name), n.value]));

/**
 * [attribute label, option label] to choose for a variation's values; for an attribute it takes any
 * value of, the last option (not the product's default).
 */
const picksFor = (attributes: Attribute[], values: Record<string, string>): Array<[string, string]> =>
  attributes.map((a) => [a.label, a.labels.get(values[a.key] || [...a.labels.keys()].at(-1) || '') ?? '']);

test('a variation that takes any colour is bought with the colour chosen, and the cart names both', async ({
  page,
  request,
}) => {
  // WooCommerce sells an "any" variation only with the shopper's value for it (the demo's long-sleeve
  // shirt in XXL takes any colour).
  let found: { slug: string; name: string; picks: Array<[string, string]> } | null = null;
  for (const { product, attributes } of await variableProducts(request)) {
    const variation = product.variations.nodes.find(
      (v) =>
        v.stockStatus === 'IN_STOCK' &&
        attributes.some((a) => !valuesOf(v)[a.key]) &&
        attributes.every((a) => !valuesOf(v)[a.key] || a.labels.has(valuesOf(v)[a.key] ?? '')),
    );
    if (!variation) continue;
    const values = valuesOf(variation);
    const picks = picksFor(attributes, values);
    found = { slug: product.slug, name: product.name, picks };
    break;
  }
  if (!found) throw new Error('The demo catalogue has no in-stock variation that takes any value');

  const productPage = new ProductPage(page);
  await productPage.goto(found.slug);
  await expect(productPage.heading).toHaveText(found.name);
  for (const [attribute, option] of found.picks) await productPage.choose(attribute, option);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');

  const cartPage = new CartPage(page);
  await cartPage.goto();
  const line = new CartPanel(page).line(cartPage.main, found.name);
  for (const [, option] of found.picks) await expect(line).toContainText(option);
});

test('a refused add shows the reason as an alert beside the button', async ({ page, request }) => {
  let found: { slug: string; name: string; picks: Array<[string, string]>; stock: number } | null = null;
  for (const { product, attributes } of await variableProducts(request)) {
    const variation = product.variations.nodes.find(
      (v) =>
        v.stockStatus === 'IN_STOCK' &&
        v.stockQuantity !== null &&
        v.stockQuantity > 0 &&
        attributes.every((a) => a.labels.has(valuesOf(v)[a.key] ?? '')),
    );
    if (!variation?.stockQuantity) continue;
    const values = valuesOf(variation);
    const picks = picksFor(attributes, values);
    found = { slug: product.slug, name: product.name, picks, stock: variation.stockQuantity };
    break;
  }
  if (!found) throw new Error('The demo catalogue has no pickable variation with managed stock');

  const productPage = new ProductPage(page);
  await productPage.goto(found.slug);
  for (const [attribute, option] of found.picks) await productPage.choose(attribute, option);
  await productPage.quantity.fill(String(found.stock));
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText(`Added ${found.stock} items to your cart.`);
  // Every unit is in the cart now: one more is refused by the shop.
  await productPage.quantity.fill('1');
  await productPage.addToCart.click();
  const alert = productPage.purchaseForm.getByRole('alert');
  await expect(alert).toContainText(`we have ${found.stock} in stock`);
  const colours = await alert.evaluate((element) => ({
    text: getComputedStyle(element).color,
    danger: (() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--color-danger)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    })(),
  }));
  expect(colours.text).toBe(colours.danger);
});

test("choosing a variation with its own image shows that image, named for the variation, in the gallery's box", async ({
  page,
  request,
}) => {
  let found: {
    product: ProductWithImages;
    picks: Array<[string, string]>;
    image: { altText: string };
  } | null = null;
  for (const { product, attributes } of await variableProducts(request)) {
    const variation = product.variations.nodes.find((v) => {
      const values = valuesOf(v);
      return (
        v.image !== null &&
        v.image.databaseId !== product.image?.databaseId &&
        attributes.every((a) => a.labels.has(values[a.key] ?? ''))
      );
    });
    if (!variation?.image) continue;
    const values = valuesOf(variation);
    const picks = picksFor(attributes, values);
    found = { product, picks, image: variation.image };
    break;
  }
  if (!found) throw new Error('The demo catalogue has no variation with an image of its own');
  const productAlt = found.product.image?.altText ?? '';

  const productPage = new ProductPage(page);
  await productPage.goto(found.product.slug);
  // The page opens on the default variation, if the product has one; cleared, it shows the product.
  if (await productPage.clearSelection.count()) {
    await expect(async () => {
      await productPage.clearSelection.click();
      await expect(productPage.clearSelection).toBeHidden({ timeout: 1000 });
    }).toPass();
  }
  const main = page
    .getByRole('region', { name: 'Product images' })
    .getByRole('button', { name: /^Enlarge image: / });
  const image = main.getByRole('img');
  await expect(image).toHaveAttribute('alt', productAlt);
  const box = await main.boundingBox();

  for (const [attribute, option] of found.picks) await productPage.choose(attribute, option);
  await expect(image).toHaveAttribute('alt', found.image.altText);
  await expect(main).toHaveAccessibleName(`Enlarge image: ${found.image.altText}`);
  // The alt names the variation: every option chosen is in it.
  for (const [, option] of found.picks)
    expect(found.image.altText.toLowerCase()).toContain(option.toLowerCase());
  await expect(image).toHaveJSProperty('complete', true);
  expect(await main.boundingBox()).toEqual(box);

  await productPage.clearSelection.click();
  await expect(image).toHaveAttribute('alt', productAlt);
});
