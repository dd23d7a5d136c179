import { expect, test } from '@playwright/test';
import { GiftCardRows, UNKNOWN_GIFT_CARD_CODE } from '../../lib/gift-cards';
import { balanceOf, cartWith, issueGiftCard } from '../../lib/issued-gift-cards';
import { usd } from '../../lib/products';
import { AccountPage, uniqueEmail } from '../../pages/account';
import { totalsAmount } from '../../pages/cart';
import { CheckoutPage, testBilling } from '../../pages/checkout';
import { giftCardProduct } from '../../pages/gift-card';

/**
 * Paying with a gift card (issued over GraphQL, its code read from the recipient's email): the
 * shopper applies it in the coupon field, sees it pay part of the cart, pays the rest by card and
 * finds the card's payment in the order, and the card's balance lower; a card worth more than the
 * order pays all of it, and the order is placed with no card asked for.
 */

test('a gift card pays part of the order through the coupon field, and its balance goes down', async ({
  page,
  request,
}) => {
  // The card's email leaves with the backend's next delivery run, up to a minute after its order.
  test.setTimeout(200_000);
  // The smallest custom amount the card takes, so a product dearer than it leaves a rest to pay.
  const CARD_AMOUNT = (await giftCardProduct(request)).min;
  const code = await issueGiftCard(request, uniqueEmail('gift-card-holder'), CARD_AMOUNT);
  expect(await balanceOf(request, code)).toBe(CARD_AMOUNT);

  const { cart, total, before } = await cartWith(page, request, { minPrice: CARD_AMOUNT + 5, maxPrice: 80 });

  // The code entry says a gift card goes in it, and so does a hint by the total, until a card pays.
  await expect(
    cart.summary.getByRole('button', { name: 'Gift card or coupon code', exact: true }),
  ).toBeVisible();
  const hint = cart.summary.getByText('Have a gift card? Enter it above as a code.', { exact: true });
  await expect(hint).toBeVisible();

  // A code shaped like a card that no one was sent: refused in words, nothing applied.
  await cart.applyCode(UNKNOWN_GIFT_CARD_CODE);
  await expect(cart.summary.getByRole('alert')).toHaveText(
    `Gift card "${UNKNOWN_GIFT_CARD_CODE}" does not exist. Please check the code.`,
  );
  await expect(total).toHaveText(usd(before));

  await cart.applyCode(code);
  await expect(cart.summary.getByRole('status').filter({ hasText: 'Gift card applied.' })).toBeVisible();
  const rows = new GiftCardRows(cart.summary);
  await expect(rows.row(code)).toContainText(`−${usd(CARD_AMOUNT)}`);
  await expect(rows.removeButton(code)).toBeVisible();
  await expect(total).toHaveText(usd(before - CARD_AMOUNT));
  await expect(hint).toHaveCount(0);

  // On a phone the card's code stays whole (one line, never broken at a hyphen) in the checkout's
  // summary bar and in its order summary, and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 667 });
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await page.getByRole('button', { name: /^Show order summary/ }).click();
  const bar = page.getByRole('region', { name: 'Order summary' });
  for (const shown of [
    bar.getByText(code, { exact: true }),
    checkout.summary.getByText(code, { exact: true }),
  ]) {
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((element) => element.getClientRects().length)).toBe(1);
  }
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The checkout's summary shows the card, and the card pays the rest.
  await expect(new GiftCardRows(checkout.summary).row(code)).toContainText(`−${usd(CARD_AMOUNT)}`);
  await expect(totalsAmount(checkout.summary, 'Total')).toHaveText(usd(before - CARD_AMOUNT));
  await checkout.fillBilling(testBilling(uniqueEmail('gift-card-spender')));
  await checkout.payWithTestCard('4242 4242 4242 4242');
  await checkout.placeAndReceive();

  // The order lists the card's payment before its total, so the lines add up.
  const order = page.getByRole('table');
  const payment = new GiftCardRows(order).orderRow(code);
  await expect(payment).toContainText(`−${usd(CARD_AMOUNT)}`);
  const totalRow = order.getByRole('row').filter({ hasText: /^Total/ });
  await expect(totalRow).toContainText(usd(before - CARD_AMOUNT));
  const rowTexts = await order.getByRole('row').allTextContents();
  expect(rowTexts.findIndex((text) => text.includes(code))).toBeLessThan(
    rowTexts.findIndex((text) => /^Total/.test(text)),
  );

  expect(await balanceOf(request, code)).toBe(0);
});

test('a signed-in customer whose gift card pays the whole order places it with no card, and the order keeps the payment', async ({
  page,
  request,
}) => {
  test.setTimeout(200_000);
  // The largest amount offered, worth more than the order.
  const CARD_AMOUNT = Math.max(...(await giftCardProduct(request)).amounts);
  const code = await issueGiftCard(request, uniqueEmail('gift-card-holder'), CARD_AMOUNT);

  const account = new AccountPage(page);
  const email = await account.signUp('gift-card-customer');

  const { cart, total, before } = await cartWith(page, request, { minPrice: 5, maxPrice: 40 });
  expect(before).toBeLessThan(CARD_AMOUNT);
  await cart.applyCode(code);
  await expect(new GiftCardRows(cart.summary).row(code)).toContainText(`−${usd(before)}`);
  await expect(total).toHaveText(usd(0));

  // Nothing left to pay: no payment method or card to give, and the order is placed.
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await expect(totalsAmount(checkout.summary, 'Total')).toHaveText(usd(0));
  await expect(
    page.getByText('Your gift cards pay for the whole order: there is nothing left to pay.'),
  ).toBeVisible();
  await expect(checkout.cardNumber).toHaveCount(0);
  await checkout.fillBilling(testBilling(email));
  const orderId = await checkout.placeAndReceive();
  const received = page.getByRole('table');
  await expect(new GiftCardRows(received).orderRow(code)).toContainText(`−${usd(before)}`);
  await expect(received.getByRole('row').filter({ hasText: /^Total/ })).toContainText(usd(0));

  // The order's page in the account, read afresh from the backend, shows what the card paid.
  await page.goto(`/order-summary/${orderId}`);
  const detail = page.getByRole('table');
  await expect(detail.getByRole('row').filter({ hasText: /^Total/ })).toContainText(usd(0));
  await expect(new GiftCardRows(detail).orderRow(code)).toContainText(`−${usd(before)}`);
  expect(await balanceOf(request, code)).toBeCloseTo(CARD_AMOUNT - before, 2);
});
