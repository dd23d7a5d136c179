/**
 * The request context every resolver receives: the primitives of one request (database,
 * session, who is signed in, language, logger, mailer) and the shop's settings. Domain services
 * are not carried here: a domain keeps its own per request (catalog/loaders.ts catalogLoaders)
 * or imports another domain directly. The API layer builds it (api/context.ts).
 */
import type { StoreLanguage } from '@ppe/shop-rules/languages';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../lib/mail.ts';
import type { StripeClient } from '../lib/stripe.ts';
import type { RateLimiter } from '../limits/limiter.ts';
import type { RequestAuth, TokenSettings } from '../sessions/auth.ts';
import type { RequestSession } from '../sessions/session.ts';
import type { LoginClientConfig, RegistrationErrors } from '../settings/accounts.ts';
import type { StoreOptions } from '../settings/options.ts';
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
   * The language store content is served in: the request's `lang` parameter (api/request-params.ts),
   * English when absent or unknown. The catalogue loaders answer in it.
   */
  language: StoreLanguage;
  /** Store settings, read once per process until they change (settings/options.ts). */
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
  /** Whether every order needs a purchase-order number (COMMERCE_PURCHASE_ORDER_REQUIRED). */
  purchaseOrderRequired: boolean;
  /** Whether a new password or email needs the current password (COMMERCE_REQUIRE_CURRENT_PASSWORD). */
  requireCurrentPassword: boolean;
  /** External sign-in providers (COMMERCE_LOGIN_CLIENTS). */
  loginClients: LoginClientConfig[];
  /** The client's address (COMMERCE_TRUSTED_PROXIES decides whether X-Forwarded-For counts). */
  clientAddress: string;
  /** Rate limits shared by every process on the database (the unpaid-order cap draws here). */
  rateLimiter: RateLimiter | null;
}
