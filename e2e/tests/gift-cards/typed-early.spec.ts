import { expect, test } from '@playwright/test';
import { openBeforeScripts } from '../../lib/early-typing';
import { CartPanel } from '../../pages/cart';
import { GIFT_CARD_SLUG, GiftCardForm } from '../../pages/gift-card';
import { ProductPage } from '../../pages/product-page';

test("the gift card's amount and recipient chosen before the page was interactive are kept, and sent", async ({
  page,
}) => {
  const productPage = new ProductPage(page);
  const giftCard = new GiftCardForm(productPage);
  const cart = new CartPanel(page);
  const email = `early-${Date.now()}@example.com`;
  const { ready } = await openBeforeScripts(page, `/product/${GIFT_CARD_SLUG}`);
  // Not the first amount, which the page offers checked.
  await giftCard.amount('$50.00').check();
  await giftCard.fillRecipient('Early Giver', email, 'Typed on a slow phone.');
  await ready();
  await expect(giftCard.amount('$50.00')).toBeChecked();
  await expect(giftCard.recipientName).toHaveValue('Early Giver');
  await expect(giftCard.recipientEmail).toHaveValue(email);
  await expect(giftCard.message).toHaveValue('Typed on a slow phone.');
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');
  await cart.open();
  const line = cart.line(cart.panel, 'PPE Gift Card');
  await expect(line).toContainText(`To: Early Giver (${email})`);
  await expect(line).toContainText('Gift card value: $50.00');
});
