/**
 * Sign-in with an external provider (the `login` mutation for any provider but PASSWORD):
 * spends the state this backend issued, exchanges the code with the client secret and PKCE
 * verifier, validates the ID token (issuer, audience, nonce, signature), then finds the customer
 * by their linked identity or their email, creating one for a new email.
 */
import { and, eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { customerIdentities } from '../../db/schema.ts';
import type { Context } from '../../graphql/context.ts';
import { UserInputError } from '../../lib/errors.ts';
import { findOrCreateCustomerByEmail } from '../customers.ts';
import { redirectUriOf } from './login-clients-config.ts';
import { consumeOAuthState } from './oauth-states.ts';
import { providerConfiguration } from './provider-configuration.ts';
import { type ProviderProfile, readProviderProfile } from './provider-profile.ts';

export const PROVIDER_NOT_AVAILABLE = 'This sign-in method is not available. Please choose another one.';
export const signInFailed = (name: string) => `Sign-in with ${name} failed. Please try again.`;
export const noVerifiedEmail = (name: string) =>
  `Your ${name} account did not share a verified email address. Please sign in another way.`;

export interface OAuthResponse {
  code?: string | null;
  state?: string | null;
}

/** Returns the id of the customer the provider vouched for. */
export async function signInWithProvider(
  context: Context,
  provider: string,
  oauthResponse: OAuthResponse | null | undefined,
): Promise<number> {
  const client = context.loginClients.find((candidate) => candidate.provider === provider);
  if (!client?.isEnabled)
    throw new UserInputError(PROVIDER_NOT_AVAILABLE, { code: 'PROVIDER_NOT_AVAILABLE' });
  const issued = await consumeOAuthState(context.db, client.slug, oauthResponse?.state);
  const code = oauthResponse?.code?.trim();
  if (!code)
    throw new UserInputError(signInFailed(client.name), {
      code: 'PROVIDER_SIGN_IN_FAILED',
      params: { provider: client.name },
    });

  let profile: ProviderProfile;
  try {
    const config = await providerConfiguration(client);
    // The callback URL as the provider built it. The storefront forwards only code and state;
    // the state is bound to this one client, which is what the RFC 9207 `iss` parameter proves.
    const callback = new URL(redirectUriOf(context.storefrontUrl, client));
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', issued.state);
    if (client.openId) callback.searchParams.set('iss', config.serverMetadata().issuer);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: issued.codeVerifier,
      expectedState: issued.state,
      ...(client.openId ? { expectedNonce: issued.nonce, idTokenExpected: true } : {}),
    });
    profile = await readProviderProfile(client, config, tokens);
  } catch (error) {
    context.logger.warn({ err: error, client: client.slug }, 'provider sign-in failed');
    throw new UserInputError(signInFailed(client.name), {
      code: 'PROVIDER_SIGN_IN_FAILED',
      params: { provider: client.name },
    });
  }
  return customerFor(context, client.slug, profile, client.name);
}

/** The linked customer, else the one with the email (linking it), else a new customer. */
async function customerFor(
  context: Context,
  providerKey: string,
  profile: ProviderProfile,
  providerName: string,
): Promise<number> {
  const { db } = context;
  const identity = and(
    eq(customerIdentities.provider, providerKey),
    eq(customerIdentities.subject, profile.subject),
  );
  const [linked] = await db.select().from(customerIdentities).where(identity);
  if (linked) {
    if (profile.email && profile.email !== linked.email) {
      await db.update(customerIdentities).set({ email: profile.email }).where(identity);
    }
    return linked.customerId;
  }
  if (!profile.email)
    throw new UserInputError(noVerifiedEmail(providerName), {
      code: 'PROVIDER_EMAIL_MISSING',
      params: { provider: providerName },
    });
  const customer = await findOrCreateCustomerByEmail(db, {
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
  });
  await db
    .insert(customerIdentities)
    .values({
      provider: providerKey,
      subject: profile.subject,
      customerId: customer.id,
      email: profile.email,
    })
    .onConflictDoNothing();
  // A simultaneous first sign-in may have linked the identity first; its link wins.
  const [winner] = await db.select().from(customerIdentities).where(identity);
  return winner?.customerId ?? customer.id;
}
