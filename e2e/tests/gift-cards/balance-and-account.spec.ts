import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { TEST_BILLING } from '../../../apps/commerce/src/testing/addresses.ts';
import { expectAccessible } from '../../lib/accessibility';
import { graphqlUrl } from '../../lib/backend';
import { GiftCardBalancePage, UNKNOWN_GIFT_CARD_CODE } from '../../lib/gift-cards';
import { usd } from '../../lib/products';
import { AccountPage, PASSWORD, uniqueEmail } from '../../pages/account';

/**
 * A customer's gift cards under My account, and the balance check anyone holding a code may use.
 * The card is bought over GraphQL as a WooGraphQL client buys one (the product page's own journey
 * is buy.spec.ts): registerCustomer signs the customer in, addToCart carries the card's amount and
 * recipient in `extraData` under the WooCommerce Gift Cards form names, and checkout pays with the
 * test card, which issues the card (docs/backend.md, Gift cards).
 */

/** The demo store's gift card product (docs/backend.md, Gift cards). */
const GIFT_CARD_SLUG = 'ppe-gift-card';

interface GraphqlAnswer<T> {
  data?: T;
  errors?: { message: string }[];
}

/**
 * One customer's conversation with a backend, as a WooGraphQL client holds it: the
 * `woocommerce-session` token it is given back on every request, and the auth token once signed in.
 */
function customerClient(request: APIRequestContext, url: string, origin?: string) {
  let session: string | null = null;
  let authToken: string | null = null;
  return {
    signIn(token: string) {
      authToken = token;
    },
    async data<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
      // The stock site blocks unauthorized domains: its storefront's origin is the authorised one.
      const headers: Record<string, string> = origin ? { origin } : {};
      if (session) headers['woocommerce-session'] = `Session ${session}`;
      if (authToken) headers.authorization = `Bearer ${authToken}`;
      const response = await request.post(url, { data: { query, variables }, headers });
      session = response.headers()['woocommerce-session'] ?? session;
      const body = (await response.json()) as GraphqlAnswer<T>;
      expect(body.errors ?? [], query).toEqual([]);
      return body.data as T;
    },
  };
}

/** A new customer with a password, signed in over GraphQL on the backend at `url`. */
async function registeredCustomer(request: APIRequestContext, url: string, email: string, origin?: string) {
  const customer = customerClient(request, url, origin);
  const { registerCustomer } = await customer.data<{ registerCustomer: { authToken: string } }>(
    `mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { authToken } }`,
    { input: { email, password: PASSWORD, authenticate: true } },
  );
  customer.signIn(registerCustomer.authToken);
  return customer;
}

interface BoughtCard {
  code: string;
  balance: string;
  recipientName: string;
  deliveryDate: string;
  delivered: boolean;
}

/** `email` buys a $`amount` gift card for Grace, to be emailed a week from now, and pays by test card. */
async function buyGiftCard(request: APIRequestContext, email: string, amount: number): Promise<BoughtCard> {
  const customer = await registeredCustomer(request, graphqlUrl(), email);
  const { product } = await customer.data<{ product: { databaseId: number } }>(
    `query ($slug: ID!) { product(id: $slug, idType: SLUG) { databaseId } }`,
    { slug: GIFT_CARD_SLUG },
  );
  const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await customer.data(
    `mutation ($input: AddToCartInput!) { addToCart(input: $input) { cartItem { key } } }`,
    {
      input: {
        productId: product.databaseId,
        quantity: 1,
        extraData: JSON.stringify({
          wc_gc_giftcard_amount: String(amount),
          wc_gc_giftcard_to_name: 'Grace Hopper',
          wc_gc_giftcard_to: `grace-${email}`,
          wc_gc_giftcard_message: 'Stay safe out there',
          wc_gc_giftcard_delivery: inAWeek,
        }),
      },
    },
  );
  await customer.data(
    `mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId status } } }`,
    {
      input: {
        billing: { ...TEST_BILLING, email },
        paymentMethod: 'test_card',
        metaData: [{ key: '_test_card_number', value: '4242 4242 4242 4242' }],
      },
    },
  );
  const { customer: mine } = await customer.data<{ customer: { purchasedGiftCards: BoughtCard[] } }>(
    `{ customer { purchasedGiftCards { code balance(format: RAW) recipientName deliveryDate delivered } } }`,
  );
  const [card] = mine.purchasedGiftCards;
  if (!card) throw new Error(`Paying the order issued no gift card to ${email}`);
  return card;
}

