import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../../lib/accessibility';
import { backendQuery } from '../../lib/backend';
import { CartPanel } from '../../pages/cart';
import { CatalogPage } from '../../pages/catalog-page';
import { ProductPage } from '../../pages/product-page';
import { Shell } from '../../pages/shell';

const RESPIRATOR = 'safeair-n95-cup-respirator-20';

interface Documented {
  product: {
    name: string;
    documents: { kind: string; file: string; language: string; byteSize: number }[];
    attributes: { nodes: { name: string; options: string[] }[] };
  };
}

const DOCUMENTED = `query Documented($slug: ID!) {
  product(id: $slug, idType: SLUG) {
    name
    documents { kind file language byteSize }
    ... on ProductWithAttributes { attributes(first: 50) { nodes { name options } } }
  }
}`;

const KIND_NAMES: Record<string, string> = {
  USER_INSTRUCTIONS: 'User instructions',
  DECLARATION_OF_CONFORMITY: 'EU declaration of conformity',
  CERTIFICATE: 'EU type-examination certificate',
  SAFETY_DATA_SHEET: 'Safety data sheet',
  APPROVAL_LABEL: 'NIOSH approval label',
};
const languageName = (tag: string) => new Intl.DisplayNames(['en-US'], { type: 'language' }).of(tag) ?? tag;

const certificationsOf = (page: Page) => page.getByRole('region', { name: 'Certifications and documents' });

test('a respirator names its approval, linked to the NIOSH list, and its PDF documents open', async ({
  page,
  request,
}) => {
  const { product } = await backendQuery<Documented>(request, DOCUMENTED, { slug: RESPIRATOR });
  const approvals =
    product.attributes.nodes.find((attribute) => attribute.name === 'NIOSH approval')?.options ?? [];
  expect(approvals.length).toBeGreaterThan(0);
  expect(product.documents.length).toBeGreaterThan(1);

  await new ProductPage(page).goto(RESPIRATOR);
  const block = certificationsOf(page);
  await expect(block).toBeVisible();
  for (const number of approvals) {
    const [, schedule, serial] = /^TC-(\w+)-(\d+)$/.exec(number) ?? [];
    await expect(block.getByRole('link', { name: number, exact: true })).toHaveAttribute(
      'href',
      `https://wwwn.cdc.gov/NIOSH-CEL/Results?Schedule=${schedule}&ApprovalNumber=${serial}`,
    );
  }
  await expect(block.getByText('NIOSH N95')).toBeVisible();

  // Every document the backend lists is a link named by its kind and language that opens a PDF of
  // the size the page states.
  for (const document of product.documents) {
    const link = block.getByRole('link', {
      name: `${KIND_NAMES[document.kind]} (${languageName(document.language)})`,
      exact: true,
    });
    await expect(link).toBeVisible();
    const kilobytes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(
      document.byteSize / 1000,
    );
    await expect(link.locator('xpath=..')).toContainText(`PDF, ${kilobytes} kB`);
    const href = await link.getAttribute('href');
    const response = await page.request.get(href ?? '');
    expect(response.status(), href ?? '').toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.length).toBe(document.byteSize);
  }

  await expect(certificationsOf(page)).toBeVisible();
  await expectAccessible(page, 'a respirator with its certifications and documents');

  // A real click opens the PDF in the browser (no download, no error page).
  const first = block.getByRole('link', { name: /^User instructions \(English\)$/ });
  const [opened] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('.pdf')), first.click()]);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
});

test('a mask box states its pack size; a mask priced each steps by the dispenser box, on its page and in the cart', async ({
  page,
}) => {
  const product = new ProductPage(page);
  await product.goto(RESPIRATOR);
  await expect(page.getByText('Box of 20 masks')).toBeVisible();
  await expect(page.getByLabel('Quantity (boxes)')).toHaveValue('1');

  await product.goto('safeair-ffp2-mask-individually-wrapped');
  await new Shell(page).waitUntilInteractive();
  await expect(page.getByText('Box of 10 masks')).toBeVisible();
  const quantity = page.getByLabel('Quantity, in multiples of 10');
  await expect(quantity).toHaveValue('10');
  await quantity.press('ArrowUp');
  await expect(quantity).toHaveValue('20');
  await product.addToCart.click();
  await expect(product.purchaseStatus).toHaveText('Added 20 items to your cart.');
  const cart = new CartPanel(page);
  await expect(cart.badge(20)).toBeVisible();

  // The cart's stepper moves it by the box too, and says why.
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await cart.open();
  const line = cart.line(cart.panel, name);
  await expect(line.getByText('Sold in packs of 10')).toBeVisible();
  await line.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect(cart.badge(30)).toBeVisible();
  await line.getByRole('button', { name: `Decrease quantity of ${name}` }).click();
  await expect(cart.badge(20)).toBeVisible();
});

// Standards are a global attribute, offered as a filter where the store names its filters (WooNuxt
// Settings' global_attributes); a stock site without that plugin offers none (catalog/data.ts).
test('the catalogue filters by standard, and what it lists is certified to it', async ({ page }) => {
  const catalog = new CatalogPage(page);
  await catalog.goto('/products?filter=standard[niosh-n95]');
  await expect(catalog.chips).toContainText('NIOSH N95');
  await expect(catalog.products.first()).toBeVisible();
  // The first result is certified to it, as its own page says.
  await catalog.products.first().getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Certifications and documents' })).toContainText('NIOSH N95');
});
