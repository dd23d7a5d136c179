/**
 * A real OpenID Connect provider for the journeys (the backend tests' issuer, on 127.0.0.1) with
 * one client whose redirect URI is the storefront's callback page. Its development login page
 * accepts any login and password: the login becomes the account's `sub` and its verified email
 * address, so a journey picks a fresh address to sign up and a known one to sign in.
 */
import { startTestIssuer, type TestIssuer } from '../../apps/commerce/src/testing/oidc-issuer';

/** The login client the global setup configures; its button on /my-account carries this name. */
export const E2E_LOGIN_CLIENT = { name: 'Test ID', slug: 'test-id', provider: 'OAUTH2_GENERIC' } as const;

export type OidcProvider = TestIssuer;

export function startOidcProvider({ redirectUri }: { redirectUri: string }): Promise<OidcProvider> {
  return startTestIssuer([redirectUri], { defaultClaims: { given_name: 'Oidc', family_name: 'Shopper' } });
}
