import { expect, type Page } from '@playwright/test';
import { CheckoutPage, testBilling } from '../pages/checkout';
import { ProductPage } from '../pages/product-page';
import { simpleProduct } from './products';

/**
 * Buys a simple product as a guest, paying by direct bank transfer (WooCommerce's bacs gateway,
 * which leaves the order on hold), and waits for the order-received page; returns its order number.
 */
export async function orderByBankTransfer(page: Page, email: string): Promise<string> {
  const product = await simpleProduct(page.request, { minPrice: 5, maxPrice: 40, minStock: 5 });
  const productPage = new ProductPage(page);
  await productPage.goto(product.slug);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await checkout.fillBilling(testBilling(email));
  await page.getByRole('radio', { name: 'Direct bank transfer', exact: true }).check();
  return checkout.placeAndReceive();
}
