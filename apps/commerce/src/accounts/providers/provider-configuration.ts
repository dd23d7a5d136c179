/**
 * openid-client configurations for the login clients: discovered from an OpenID issuer (its
 * endpoints and signing keys) or built from a plain OAuth 2 service's endpoints. Discovery
 * results are kept per client for the life of the process; a failed discovery is retried later.
 */
import * as oidc from 'openid-client';
import type { LoginClientConfig } from './login-clients-config.ts';

const cache = new Map<string, Promise<oidc.Configuration>>();

/** Plain-HTTP providers are allowed only on this machine (test and development issuers). */
const isLoopback = (address: string) => {
  const { protocol, hostname } = new URL(address);
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
};

async function build(client: LoginClientConfig): Promise<oidc.Configuration> {
  const auth = oidc.ClientSecretPost(client.clientSecret);
  const insecure = isLoopback(client.issuer ?? client.tokenEndpoint ?? '');
  if (client.issuer) {
    const config = await oidc.discovery(new URL(client.issuer), client.clientId, undefined, auth, {
      execute: insecure ? [oidc.allowInsecureRequests] : [],
    });
    // ID tokens are checked against the issuer's published keys too, not only its TLS identity.
    oidc.enableNonRepudiationChecks(config);
    return config;
  }
  const config = new oidc.Configuration(
    {
      // Plain OAuth 2 services have no issuer identifier; the token endpoint's origin stands in.
      issuer: new URL(client.tokenEndpoint ?? '').origin,
      authorization_endpoint: client.authorizationEndpoint,
      token_endpoint: client.tokenEndpoint,
      userinfo_endpoint: client.userinfoEndpoint,
    },
    client.clientId,
    undefined,
    auth,
  );
  if (insecure) oidc.allowInsecureRequests(config);
  return config;
}

export function providerConfiguration(client: LoginClientConfig): Promise<oidc.Configuration> {
  const key = JSON.stringify(client);
  let config = cache.get(key);
  if (!config) {
    config = build(client);
    cache.set(key, config);
    config.catch(() => cache.delete(key));
  }
  return config;
}
