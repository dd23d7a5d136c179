/** What a checkout asks for, the store settings it runs under, and its addresses checked. */
import type { StoreLanguage } from '@ppe/shop-rules/languages';
import type { CartRules } from '../cart/items.ts';
import type { Db } from '../db/client.ts';
import type { AddressFields, MetaDataEntry } from '../db/schema.ts';
import type { CurrencyFormat } from '../lib/money.ts';
import type { StripeClient } from '../lib/stripe.ts';
import type { RateLimiter } from '../limits/limiter.ts';
import { addressProblems, billingProblems, FieldInputError, normaliseAddress } from './address-validation.ts';

export interface CheckoutRequest {
  billing: AddressFields;
  shipping: AddressFields | null;
  shipToDifferentAddress: boolean;
  paymentMethod: string | null;
  customerNote: string;
  metaData: MetaDataEntry[];
  shippingMethods: string[];
  /** Only used to name a Stripe payment intent; never trusted as proof of payment. */
  transactionId?: string | null;
  /** The signed-in customer placing the order; null for a guest. */
  customerId?: number | null;
  /**
   * Creates the guest's account (checkout `account`) inside the order's transaction, once every
   * other check has passed, so a refused checkout leaves no account behind. Returns the id of
   * the customer the order belongs to: the new account's, or null when the account is made but
   * the order stays a guest's (no `authenticate: true`).
   */
  createAccount?:
    | ((tx: Db, addresses: { billing: AddressFields; shipping: AddressFields }) => Promise<number | null>)
    | null;
}

/**
 * `complete`: every address field the form asks for is required (this backend's rule).
 * `formatOnly`: WooGraphQL 1.0.2's checkout, which drops empty values and checks only the format
 * of what was sent (postcode, phone, email, state), so an order may have no names or email.
 */
export type AddressRules = 'complete' | 'formatOnly';

export interface CheckoutSettings {
  currency: CurrencyFormat & { code: string };
  allowedCountries: readonly string[];
  /** `complete` when omitted. */
  addressRules?: AddressRules;
  /** Card payments through Stripe, when configured (the test card is offered otherwise). */
  stripe?: StripeClient | null;
  /** The test card is accepted only when offered (COMMERCE_TEST_CARD=on). */
  testCard?: boolean;
  /**
   * Caps unpaid offline orders (cash on delivery, bank transfer, cheque), which take stock without
   * any payment: each draws from the client's address, session and customer buckets.
   */
  unpaidOrders?: { limiter: RateLimiter; address: string } | null;
  now?: Date;
  /** The profile's cart rules, so the order charges what its cart showed (cart/cart-rules.ts); the store's when omitted. */
  cartRules?: CartRules;
  /** The language the order is placed in: its item names are stored in it. */
  language?: StoreLanguage;
}

/** Checks the addresses and picks the shipping address: billing unless told otherwise. */
export function checkoutAddresses(
  request: CheckoutRequest,
  allowedCountries: readonly string[],
  rules: AddressRules = 'complete',
): { billing: AddressFields; shipping: AddressFields } {
  const shipping = request.shipping ?? {};
  const [first, ...others] = [
    ...billingProblems(request.billing, allowedCountries),
    ...(request.shipToDifferentAddress ? addressProblems('Shipping', shipping, allowedCountries) : []),
    // The country stays required under either rule: shipping and tax are worked out from it.
  ].filter(
    (problem) => rules === 'complete' || problem.code !== 'required' || problem.field.endsWith('.country'),
  );
  if (first) throw new FieldInputError(first.message, [first, ...others]);
  const billing = normaliseAddress(request.billing);
  if (!request.shipToDifferentAddress) {
    const { email: _email, phone: _phone, ...rest } = billing;
    return { billing, shipping: rest };
  }
  return { billing, shipping: normaliseAddress(shipping) };
}
