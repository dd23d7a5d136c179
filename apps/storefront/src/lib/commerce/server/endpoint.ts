import { addressInLanguage, type StoreLanguage } from '@ppe/shop-rules/languages';

/** Where the backend's GraphQL endpoint lives; read per request so `next start` honours the runtime env. */
export function graphqlEndpoint(): string {
  return process.env.GQL_HOST ?? 'http://127.0.0.1:4000/graphql';
}

/**
 * The endpoint that answers in `language`: the language as a request parameter (`…/graphql?lang=de`),
 * as WPML's "language as a parameter" mode and Polylang's `lang` query variable read it; a site
 * without a multilingual plugin ignores it and answers in its own language. English asks exactly as
 * before, without it. Being part of the URL, the language also keeps Next's data cache apart: a
 * cached German answer is never served to an English page.
 */
export function graphqlEndpointIn(language: StoreLanguage): string {
  return addressInLanguage(graphqlEndpoint(), language);
}
