import {
  AddToCartDocument,
  ApplyCouponDocument,
  ChangeShippingMethodDocument,
  EmptyCartDocument,
  GetCartDocument,
  GetCartSummaryDocument,
  RemoveCouponsDocument,
  UpDateCartQuantityDocument,
} from '@/graphql/generated';

/**
 * The only operations the browser may run through /api/graphql, by name (never arbitrary
 * documents): the route sends the stored document for the name it is given.
 */
export const CART_OPERATIONS = {
  getCart: GetCartDocument,
  addToCart: AddToCartDocument,
  UpDateCartQuantity: UpDateCartQuantityDocument,
  EmptyCart: EmptyCartDocument,
  applyCoupon: ApplyCouponDocument,
  removeCoupons: RemoveCouponsDocument,
  ChangeShippingMethod: ChangeShippingMethodDocument,
} as const;

export type CartOperationName = keyof typeof CART_OPERATIONS;

export function isCartOperation(name: unknown): name is CartOperationName {
  return typeof name === 'string' && Object.hasOwn(CART_OPERATIONS, name);
}

/** Cart reads answered as the backend sent them (not mapped into a whole cart). */
export const CART_SUMMARY_OPERATIONS = {
  getCartSummary: GetCartSummaryDocument,
} as const;

export function isCartSummaryOperation(name: unknown): name is keyof typeof CART_SUMMARY_OPERATIONS {
  return typeof name === 'string' && Object.hasOwn(CART_SUMMARY_OPERATIONS, name);
}

/** Backend messages that mean the session token is no longer usable: the cookie is dropped. */
export { isFatalSessionError as isSessionError } from '@/lib/commerce/session-recovery';
