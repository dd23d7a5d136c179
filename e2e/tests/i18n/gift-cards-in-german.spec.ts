import { expect, test } from '@playwright/test';
import { GiftCardBalancePage, UNKNOWN_GIFT_CARD_CODE } from '../../lib/gift-cards';
import { translator } from '../../lib/messages';
import { simpleProduct } from '../../lib/products';
import { routeCall } from '../../lib/shop-route';
import { UntranslatedTextCheck } from '../../lib/untranslated-text';
import { GIFT_CARD_SLUG } from '../../pages/gift-card';

/**
 * Gift cards in German: the gift card's product form (its amounts, the custom amount and the
 * form's own refusals), the balance check and a card the cart refuses read German, with no English
 * text that has a translation. The gift card product itself is no translated best-seller, so its
 * name and description stay English by design, and the check does not count them.
 */
const LOCALE = 'de-DE';
const t = translator(LOCALE);

test('the gift card product form reads German, with a custom amount and its refusals', async ({
  page,
  request,
}) => {
  const check = await UntranslatedTextCheck.create(request, LOCALE);
  check.watchBackendMessages(page);
  await page.goto(`/${LOCALE}/product/${GIFT_CARD_SLUG}`);
  const form = page.getByRole('form', { name: t('product.purchase.formLabel') });
  const amounts = form.getByRole('group', { name: t('giftCard.purchase.amount') });
  await expect(amounts.getByRole('radio')).toHaveCount(4);
  await check.expectNone(page, 'gift card product');

  await amounts.getByRole('radio', { name: t('giftCard.purchase.anotherAmount'), exact: true }).check();
  await expect(
    form.getByRole('spinbutton', { name: t('giftCard.purchase.customAmount'), exact: true }),
  ).toBeVisible();
  await check.expectNone(page, 'gift card product with a custom amount');

  // Sent with nothing filled in: the form names what is missing, in German.
  await form.getByRole('button', { name: t('product.purchase.addToCart') }).click();
  await expect(
    form.getByLabel(t('giftCard.purchase.recipientEmail'), { exact: true }),
  ).toHaveAccessibleDescription(t('giftCard.purchase.errors.emailInvalid'));
  await check.expectNone(page, 'gift card product with missing details');
});

test('the gift card balance check reads German, also for a code it does not know', async ({
  page,
  request,
}) => {
  const check = await UntranslatedTextCheck.create(request, LOCALE);
  check.watchBackendMessages(page);
  await page.goto(`/${LOCALE}/gift-card-balance`);
  const balance = new GiftCardBalancePage(page, {
    heading: t('giftCard.balance.title'),
    code: t('giftCard.balance.code'),
    check: t('giftCard.balance.submit'),
  });
  await expect(balance.heading).toBeVisible();
  await check.expectNone(page, 'gift card balance');

  await balance.lookUp(UNKNOWN_GIFT_CARD_CODE);
  await expect(balance.result).toHaveText(t('giftCard.balance.notFound'));
  await check.expectNone(page, 'gift card balance of an unknown code');
});

test("a code the cart's coupon field does not know as a gift card is refused in German", async ({
  page,
  request,
}) => {
  const check = await UntranslatedTextCheck.create(request, LOCALE);
  check.watchBackendMessages(page);
  const product = await simpleProduct(request);
  // The cart is filled before the cart page opens, so the page reads the cart with the product.
  await page.goto(`/${LOCALE}/products`);
  const added = await page.request.post('/api/graphql', {
    data: routeCall('addToCart', { productId: product.databaseId, quantity: 1 }),
  });
  expect(added.ok()).toBe(true);

  await page.goto(`/${LOCALE}/cart`);
  const summary = page.getByRole('main').getByRole('region', { name: t('cart.page.summary') });
  // The code entry says that a gift card goes in it.
  await summary.getByRole('button', { name: t('giftCard.pay.codeField') }).click();
  await summary.getByLabel(t('giftCard.pay.codeField')).fill(UNKNOWN_GIFT_CARD_CODE);
  await summary.getByRole('button', { name: t('cart.coupons.apply'), exact: true }).click();
  // The backend names the refusal by code (GIFT_CARD_NOT_FOUND); the shop words it.
  await expect(summary.getByRole('alert')).toContainText(
    t('errors.GIFT_CARD_NOT_FOUND', { card: UNKNOWN_GIFT_CARD_CODE }),
  );
  await check.expectNone(page, 'cart page with an unknown gift card');
});
