import { cookies } from 'next/headers';
import {
  AUTH_COOKIE,
  type CookieChange,
  carriesTokens,
  clearCookies,
  cookieOptions,
  isAuthExpired,
  isAuthInvalid,
  isHttpsRequest,
  isSignInOperation,
  REFRESH_COOKIE,
  REFRESH_MAX_AGE,
  SESSION_COOKIE,
  SESSION_MAX_AGE,
  signInCookies,
  signInTokens,
  stripTokens,
} from '@/features/account/auth-cookies';
import { withCurrentPassword } from '@/features/account/current-password';
import { mapAccountState, mapWishlistProducts } from '@/features/account/map-account';
import { ACCOUNT_OPERATIONS, isAccountOperation } from '@/features/account/operations';
import { refreshAuthToken } from '@/features/account/refresh';
import { cartOfResult, mapCart } from '@/features/cart/map-cart';
import {
  CART_OPERATIONS,
  CART_SUMMARY_OPERATIONS,
  isCartOperation,
  isCartSummaryOperation,
  isSessionError,
} from '@/features/cart/operations';
import type { CartResponse } from '@/features/cart/types';
import { CHECKOUT_OPERATIONS, isCheckoutOperation } from '@/features/checkout/operations';
import { GetPaymentGatewaysWithStripeDocument, type GetWishlistProductsQuery } from '@/graphql/generated';
import { featureOfOperation } from '@/graphql/plugin-features';
import { featureRefused, hasFeature, isMissingFieldMessage } from '@/lib/commerce/capabilities';
import { shopMediaUrl } from '@/lib/commerce/media-url';
import { sessionRequest } from '@/lib/commerce/session-request';
import { backendFailureResponse } from '@/lib/security/backend-failure';
import { csrfRefusal, csrfResponse } from '@/lib/security/same-origin';
import { siteUrl } from '@/lib/seo/site-url';

/**
 * The browser's same-origin door to the shop (issues 4 and 5): it posts {operationName, variables}
 * of an allowed cart, checkout or account operation; the stored document goes to the backend with
 * the shopper's WooCommerce session (httpOnly `woo_session` cookie) and, when signed in, the auth
 * token (httpOnly cookie, sent as `Authorization: Bearer`). An expired auth token is refreshed once,
 * silently, with the refresh-token cookie. Sign-in answers set the cookies and lose their tokens
 * before they reach the browser; Logout drops every cookie. Cart operations answer the mapped cart
 * (getCart also who the shopper is); the others their data as the backend sent it.
 */
export const dynamic = 'force-dynamic';

type Jar = Awaited<ReturnType<typeof cookies>>;

function applyCookies(jar: Jar, changes: readonly CookieChange[]) {
  for (const change of changes) {
    if ('delete' in change) jar.delete(change.name);
    else jar.set(change.name, change.value, change.options);
  }
}

function documentFor(operationName: string) {
  if (isAccountOperation(operationName)) return ACCOUNT_OPERATIONS[operationName];
  if (isCheckoutOperation(operationName)) return CHECKOUT_OPERATIONS[operationName];
  if (isCartOperation(operationName)) return CART_OPERATIONS[operationName];
  if (isCartSummaryOperation(operationName)) return CART_SUMMARY_OPERATIONS[operationName];
  return null;
}

