/**
 * Stripe Payment Intents over Stripe's REST API (form-encoded, Bearer secret key), behind a
 * small interface so checkout can be tested against a fake server. The backend itself reads
 * the intent back from Stripe before an order is marked paid.
 */

export interface PaymentIntentView {
  id: string;
  status: string;
  amount: number;
  currency: string;
  clientSecret: string | null;
  metadata: Record<string, string>;
}

export interface StripeClient {
  /** Given to the storefront (woonuxtSettings.stripeSettings) for Stripe Elements. */
  publishableKey: string;
  createPaymentIntent(request: {
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    customerId?: string | null;
    setupFutureUsage?: boolean;
  }): Promise<PaymentIntentView>;
  retrievePaymentIntent(id: string): Promise<PaymentIntentView>;
}

export class StripeError extends Error {}

interface StripeIntentJson {
  id: string;
  status: string;
  amount: number;
  currency: string;
  client_secret?: string | null;
  metadata?: Record<string, string>;
  error?: { message?: string };
}

const view = (json: StripeIntentJson): PaymentIntentView => ({
  id: json.id,
  status: json.status,
  amount: json.amount,
  currency: json.currency,
  clientSecret: json.client_secret ?? null,
  metadata: json.metadata ?? {},
});

export function stripeClient(
  secretKey: string,
  publishableKey: string,
  apiBase = 'https://api.stripe.com',
): StripeClient {
  const call = async (method: 'GET' | 'POST', path: string, form?: URLSearchParams) => {
    const response = await fetch(`${apiBase.replace(/\/$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${secretKey}`,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await response.json().catch(() => ({}))) as StripeIntentJson;
    if (!response.ok) throw new StripeError(json.error?.message ?? `Stripe answered ${response.status}.`);
    return view(json);
  };
  return {
    publishableKey,
    createPaymentIntent: (request) => {
      const form = new URLSearchParams({
        amount: String(request.amount),
        currency: request.currency.toLowerCase(),
        'automatic_payment_methods[enabled]': 'true',
      });
      for (const [key, value] of Object.entries(request.metadata)) form.set(`metadata[${key}]`, value);
      if (request.customerId) form.set('customer', request.customerId);
      if (request.setupFutureUsage) form.set('setup_future_usage', 'off_session');
      return call('POST', '/v1/payment_intents', form);
    },
    retrievePaymentIntent: (id) => call('GET', `/v1/payment_intents/${encodeURIComponent(id)}`),
  };
}
