/**
 * The commerce backend's settings as the environment gives them: names, defaults, bounds and the
 * words a wrong value is refused with. config.ts turns them into the backend's configuration.
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_QUERY_LIMITS } from './api/limits.ts';

/** Headless Login's access-token lifetime (TokenManager, graphql_login_token_validity). */
export const HEADLESS_LOGIN_TOKEN_TTL_SECONDS = 300;

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../data/commerce', import.meta.url));

/** A whole-number limit of what one GraphQL request may ask for (api/limits.ts). */
const queryLimit = (name: string, fallback: number, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(max, { error: `${name} must be at most ${max}` })
    .default(fallback);

/** A switch that is off unless set to "on". */
const onOff = (name: string) =>
  z.enum(['on', 'off'], { error: `${name} must be "on" or "off"` }).default('off');

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

export const environment = z.object({
  COMMERCE_PORT: port(4000),
  COMMERCE_HOST: z.string().default('127.0.0.1'),
  /** Absolute URL clients use to reach this backend (media links); defaults to the bound address. */
  COMMERCE_PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  COMMERCE_DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  /** Where rendered images are kept; defaults to a folder beside the data directory. */
  COMMERCE_MEDIA_CACHE_DIR: z.string().optional(),
  /**
   * 'full' serves everything (WooGraphQL subset, WooNuxt Settings fields, store extensions);
   * 'stock' serves only what a stock WordPress + WPGraphQL + WooGraphQL + Headless Login site does.
   */
  COMMERCE_PROFILE: z
    .enum(['full', 'stock'], {
      error:
        'COMMERCE_PROFILE must be "full" (every field this backend serves) or "stock" (only a stock WooGraphQL site\'s schema)',
    })
    .default('full'),
  /** 'demo' seeds the demo store into an empty database; 'none' leaves it empty. */
  COMMERCE_SEED: z.enum(['demo', 'none']).default('demo'),
  /** The storefront's public URL, used for product links, canonical URLs and SEO. */
  STOREFRONT_URL: z.url().default('http://localhost:3000'),
  /** Signs session tokens; generated once and kept in the database when unset. */
  COMMERCE_SESSION_SECRET: z.string().min(16).optional(),
  /**
   * Lifetime of a signed-in customer's auth token (JWT), in seconds: 15 minutes, or Headless
   * Login's 300 under the stock profile; a value set here wins in both.
   */
  COMMERCE_AUTH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  /** Lifetime of a refresh token (one login session), in seconds: 30 days. */
  COMMERCE_REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(31_536_000).default(2_592_000),
  /** External sign-in providers: a JSON array of OAuth 2 / OpenID Connect clients (README). */
  COMMERCE_LOGIN_CLIENTS: z.string().optional(),
  /** Where order emails are written when SMTP is not configured; defaults beside the data directory. */
  COMMERCE_OUTBOX_DIR: z.string().optional(),
  /** SMTP server for order emails; without it emails go to the outbox. */
  /** smtp://user:pass@host:587 or smtps://…:465, one setting instead of the SMTP_HOST group. */
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'SMTP_URL must look like smtp://user:password@host:587 (or smtps://…)',
    })
    .optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: port(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.string().default('SafetyGear Pro <orders@localhost>'),
  /** 'true' for implicit TLS (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: z.enum(['true', 'false']).default('false'),
  /** Stripe secret key (sk_…): enables card payments with Payment Intents instead of the test card. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Stripe publishable key (pk_…), given to the storefront for Stripe Elements; required with the secret key. */
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** Stripe's API address; changed only by tests. */
  STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
  /** 'on' offers the test-card method (demo, browser journeys): it settles orders without money. */
  COMMERCE_TEST_CARD: z
    .enum(['on', 'off'], {
      error:
        'COMMERCE_TEST_CARD must be "on" (offer the test card, which marks orders paid without any money: demos and tests only) or "off"',
    })
    .default('off'),
  /** 'true': every order needs a purchase-order number (the storefront's STORE_PURCHASE_ORDER_REQUIRED). */
  COMMERCE_PURCHASE_ORDER_REQUIRED: z
    .enum(['true', 'false'], {
      error:
        'COMMERCE_PURCHASE_ORDER_REQUIRED must be "true" (every order needs a purchase-order number) or "false"',
    })
    .default('false'),
  /** 'private' answers every refused registration with one message that reveals no account. */
  COMMERCE_REGISTRATION_ERRORS: z
    .enum(['woocommerce', 'private'], {
      error:
        'COMMERCE_REGISTRATION_ERRORS must be "woocommerce" (say which username or email is taken) or "private" (one message that reveals no account)',
    })
    .default('woocommerce'),
  /**
   * 'on' refuses a new password or a different email without the account's current password (the
   * full profile's UpdateCustomerInput.currentPassword). Off, as WooGraphQL: a current password
   * sent is still checked.
   */
  COMMERCE_REQUIRE_CURRENT_PASSWORD: z
    .enum(['on', 'off'], {
      error:
        'COMMERCE_REQUIRE_CURRENT_PASSWORD must be "on" (a new password or email needs the current password) or "off" (as WooGraphQL: it is checked only when sent)',
    })
    .default('off'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'production': a public backend (no introspection unless turned on, no field suggestions). */
  NODE_ENV: z.string().optional(),
  /** WPGraphQL's "public introspection": on by default in development, off in production. */
  COMMERCE_PUBLIC_INTROSPECTION: z
    .enum(['on', 'off'], { error: 'COMMERCE_PUBLIC_INTROSPECTION must be "on" or "off"' })
    .optional(),
  COMMERCE_MAX_QUERY_TOKENS: queryLimit(
    'COMMERCE_MAX_QUERY_TOKENS',
    DEFAULT_QUERY_LIMITS.maxTokens,
    100,
    1_000_000,
  ),
  COMMERCE_MAX_QUERY_ALIASES: queryLimit(
    'COMMERCE_MAX_QUERY_ALIASES',
    DEFAULT_QUERY_LIMITS.maxAliases,
    0,
    10_000,
  ),
  COMMERCE_MAX_QUERY_DIRECTIVES: queryLimit(
    'COMMERCE_MAX_QUERY_DIRECTIVES',
    DEFAULT_QUERY_LIMITS.maxDirectives,
    0,
    10_000,
  ),
  COMMERCE_MAX_QUERY_DEPTH: queryLimit('COMMERCE_MAX_QUERY_DEPTH', DEFAULT_QUERY_LIMITS.maxDepth, 5, 1_000),
  COMMERCE_MAX_QUERY_COST: queryLimit(
    'COMMERCE_MAX_QUERY_COST',
    DEFAULT_QUERY_LIMITS.maxCost,
    100,
    1_000_000_000,
  ),
  COMMERCE_MAX_RESPONSE_BYTES: queryLimit(
    'COMMERCE_MAX_RESPONSE_BYTES',
    DEFAULT_QUERY_LIMITS.maxResponseBytes,
    1_000,
    1_000_000_000,
  ),
  COMMERCE_QUERY_TIMEOUT_MS: queryLimit(
    'COMMERCE_QUERY_TIMEOUT_MS',
    DEFAULT_QUERY_LIMITS.timeoutMs,
    1,
    600_000,
  ),
  /** Browser origins allowed besides this backend's own (Headless Login's authorised domains), comma-separated. */
  COMMERCE_CORS_ORIGINS: z.string().default(''),
  /** Headless Login's "Block unauthorized domains": GraphQL requests from other origins, or none, get 403. */
  COMMERCE_CORS_BLOCK_UNAUTHORIZED: onOff('COMMERCE_CORS_BLOCK_UNAUTHORIZED'),
  /** Headless Login's "Access-Control-Allow-Credentials" for an allowed origin; unset: on for listed origins (full). */
  COMMERCE_CORS_ALLOW_CREDENTIALS: onOff('COMMERCE_CORS_ALLOW_CREDENTIALS').removeDefault().optional(),
  /** Rate limits over the defaults: "login=30/15m,contact=5/1h" ("*" for every rule). */
  COMMERCE_RATE_LIMITS: z.string().default(''),
  /** A manifest of saved GraphQL documents (sha256 → text): only those run. Unset: any query. */
  COMMERCE_PERSISTED_OPERATIONS: z.string().optional(),
  /** Peers whose X-Forwarded-For is believed (the storefront's server): addresses or CIDR ranges, or none. */
  COMMERCE_TRUSTED_PROXIES: z.string().default('127.0.0.1,::1'),
  /** How often each process looks for gift cards due to be emailed, in seconds. */
  COMMERCE_GIFT_CARD_DELIVERY_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** How often each process looks for confirmed stock alerts whose item is back in stock, in seconds. */
  COMMERCE_STOCK_ALERT_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** The delivery URL of the webhooks the backend keeps for the product topics (the storefront's /api/webhooks/woocommerce). */
  COMMERCE_WEBHOOK_URL: z.url().optional(),
  /** Their secret: each delivery is signed with it (X-WC-Webhook-Signature). */
  COMMERCE_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Their topics, comma-separated; unset: product.created, product.updated, product.deleted, product.restored. */
  COMMERCE_WEBHOOK_TOPICS: z.string().optional(),
  /** How often each process looks for catalogue changes to deliver, in milliseconds. */
  COMMERCE_WEBHOOK_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(1_000),
});
