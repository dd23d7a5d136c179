/**
 * The conditions a stock WooGraphQL + Headless Login site names by sentence only (it sends none of
 * this shop's codes), listed here by their exact text and compared by equality.
 *
 * - Session tokens: wp-graphql/wp-graphql-woocommerce includes/utils/class-ql-session-handler.php
 *   validate_legacy_token() answers `invalid_token: <reason>`, the reason its own ('The iss do not
 *   match with this server', 'Customer ID not found in the token', 'Failed to decode session
 *   token') or firebase/php-jwt's ('Expired token', 'Signature verification failed', 'Wrong number
 *   of segments'). The storefront spec (section 8) names the bare 'The iss do not match with this
 *   server' and 'Invalid session token'.
 * - Auth tokens: AxeWP/wp-graphql-headless-login src/Auth/TokenManager.php validate_token()
 *   answers firebase/php-jwt's exception message ('Expired token' once expired, 'Signature
 *   verification failed' for a rotated secret) or its own sentences below.
 */

export const STOCK_SESSION_ERRORS: ReadonlySet<string> = new Set([
  'The iss do not match with this server',
  'Invalid session token',
  'invalid_token: The iss do not match with this server',
  'invalid_token: Customer ID not found in the token',
  'invalid_token: Failed to decode session token',
  'invalid_token: Expired token',
  'invalid_token: Signature verification failed',
  'invalid_token: Wrong number of segments',
  // Recorded on a real site: a token that is not base64 JSON, and a bare token without "Session ".
  'invalid_token: Malformed UTF-8 characters',
  'invalid_cart_token: Invalid Cart-Token',
]);

export const STOCK_AUTH_EXPIRED: ReadonlySet<string> = new Set(['Expired token']);

export const STOCK_AUTH_INVALID: ReadonlySet<string> = new Set([
  'Signature verification failed',
  'Wrong number of segments',
  'The iss do not match with this server.',
  'User ID not found in the token.',
  'Refresh token cannot be used as an auth token.',
  'User secret not found in the token.',
  'User secret is revoked.',
  'User secret does not match.',
]);

/**
 * A password sign-in refused: AxeWP/wp-graphql-headless-login (Auth::login, ProviderConfig\Password)
 * answers a wrong password and an unknown account alike, so the answer never tells whether an
 * account exists.
 */
export const STOCK_LOGIN_REFUSED: ReadonlySet<string> = new Set(['The user could not be logged in.']);

/**
 * A reset link that no longer works: wp-graphql/wp-graphql src/Mutation/ResetUserPassword.php
 * (WordPress's check_password_reset_key failing as expired_key or invalid_key, or a link
 * missing its key or login).
 */
export const STOCK_RESET_LINK_INVALID: ReadonlySet<string> = new Set([
  'Password reset link is invalid.',
  'Password reset link has expired.',
  'A password reset key is required.',
  'A user login is required.',
]);

/**
 * A lookup of something that does not exist: WooGraphQL answers an unknown product with an error
 * at the field beside `product: null` (wp-graphql/wp-graphql-woocommerce
 * includes/class-wp-graphql-woocommerce-root-query.php, 'No product ID was found corresponding to
 * the %1$s: %2$s' and 'No product exists with the %1$s: %2$s'; recorded on a real site:
 * `{"errors":[{"message":"No product ID was found corresponding to the slug: no-such-thing","path":["product"]}],"data":{"product":null}}`).
 */
const NOT_FOUND_SENTENCES = [
  /^No product ID was found corresponding to the \w+: /,
  /^No product exists with the \w+: /,
];

/** Whether an error only says that the object a root field looked up does not exist. */
export function isNotFoundAnswer(error: { message: string; path?: ReadonlyArray<string | number> }): boolean {
  return error.path?.length === 1 && NOT_FOUND_SENTENCES.some((sentence) => sentence.test(error.message));
}
