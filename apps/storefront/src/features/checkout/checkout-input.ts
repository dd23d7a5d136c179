import { DOCK_NOTE_META_KEY, PURCHASE_ORDER_META_KEY } from '@ppe/shop-rules/purchase-details';
import type { CheckoutMutationVariables, CountriesEnum } from '@/graphql/generated';
import type { AddressValues, CheckoutValues } from './checkout-schema';

export const TEST_CARD_GATEWAY = 'test_card';
export const STRIPE_GATEWAY = 'stripe';

/** The username the account gets: the one typed, else the email's local part (as WooCommerce does). */
export function accountUsername(username: string, email: string): string {
  return username.trim() || email.trim().split('@')[0] || '';
}

function address({ email, phone, company, ...rest }: AddressValues, withContact: boolean) {
  const base = { ...rest, country: rest.country as CountriesEnum };
  // The company is the billing address's own field, sent only when given.
  const trimmed = company.trim();
  return withContact ? { ...base, ...(trimmed ? { company: trimmed } : {}), email, phone } : base;
}

/**
 * The Checkout mutation's input for the form's values: shipping only when it goes elsewhere, the
 * account only for a guest who asked for one (signed in by the checkout, so it owns the order), and the payment's meta data (the idempotency key that
 * makes a repeated press place one order, the test card number, the Stripe intent). With nothing to
 * pay (gift cards cover the total) no payment method goes: WooCommerce's checkout posts none then
 * and the order claims none.
 */
export function checkoutInput(
  values: CheckoutValues,
  {
    signedIn,
    shippingMethods,
    idempotencyKey,
    stripeIntentId,
    nothingToPay = false,
  }: {
    signedIn: boolean;
    shippingMethods: string[];
    idempotencyKey: string;
    stripeIntentId?: string;
    nothingToPay?: boolean;
  },
): CheckoutMutationVariables {
  const metaData = [{ key: '_idempotency_key', value: idempotencyKey }];
  if (values.paymentMethod === TEST_CARD_GATEWAY && !nothingToPay) {
    metaData.push({ key: '_test_card_number', value: values.card.replace(/\s+/g, '') });
  }
  // Only a name for the intent: the backend asks Stripe itself whether it is paid.
  if (stripeIntentId) metaData.push({ key: '_stripe_payment_intent', value: stripeIntentId });
  // Stock order meta, which any WooGraphQL site stores (@ppe/shop-rules/purchase-details).
  const purchaseOrder = values.purchaseOrder.trim();
  const dockNote = values.dockNote.trim();
  if (purchaseOrder) metaData.push({ key: PURCHASE_ORDER_META_KEY, value: purchaseOrder });
  if (dockNote) metaData.push({ key: DOCK_NOTE_META_KEY, value: dockNote });
  const creatingAccount = !signedIn && values.createAccount;
  return {
    input: {
      billing: address(values.billing, true),
      ...(values.shipElsewhere ? { shipping: address(values.shipping, false) } : {}),
      shipToDifferentAddress: values.shipElsewhere,
      ...(nothingToPay ? {} : { paymentMethod: values.paymentMethod }),
      customerNote: values.note.trim() || undefined,
      shippingMethod: shippingMethods,
      metaData,
      ...(creatingAccount
        ? {
            account: {
              username: accountUsername(values.username, values.billing.email),
              password: values.password,
              // Without it WooGraphQL creates the user but places a guest order (customer 0), so
              // the new account would not own the order it was made with.
              authenticate: true,
            },
          }
        : {}),
    },
  };
}
