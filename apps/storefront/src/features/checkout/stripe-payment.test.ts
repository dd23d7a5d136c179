import { describe, expect, it } from 'vitest';
import { type IntentAnswer, payWithStripe, type StripeLike, toMinorUnits } from './stripe-payment';

const FAILED = 'The payment could not be completed.';

function fakes({
  submitError,
  intent = { id: 'pi_1', clientSecret: 'pi_1_secret_x', error: null },
  confirm = { paymentIntent: { id: 'pi_1', status: 'succeeded' } },
}: {
  submitError?: string;
  intent?: IntentAnswer | null;
  confirm?: Awaited<ReturnType<StripeLike['confirmPayment']>>;
} = {}) {
  const calls: string[] = [];
  let confirmedWith: string | undefined;
  const elements = {
    submit: async () => {
      calls.push('submit');
      return submitError ? { error: { message: submitError } } : {};
    },
  };
  const stripe: StripeLike = {
    confirmPayment: async (options) => {
      calls.push('confirm');
      confirmedWith = options.clientSecret;
      return confirm;
    },
  };
  const createIntent = async () => {
    calls.push('intent');
    return intent;
  };
  const run = () =>
    payWithStripe({
      stripe,
      elements,
      createIntent,
      returnUrl: 'https://shop.test/checkout',
      failedMessage: FAILED,
    });
  return { run, calls, confirmedWith: () => confirmedWith };
}

describe('payWithStripe', () => {
  it('checks the card, creates the intent on the backend, confirms it and returns its id', async () => {
    const flow = fakes();
    expect(await flow.run()).toEqual({ ok: true, intentId: 'pi_1' });
    expect(flow.calls).toEqual(['submit', 'intent', 'confirm']);
    expect(flow.confirmedWith()).toBe('pi_1_secret_x');
  });

  it('stops before creating an intent when the card fields are incomplete', async () => {
    const flow = fakes({ submitError: 'Your card number is incomplete.' });
    expect(await flow.run()).toEqual({ ok: false, message: 'Your card number is incomplete.' });
    expect(flow.calls).toEqual(['submit']);
  });

  it("passes the backend's message on when it cannot create the intent", async () => {
    const flow = fakes({
      intent: { id: null, clientSecret: null, error: 'Card payments are not configured.' },
    });
    expect(await flow.run()).toEqual({ ok: false, message: 'Card payments are not configured.' });
    expect(flow.calls).not.toContain('confirm');
    expect(await fakes({ intent: null }).run()).toEqual({ ok: false, message: FAILED });
  });

  it("shows Stripe's decline message and never reports success for an unpaid intent", async () => {
    const declined = fakes({ confirm: { error: { message: 'Your card was declined.' } } });
    expect(await declined.run()).toEqual({ ok: false, message: 'Your card was declined.' });
    const unpaid = fakes({ confirm: { paymentIntent: { id: 'pi_1', status: 'requires_payment_method' } } });
    expect(await unpaid.run()).toEqual({ ok: false, message: FAILED });
  });
});

describe('toMinorUnits', () => {
  it('turns dollars into cents without float drift, and leaves zero-decimal currencies whole', () => {
    expect(toMinorUnits(27.95, 'usd')).toBe(2795);
    expect(toMinorUnits(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinorUnits(1200, 'jpy')).toBe(1200);
  });
});
