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
}

export function graphqlClientSettings(): GraphQLClientSettings {
  const timeout = Number(process.env.GQL_TIMEOUT_MS);
  return {
    useGetForQueries: process.env.GQL_USE_GET_FOR_QUERIES === 'true',
    authHeaderName: process.env.GQL_AUTH_HEADER || 'Authorization',
    // An empty value is meaningful: send the bare token.
    authTokenType: process.env.GQL_AUTH_TOKEN_TYPE ?? 'Bearer',
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 10_000,
  };
}
