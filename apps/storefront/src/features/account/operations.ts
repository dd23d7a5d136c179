import {
  AddToWishlistDocument,
  GetDownloadsDocument,
  GetOrdersDocument,
  GetWishlistDocument,
  GetWishlistProductsDocument,
  LoginDocument,
  LoginWithProviderDocument,
  LogoutDocument,
  RegisterCustomerDocument,
  RemoveFromWishlistDocument,
  ResetPasswordEmailDocument,
  ResetPasswordKeyDocument,
  UpdateCustomerDocument,
  UpdatePasswordDocument,
  WriteReviewDocument,
} from '@/graphql/generated';

/**
 * Account operations the browser may run through /api/graphql, by name (never arbitrary
 * documents). refreshToken is not among them: only the route itself refreshes a sign-in.
 */
export const ACCOUNT_OPERATIONS = {
  login: LoginDocument,
  loginWithProvider: LoginWithProviderDocument,
  Logout: LogoutDocument,
  registerCustomer: RegisterCustomerDocument,
  ResetPasswordEmail: ResetPasswordEmailDocument,
  ResetPasswordKey: ResetPasswordKeyDocument,
  UpdateCustomer: UpdateCustomerDocument,
  updatePassword: UpdatePasswordDocument,
  getOrders: GetOrdersDocument,
  getDownloads: GetDownloadsDocument,
  WriteReview: WriteReviewDocument,
  getWishlist: GetWishlistDocument,
  addToWishlist: AddToWishlistDocument,
  removeFromWishlist: RemoveFromWishlistDocument,
  getWishlistProducts: GetWishlistProductsDocument,
} as const;

export type AccountOperationName = keyof typeof ACCOUNT_OPERATIONS;

export function isAccountOperation(name: unknown): name is AccountOperationName {
  return typeof name === 'string' && Object.hasOwn(ACCOUNT_OPERATIONS, name);
}
