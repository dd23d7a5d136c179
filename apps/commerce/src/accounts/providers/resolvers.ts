/**
 * `loginClients` (WPGraphQL Headless Login): the configured external providers, each with an
 * authorization URL that carries a fresh single-use state, PKCE challenge and nonce.
 */
import * as oidc from 'openid-client';
import type { Context } from '../../graphql/context.ts';
import type { LoginClientResolvers, RootQueryResolvers } from '../../graphql/generated/resolvers-types.ts';
import type { LoginClientSource } from '../types.ts';
import { type LoginClientConfig, redirectUriOf } from './login-clients-config.ts';
import { issueOAuthState } from './oauth-states.ts';
import { providerConfiguration } from './provider-configuration.ts';

/** Builds the URL that starts a sign-in; null (and logged) when the provider cannot be reached. */
export async function authorizationUrl(context: Context, client: LoginClientConfig): Promise<string | null> {
  if (!client.isEnabled) return null;
  let config: oidc.Configuration;
  try {
    config = await providerConfiguration(client);
  } catch (error) {
    // One unreachable provider must not break the cart query that lists the clients.
    context.logger.error({ err: error, client: client.slug }, 'login provider discovery failed');
    return null;
  }
  const issued = await issueOAuthState(context.db, client.slug);
  const parameters: Record<string, string> = {
    redirect_uri: redirectUriOf(context.storefrontUrl, client),
    state: issued.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(issued.codeVerifier),
    code_challenge_method: 'S256',
  };
  if (client.scope) parameters.scope = client.scope;
  if (client.openId) parameters.nonce = issued.nonce;
  return oidc.buildAuthorizationUrl(config, parameters).href;
}

export const loginClientQueryResolvers: RootQueryResolvers = {
  loginClients: (_root, _args, context): LoginClientSource[] =>
    context.loginClients.map((client, order) => ({ client, order })),
};

export const loginClientResolvers: LoginClientResolvers = {
  name: ({ client }) => client.name,
  provider: ({ client }) => client.provider,
  isEnabled: ({ client }) => client.isEnabled,
  clientId: ({ client }) => client.clientId,
  order: ({ order }) => order,
  authorizationUrl: ({ client }, _args, context) => authorizationUrl(context, client),
};