export async function POST(request: Request): Promise<Response> {
  // Login CSRF and cart tampering from other sites: JSON from this shop only (lib/security/same-origin.ts).
  const refusal = csrfRefusal(request, siteUrl());
  if (refusal) return csrfResponse(refusal);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ data: null, errors: [{ message: 'Invalid JSON body' }] }, { status: 400 });
  }
  const { operationName, variables } = (body ?? {}) as { operationName?: unknown; variables?: unknown };
  const document = typeof operationName === 'string' ? documentFor(operationName) : null;
  if (typeof operationName !== 'string' || !document) {
    return Response.json({ data: null, errors: [{ message: 'Operation not allowed' }] }, { status: 400 });
  }
  // An operation whose store plugin the backend lacks is refused here: the backend would reject it.
  const feature = featureOfOperation(operationName);
  if (feature && !(await hasFeature(feature))) {
    return Response.json(
      {
        data: null,
        errors: [
          {
            message: `${operationName} is not available: this shop's backend does not have the "${feature}" plugin feature`,
            extensions: { code: 'FEATURE_UNAVAILABLE', feature },
          },
        ],
      },
      { status: 501 },
    );
  }
  // With WooNuxt Settings, the payment methods come with the Stripe settings (same answer, one more field).
  const chosen =
    operationName === 'getPaymentGateways' && (await hasFeature('woonuxt'))
      ? GetPaymentGatewaysWithStripeDocument
      : document;
  // The edit-account forms' current password goes only to a backend that asks for it.
  const { document: sent, variables: vars } = await withCurrentPassword(
    operationName,
    chosen,
    variables && typeof variables === 'object' && !Array.isArray(variables)
      ? (variables as Record<string, unknown>)
      : {},
    () => hasFeature('currentPassword'),
  );

  const jar = await cookies();
  const secure =
    process.env.NODE_ENV === 'production' &&
    isHttpsRequest(request.url, request.headers.get('x-forwarded-proto'));
  const session = jar.get(SESSION_COOKIE)?.value ?? null;
  const refreshToken = jar.get(REFRESH_COOKIE)?.value ?? null;
  // A new sign-in starts clean: a stale token must not make the backend refuse the login itself.
  const sendsAuth = !isSignInOperation(operationName);
  let authToken = sendsAuth ? (jar.get(AUTH_COOKIE)?.value ?? null) : null;
  const setAuth = (token: string) =>
    applyCookies(jar, [{ name: AUTH_COOKIE, value: token, options: cookieOptions(secure, REFRESH_MAX_AGE) }]);

  try {
    if (sendsAuth && !authToken && refreshToken) {
      // The auth cookie is gone but the sign-in lasts: renew it before asking.
      authToken = await refreshAuthToken(refreshToken);
      if (authToken) setAuth(authToken);
      else applyCookies(jar, clearCookies([AUTH_COOKIE, REFRESH_COOKIE]));
    }
    let result = await sessionRequest(sent, vars, session, authToken);
    const authError = authToken
      ? result.errors.find((error) => isAuthExpired(error.message) || isAuthInvalid(error.message))
      : undefined;
    if (authError) {
      // Refresh once when the token merely expired; otherwise (or when that fails) continue as a guest.
      const renewed =
        refreshToken && isAuthExpired(authError.message) ? await refreshAuthToken(refreshToken) : null;
      if (renewed) setAuth(renewed);
      else applyCookies(jar, clearCookies([AUTH_COOKIE, REFRESH_COOKIE]));
      if (operationName !== 'Logout') result = await sessionRequest(sent, vars, session, renewed);
    }

    const refusal = feature ? result.errors.find((error) => isMissingFieldMessage(error.message)) : undefined;
    if (feature && refusal) featureRefused(feature, refusal.message);

    if (operationName === 'Logout') {
      // Whatever the backend said, the shopper is signed out here: every cookie goes (a fresh guest session follows).
      applyCookies(jar, clearCookies());
      return Response.json(
        { data: { logout: { success: true } } },
        { headers: { 'cache-control': 'no-store' } },
      );
    }

    const tokens = carriesTokens(operationName) ? signInTokens(operationName, result.data) : null;
    if (tokens) {
      applyCookies(
        jar,
        signInCookies({ ...tokens, sessionToken: tokens.sessionToken ?? result.sessionToken }, secure),
      );
    } else if (result.errors.some((error) => isSessionError(error.message))) {
      jar.delete(SESSION_COOKIE);
    } else if (result.sessionToken && result.sessionToken !== session) {
      jar.set(SESSION_COOKIE, result.sessionToken, cookieOptions(secure, SESSION_MAX_AGE));
    }

    const errors = result.errors.length > 0 ? { errors: result.errors } : {};
    const headers = { 'cache-control': 'no-store' };
    if (isAccountOperation(operationName)) {
      const data =
        operationName === 'getWishlistProducts'
          ? {
              products: mapWishlistProducts(result.data as GetWishlistProductsQuery | null, (url) =>
                shopMediaUrl(url),
              ),
            }
          : stripTokens(result.data);
      return Response.json({ data, ...errors }, { headers });
    }
    if (isCheckoutOperation(operationName) || isCartSummaryOperation(operationName)) {
      // Checkout operations answer their own small shapes (order, gateways, countries), as the backend sent them.
      return Response.json({ data: result.data, ...errors }, { headers });
    }
    const cart = cartOfResult(result.data);
    const out: {
      data: { cart: CartResponse['cart']; account?: ReturnType<typeof mapAccountState> };
      errors?: Array<{ message: string }>;
    } = {
      data: {
        cart: cart ? mapCart(cart, (url) => shopMediaUrl(url)) : null,
        // getCart also says who the shopper is (spec: customer, viewer, loginClients).
        ...(operationName === 'getCart' && result.data
          ? { account: mapAccountState(result.data as Parameters<typeof mapAccountState>[0]) }
          : {}),
      },
      ...errors,
    };
    return Response.json(out, { headers });
  } catch (error) {
    // The backend's address and the cause stay in the server log; the browser gets a plain sentence.
    return backendFailureResponse(operationName, error);
  }
}
