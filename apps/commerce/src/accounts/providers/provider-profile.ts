/**
 * Who signed in at the provider: a stable subject and an email the provider vouches for.
 * OpenID Connect gives them in the (already validated) ID token or at the UserInfo endpoint;
 * plain OAuth 2 services (GitHub) answer a profile API and, for private addresses, an emails API.
 */
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { LoginClientConfig } from './login-clients-config.ts';

export interface ProviderProfile {
  subject: string;
  /** Null when the provider shared no verified address. */
  email: string | null;
  firstName: string;
  lastName: string;
}

const claimsSchema = z.looseObject({
  sub: z.union([z.string(), z.number()]).optional(),
  id: z.union([z.string(), z.number()]).optional(),
  email: z.string().nullish(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  given_name: z.string().nullish(),
  family_name: z.string().nullish(),
  name: z.string().nullish(),
});
type Claims = z.infer<typeof claimsSchema>;

const githubEmailsSchema = z.array(
  z.looseObject({ email: z.string(), primary: z.boolean().optional(), verified: z.boolean().optional() }),
);

/** An address the provider marked unverified cannot be trusted to pick an existing account. */
const verifiedEmail = (claims: Claims) =>
  claims.email && claims.email_verified !== false && claims.email_verified !== 'false' ? claims.email : null;

function names(claims: Claims) {
  if (claims.given_name || claims.family_name) {
    return { firstName: claims.given_name ?? '', lastName: claims.family_name ?? '' };
  }
  const [first = '', ...rest] = (claims.name ?? '').trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

async function getJson(address: string, accessToken: string): Promise<unknown> {
  const response = await fetch(address, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      // GitHub's API refuses requests without a User-Agent.
      'user-agent': 'ppe-commerce',
    },
  });
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  return response.json();
}

export async function readProviderProfile(
  client: LoginClientConfig,
  config: oidc.Configuration,
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
): Promise<ProviderProfile> {
  if (client.openId) {
    const idToken = tokens.claims();
    if (!idToken) throw new Error('The provider returned no ID token.');
    let claims = claimsSchema.parse(idToken);
    if (!claims.email && config.serverMetadata().userinfo_endpoint) {
      claims = {
        ...claimsSchema.parse(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)),
        ...claims,
      };
    }
    return { subject: idToken.sub, email: verifiedEmail(claims), ...names(claims) };
  }
  const claims = claimsSchema.parse(await getJson(client.userinfoEndpoint ?? '', tokens.access_token));
  const subject = claims.sub ?? claims.id;
  if (subject === undefined) throw new Error('The provider profile has no user id.');
  let email = verifiedEmail(claims);
  if (!email && client.emailsEndpoint) {
    const emails = githubEmailsSchema.parse(await getJson(client.emailsEndpoint, tokens.access_token));
    const verified = emails.filter((entry) => entry.verified);
    email = (verified.find((entry) => entry.primary) ?? verified[0])?.email ?? null;
  }
  return { subject: String(subject), email, ...names(claims) };
}
