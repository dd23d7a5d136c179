/**
 * The payment methods the store offers, as WooCommerce gateways. Offline methods place the
 * order as WooCommerce does (cash on delivery: processing, or on hold when it has a downloadable
 * item; bank transfer and cheque: on hold until the money arrives), unpaid: their files and gift
 * cards wait until the shop records the payment (payments/record-payment.ts). Stripe takes cards when configured. The test-card gateway, settled
 * by this backend (4242 4242 4242 4242 is paid, 4000 0000 0000 0002 is declined), is offered
 * only when COMMERCE_TEST_CARD=on (the demo and the browser journeys): left on in a real shop it
 * would hand out paid orders and downloads for nothing.
 */
import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';
import { type FieldErrorCode, FieldInputError } from './address-validation.ts';

export interface PaymentGatewayView {
  id: string;
  title: string;
  description: string;
  icon: string | null;
}

export const TEST_CARD_META_KEY = '_test_card_number';
export const CARD_DECLINED = 'Your card was declined.';

export const OFFLINE_GATEWAYS: PaymentGatewayView[] = [
  {
    id: 'bacs',
    title: 'Direct bank transfer',
    description:
      'Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.',
    icon: null,
  },
  {
    id: 'cheque',
    title: 'Check payments',
    description:
      'Please send a check to Store Name, Store Street, Store Town, Store State / County, Store Postcode.',
    icon: null,
  },
  { id: 'cod', title: 'Cash on delivery', description: 'Pay with cash upon delivery.', icon: null },
];

export const TEST_CARD_GATEWAY: PaymentGatewayView = {
  id: 'test_card',
  title: 'Test card (test mode — no real payment)',
  description:
    'Test mode: no real payment is taken. Use 4242 4242 4242 4242 to pay or 4000 0000 0000 0002 to see a declined card.',
  icon: null,
};

export const STRIPE_GATEWAY: PaymentGatewayView = {
  id: 'stripe',
  title: 'Credit Card (Stripe)',
  description: 'Pay with your credit card via Stripe.',
  icon: null,
};

/**
 * The gateways in the store's order: WooCommerce lists them as the store owner sorted them
 * (the woocommerce_gateway_order option, WC_Payment_Gateways::init) and its checkout preselects
 * the first available one, so the first is the store's default. This store takes cards first (the
 * spec's default payment method is stripe): Stripe when it is configured, else the test card when
 * switched on, then the offline methods.
 */
export const paymentGateways = (stripeEnabled = false, testCard = false): PaymentGatewayView[] => [
  ...(stripeEnabled ? [STRIPE_GATEWAY] : testCard ? [TEST_CARD_GATEWAY] : []),
  ...OFFLINE_GATEWAYS,
];

export interface PaymentOutcome {
  status: OrderStatus;
  paid: boolean;
  transactionId: string | null;
}

export interface PaymentRequest {
  gatewayId: string;
  total: number;
  metaData: Map<string, string>;
  /** Whether the order has a downloadable item (cash on delivery then waits on hold). */
  hasDownloadableItem?: boolean;
}

const invalidPaymentMethod = () =>
  new UserInputError('Invalid payment method. Please choose another payment method.', {
    code: 'PAYMENT_METHOD_INVALID',
  });

const SUCCEEDS = '4242424242424242';
const DECLINED = '4000000000000002';

/** The gateway chosen at checkout; an unknown or missing one is refused in words. */
export function findGateway(
  id: string | null | undefined,
  stripeEnabled = false,
  testCard = false,
): PaymentGatewayView {
  if (!id || id.trim() === '')
    throw new UserInputError('Please choose a payment method.', { code: 'PAYMENT_METHOD_REQUIRED' });
  const gateway = paymentGateways(stripeEnabled, testCard).find((candidate) => candidate.id === id.trim());
  if (!gateway) throw invalidPaymentMethod();
  return gateway;
}

/**
 * The gateway for a checkout of this total. With nothing to pay (gift cards or coupons cover it
 * all) there is no payment to take: WooCommerce checks the method only when the cart needs payment
 * (`0 < total`) and its checkout form posts none then, so the order claims no method. One sent all
 * the same is ignored rather than stored, as no payment went through it.
 */
export function gatewayForTotal(
  id: string | null | undefined,
  total: number,
  stripeEnabled = false,
  testCard = false,
): Pick<PaymentGatewayView, 'id' | 'title'> {
  return total > 0 ? findGateway(id, stripeEnabled, testCard) : { id: '', title: '' };
}

/**
 * Settles the payment before the order is stored: a declined card throws, so nothing is
 * written. The client's isPaid is never consulted.
 */
export function settlePayment(request: PaymentRequest): PaymentOutcome {
  if (request.total === 0) return { status: 'processing', paid: true, transactionId: null };
  switch (request.gatewayId) {
    case 'cod':
      // WooCommerce's WC_Gateway_COD::process_payment: on hold when a downloadable item is in the
      // order, so nothing can be downloaded before the cash is in (processing grants downloads).
      return {
        status: request.hasDownloadableItem ? 'on-hold' : 'processing',
        paid: false,
        transactionId: null,
      };
    case 'bacs':
    case 'cheque':
      return { status: 'on-hold', paid: false, transactionId: null };
    case 'test_card': {
      const number = (request.metaData.get(TEST_CARD_META_KEY) ?? '').replace(/[\s-]/g, '');
      // The card number is the form's `card` field: the storefront shows these beside it.
      const refuse = (message: string, code: FieldErrorCode) =>
        new FieldInputError(message, [{ field: 'card', code, message }]);
      if (number === '') throw refuse('Please enter your card number.', 'card_required');
      if (number === SUCCEEDS) {
        return { status: 'processing', paid: true, transactionId: `test_${randomUUID()}` };
      }
      if (number === DECLINED) throw refuse(CARD_DECLINED, 'card_declined');
      throw refuse(
        'This test card number is not recognised. Use 4242 4242 4242 4242 (paid) or 4000 0000 0000 0002 (declined).',
        'card_not_recognised',
      );
    }
    default:
      throw invalidPaymentMethod();
  }
}
