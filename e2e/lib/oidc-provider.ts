/**
 * A real OpenID Connect provider for the journeys (the `oidc-provider` package) on 127.0.0.1,
 * with one client whose redirect URI is the storefront's callback page. Its development login
 * page accepts any login and password: the login becomes the account's `sub` and its verified
 * email address, so a journey picks a fresh address to sign up and a known one to sign in.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The login client the global setup configures; its button on /my-account carries this name. */
export const E2E_LOGIN_CLIENT = { name: 'Test ID', slug: 'test-id', provider: 'OAUTH2_GENERIC' } as const;

export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export async function startOidcProvider({ redirectUri }: { redirectUri: string }): Promise<OidcProvider> {
  // The issuer URL names the port, so the server listens before the provider exists.
  let handle: RequestListener = (_request, response) => response.writeHead(503).end();
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'ppe-storefront';
  const clientSecret = randomBytes(24).toString('base64url');
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'e2e-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['e2e-oidc-cookie-key'] },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: sub, email_verified: true, given_name: 'Oidc', family_name: 'Shopper' }),
    }),
    features: { devInteractions: { enabled: true } },
  });
  handle = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
