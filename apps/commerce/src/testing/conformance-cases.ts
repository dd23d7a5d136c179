/**
 * Golden request/response pairs of the WooGraphQL wire protocol as the FULL profile answers it,
 * run in order by conformance.test.ts. The stock profile is held to answers recorded from a real
 * site instead (real-site/, replayed by real-site.test.ts); the full profile answers the same
 * wherever it can, and these cases also pin the places where it deliberately does otherwise
 * (docs/woocommerce.md, "Where the embedded backend differs from a stock site"): every answer
 * carries the refreshed session token, errors carry a code in `extensions`, an unusable session
 * token is refused in this backend's own sentence, registration without `authenticate` answers
 * 200 with `viewer: null`, and a listed-origins setup names no foreign origin. Each case cites
 * where the behaviour comes from.
 *
 * Placeholders in expectations: "<token>" any non-empty string, "<number>" any number, "<any>"
 * anything, "<absent>" (headers) no such header. "{{name}}" in requests and expectations is a
 * value captured by an earlier case (`capture`: a response header, or a dotted path in the body).
 */

import { TEST_BILLING } from './addresses.ts';

export type Expected = string | number | boolean | null | Expected[] | { [key: string]: Expected };

export interface ConformanceCase {
  name: string;
  /** Repository, file, and what it says. */
  evidence: string;
  request: {
    method: 'GET' | 'POST' | 'OPTIONS';
    path?: string;
    headers?: Record<string, string>;
    body?: { query: string; variables?: Record<string, unknown> };
  };
  expected: { status: number; headers?: Record<string, string>; body?: Expected };
  capture?: Record<string, { header: string } | { body: string }>;
}

const json = { 'content-type': 'application/json' };
const ALLOWED_ORIGIN = 'https://shop.example';

const CUSTOMER_TOKEN = '{ customer { sessionToken } }';
const ADD = `mutation ($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { contents { itemCount } } } }`;
const CART = '{ cart { contents { itemCount } } }';
const LOGIN = `mutation ($u: String!, $p: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) {
  authToken refreshToken customer { databaseId email } } }`;
const REGISTER = `mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) {
  authToken refreshToken customer { id email } viewer { databaseId } } }`;
