import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../lib/accessibility';
import { GiftCardRows } from '../../lib/gift-cards';
import { cartWith, issueGiftCard } from '../../lib/issued-gift-cards';
import { uniqueEmail } from '../../pages/account';
import { CartPanel } from '../../pages/cart';
import { CheckoutPage, testBilling } from '../../pages/checkout';
import { giftCardProduct } from '../../pages/gift-card';

/**
 * A gift card paying an order, scanned with axe-core (WCAG 2.1 A and AA) at each state it adds:
 * the cart page and panel with the card's row, the checkout with nothing left to pay, and the
 * order received with the card's payment.
 */
test('a gift card paying the whole order: every state it adds is accessible', async ({ page, request }) => {
  test.setTimeout(200_000);
  const code = await issueGiftCard(
    request,
    uniqueEmail('gift-card-a11y'),
    Math.max(...(await giftCardProduct(request)).amounts),
  );
  const { cart } = await cartWith(page, request, { minPrice: 5, maxPrice: 40 });
  await cart.applyCode(code);
  await expect(new GiftCardRows(cart.summary).row(code)).toBeVisible();
  await expectAccessible(page, 'the cart page with a gift card applied');

  const panel = new CartPanel(page);
  await panel.open();
  await expect(new GiftCardRows(panel.panel).row(code)).toBeVisible();
  await expectAccessible(page, 'the cart panel with a gift card applied');

  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await expect(
    page.getByText('Your gift cards pay for the whole order: there is nothing left to pay.'),
  ).toBeVisible();
  await expectAccessible(page, 'the checkout with nothing left to pay');

  await checkout.fillBilling(testBilling(uniqueEmail('gift-card-a11y-buyer')));
  await checkout.placeAndReceive();
  await expect(new GiftCardRows(page.getByRole('table')).orderRow(code)).toBeVisible();
  await expectAccessible(page, 'the order received with a gift card payment');
});
