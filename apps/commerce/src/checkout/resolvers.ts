/** The checkout mutation and the payment gateways list: thin over place-order.ts. */

import { z } from 'zod';
import { prepareCheckoutAccount } from '../accounts/checkout-account.ts';
import { accountSource, findCustomerById } from '../accounts/customers.ts';
import { withRegistrationErrors } from '../accounts/registration-errors.ts';
import { cartRulesOf } from '../cart/cart-rules.ts';
import { readCart } from '../cart/store.ts';
import { computeCart } from '../cart/totals.ts';
import type { AddressFields } from '../db/schema.ts';
import { deliverOrderGiftCards } from '../gift-cards/delivery.ts';
import { arrayConnection } from '../graphql/connection.ts';
import type { Context } from '../graphql/context.ts';
import type { RootMutationResolvers, RootQueryResolvers } from '../graphql/generated/resolvers-types.ts';
import { UserInputError } from '../lib/errors.ts';
import { type MessageCodes, parseInput, present } from '../lib/input.ts';
import { sendOrderConfirmation } from '../orders/orders.ts';
import { withCreatedVia } from './created-via.ts';
import { withGatewayTexts } from './gateway-texts.ts';
import { paymentGateways } from './payment-gateways.ts';
import { paymentInstructions } from './payment-instructions.ts';
import { EMPTY_CART, placeOrder } from './place-order.ts';
import { checkedPurchaseDetails } from './purchase-details.ts';
import { type CheckoutRequest, checkoutAddresses } from './request.ts';

/** The schema's sentences with their codes (lib/input.ts parseInput): a text over its limit. */
const CHECKOUT_CODES: Record<string, MessageCodes[string]> = {};

const tooLong = (max: number, message: string) => {
  CHECKOUT_CODES[message] = 'TEXT_TOO_LONG';
  return z.string().max(max, message).nullish();
};

const text = (max: number) => tooLong(max, `Please keep this field under ${max} characters.`);

const addressInput = z
  .object({
    firstName: text(100),
    lastName: text(100),
    company: text(100),
    address1: text(200),
    address2: text(200),
    city: text(100),
    state: text(100),
    postcode: text(20),
    country: text(2),
    email: text(254),
    phone: text(40),
  })
  .nullish();

const checkoutInput = z.object({
  clientMutationId: z.string().nullish(),
  billing: addressInput,
  shipping: addressInput,
  shipToDifferentAddress: z.boolean().nullish(),
  paymentMethod: z.string().max(100).nullish(),
  customerNote: tooLong(2000, 'Please keep the order note under 2000 characters.'),
  metaData: z
    .array(
      z
        .object({ id: z.string().nullish(), key: z.string().max(100), value: z.string().max(1000) })
        .nullable(),
    )
    .max(50)
    .nullish(),
  shippingMethod: z.array(z.string().nullable()).nullish(),
  account: z
    .object({ username: z.string(), password: z.string(), authenticate: z.boolean().nullish() })
    .nullish(),
  transactionId: z.string().nullish(),
  isPaid: z.boolean().nullish(),
  createdVia: z.string().max(100, 'The order source (createdVia) must be under 100 characters.').nullish(),
  fees: z.unknown().nullish(),
});

const address = (value: z.infer<typeof addressInput>): AddressFields => {
  const clean: AddressFields = {};
  for (const [field, v] of Object.entries(value ?? {}))
    if (typeof v === 'string') clean[field as keyof AddressFields] = v;
  return clean;
};

export const checkoutQueryResolvers: RootQueryResolvers = {
  paymentGateways: async (_root, args, context) => {
    const gateways = paymentGateways(context.stripe !== null, context.testCard);
    const options = await context.options();
    // instructions and bankAccounts are the full profile's (extensions.graphql); the stock one has no such fields.
    const served = withGatewayTexts(gateways, options.paymentGateways).map((gateway) => ({
      ...gateway,
      ...paymentInstructions(gateway.id, options),
    }));
    return arrayConnection(served, args);
  },

  /** WooNuxt's query: a Payment Intent for the cart's current total; problems come back in `error`. */
  stripePaymentIntent: async (_root, args, context) => ({
    ...(await createStripeIntent(args, context)),
    // WooNuxt Settings answers which kind of intent it made; this backend always makes a
    // Payment Intent for the cart (scottyzen/woonuxt-settings, includes/graphql/stripe.php).
    stripePaymentMethod: 'PAYMENT',
  }),
};

type StripeIntentArgs = {
  stripePaymentMethod?: string | null;
  customerId?: string | null;
  saveForFuture?: boolean | null;
};

