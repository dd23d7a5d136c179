import { expect, test } from '@playwright/test';
import { simpleProduct } from '../../lib/products';
import { uniqueEmail } from '../../pages/account';
import { CheckoutPage, testBilling } from '../../pages/checkout';
import { ProductPage } from '../../pages/product-page';

/**
 * Purchase details on a stock site: the checkout sends them as stock order meta, which any
 * WooGraphQL site stores; a guest can never read the order back there, so the order-received page
 * shows them from the checkout's own answer, also after a reload.
 */
test("a guest's purchase-order number and dock note show on the order received", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await simpleProduct(request, { minPrice: 5, maxPrice: 40, minStock: 5 });
  const productPage = new ProductPage(page);
  await productPage.goto(product.slug);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');

  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await expect(checkout.summary).toContainText(product.name);
  await checkout.fillBilling(testBilling(uniqueEmail('stock-po')));
  await checkout.fillPurchaseDetails({
    company: 'Acme Safety Ltd',
    purchaseOrder: 'PO-1234',
    dockNote: 'Dock 4',
  });
  await checkout.payWithTestCard('4242 4242 4242 4242');
  await checkout.placeAndReceive();
  const details = page.getByRole('region', { name: 'Purchase details' });
  await expect(details).toContainText('Purchase-order numberPO-1234');
  await expect(details).toContainText('Delivery noteDock 4');
  await expect(page.getByRole('region', { name: 'Billing address' })).toContainText('Acme Safety Ltd');
  await page.reload();
  await expect(details).toContainText('Purchase-order numberPO-1234');
});
