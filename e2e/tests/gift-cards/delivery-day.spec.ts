import { expect, test } from '@playwright/test';
import { CartPanel } from '../../pages/cart';
import { GIFT_CARD_SLUG, GiftCardForm } from '../../pages/gift-card';
import { ProductPage } from '../../pages/product-page';

test.use({ timezoneId: 'UTC' });

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

test('the delivery day filled in for the shopper follows the clock past midnight, instead of turning into a day in the past', async ({
  page,
}) => {
  const now = new Date();
  const lateTonight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23, 59));
  const tomorrow = new Date(lateTonight.getTime() + 60 * 60 * 1000);
  await page.clock.install({ time: lateTonight });
  const productPage = new ProductPage(page);
  const giftCard = new GiftCardForm(productPage);
  const email = `midnight-${Date.now()}@example.com`;

  await productPage.goto(GIFT_CARD_SLUG);
  await expect(giftCard.deliveryDate).toHaveValue(dayOf(lateTonight));
  await giftCard.fillRecipient('Night Owl', email);
  // The shopper finishes after midnight, the day still as it was filled in.
  await page.clock.fastForward('02:00');
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');
  await expect(giftCard.deliveryDate).toHaveValue(dayOf(tomorrow));
  await expect(giftCard.deliveryDate).not.toHaveAttribute('aria-invalid', 'true');
  const cart = new CartPanel(page);
  await cart.open();
  await expect(cart.line(cart.panel, 'PPE Gift Card')).toContainText(`To: Night Owl (${email})`);
});
