import { DEFAULT_LANGUAGE, type StoreLanguage } from '@ppe/shop-rules/languages';
import type { Logger } from 'pino';
import type { TokenSettings } from '../accounts/auth-tokens.ts';
import type { LoginClientConfig } from '../accounts/providers/login-clients-config.ts';
import type { RegistrationErrors } from '../accounts/registration-errors.ts';
import { type RequestAuth, requestAuth } from '../accounts/request-auth.ts';
import { guardCustomerSession } from '../accounts/session-guard.ts';
import { type CatalogLoaders, createCatalogLoaders } from '../catalog/loaders.ts';
import type { StripeClient } from '../checkout/stripe.ts';
import { cachedOptions, type StoreOptions } from '../content/options.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../lib/mail.ts';
import type { RateLimiter } from '../limits/limiter.ts';
import { type RequestSession, requestSession } from '../sessions/session.ts';
import type { SchemaProfile } from './profile.ts';

/** What every resolver of one request shares. */
export interface Context {
  db: Db;
  /** `stock` answers as a stock WooGraphQL site: its sentences, status codes and access rules. */
  profile: SchemaProfile;
  /**
   * An HTTP status a field wants the answer to carry, as WordPress plugins set one with the
   * graphql_response_status_code filter (Headless Login's 400 for tokens asked for another user).
   */
  answerStatus: number | null;
  /**
   * The language store content is served in: the request's `lang` parameter (request-params.ts),
   * English when absent or unknown. The catalogue loaders already answer in it.
   */
  language: StoreLanguage;
  loaders: CatalogLoaders;
  /** Store settings, read once per process until they change (options.ts). */
  options: () => Promise<StoreOptions>;
  /** Absolute base URL of this backend, for media links. */
  publicUrl: string;
  /** The shopper's session (cart, addresses), from the `woocommerce-session` header. */
  session: RequestSession;
  /** The signed-in customer, from the `Authorization: Bearer` header (null for guests). */
  auth: RequestAuth;
  /** Keys and lifetimes of auth and refresh tokens. */
  tokens: TokenSettings;
  /** Sends order emails (SMTP or the outbox). */
  mailer: Mailer;
  logger: Logger;
  /** The storefront's public URL, for links in emails. */
  storefrontUrl: string;
  /** Stripe, when STRIPE_SECRET_KEY is configured. */
  stripe: StripeClient | null;
  /** Whether the test-card method is offered (COMMERCE_TEST_CARD=on). */
  testCard: boolean;
  /** Whether anyone may introspect the schema (COMMERCE_PUBLIC_INTROSPECTION / production mode). */
  publicIntrospection: boolean;
  /** How a registration with a taken username or email is answered (COMMERCE_REGISTRATION_ERRORS). */
  registrationErrors: RegistrationErrors;
  /** Whether a new password or email needs the current password (COMMERCE_REQUIRE_CURRENT_PASSWORD). */
  requireCurrentPassword: boolean;
  /** External sign-in providers (COMMERCE_LOGIN_CLIENTS). */
  loginClients: LoginClientConfig[];
  /** The client's address (COMMERCE_TRUSTED_PROXIES decides whether X-Forwarded-For counts). */
  clientAddress: string;
  /** Rate limits shared by every process on the database (the unpaid-order cap draws here). */
  rateLimiter: RateLimiter | null;
}

/** Settings every request's context takes over from the server as they are. */
type ServerSettings = Pick<
  Context,
  | 'db'
  | 'publicUrl'
  | 'tokens'
  | 'mailer'
  | 'logger'
  | 'storefrontUrl'
  | 'stripe'
  | 'testCard'
  | 'loginClients'
  | 'requireCurrentPassword'
>;

/** Settings with a default (tests and tools leave them out). */
type DefaultedSettings = Partial<
  Pick<
    Context,
    'publicIntrospection' | 'registrationErrors' | 'clientAddress' | 'rateLimiter' | 'language' | 'profile'
  >
>;

export interface ContextDependencies extends ServerSettings, DefaultedSettings {
  defaultOptions: StoreOptions;
  sessionSecret: string;
  /** The `woocommerce-session` request header, if any. */
  sessionHeader?: string;
  /** The `Authorization` request header, if any. */
  authorizationHeader?: string;
}

export function createContext({
  defaultOptions,
  sessionSecret,
  sessionHeader,
  authorizationHeader,
  ...settings
}: ContextDependencies): Context {
  const { db, tokens } = settings;
  const language = settings.language ?? DEFAULT_LANGUAGE;
  const profile = settings.profile ?? 'full';
  const auth = requestAuth(db, tokens, authorizationHeader, { invalidAsGuest: profile === 'stock' });
  const session = requestSession(db, sessionSecret, sessionHeader, { wording: profile });
  return {
    publicIntrospection: true,
    registrationErrors: 'woocommerce',
    clientAddress: 'unknown',
    rateLimiter: null,
    ...withoutUndefined(settings),
    profile,
    answerStatus: null,
    language,
    loaders: createCatalogLoaders(db, language),
    options: () => cachedOptions(db, defaultOptions, language),
    session: guardCustomerSession(session, auth),
    auth,
  };
}

/** The settings given: one passed as undefined keeps its default, as a left-out one does. */
function withoutUndefined<T extends object>(settings: T): T {
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) as T;
}
