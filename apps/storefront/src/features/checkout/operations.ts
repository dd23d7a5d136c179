import {
  ChangeShippingCountyDocument,
  CheckoutDocument,
  GetAllowedCountriesDocument,
  GetOrderDocument,
  GetPaymentGatewaysDocument,
  GetStatesDocument,
  GetStripePaymentIntentDocument,
} from '@/graphql/generated';

/**
 * Checkout operations the browser may run through /api/graphql, by name. Their data is passed
 * back as the backend answered it (small, flat shapes); the cart operations stay in the cart feature.
 */
export const CHECKOUT_OPERATIONS = {
  Checkout: CheckoutDocument,
  ChangeShippingCounty: ChangeShippingCountyDocument,
  getAllowedCountries: GetAllowedCountriesDocument,
  getStates: GetStatesDocument,
  getPaymentGateways: GetPaymentGatewaysDocument,
  getOrder: GetOrderDocument,
  getStripePaymentIntent: GetStripePaymentIntentDocument,
} as const;

export type CheckoutOperationName = keyof typeof CHECKOUT_OPERATIONS;

export function isCheckoutOperation(name: unknown): name is CheckoutOperationName {
  return typeof name === 'string' && Object.hasOwn(CHECKOUT_OPERATIONS, name);
}
