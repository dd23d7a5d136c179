/**
 * The storefront's account operations (spec section 7, WooNuxt's documents trimmed), and a
 * helper that signs a test shopper in; shared by the account, checkout and extras tests.
 */
import type { Shopper } from './shopper.ts';

export const CUSTOMER_FIELDS = `id databaseId username email firstName lastName displayName isPayingCustomer sessionToken
  billing { firstName lastName company address1 address2 city state postcode country email phone }
  shipping { firstName lastName address1 city state postcode country }`;

export const VIEWER_FIELDS = `id databaseId email username firstName lastName name nicename nickname
  roles { nodes { name } } avatar { url }`;

const LOGIN_FIELDS = `authToken authTokenExpiration refreshToken refreshTokenExpiration sessionToken
  user { ${VIEWER_FIELDS} } customer { ${CUSTOMER_FIELDS} }`;

export const LOGIN = `mutation login($username: String!, $password: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) { ${LOGIN_FIELDS} } }`;

export const REGISTER = `mutation registerCustomer($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) { authToken refreshToken customer { ${CUSTOMER_FIELDS} } viewer { ${VIEWER_FIELDS} } } }`;

export const REFRESH_TOKEN = `mutation refreshToken($refreshToken: String!) {
  refreshToken(input: { refreshToken: $refreshToken }) { authToken authTokenExpiration success } }`;

export const LOGOUT = 'mutation Logout { logout(input: {}) { success } }';

export const GET_VIEWER = `query getViewer { viewer { ${VIEWER_FIELDS} } customer { ${CUSTOMER_FIELDS} } }`;

export const UPDATE_CUSTOMER = `mutation UpdateCustomer($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) { authToken refreshToken customer { ${CUSTOMER_FIELDS} } } }`;

export const UPDATE_PASSWORD = `mutation updatePassword($id: ID!, $password: String!, $currentPassword: String) {
  updateCustomer(input: { id: $id, password: $password, currentPassword: $currentPassword }) { authToken refreshToken customer { databaseId } } }`;

export const RESET_PASSWORD_EMAIL = `mutation ResetPasswordEmail($username: String!) {
  sendPasswordResetEmail(input: { username: $username }) { success } }`;

export const RESET_PASSWORD_KEY = `mutation ResetPasswordKey($key: String!, $login: String!, $password: String!) {
  resetUserPassword(input: { key: $key, login: $login, password: $password }) { user { databaseId } } }`;

export const GET_ORDERS = `query getOrders { customer { orders(first: 100) { nodes { databaseId orderKey status total(format: RAW) } } } }`;

export interface LoginData {
  authToken: string;
  authTokenExpiration: string;
  refreshToken: string;
  refreshTokenExpiration: string;
  sessionToken: string;
  user: { databaseId: number; email: string; username: string; [field: string]: unknown };
  customer: { databaseId: number; sessionToken: string; [field: string]: unknown };
}

export const PASSWORD = 'correct horse battery';

/**
 * Registers a customer through the API with `authenticate: true` (WooGraphQL signs them in only
 * then) and leaves the shopper signed in with their auth token and cart session, as the
 * storefront would after registering.
 */
export async function registerShopper(
  me: Shopper,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<{ customerId: number; refreshToken: string }> {
  const data = await me.data<{
    registerCustomer: { authToken: string; refreshToken: string; customer: { databaseId: number } };
  }>(REGISTER, { input: { email, password: PASSWORD, authenticate: true, ...extra } });
  me.authToken = data.registerCustomer.authToken;
  return {
    customerId: data.registerCustomer.customer.databaseId,
    refreshToken: data.registerCustomer.refreshToken,
  };
}

/**
 * Signs the shopper in with a password, keeping the auth token and the customer's cart session.
 * The login goes without the auth token held so far, as the storefront sends it: Headless Login
 * refuses a login from a request that is signed in already.
 */
export async function loginShopper(me: Shopper, username: string, password = PASSWORD): Promise<LoginData> {
  me.authToken = null;
  const data = await me.data<{ login: LoginData }>(LOGIN, { username, password });
  me.authToken = data.login.authToken;
  return data.login;
}
