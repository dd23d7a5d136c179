import { expect, test } from '@playwright/test';
import { openBeforeScripts } from '../../lib/early-typing';
import { CartPanel } from '../../pages/cart';
import { GIFT_CARD_SLUG, GiftCardForm } from '../../pages/gift-card';
import { ProductPage } from '../../pages/product-page';

test("the gift card's recipient typed before the page was interactive is kept, and sent", async ({
  page,
}) => {
  const productPage = new ProductPage(page);
  const giftCard = new GiftCardForm(productPage);
  const cart = new CartPanel(page);
  const email = `early-${Date.now()}@example.com`;
  const { ready } = await openBeforeScripts(page, `/product/${GIFT_CARD_SLUG}`);
  await giftCard.fillRecipient('Early Giver', email, 'Typed on a slow phone.');
  await ready();
  await expect(giftCard.recipientName).toHaveValue('Early Giver');
  await expect(giftCard.recipientEmail).toHaveValue(email);
  await expect(giftCard.message).toHaveValue('Typed on a slow phone.');
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');
  await cart.open();
  await expect(cart.line(cart.panel, 'PPE Gift Card')).toContainText(`To: Early Giver (${email})`);
});
