/**
 * Confirming a card payment with Stripe itself, in two steps: the intent is fetched from Stripe
 * before the order's transaction opens, and checked against the order inside it. A network call
 * inside the transaction would hold the cart's lock (and, on PGlite's single connection, every
 * other shopper's request) for as long as Stripe takes to answer, up to its 15 s timeout.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';
import type { PaymentIntentView, StripeClient } from '../lib/stripe.ts';
import type { PaymentOutcome } from './payment-gateways.ts';

export const STRIPE_INTENT_META_KEY = '_stripe_payment_intent';
export const PAYMENT_NOT_CONFIRMED =
  'We could not confirm your card payment. You have not been charged for this order; please try again.';

const notConfirmed = () => new UserInputError(PAYMENT_NOT_CONFIRMED, { code: 'PAYMENT_NOT_CONFIRMED' });

/** What Stripe says of the intent the client names; null when there is none or Stripe cannot tell. */
export async function fetchPaymentIntent(
  stripe: StripeClient,
  intentId: string | undefined,
): Promise<PaymentIntentView | null> {
  if (!intentId) return null;
  try {
    return await stripe.retrievePaymentIntent(intentId);
  } catch {
    return null;
  }
}

/**
 * Inside the order's transaction: the intent is paid, for this amount and currency, and has not
 * paid another order already.
 */
export async function confirmStripePayment(
  tx: Db,
  intent: PaymentIntentView | null,
  total: number,
  currency: string,
): Promise<PaymentOutcome> {
  if (!intent) throw notConfirmed();
  const paid = intent.status === 'succeeded' || intent.status === 'requires_capture';
  if (!paid || intent.amount !== total || intent.currency.toLowerCase() !== currency.toLowerCase()) {
    throw notConfirmed();
  }
  const [used] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.transactionId, intent.id));
  if (used) throw notConfirmed();
  return { status: 'processing', paid: true, transactionId: intent.id };
}