const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

function giftCardsTab(page: Page) {
  const account = new AccountPage(page);
  return {
    tab: account.tabs.getByRole('tab', { name: 'Gift cards', exact: true }),
    panel: page.getByRole('tabpanel', { name: 'Gift cards', exact: true }),
  };
}

test('a guest checks the balance of a code however it is typed; the customer who bought the card finds it under My account', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('gift-card-account');
  const card = await buyGiftCard(request, email, 50);
  expect(Number(card.balance)).toBe(50);

  // The footer leads to the balance check.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gift card balance', exact: true }).click();
  const balance = new GiftCardBalancePage(page);
  await expect(balance.heading).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // As a code is read off an email: lower case, spaces for dashes.
  const typed = card.code.toLowerCase().replaceAll('-', ' ');
  await balance.lookUp(typed);
  await expect(balance.result).toHaveText(`Balance: ${usd(50)}`);
  await expectAccessible(page, 'the gift card balance with its answer');

  // A code no card has: said in words, and the code stays to be corrected.
  await balance.lookUp(UNKNOWN_GIFT_CARD_CODE);
  await expect(balance.result).toHaveText('We could not find a gift card with this code.');
  await expect(balance.code).toHaveValue(UNKNOWN_GIFT_CARD_CODE);

  // What cannot be a code is stopped at the field, without asking the shop.
  await balance.lookUp('ABCD-1234');
  await expect(balance.code).toHaveAccessibleDescription(/A gift card code has 16 letters and digits/);
  await expect(balance.code).toBeFocused();
  await expect(balance.result).toHaveCount(0);
  await expectAccessible(page, 'the gift card balance with a field error');

  // The buyer signs in: the tab comes last, reached from the first one by End as the other tabs are.
  const account = new AccountPage(page);
  await account.goto();
  await account.login(email, PASSWORD);
  await account.expectSignedIn(email);
  const { tab, panel } = giftCardsTab(page);
  await account.tabs.getByRole('tab', { name: 'Orders', exact: true }).focus();
  await page.keyboard.press('End');
  await expect(tab).toBeFocused();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/my-account\?tab=gift-cards$/);

  const bought = panel.getByRole('table', { name: 'Gift cards you bought' });
  const row = bought.getByRole('row').filter({ hasText: card.code });
  await expect(row.getByRole('rowheader')).toHaveText(card.code);
  await expect(row.getByRole('cell')).toHaveText([
    usd(50),
    new RegExp(`^${card.recipientName}grace-`),
    longDate(card.deliveryDate),
    'Scheduled',
  ]);
  for (const column of ['Code', 'Balance', 'Recipient', 'Delivery date', 'Status']) {
    await expect(bought.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  // Nothing was sent to this customer's own address.
  await expect(panel.getByRole('table', { name: 'Gift cards you received' })).toHaveCount(0);
  await expect(panel).toContainText('No gift cards have been sent to your email address yet.');
  await expectAccessible(page, 'the account gift cards tab');

  // The tab can be linked.
  await page.reload();
  await expect(giftCardsTab(page).tab).toHaveAttribute('aria-selected', 'true');
  await expect(bought.getByRole('row').filter({ hasText: card.code })).toBeVisible();
});

test('on a stock WooCommerce site the account has no gift cards tab, whatever the link asks for', async ({
  page,
  request,
}) => {
  const stockSite = process.env.E2E_STOCK_BASE_URL;
  const stockGraphql = process.env.E2E_STOCK_GRAPHQL_URL;
  if (!stockSite || !stockGraphql) throw new Error('The global setup started no stock site');
  const email = uniqueEmail('stock-gift-cards');
  await registeredCustomer(request, stockGraphql, email, new URL(stockSite).origin);

  const account = new AccountPage(page);
  await account.goto(`${stockSite}/my-account?tab=gift-cards`);
  await account.login(email, PASSWORD);
  await account.expectSignedIn(email);
  await expect(account.tab('Orders')).toHaveAttribute('aria-selected', 'true');
  await expect(account.tabs.getByRole('tab')).toHaveText([
    'Orders',
    'Downloads',
    'Account details',
    'Wishlist',
  ]);
  // From the last tab, the arrow wraps to the first: there is nothing after the wishlist.
  await account.tab('Wishlist').click();
  await page.keyboard.press('ArrowRight');
  await expect(account.tab('Orders')).toBeFocused();
});