const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { result order { databaseId orderKey status } } }`;
const ORDER = `query ($id: ID!, $idType: OrderIdTypeEnum) { order(id: $id, idType: $idType) { databaseId } }`;
const billing = { ...TEST_BILLING, email: 'conformance.guest@example.com' };

const SESSION_EVIDENCE =
  'wp-graphql/wp-graphql-woocommerce includes/utils/class-ql-session-handler.php: init_session_token() starts a session on a GraphQL request without a token (set_customer_session_token), build_token() signs it, and the token is sent bare in the `woocommerce-session` response header; get_session_token() reads the request header in the legacy "Session <token>" form (sscanf "Session %s"). The full profile sends the refreshed token with every answer (a stock site only on session start, cart writes and login), so a shopper who only browses keeps their session.';

export const conformanceCases: ConformanceCase[] = [
  {
    name: 'session start: no token gives a token in the header and in customer.sessionToken',
    evidence: `${SESSION_EVIDENCE} Customer.sessionToken resolves the session's build_token().`,
    request: { method: 'POST', headers: json, body: { query: CUSTOMER_TOKEN } },
    expected: {
      status: 200,
      headers: { 'woocommerce-session': '<token>' },
      body: { data: { customer: { sessionToken: '{{guestToken}}' } } },
    },
    capture: { guestToken: { header: 'woocommerce-session' } },
  },
  {
    name: 'session reuse: "Session <token>" keeps the cart and answers a refreshed token',
    evidence: `${SESSION_EVIDENCE} set_session_expiration() on each request refreshes the expiry.`,
    request: {
      method: 'POST',
      headers: { ...json, 'woocommerce-session': 'Session {{guestToken}}' },
      body: { query: ADD, variables: { id: '{{productId}}' } },
    },
    expected: {
      status: 200,
      headers: { 'woocommerce-session': '<token>' },
      body: { data: { addToCart: { cart: { contents: { itemCount: 1 } } } } },
    },
    capture: { guestToken: { header: 'woocommerce-session' } },
  },
  {
    name: 'session reuse: the refreshed token reads the same cart',
    evidence: SESSION_EVIDENCE,
    request: {
      method: 'POST',
      headers: { ...json, 'woocommerce-session': 'Session {{guestToken}}' },
      body: { query: CART },
    },
    expected: {
      status: 200,
      headers: { 'woocommerce-session': '<token>' },
      body: { data: { cart: { contents: { itemCount: 1 } } } },
    },
  },
  {
    name: 'invalid session token: the cart is an error and a new session token is issued',
    evidence:
      'class-ql-session-handler.php: a token that fails to decode is a WP_Error; start_new_session issues a new token, and the error is reported by the fields that read the session (graphql_woocommerce_session_token_errors, thrown by the `cart` resolver). The full profile words it for shoppers, with a code, instead of php-jwt\'s "invalid_token: …" (which the stock profile answers).',
    request: {
      method: 'POST',
      headers: { ...json, 'woocommerce-session': 'Session not.a-valid.token' },
      body: { query: CART },
    },
    expected: {
      status: 200,
      headers: { 'woocommerce-session': '<token>' },
      body: {
        data: { cart: null },
        errors: [
          {
            message: 'Invalid session token. Please reload the page to start a new session.',
            locations: '<any>',
            path: ['cart'],
            extensions: '<any>',
          },
        ],
      },
    },
  },
  {
    name: 'checkout as guest: the payload carries the order',
    evidence:
      'wp-graphql/wp-graphql-woocommerce includes/mutation/class-checkout.php: the payload resolves `order` from the placed order id, for guests too (a guest cannot read it later).',
    request: {
      method: 'POST',
      headers: { ...json, 'woocommerce-session': 'Session {{guestToken}}' },
      body: { query: CHECKOUT, variables: { input: { billing, paymentMethod: 'cod' } } },
    },
    expected: {
      status: 200,
      headers: { 'woocommerce-session': '<token>' },
      body: {
        data: {
          checkout: {
            result: 'success',
            order: { databaseId: '<number>', orderKey: '<token>', status: '<token>' },
          },
        },
      },
    },
    capture: {
      guestOrderId: { body: 'data.checkout.order.databaseId' },
      guestOrderKey: { body: 'data.checkout.order.orderKey' },
    },
  },
  {
    name: 'order read by a guest by key: refused',
    evidence:
      "wp-graphql/wp-graphql-woocommerce includes/type/object/class-root-query.php `order`: authorised only for edit_others_posts or a signed-in customer whose orders include the id; otherwise UserError 'Not authorized to access this order' (null with the error).",
    request: {
      method: 'POST',
      headers: { ...json, 'woocommerce-session': 'Session {{guestToken}}' },
      body: { query: ORDER, variables: { id: '{{guestOrderKey}}', idType: 'ORDER_KEY' } },
    },
    expected: {
      status: 200,
      body: {
        data: { order: null },
        errors: [
          {
            message: 'Not authorized to access this order',
            locations: '<any>',
            path: ['order'],
            extensions: '<any>',
          },
        ],
      },
    },
  },
  {
    name: 'login with a wrong password: Headless Login obscures the reason',
    evidence:
      "AxeWP/wp-graphql-headless-login src/Auth/ProviderConfig/Password.php returns false on any wp_authenticate error; src/Auth/Auth.php login() then throws 'The user could not be logged in.'",
    request: {
      method: 'POST',
      headers: json,
      body: { query: LOGIN, variables: { u: 'conformance', p: 'wrong password' } },
    },
    expected: {
      status: 200,
      body: {
        data: { login: null },
        errors: [
          {
            message: 'The user could not be logged in.',
            locations: '<any>',
            path: ['login'],
            extensions: '<any>',
          },
        ],
      },
    },
  },
  {
    name: 'register without authenticate: no tokens, the customer restricted to its id, no viewer',
    evidence:
      'wp-graphql/wp-graphql-woocommerce PR #973 (registerCustomer `authenticate`): wp_set_current_user only when true. class-jwt-auth-schema-filters.php resolves authToken/refreshToken with Headless Login TokenManager, which issues tokens for the current user only (prepare_token: "Users can only request tokens for themselves." → null). includes/model/class-customer.php: restricted (list_users) for others, only id allowed. A real site also answers 400 and an "Internal server error" for viewer.databaseId (real-site/golden-pairs-default.json); the full profile answers 200 with viewer null, which says the same without a failure.',
    request: {
      method: 'POST',
      headers: json,
      body: {
        query: REGISTER,
        variables: { input: { email: 'quiet@example.com', password: 'correct horse battery' } },
      },
    },
    expected: {
      status: 200,
      body: {
        data: {
          registerCustomer: {
            authToken: null,
            refreshToken: null,
            customer: { id: '<token>', email: null },
            viewer: null,
          },
        },
      },
    },
  },
  {
    name: 'register with authenticate: signed in, with tokens and the customer',
    evidence:
      'PR #973: with `authenticate: true` the new customer becomes the current user, so Headless Login issues the tokens.',
    request: {
      method: 'POST',
      headers: json,
      body: {
        query: REGISTER,
        variables: {
          input: {
            email: 'conformance@example.com',
            username: 'conformance',
            password: 'correct horse battery',
            authenticate: true,
          },
        },
      },
    },
    expected: {
      status: 200,
      headers: { 'woocommerce-session': '<token>' },
      body: {
        data: {
          registerCustomer: {
            authToken: '<token>',
            refreshToken: '<token>',
            customer: { id: '<token>', email: 'conformance@example.com' },
            viewer: { databaseId: '<number>' },
          },
        },
      },
    },
    capture: {
      ownerSession: { header: 'woocommerce-session' },
      ownerToken: { body: 'data.registerCustomer.authToken' },
    },
  },
  {
    name: 'login with the right password: tokens and the customer',
    evidence:
      'Headless Login src/Auth/Auth.php login(): authToken, refreshToken and the user; WooGraphQL adds `customer` to LoginPayload.',
    request: {
      method: 'POST',
      headers: json,
      body: { query: LOGIN, variables: { u: 'conformance', p: 'correct horse battery' } },
    },
    expected: {
      status: 200,
      headers: { 'woocommerce-session': '<token>' },
      body: {
        data: {
          login: {
            authToken: '<token>',
            refreshToken: '<token>',
            customer: { databaseId: '<number>', email: 'conformance@example.com' },
          },
        },
      },
    },
  },
  {
    name: 'checkout as the signed-in customer',
    evidence: 'class-checkout.php: the order is placed for the current user.',
    request: {
      method: 'POST',
      headers: {
        ...json,
        'woocommerce-session': 'Session {{ownerSession}}',
        authorization: 'Bearer {{ownerToken}}',
      },
      body: { query: ADD, variables: { id: '{{productId}}' } },
    },
    expected: { status: 200, body: { data: { addToCart: { cart: { contents: { itemCount: 1 } } } } } },
    capture: { ownerSession: { header: 'woocommerce-session' } },
  },
  {
    name: 'checkout as the signed-in customer: the order',
    evidence: 'class-checkout.php',
    request: {
      method: 'POST',
      headers: {
        ...json,
        'woocommerce-session': 'Session {{ownerSession}}',
        authorization: 'Bearer {{ownerToken}}',
      },
      body: {
        query: CHECKOUT,
        variables: {
          input: { billing: { ...billing, email: 'conformance@example.com' }, paymentMethod: 'cod' },
        },
      },
    },
    expected: { status: 200, body: { data: { checkout: { result: 'success', order: '<any>' } } } },
    capture: {
      ownerOrderId: { body: 'data.checkout.order.databaseId' },
      ownerOrderKey: { body: 'data.checkout.order.orderKey' },
    },
  },
  {
    name: 'order read by its owner by DATABASE_ID: allowed',
    evidence:
      "class-root-query.php `order`: wc_get_orders(customer_id = current user) includes the absint'ed id.",
    request: {
      method: 'POST',
      headers: { ...json, authorization: 'Bearer {{ownerToken}}' },
      body: { query: ORDER, variables: { id: '{{ownerOrderId}}', idType: 'DATABASE_ID' } },
    },
    expected: { status: 200, body: { data: { order: { databaseId: '{{ownerOrderId}}' } } } },
  },
  {
    name: 'order read by its owner by ORDER_KEY: allowed',
    evidence:
      "class-root-query.php `order`: with HPOS (on for every new shop) wc_get_order_id_by_order_key answers the integer id, so in_array(..., true) against the customer's order ids passes; recorded from a real site (real-site/golden-pairs-default.json).",
    request: {
      method: 'POST',
      headers: { ...json, authorization: 'Bearer {{ownerToken}}' },
      body: { query: ORDER, variables: { id: '{{ownerOrderKey}}', idType: 'ORDER_KEY' } },
    },
    expected: { status: 200, body: { data: { order: { databaseId: '{{ownerOrderId}}' } } } },
  },
  {
    name: "order read by another customer: refused (the guest's order, by id, as a signed-in stranger)",
    evidence: 'class-root-query.php `order`: not among the current user’s orders → Not authorized.',
    request: {
      method: 'POST',
      headers: { ...json, authorization: 'Bearer {{ownerToken}}' },
      body: { query: ORDER, variables: { id: '{{guestOrderId}}', idType: 'DATABASE_ID' } },
    },
    expected: {
      status: 200,
      body: {
        data: { order: null },
        errors: [
          {
            message: 'Not authorized to access this order',
            locations: '<any>',
            path: ['order'],
            extensions: '<any>',
          },
        ],
      },
    },
  },
  {
    name: 'CORS preflight from an allowed origin: 200, the origin echoed, with credentials when turned on',
    evidence:
      'AxeWP/wp-graphql-headless-login src/Auth/Request.php response_headers_to_send(): Access-Control-Allow-Origin is the matched origin, Access-Control-Allow-Credentials true when enabled (COMMERCE_CORS_ALLOW_CREDENTIALS), Vary: Origin, Allow-Headers add Authorization, Content-Type and its token headers; WooGraphQL adds woocommerce-session to the allowed and exposed headers. WPGraphQL answers the preflight 200 (recorded from a real site).',
    request: {
      method: 'OPTIONS',
      headers: {
        origin: ALLOWED_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, woocommerce-session',
      },
    },
    expected: {
      status: 200,
      headers: {
        'access-control-allow-origin': ALLOWED_ORIGIN,
        'access-control-allow-credentials': 'true',
        vary: 'Origin',
        'access-control-allow-headers':
          'Authorization, Content-Type, X-WPGraphQL-Login-Token, X-WPGraphQL-Login-Refresh-Token, woocommerce-session',
        'access-control-expose-headers': 'woocommerce-session',
      },
    },
  },
  {
    name: 'credentialed request from an allowed origin',
    evidence: 'Request.php response_headers_to_send() applies to the GraphQL response as well.',
    request: {
      method: 'POST',
      headers: { ...json, origin: ALLOWED_ORIGIN },
      body: { query: CUSTOMER_TOKEN },
    },
    expected: {
      status: 200,
      headers: {
        'access-control-allow-origin': ALLOWED_ORIGIN,
        'access-control-allow-credentials': 'true',
        'access-control-expose-headers': 'woocommerce-session',
        'woocommerce-session': '<token>',
      },
      body: { data: { customer: { sessionToken: '<token>' } } },
    },
  },
  {
    name: 'request from a foreign origin: no Allow-Origin, so the browser withholds the answer',
    evidence:
      'Request.php get_origin_for_request(): an origin not among the allowed ones does not match. A stock site then answers "*" (recorded); the full profile, once origins are listed, names none, so no browser elsewhere may read the answer.',
    request: {
      method: 'POST',
      headers: { ...json, origin: 'https://evil.example' },
      body: { query: CUSTOMER_TOKEN },
    },
    expected: {
      status: 200,
      headers: {
        'access-control-allow-origin': '<absent>',
        'access-control-allow-credentials': '<absent>',
        vary: 'Origin',
      },
    },
  },
];

export const CONFORMANCE_ALLOWED_ORIGIN = ALLOWED_ORIGIN;
