/**
 * Add to cart under load, as the storefront's cart sends it: the registered `addToCart` operation
 * posted to the storefront's `/api/graphql` route (features/cart/cart-actions.ts through
 * lib/commerce/browser/route-call.ts), each virtual shopper with a session of its own. The route
 * keeps the WooCommerce session in the `woo_session` cookie (lib/commerce/gateway/session.ts);
 * a shopper's first addition comes without it and starts the session, the next ones send it back.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storefrontDir } from '../../scripts/lib/shop.mjs';

export const SESSION_COOKIE = 'woo_session';
export const ROUTE = '/api/graphql';

/**
 * The id the build registered the cart's `addToCart` mutation under: the key of its document in
 * the storefront's persisted operations (what the browser posts instead of the query).
 * @param {string} [file]
 */
export function addToCartOperationId(
  file = join(storefrontDir, 'src', 'graphql', 'generated', 'persisted-operations.json'),
) {
  const operations = JSON.parse(readFileSync(file, 'utf8'));
  const id = Object.keys(operations).find((key) => /^mutation addToCart\b/.test(operations[key]));
  if (!id) throw new Error(`No addToCart mutation among the persisted operations of ${file}`);
  return id;
}

/** The session a `set-cookie` answer gives, or null. */
export function sessionFromSetCookie(header) {
  for (const cookie of [header ?? []].flat()) {
    const match = new RegExp(`^\\s*${SESSION_COOKIE}=([^;]*)`).exec(String(cookie));
    if (match?.[1]) return match[1];
  }
  return null;
}

/**
 * autocannon's request list for additions to the cart. autocannon copies its options for each
 * connection, so the `shopper` object below is each connection's own: the connection is one shopper
 * at a time, who keeps the session the route answered for `additionsPerShopper` additions and then
 * makes way for a new shopper (a new session), so every addition meets a cart of a shopper's size.
 * `tally` counts answers the backend refused (GraphQL errors), shared by every connection.
 * @param {{ operationId: string, productId: number, additionsPerShopper?: number,
 *   tally?: { shoppers: number, refused: number, firstRefusal?: string } }} options
 */
export function addToCartRequests({ operationId, productId, additionsPerShopper = 10, tally }) {
  const body = JSON.stringify({ id: operationId, variables: { productId, quantity: 1 } });
  return [
    {
      method: 'POST',
      path: ROUTE,
      headers: { 'content-type': 'application/json' },
      body,
      shopper: { session: null, additions: 0 },
      setupRequest(request, context) {
        const { shopper } = request;
        context.shopper = shopper;
        if (shopper.additions >= additionsPerShopper) {
          shopper.session = null;
          shopper.additions = 0;
        }
        if (shopper.additions === 0 && tally) tally.shoppers += 1;
        shopper.additions += 1;
        if (!shopper.session) return request;
        return {
          ...request,
          headers: { ...request.headers, cookie: `${SESSION_COOKIE}=${shopper.session}` },
        };
      },
      onResponse(status, answer, context, headers) {
        const session = sessionFromSetCookie(headers['set-cookie'] ?? headers['Set-Cookie']);
        if (session && context.shopper) context.shopper.session = session;
        if (!tally || status !== 200) return;
        const errors = refusalOf(answer);
        if (errors) {
          tally.refused += 1;
          tally.firstRefusal ??= errors;
        }
      },
    },
  ];
}

/** The backend's refusal in an answer of the route, or null when it added the item. */
export function refusalOf(answer) {
  try {
    const parsed = JSON.parse(answer);
    if (parsed.errors?.length) return parsed.errors.map((error) => error.message).join('; ');
    return parsed.data?.addToCart ? null : 'no cart in the answer';
  } catch {
    return 'not JSON';
  }
}
