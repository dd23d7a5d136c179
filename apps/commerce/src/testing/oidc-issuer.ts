/**
 * A real OpenID Connect provider for tests (the `oidc-provider` package) on 127.0.0.1, and a
 * user agent that signs in at its development login page over plain HTTP: it follows the
 * redirects, keeps the cookies and posts the login and consent forms, ending at the redirect
 * URI with a real authorization code.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIssuerProfile {
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * What a login name signs in as. The development login form makes the typed login the
   * account id (the ID token's `sub`); by default it is also the verified email address.
   */
  profiles: Map<string, TestIssuerProfile>;
  close(): Promise<void>;
}

export interface TestIssuerOptions {
  /** Claims of every login without a profile of its own, beside its email (the login itself). */
  defaultClaims?: Omit<TestIssuerProfile, 'email'>;
}

export async function startTestIssuer(
  redirectUris: string[],
  { defaultClaims = {} }: TestIssuerOptions = {},
): Promise<TestIssuer> {
  // The issuer URL names the port, so the server listens before the provider exists.
  let handle: RequestListener = (_request, response) => response.writeHead(503).end();
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const profiles = new Map<string, TestIssuerProfile>();
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'storefront',
        client_secret: 'storefront-secret',
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['test-issuer-cookie-key'] },
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
      claims: () => ({
        sub,
        ...(profiles.get(sub) ?? { email: sub, email_verified: true, ...defaultClaims }),
      }),
    }),
    features: { devInteractions: { enabled: true } },
  });
  handle = provider.callback();
  return {
    issuer,
    clientId: 'storefront',
    clientSecret: 'storefront-secret',
    profiles,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Opens an authorization URL as a browser would and signs in as `login`; returns the URL the
 * provider redirected back to (carrying code and state), without requesting it.
 */
export async function signInAtIssuer(
  authorizationUrl: string,
  login: string,
  redirectUri: string,
): Promise<URL> {
  const cookies = new Map<string, string>();
  let address = authorizationUrl;
  let form: URLSearchParams | null = null;
  for (let step = 0; step < 12; step += 1) {
    const response: Response = await fetch(address, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form,
    });
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';')[0] ?? '';
      const split = pair.indexOf('=');
      cookies.set(pair.slice(0, split), pair.slice(split + 1));
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, address);
      if (next.href.startsWith(redirectUri)) return next;
      address = next.href;
      form = null;
      continue;
    }
    const page: string = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt: string | undefined = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt)
      throw new Error(`The issuer answered ${response.status} without a form: ${page.slice(0, 300)}`);
    address = new URL(action, address).href;
    form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt });
  }
  throw new Error('The issuer did not redirect back.');
}
