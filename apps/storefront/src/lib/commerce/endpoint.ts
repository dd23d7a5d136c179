/** Where the backend's GraphQL endpoint lives; read per request so `next start` honours the runtime env. */
export function graphqlEndpoint(): string {
  return process.env.GQL_HOST ?? 'http://127.0.0.1:4000/graphql';
}
