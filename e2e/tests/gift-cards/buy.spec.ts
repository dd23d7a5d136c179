import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../lib/accessibility';
import { usd } from '../../lib/products';
import { routeOperationName } from '../../lib/shop-route';
import { CartPanel, totalsAmount } from '../../pages/cart';
import { CatalogPage } from '../../pages/catalog-page';
import { CheckoutPage } from '../../pages/checkout';
import { GIFT_CARD_SLUG, GiftCardForm, giftCardProduct } from '../../pages/gift-card';
import { ProductPage } from '../../pages/product-page';

/** A day `days` from now as the date input takes it, and as the shop writes it for en-US shoppers. */
function dayFromNow(days: number) {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return {
    input: date.toISOString().slice(0, 10),
    shown: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date),
  };
}

test('buys gift cards on the product page: the recipient is asked for, the amount is held to its limits, each card is its own cart line', async ({
  page,
  request,
}) => {
  const card = await giftCardProduct(request);
  const productPage = new ProductPage(page);
  const giftCard = new GiftCardForm(productPage);
  const cart = new CartPanel(page);
  // Unique per run, so a retry never meets the cards of an earlier one.
  const email = `gift-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const delivery = dayFromNow(7);

  await productPage.goto(GIFT_CARD_SLUG);
  await expect(productPage.heading).toHaveText(card.name);
  for (const amount of card.amounts) await expect(giftCard.amount(usd(amount))).toBeVisible();
  // The custom amount's field waits for "Another amount".
  await expect(giftCard.customAmount).toBeHidden();

  // Nothing about the recipient yet: the form says what is missing beside each field and sends nothing.
  await productPage.addToCart.click();
  await expect(giftCard.recipientName).toHaveAccessibleDescription("Enter the recipient's name.");
  await expect(giftCard.recipientEmail).toHaveAccessibleDescription(
    "Enter the recipient's email address, like name@example.com.",
  );
  await expect(giftCard.recipientName).toBeFocused();
  await expect(cart.badge(0)).toBeAttached();
  await expectAccessible(page, 'the gift card form with its errors');

  const offered = card.amounts[1] ?? card.amounts[0] ?? 0;
  await giftCard.amount(usd(offered)).check();
  await expect(productPage.offer).toContainText(usd(offered));
  await giftCard.fillRecipient('Grace Hopper', email, 'Stay safe out there');
  await expect(giftCard.message).toHaveAccessibleDescription('19 of 500 characters');
  await giftCard.deliveryDate.fill(delivery.input);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');
  await expect(cart.badge(1)).toBeAttached();

  // A custom amount below the lowest the card takes is refused in words, and nothing typed is lost.
  await giftCard.anotherAmount.check();
  await giftCard.customAmount.fill(String(card.min / 2));
  await productPage.addToCart.click();
  await expect(giftCard.customAmount).toHaveAccessibleDescription(
    `From ${usd(card.min)} to ${usd(card.max)}. Choose an amount between ${usd(card.min)} and ${usd(card.max)}.`,
  );
  await expect(giftCard.customAmount).toBeFocused();
  await expect(giftCard.recipientEmail).toHaveValue(email);
  await expect(cart.badge(1)).toBeAttached();

  const custom = Math.round((card.min + card.max) / 7);
  await giftCard.customAmount.fill(String(custom));
  await expect(productPage.offer).toContainText(usd(custom));
  await productPage.addToCart.click();
  await expect(cart.badge(2)).toBeAttached();

  await cart.open();
  const lines = cart.line(cart.panel, card.name);
  await expect(lines).toHaveCount(2);
  // The second card kept the recipient and day typed for the first.
  const recipient = `To: Grace Hopper (${email}) · ${delivery.shown}`;
  await expect(lines.filter({ hasText: `Gift card value: ${usd(offered)}` })).toContainText(recipient);
  await expect(lines.filter({ hasText: `Gift card value: ${usd(custom)}` })).toContainText(recipient);

  // Gift cards are not shipped (the cart's needsShippingAddress is false): no shipping to choose,
  // no shipping row and no way to free shipping, in the panel or at the checkout.
  await expect(cart.panel.getByRole('term').filter({ hasText: /^Shipping$/ })).toHaveCount(0);
  await expect(cart.panel.getByText(/free shipping/)).toHaveCount(0);
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await expect(checkout.summary).toContainText(card.name);
  await expect(totalsAmount(checkout.summary, 'Total')).toHaveText(usd(offered + custom));
  await expect(checkout.summary.getByRole('group', { name: 'Shipping' })).toHaveCount(0);
  await expect(checkout.summary.getByText('Enter your address to see shipping options.')).toHaveCount(0);
  await expect(checkout.summary.getByRole('term').filter({ hasText: /^Shipping$/ })).toHaveCount(0);
  await expect(checkout.summary.getByText(/free shipping/)).toHaveCount(0);
});

test("a gift card's tile in a list leads to its page, where the amount and recipient are chosen", async ({
  page,
  request,
}) => {
  const card = await giftCardProduct(request);
  const catalog = new CatalogPage(page);
  await catalog.goto(`/products?${new URLSearchParams({ search: card.name })}`);
  const tile = catalog.products.filter({ has: page.getByRole('heading', { name: card.name, exact: true }) });
  // Adding it from the list would send no amount and no recipient, which the shop refuses.
  await expect(tile.getByRole('button', { name: `Add to cart: ${card.name}` })).toHaveCount(0);
  const choose = tile.getByRole('link', { name: `Choose options for ${card.name}` });
  await expect(choose).toHaveAttribute('href', `/product/${GIFT_CARD_SLUG}`);
});

test("the shop's refusal of a gift card is worded by its code, and what was typed stays", async ({
  page,
  request,
}) => {
  const card = await giftCardProduct(request);
  const productPage = new ProductPage(page);
  const giftCard = new GiftCardForm(productPage);
  const cart = new CartPanel(page);
  // The shop's limits changed after this page was cached: the amount chosen is no longer taken.
  await page.route('**/api/graphql', async (route) => {
    const body = route.request().postDataJSON() as { variables?: { extraData?: string } };
    if (routeOperationName(body) !== 'addToCart' || !body.variables?.extraData) return route.continue();
    const extraData = {
      ...JSON.parse(body.variables.extraData),
      wc_gc_giftcard_amount: String(card.min / 2),
    };
    await route.continue({
      postData: JSON.stringify({
        ...body,
        variables: { ...body.variables, extraData: JSON.stringify(extraData) },
      }),
    });
  });

  await productPage.goto(GIFT_CARD_SLUG);
  await giftCard.fillRecipient('Grace Hopper', 'grace@example.com');
  await productPage.addToCart.click();
  // The storefront's sentence for GIFT_CARD_AMOUNT_INVALID (messages/en-US/errors.json), not the
  // backend's English one ("Please choose a gift card amount between …"), its limits as money.
  await expect(productPage.purchaseForm.getByRole('alert')).toHaveText(
    `Please choose one of the gift card amounts offered, or an amount between ${usd(card.min)} and ${usd(card.max)}.`,
  );
  await expect(giftCard.recipientName).toHaveValue('Grace Hopper');
  await expect(cart.badge(0)).toBeAttached();
});
