/**
 * Paying by card with Stripe Elements (deferred intent): check the card fields, ask our backend for a
 * payment intent for the cart total, confirm it in the browser (3-D Secure happens here), and hand
 * the intent id to checkout, where the backend asks Stripe itself whether it is paid. Written
 * against the few Stripe.js calls it needs so the flow is testable without Stripe's servers.
 */

export interface StripeElementsLike {
  submit(): Promise<{ error?: { message?: string } }>;
}

export interface StripeLike<Elements extends StripeElementsLike = StripeElementsLike> {
  confirmPayment(options: {
    elements: Elements;
    clientSecret: string;
    redirect: 'if_required';
    confirmParams: { return_url: string };
  }): Promise<{ error?: { message?: string }; paymentIntent?: { id: string; status: string } }>;
}

export interface IntentAnswer {
  id: string | null;
  clientSecret: string | null;
  error: string | null;
}

export type StripePaymentResult = { ok: true; intentId: string } | { ok: false; message: string };

/** Intent states after which the backend will accept the order (captured now or authorised). */
const SETTLED = new Set(['succeeded', 'processing', 'requires_capture']);

export async function payWithStripe<Elements extends StripeElementsLike>({
  stripe,
  elements,
  createIntent,
  returnUrl,
  failedMessage,
}: {
  stripe: StripeLike<Elements>;
  elements: Elements;
  createIntent: () => Promise<IntentAnswer | null>;
  /** Where Stripe sends the shopper back after a redirect-based method (not used by cards). */
  returnUrl: string;
  /** Shown when Stripe or the backend fail without a message of their own. */
  failedMessage: string;
}): Promise<StripePaymentResult> {
  const checked = await elements.submit();
  if (checked.error) return { ok: false, message: checked.error.message || failedMessage };

  const intent = await createIntent();
  if (!intent || intent.error || !intent.id || !intent.clientSecret) {
    return { ok: false, message: intent?.error || failedMessage };
  }

  const confirmed = await stripe.confirmPayment({
    elements,
    clientSecret: intent.clientSecret,
    redirect: 'if_required',
    confirmParams: { return_url: returnUrl },
  });
  if (confirmed.error) return { ok: false, message: confirmed.error.message || failedMessage };
  const status = confirmed.paymentIntent?.status ?? '';
  if (!SETTLED.has(status)) return { ok: false, message: failedMessage };
  return { ok: true, intentId: confirmed.paymentIntent?.id ?? intent.id };
}

/** Stripe wants amounts in the currency's smallest unit; the cart gives dollars. */
export function toMinorUnits(amount: number, currency: string): number {
  const zeroDecimal = new Set(['jpy', 'krw', 'vnd', 'clp', 'isk', 'huf']);
  return zeroDecimal.has(currency.toLowerCase()) ? Math.round(amount) : Math.round(amount * 100);
}
