/**
 * Shapes of the account settings a request carries (see graphql/context.ts), read from the
 * environment by config.ts; accounts, which acts on them (registration answers, external
 * sign-in), imports them from here.
 */

/** How a registration with a taken username or email is answered (COMMERCE_REGISTRATION_ERRORS). */
export type RegistrationErrors = 'woocommerce' | 'private';

/** Headless Login's LoginProviderEnum, without the two that are not OAuth (PASSWORD, SITETOKEN). */
export const OAUTH_PROVIDERS = [
  'FACEBOOK',
  'GITHUB',
  'GOOGLE',
  'INSTAGRAM',
  'LINKEDIN',
  'OAUTH2_GENERIC',
] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export interface LoginClientConfig {
  name: string;
  provider: OAuthProvider;
  slug: string;
  clientId: string;
  clientSecret: string;
  issuer?: string;
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  userinfoEndpoint?: string;
  emailsEndpoint?: string;
  scope: string;
  isEnabled: boolean;
  /** True for an OpenID Connect issuer: an ID token (with nonce) is expected and checked. */
  openId: boolean;
}