async function createStripeIntent(args: StripeIntentArgs, context: Context) {
  if (!context.stripe) return { error: 'Card payments are not configured for this store.' };
  const session = await context.session.current();
  const options = await context.options();
  const cart = session ? await readCart(context.db, session.id) : null;
  if (!session || !cart || cart.lines.length === 0) return { error: EMPTY_CART };
  const view = await computeCart(
    context.db,
    cart,
    session,
    options.currency,
    undefined,
    context.language,
    cartRulesOf(context),
  );
  try {
    const intent = await context.stripe.createPaymentIntent({
      amount: view.total,
      currency: options.currency.code,
      metadata: { session: session.id },
      customerId: args.customerId ?? null,
      setupFutureUsage: args.saveForFuture === true,
    });
    return {
      id: intent.id,
      amount: intent.amount,
      currency: intent.currency,
      clientSecret: intent.clientSecret,
      error: null,
    };
  } catch (error) {
    context.logger.error({ err: error }, 'Stripe payment intent failed');
    return {
      error: 'Card payments are unavailable right now. Please try again or choose another payment method.',
    };
  }
}

export const checkoutMutationResolvers: RootMutationResolvers = {
  checkout: async (_root, args, context) => {
    const input = parseInput(checkoutInput, args.input, CHECKOUT_CODES);
    const session = await context.session.current();
    if (!session) throw new UserInputError(EMPTY_CART, { code: 'EMPTY_CART' });
    const signedIn = await context.auth.customerId();
    const options = await context.options();
    const addressRules = context.profile === 'stock' ? 'formatOnly' : 'complete';
    const request: CheckoutRequest = {
      billing: address(input.billing),
      shipping: input.shipping ? address(input.shipping) : null,
      shipToDifferentAddress: input.shipToDifferentAddress === true,
      paymentMethod: input.paymentMethod ?? null,
      customerNote: input.customerNote ?? '',
      metaData: withCreatedVia(
        present(input.metaData).map((entry) => ({ key: entry.key, value: entry.value })),
        input.createdVia,
      ),
      shippingMethods: present(input.shippingMethod),
      transactionId: input.transactionId ?? null,
      customerId: signedIn,
    };
    request.metaData = checkedPurchaseDetails(
      request.metaData,
      request.billing,
      context.purchaseOrderRequired,
    );
    // A signed-in customer already has an account; a guest asking for one gets it with the order.
    if (input.account && signedIn === null) {
      checkoutAddresses(request, options.allowedCountries, addressRules);
      const account = input.account;
      const createAccount = await withRegistrationErrors(context.registrationErrors, () =>
        prepareCheckoutAccount(context.db, account, request.billing.email ?? '', context.language),
      );
      // WooGraphQL 1.0.2 signs the new customer in, and gives them the order, only when asked
      // (`account.authenticate: true`); otherwise the account is made and the order stays a
      // guest's (a real site's orders table: customer_id 0).
      request.createAccount = async (tx, addresses) => {
        const customerId = await createAccount(tx, addresses);
        return account.authenticate === true ? customerId : null;
      };
    }
    // isPaid and transactionId from the client are ignored: only the backend settles payments.
    const { order, created } = await placeOrder(context.db, session.id, request, {
      currency: options.currency,
      allowedCountries: options.allowedCountries,
      addressRules,
      stripe: context.stripe,
      testCard: context.testCard,
      language: context.language,
      cartRules: cartRulesOf(context),
      unpaidOrders: context.rateLimiter
        ? { limiter: context.rateLimiter, address: context.clientAddress }
        : null,
    });
    if (created) {
      const shop = {
        siteName: options.site.siteName,
        storefrontUrl: context.storefrontUrl,
        currency: options.currency,
      };
      const payment = paymentInstructions(order.paymentMethod, options);
      await sendOrderConfirmation(
        context.db,
        context.mailer,
        context.logger,
        order,
        shop,
        payment,
        context.language,
      );
      // A gift card bought for today reaches its recipient now, not at the job's next run.
      await deliverOrderGiftCards(context.db, context.mailer, shop, order.id, context.logger);
    }
    const account = order.customerId ? await findCustomerById(context.db, order.customerId) : null;
    return {
      clientMutationId: input.clientMutationId,
      result: 'success',
      // WooCommerce's get_checkout_order_received_url() is the site's own page; the full profile
      // sends the shopper to the storefront's instead, the only one a headless shop has.
      redirect: `${context.profile === 'stock' ? context.publicUrl : context.storefrontUrl}/checkout/order-received/${order.id}/?key=${order.orderKey}`,
      order,
      // A customer created by this checkout is signed in for the rest of the request, as
      // WooCommerce does, so the payload shows them their new account.
      customer: account
        ? accountSource(account, signedIn === null)
        : { id: session.id, billing: order.billing, shipping: order.shipping },
    };
  },
};
