import { expect, type Page, test } from '@playwright/test';
import {
  deliveryToday,
  GiftCardBalancePage,
  GiftCardRows,
  receivedGiftCard,
  shownDay,
} from '../../lib/gift-cards';
import { cartWith } from '../../lib/issued-gift-cards';
import { usd } from '../../lib/products';
import { uniqueEmail } from '../../pages/account';
import { CartPanel, totalsAmount } from '../../pages/cart';
import { CheckoutPage, testBilling } from '../../pages/checkout';
import { GIFT_CARD_SLUG, GiftCardForm, giftCardProduct } from '../../pages/gift-card';
import { ProductPage } from '../../pages/product-page';

/**
 * Gift cards end to end, as two shoppers live them: one buys a $50 card for the other, due today,
 * and pays with the test card; the card's code arrives by email; the recipient, in a browser of
 * their own, pays a smaller order with it through the coupon field, places the order with nothing
 * left to pay, and finds the rest on the card.
 */

const CARD_AMOUNT = 50;

/** A row of the order received page's table, by the label it starts with. */
const orderRow = (page: Page, label: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: new RegExp(`^${label}`) });
const orderTotal = (page: Page) => orderRow(page, 'Total');

test('a gift card bought for someone reaches them by email, pays their order and keeps the rest', async ({
  page,
  browser,
  request,
}) => {
  // Room for the card's email to wait for the backend's delivery run (receivedGiftCard).
  test.setTimeout(180_000);
  const recipient = uniqueEmail('gift-recipient');
  const message = `Stay safe on site, ${Date.now()}!`;

  // The buyer chooses the amount, the recipient, a message and today for the delivery.
  const giftCardPage = new ProductPage(page);
  const giftCard = new GiftCardForm(giftCardPage);
  const delivery = deliveryToday();
  await giftCardPage.goto(GIFT_CARD_SLUG);
  await giftCard.amount(usd(CARD_AMOUNT)).check();
  await giftCard.fillRecipient('Grace Hopper', recipient, message);
  await giftCard.deliveryDate.fill(delivery);
  await giftCardPage.addToCart.click();
  await expect(giftCardPage.purchaseStatus).toHaveText('Added 1 item to your cart.');
  // The cart line names who gets the card, and so does the checkout's summary, with the day.
  const cardName = (await giftCardProduct(request)).name;
  const cart = new CartPanel(page);
  await cart.open();
  await expect(cart.line(cart.panel, cardName)).toContainText(`To: Grace Hopper (${recipient})`);
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  const summaryLine = checkout.summary.getByRole('listitem').filter({ hasText: cardName });
  await expect(summaryLine).toContainText(`To: Grace Hopper (${recipient}) · ${shownDay(delivery)}`);
  await expect(summaryLine).toContainText(`Gift card value: ${usd(CARD_AMOUNT)}`);
  await expect(totalsAmount(checkout.summary, 'Total')).toHaveText(usd(CARD_AMOUNT));
  await checkout.fillBilling(testBilling(uniqueEmail('gift-buyer')));
  await checkout.payWithTestCard('4242 4242 4242 4242');
  const ordered = new Date(Date.now() - 1_000);
  await checkout.placeAndReceive();
  await expect(orderTotal(page)).toContainText(usd(CARD_AMOUNT));
  await expect(orderRow(page, 'Payment method')).toContainText('Test card');

  // The recipient's email: the amount, the buyer's message and the code.
  const { mail, code } = await receivedGiftCard(recipient, ordered);
  expect(mail.text).toContain(usd(CARD_AMOUNT));
  expect(mail.text).toContain(message);

  // The recipient, in a browser of their own, fills a cart worth less than the card.
  const context = await browser.newContext();
  const shopper = await context.newPage();
  const prices = { minPrice: 5, maxPrice: 30 };
  const { cart: cartPage, total: cartTotal, before } = await cartWith(shopper, request, prices);
  expect(before).toBeGreaterThan(0);
  expect(before).toBeLessThan(CARD_AMOUNT);
  await cartPage.applyCode(code);
  await expect(shopper.getByRole('status').filter({ hasText: 'Gift card applied.' })).toBeVisible();
  const inCart = new GiftCardRows(cartPage.summary);
  // The card pays the whole order and nothing is left to pay.
  await expect(inCart.row(code)).toContainText(`−${usd(before)}`);
  await expect(inCart.removeButton(code)).toBeVisible();
  await expect(cartTotal).toHaveText(usd(0));

  // Nothing left to pay: the order is placed all the same, with no card to enter, as WooCommerce
  // asks for no payment when the total is 0 (woocommerce/woocommerce:
  // plugins/woocommerce/includes/class-wc-cart.php, needs_payment() is `0 < total`).
  const spend = new CheckoutPage(shopper);
  await spend.goto();
  await expect(new GiftCardRows(spend.summary).row(code)).toBeVisible();
  await expect(totalsAmount(spend.summary, 'Total')).toHaveText(usd(0));
  await spend.fillBilling({ ...testBilling(recipient), firstName: 'Grace', lastName: 'Hopper' });
  await spend.placeAndReceive();
  const order = shopper.getByRole('table');
  const payment = new GiftCardRows(order).orderRow(code);
  await expect(payment).toBeVisible();
  const paid = await new GiftCardRows(order).amount(payment);
  expect(paid).toBeGreaterThan(0);
  await expect(orderTotal(shopper)).toContainText(usd(0));
  // Paid by the card alone: the order claims no payment method.
  await expect(orderRow(shopper, 'Payment method')).toHaveCount(0);

  // What the order did not spend stays on the card; the footer leads to the balance check.
  await shopper.getByRole('contentinfo').getByRole('link', { name: 'Gift card balance' }).click();
  const balance = new GiftCardBalancePage(shopper);
  await expect(balance.heading).toBeVisible();
  await balance.lookUp(code);
  await expect(balance.result).toHaveText(`Balance: ${usd(CARD_AMOUNT - paid)}`);
  await context.close();
});
