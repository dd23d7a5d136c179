import { expect, test } from '@playwright/test';
import { buyHalfMaskWithCartridges } from '../../lib/parts';
import { ProductPage } from '../../pages/product-page';

// A stock WooGraphQL site serves cross-sells: the parts on the product page and "Don't run out" work.
test('on a stock site, the half mask offers its cartridges and the cart suggests the filters', async ({
  page,
  request,
}) => {
  const { cartridgeSlug } = await buyHalfMaskWithCartridges(page, request);

  // What a part fits is this store's extension: absent here, and the page is whole without it.
  await new ProductPage(page).goto(cartridgeSlug);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Parts and refills that fit' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fits these products' })).toHaveCount(0);
});
