import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { uniqueEmail } from '../pages/account';
import { CartPage, totalsAmount } from '../pages/cart';
import { testBilling } from '../pages/checkout';
import { GIFT_CARD_SLUG } from '../pages/gift-card';
import { ProductPage } from '../pages/product-page';
import { backendQuery, shopSession } from './backend';
import { dollars, receivedGiftCard } from './gift-cards';
import { simpleProduct } from './products';

/**
 * Gift cards issued for journeys that spend them: bought over GraphQL as any WooGraphQL client
 * would (addToCart's extraData, then checkout with the test card), the code read from the
 * recipient's email, and the balance asked of the backend.
 */

/** Buys a card of `amount` dollars for `recipient`, due today, and answers its code from their email. */
export async function issueGiftCard(
  request: APIRequestContext,
  recipient: string,
  amount: number,
): Promise<string> {
  const send = shopSession(request);
  const { product } = await send<{ product: { databaseId: number } }>(
    'query ($slug: ID!) { product(id: $slug, idType: SLUG) { databaseId } }',
    { slug: GIFT_CARD_SLUG },
  );
  await send(
    `mutation ($productId: Int!, $extraData: String) {
      addToCart(input: { productId: $productId, quantity: 1, extraData: $extraData }) { cartItem { key } }
    }`,
    {
      productId: product.databaseId,
      extraData: JSON.stringify({
        wc_gc_giftcard_amount: String(amount),
        wc_gc_giftcard_to_name: 'Grace Hopper',
        wc_gc_giftcard_to: recipient,
        wc_gc_giftcard_message: 'For the next pair of boots.',
      }),
    },
  );
  const since = new Date(Date.now() - 1_000);
  const billing = testBilling(uniqueEmail('gift-giver'));
  await send(
    `mutation ($input: CheckoutInput!) { checkout(input: $input) { result order { databaseId } } }`,
    {
      input: {
        billing: { ...billing, state: 'CA', country: 'US' },
        paymentMethod: 'test_card',
        metaData: [
          { key: '_idempotency_key', value: randomUUID() },
          { key: '_test_card_number', value: '4242424242424242' },
        ],
      },
    },
  );
  return (await receivedGiftCard(recipient, since)).code;
}

export async function balanceOf(request: APIRequestContext, code: string): Promise<number> {
  const { giftCardBalance } = await backendQuery<{ giftCardBalance: { balance: string } | null }>(
    request,
    'query ($code: String!) { giftCardBalance(code: $code) { balance(format: RAW) } }',
    { code },
  );
  return Number(giftCardBalance?.balance);
}

/** A product between the prices in the cart, and the /cart page open with the total to pay. */
export async function cartWith(
  page: Page,
  request: APIRequestContext,
  prices: { minPrice: number; maxPrice: number },
) {
  const product = await simpleProduct(request, { ...prices, minStock: 5 });
  const productPage = new ProductPage(page);
  await productPage.goto(product.slug);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');
  const cart = new CartPage(page);
  await cart.goto();
  const total = totalsAmount(cart.summary, 'Total');
  await expect(total).toHaveText(/\$/);
  return { cart, total, before: dollars((await total.textContent()) ?? '') };
}
