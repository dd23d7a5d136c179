import { expect, test } from '@playwright/test';
import { buyHalfMaskWithCartridges } from '../../lib/parts';
import { ProductPage } from '../../pages/product-page';

test('a half mask with the cartridges its page offers; the cart suggests the filters, not what it holds', async ({
  page,
  request,
}) => {
  const { cartridgeSlug, maskName } = await buyHalfMaskWithCartridges(page, request);

  // The cartridge's own page says what it fits (the product links extension), the mask among them.
  await new ProductPage(page).goto(cartridgeSlug);
  const fits = page.getByRole('region', { name: 'Fits these products' });
  await expect(fits.getByRole('link', { name: maskName, exact: true })).toBeVisible();
  await fits.getByRole('link', { name: maskName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(maskName);
});
