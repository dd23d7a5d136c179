/**
 * How a stock site words a `woocommerce-session` header it cannot use. WooGraphQL's
 * QL_Session_Handler (includes/utils/class-ql-session-handler.php) reads `Session <token>` as a
 * legacy token decoded by firebase/php-jwt, and anything else as a Store API Cart-Token; the
 * `cart` field and the cart mutations then fail with "<code>: <php-jwt's message>", e.g.
 * "invalid_token: Wrong number of segments". This backend's own tokens are not JWTs, so a token
 * it cannot verify is described as php-jwt would describe those bytes.
 */

const LEGACY_PREFIX = 'Session ';

/** php-jwt's supported algorithms (JWT::$supported_algs). */
const SUPPORTED_ALGORITHMS = new Set([
  'ES384',
  'ES256',
  'ES256K',
  'HS256',
  'HS384',
  'HS512',
  'RS256',
  'RS384',
  'RS512',
  'EdDSA',
]);

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** JWT::urlsafeB64Decode: padded, URL alphabet mapped, decoded leniently as PHP's base64_decode. */
const base64UrlBytes = (segment: string) =>
  Buffer.from(segment.replaceAll('-', '+').replaceAll('_', '/'), 'base64');

/** JWT::jsonDecode and json_last_error's messages: the value, or the message it fails with. */
function decodeJson(segment: string): { value: unknown } | { error: string } {
  let text: string;
  try {
    text = strictUtf8.decode(base64UrlBytes(segment));
  } catch {
    return { error: 'Malformed UTF-8 characters' };
  }
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { error: 'Syntax error, malformed JSON' };
  }
}

/** What JWT::decode throws for a token this backend could not verify, in php-jwt's order. */
function jwtDecodeError(token: string): string {
  const segments = token.split('.');
  if (segments.length !== 3) return 'Wrong number of segments';
  const [headerSegment = '', payloadSegment = ''] = segments;
  const header = decodeJson(headerSegment);
  if ('error' in header) return header.error;
  if (header.value === null) return 'Invalid header encoding';
  const payload = decodeJson(payloadSegment);
  if ('error' in payload) return payload.error;
  if (payload.value === null) return 'Invalid claims encoding';
  if (typeof payload.value !== 'object') return 'Payload must be a JSON object';
  const algorithm = (header.value as { alg?: unknown } | null)?.alg;
  if (typeof algorithm !== 'string' || algorithm === '') return 'Empty algorithm';
  if (!SUPPORTED_ALGORITHMS.has(algorithm)) return 'Algorithm not supported';
  if (algorithm !== 'HS256') return 'Incorrect key for this algorithm';
  return 'Signature verification failed';
}

/**
 * The error a stock site reports for a session header: `expired` when the token is this
 * backend's own and only its time has run out.
 */
export function stockSessionTokenError(header: string, expired: boolean): string {
  if (!header.startsWith(LEGACY_PREFIX)) return 'invalid_cart_token: Invalid Cart-Token';
  const token = header.slice(LEGACY_PREFIX.length).trim().split(/\s/)[0] ?? '';
  return `invalid_token: ${expired ? 'Expired token' : jwtDecodeError(token)}`;
}
