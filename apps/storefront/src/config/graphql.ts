import { parseTrustedProxies, type TrustedProxies } from '@ppe/shop-rules/client-address';
import { siteUrl } from '@/lib/seo/site-url';

/**
 * How the storefront talks GraphQL to the backend (spec section 7), as configuration read on the
 * server at request time. The defaults suit both the embedded backend and WPGraphQL.
 */
export interface GraphQLClientSettings {
  /** Send queries as GET so a CDN in front of the backend can cache them (mutations stay POST). */
  useGetForQueries: boolean;
  /** Header carrying the signed-in customer's token, and the prefix before it. */
  authHeaderName: string;
  authTokenType: string;
  timeoutMs: number;
  /**
   * STOREFRONT_PERSISTED_OPERATIONS=on: send the registered id (`queryId`, the sha256 in
   * src/graphql/generated/persisted-operations.json) instead of the query text, for a backend that
   * holds the documents (WPGraphQL Smart Cache, or the embedded one given the manifest).
   */
  persistedOperations: boolean;
  /**
   * The shop's own origin (SITE_URL), sent as `Origin` on every server request: Headless Login's
   * "Block unauthorized domains" refuses a request without one (HTTP 403 "Unauthorized request
   * origin."), so the site must list it among its authorised domains.
   */
  origin: string;
}

export function graphqlClientSettings(): GraphQLClientSettings {
  const timeout = Number(process.env.GQL_TIMEOUT_MS);
  return {
    useGetForQueries: process.env.GQL_USE_GET_FOR_QUERIES === 'true',
    authHeaderName: process.env.GQL_AUTH_HEADER || 'Authorization',
    // An empty value is meaningful: send the bare token.
    authTokenType: process.env.GQL_AUTH_TOKEN_TYPE ?? 'Bearer',
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 10_000,
    persistedOperations: process.env.STOREFRONT_PERSISTED_OPERATIONS === 'on',
    origin: new URL(siteUrl()).origin,
  };
}

/**
 * STOREFRONT_TRUSTED_PROXIES: the reverse proxies in front of the storefront (addresses or CIDR
 * ranges, comma-separated; none by default), whose X-Forwarded-For is believed.
 */
export function trustedProxies(value = process.env.STOREFRONT_TRUSTED_PROXIES ?? ''): TrustedProxies {
  if (parsedProxies?.value !== value) {
    parsedProxies = { value, proxies: parseTrustedProxies(value, 'STOREFRONT_TRUSTED_PROXIES') };
  }
  return parsedProxies.proxies;
}
let parsedProxies: { value: string; proxies: TrustedProxies } | null = null;
