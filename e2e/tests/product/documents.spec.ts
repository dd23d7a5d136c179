import { expect, test } from '@playwright/test';
import { backendQuery } from '../../lib/backend';
import { ProductPage } from '../../pages/product-page';

test("a document linked in a product's tab opens as a PDF from the shop's own address", async ({
  page,
  request,
}) => {
  const { products } = await backendQuery<{
    products: {
      nodes: Array<{
        slug: string;
        customTabs: Array<{ tabTitle: string; downloads: Array<{ fileTitle: string; file: string }> }>;
      }>;
    };
  }>(
    request,
    '{ products(first: 100) { nodes { slug ... on SimpleProduct { customTabs { tabTitle downloads { fileTitle file } } } } } }',
  );
  const linked = products.nodes
    .flatMap((product) =>
      (product.customTabs ?? []).flatMap((tab) =>
        tab.downloads.map((download) => ({ product, tab, download })),
      ),
    )
    .at(0);
  if (!linked) throw new Error('No simple product in the first 100 links a document in its tabs');

  const productPage = new ProductPage(page);
  await productPage.goto(linked.product.slug);
  await page.getByRole('tab', { name: linked.tab.tabTitle }).click();
  const link = page.getByRole('link', { name: linked.download.fileTitle });
  const href = await link.getAttribute('href');
  expect(href).toBe(linked.download.file);

  const document = await page.request.get(href ?? '');
  expect(document.status()).toBe(200);
  expect(document.headers()['content-type']).toBe('application/pdf');
  expect((await document.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // Purchased files are never public: an unknown name is not found.
  expect((await page.request.get('/downloads/no-such-document.pdf')).status()).toBe(404);
});
