/**
 * External sign-in providers, configured with COMMERCE_LOGIN_CLIENTS: a JSON array of OAuth 2 /
 * OpenID Connect clients. An OpenID issuer is found by discovery; plain OAuth 2 services name
 * their endpoints. Google and GitHub get their well-known endpoints when none are given.
 */
import { z } from 'zod';
import { type LoginClientConfig, OAUTH_PROVIDERS } from '../../settings/accounts.ts';

export type { LoginClientConfig };

const GITHUB_ENDPOINTS = {
  authorizationEndpoint: 'https://github.com/login/oauth/authorize',
  tokenEndpoint: 'https://github.com/login/oauth/access_token',
  userinfoEndpoint: 'https://api.github.com/user',
  emailsEndpoint: 'https://api.github.com/user/emails',
};

const url = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

const clientSchema = z
  .object({
    name: z.string().trim().min(1, 'name is required'),
    provider: z.enum(OAUTH_PROVIDERS, { message: `provider must be one of ${OAUTH_PROVIDERS.join(', ')}` }),
    slug: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9-]*$/,
        'slug must be lowercase letters, digits and hyphens (it is a URL segment)',
      ),
    clientId: z.string().min(1, 'clientId is required'),
    clientSecret: z.string().min(1, 'clientSecret is required'),
    /** OpenID Connect issuer: endpoints, keys and ID-token checks come from its discovery document. */
    issuer: url.optional(),
    authorizationEndpoint: url.optional(),
    tokenEndpoint: url.optional(),
    userinfoEndpoint: url.optional(),
    /** GitHub-style list of the account's addresses, read when the profile has no public email. */
    emailsEndpoint: url.optional(),
    scope: z.string().trim().optional(),
    isEnabled: z.boolean().default(true),
  })
  .strict()
  .transform((client): LoginClientConfig => {
    const defaults =
      client.provider === 'GITHUB' && !client.issuer && !client.authorizationEndpoint
        ? GITHUB_ENDPOINTS
        : client.provider === 'GOOGLE' && !client.issuer && !client.authorizationEndpoint
          ? { issuer: 'https://accounts.google.com' }
          : {};
    const merged = { ...defaults, ...client };
    const scope =
      merged.scope ??
      (merged.issuer ? 'openid email profile' : client.provider === 'GITHUB' ? 'read:user user:email' : '');
    return { ...merged, scope, openId: Boolean(merged.issuer) };
  })
  .refine((client) => client.issuer || (client.authorizationEndpoint && client.tokenEndpoint), {
    message: 'give either "issuer" (OpenID Connect) or "authorizationEndpoint" and "tokenEndpoint"',
  })
  .refine((client) => client.issuer || client.userinfoEndpoint, {
    message: 'an OAuth 2 client without "issuer" needs "userinfoEndpoint" to learn who signed in',
  });

const clientsSchema = z
  .array(clientSchema)
  .refine((clients) => new Set(clients.map((c) => c.slug)).size === clients.length, {
    message: 'each slug may appear only once',
  })
  // The login mutation names a client only by its provider, so each provider is configured once.
  .refine((clients) => new Set(clients.map((c) => c.provider)).size === clients.length, {
    message: 'each provider may appear only once',
  });

/** Parses COMMERCE_LOGIN_CLIENTS; throws a message naming the bad entry and field. */
export function parseLoginClients(raw: string | undefined): LoginClientConfig[] {
  if (!raw?.trim()) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('COMMERCE_LOGIN_CLIENTS must be a JSON array of login clients.');
  }
  const parsed = clientsSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const where = issue.path
        .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
        .join('');
      return where ? `${where.replace(/^\./, '')}: ${issue.message}` : issue.message;
    });
    throw new Error(`COMMERCE_LOGIN_CLIENTS is invalid: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** Where the provider sends the shopper back: the storefront's callback page for this client. */
export const redirectUriOf = (storefrontUrl: string, client: Pick<LoginClientConfig, 'slug'>) =>
  `${storefrontUrl}/oauth/login/${client.slug}`;
