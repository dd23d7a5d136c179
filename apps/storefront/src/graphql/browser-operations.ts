/**
 * The operations the browser may run through the same-origin /api/graphql route: registering one
 * here (then `npm run codegen -w @ppe/storefront`) gives the browser its typed persisted operation
 * in generated/browser-operations.generated.ts, and the route serves nothing else. refreshToken
 * is not among them: only the route itself refreshes a sign-in.
 */
import {
  AddToCartDocument,
  AddToWishlistDocument,
  ApplyCouponDocument,
  ChangeShippingCountyDocument,
  ChangeShippingMethodDocument,
  CheckoutDocument,
  EmptyCartDocument,
  GetAllowedCountriesDocument,
  GetCartDocument,
  GetCartGiftCardsDocument,
  GetCartSummaryDocument,
  GetDownloadsDocument,
  GetOrderDocument,
  GetOrderGiftCardPaymentsDocument,
  GetOrdersDocument,
  GetPaymentGatewaysDocument,
  GetStatesDocument,
  GetStripePaymentIntentDocument,
  GetWishlistDocument,
  GetWishlistProductsDocument,
  LoginDocument,
  LoginWithProviderDocument,
  LogoutDocument,
  RegisterCustomerDocument,
  RemoveCouponsDocument,
  RemoveFromWishlistDocument,
  ResetPasswordEmailDocument,
  ResetPasswordKeyDocument,
  UpDateCartQuantityDocument,
  UpdateCustomerDocument,
  UpdatePasswordDocument,
  WriteReviewDocument,
} from './generated';

/** Keyed by the generated document's export name (the generated operation is named after it). */
export const BROWSER_OPERATIONS = {
  // Cart
  GetCartDocument,
  GetCartSummaryDocument,
  GetCartGiftCardsDocument,
  AddToCartDocument,
  UpDateCartQuantityDocument,
  EmptyCartDocument,
  ApplyCouponDocument,
  RemoveCouponsDocument,
  ChangeShippingMethodDocument,
  // Checkout
  CheckoutDocument,
  ChangeShippingCountyDocument,
  GetAllowedCountriesDocument,
  GetStatesDocument,
  GetPaymentGatewaysDocument,
  GetOrderDocument,
  GetOrderGiftCardPaymentsDocument,
  GetStripePaymentIntentDocument,
  // Account
  LoginDocument,
  LoginWithProviderDocument,
  LogoutDocument,
  RegisterCustomerDocument,
  ResetPasswordEmailDocument,
  ResetPasswordKeyDocument,
  UpdateCustomerDocument,
  UpdatePasswordDocument,
  GetOrdersDocument,
  GetDownloadsDocument,
  WriteReviewDocument,
  GetWishlistDocument,
  AddToWishlistDocument,
  RemoveFromWishlistDocument,
  GetWishlistProductsDocument,
} as const;
