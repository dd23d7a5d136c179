import { cookies } from 'next/headers';
import { cartOfResult, mapCart } from '@/features/cart/map-cart';
import { CART_OPERATIONS, isCartOperation, isSessionError } from '@/features/cart/operations';
import type { CartResponse } from '@/features/cart/types';
import { CHECKOUT_OPERATIONS, isCheckoutOperation } from '@/features/checkout/operations';
import { CommerceError } from '@/lib/commerce/client';
import { shopMediaUrl } from '@/lib/commerce/media-url';
import { sessionRequest } from '@/lib/commerce/session-request';

/**
 * The browser's same-origin door to the cart (issue 4): it posts {operationName, variables} of an
 * allowed cart operation; the stored document goes to the backend with the shopper's session
 * from the httpOnly `woo_session` cookie, and a refreshed token is written back to the cookie.
 * It answers {data: {cart}, errors}: every cart operation returns the cart it left, mapped to the
 * storefront's Cart on the server (images on the shop's origin), and the backend's messages.
 */
export const dynamic = 'force-dynamic';

const COOKIE = 'woo_session';
const COOKIE_MAX_AGE = 60 * 60 * 24 * 14;

/** Secure in production behind HTTPS (plain-http `next start` on a test machine keeps working). */
function isHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https';
}

export async function POST(request: Request): Promise<Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ data: null, errors: [{ message: 'Invalid JSON body' }] }, { status: 400 });
  }
  const { operationName, variables } = (body ?? {}) as { operationName?: unknown; variables?: unknown };
  const isCheckout = isCheckoutOperation(operationName);
  if (!isCartOperation(operationName) && !isCheckout) {
    return Response.json({ data: null, errors: [{ message: 'Operation not allowed' }] }, { status: 400 });
  }
  const vars =
    variables && typeof variables === 'object' && !Array.isArray(variables)
      ? (variables as Record<string, unknown>)
      : {};

  const jar = await cookies();
  const token = jar.get(COOKIE)?.value ?? null;
  try {
    // The browser's variables go to the backend as they are; the backend validates them against the document.
    const document = isCheckout ? CHECKOUT_OPERATIONS[operationName] : CART_OPERATIONS[operationName];
    const result = await sessionRequest(document, vars, token);
    if (result.errors.some((error) => isSessionError(error.message))) {
      jar.delete(COOKIE);
    } else if (result.sessionToken && result.sessionToken !== token) {
      jar.set(COOKIE, result.sessionToken, {
        httpOnly: true,
        sameSite: 'lax',
        secure: process.env.NODE_ENV === 'production' && isHttps(request),
        path: '/',
        maxAge: COOKIE_MAX_AGE,
      });
    }
    if (isCheckout) {
      // Checkout operations answer their own small shapes (order, gateways, countries), as the backend sent them.
      return Response.json(
        { data: result.data, ...(result.errors.length > 0 ? { errors: result.errors } : {}) },
        { headers: { 'cache-control': 'no-store' } },
      );
    }
    const cart = cartOfResult(result.data);
    const body: { data: { cart: CartResponse['cart'] }; errors?: Array<{ message: string }> } = {
      data: { cart: cart ? mapCart(cart, (url) => shopMediaUrl(url)) : null },
      ...(result.errors.length > 0 ? { errors: result.errors } : {}),
    };
    return Response.json(body, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    const message = error instanceof CommerceError ? error.message : 'The shop could not be reached';
    return Response.json({ data: null, errors: [{ message }] }, { status: 502 });
  }
}
