/** Environment of the commerce backend, validated once at start-up. */
import { parseLoginClients } from './accounts/providers/login-clients-config.ts';
import { credentialsByDefault, parseCorsOrigins } from './api/cors.ts';
import { loadPersistedOperations } from './api/persisted-operations.ts';
import { environment, HEADLESS_LOGIN_TOKEN_TTL_SECONDS } from './config-environment.ts';
import { parseTrustedProxies } from './limits/client-address.ts';
import { parseRateLimits } from './limits/rules.ts';
import { parseTopics } from './webhooks/webhooks.ts';

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  return {
    port: values.COMMERCE_PORT,
    host: values.COMMERCE_HOST,
    publicUrl: values.COMMERCE_PUBLIC_URL?.replace(/\/$/, '') ?? null,
    database: values.DATABASE_URL
      ? ({ databaseUrl: values.DATABASE_URL } as const)
      : ({ dataDir: values.COMMERCE_DATA_DIR } as const),
    mediaCacheDir:
      values.COMMERCE_MEDIA_CACHE_DIR ??
      (values.DATABASE_URL || values.COMMERCE_DATA_DIR === 'memory://'
        ? null
        : `${values.COMMERCE_DATA_DIR}-media`),
    seed: values.COMMERCE_SEED,
    profile: values.COMMERCE_PROFILE,
    storefrontUrl: values.STOREFRONT_URL.replace(/\/$/, ''),
    logLevel: values.LOG_LEVEL,
    production: values.NODE_ENV === 'production',
    graphql: {
      limits: {
        maxTokens: values.COMMERCE_MAX_QUERY_TOKENS,
        maxAliases: values.COMMERCE_MAX_QUERY_ALIASES,
        maxDirectives: values.COMMERCE_MAX_QUERY_DIRECTIVES,
        maxDepth: values.COMMERCE_MAX_QUERY_DEPTH,
        maxCost: values.COMMERCE_MAX_QUERY_COST,
        maxResponseBytes: values.COMMERCE_MAX_RESPONSE_BYTES,
        timeoutMs: values.COMMERCE_QUERY_TIMEOUT_MS,
      },
      introspection:
        (values.COMMERCE_PUBLIC_INTROSPECTION ?? (values.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
      hideSuggestions: values.NODE_ENV === 'production',
      persistedOperations: values.COMMERCE_PERSISTED_OPERATIONS
        ? loadPersistedOperations(values.COMMERCE_PERSISTED_OPERATIONS)
        : null,
    },
    sessionSecret: values.COMMERCE_SESSION_SECRET ?? null,
    auth: {
      authTokenTtlSeconds:
        values.COMMERCE_AUTH_TOKEN_TTL_SECONDS ??
        (values.COMMERCE_PROFILE === 'stock' ? HEADLESS_LOGIN_TOKEN_TTL_SECONDS : 900),
      refreshTokenTtlSeconds: values.COMMERCE_REFRESH_TOKEN_TTL_SECONDS,
      // Headless Login accepts a token for a minute past its expiry (php-jwt's leeway).
      leewaySeconds: values.COMMERCE_PROFILE === 'stock' ? 60 : 0,
    },
    loginClients: parseLoginClients(values.COMMERCE_LOGIN_CLIENTS),
    cors: {
      origins: parseCorsOrigins(values.COMMERCE_CORS_ORIGINS),
      blockUnauthorized: values.COMMERCE_CORS_BLOCK_UNAUTHORIZED === 'on',
      allowCredentials: values.COMMERCE_CORS_ALLOW_CREDENTIALS
        ? values.COMMERCE_CORS_ALLOW_CREDENTIALS === 'on'
        : credentialsByDefault(values.COMMERCE_PROFILE, values.COMMERCE_CORS_ORIGINS),
      storefront: values.COMMERCE_PROFILE === 'full' ? new URL(values.STOREFRONT_URL).origin : null,
    },
    rateLimits: parseRateLimits(values.COMMERCE_RATE_LIMITS),
    trustedProxies: parseTrustedProxies(values.COMMERCE_TRUSTED_PROXIES),
    stripe: values.STRIPE_SECRET_KEY
      ? {
          secretKey: values.STRIPE_SECRET_KEY,
          publishableKey: requiredWithSecretKey(values.STRIPE_PUBLISHABLE_KEY),
          apiBase: values.STRIPE_API_BASE,
        }
      : null,
    testCard: values.COMMERCE_TEST_CARD === 'on',
    purchaseOrderRequired: values.COMMERCE_PURCHASE_ORDER_REQUIRED === 'true',
    giftCardDeliveryIntervalMs: values.COMMERCE_GIFT_CARD_DELIVERY_INTERVAL_SECONDS * 1000,
    stockAlertIntervalMs: values.COMMERCE_STOCK_ALERT_INTERVAL_SECONDS * 1000,
    webhook: storefrontWebhook(values),
    webhookIntervalMs: values.COMMERCE_WEBHOOK_INTERVAL_MS,
    registrationErrors: values.COMMERCE_REGISTRATION_ERRORS,
    requireCurrentPassword: currentPasswordRule(
      values.COMMERCE_REQUIRE_CURRENT_PASSWORD,
      values.COMMERCE_PROFILE,
    ),
    outboxDir:
      values.COMMERCE_OUTBOX_DIR ??
      (values.DATABASE_URL || values.COMMERCE_DATA_DIR === 'memory://'
        ? null
        : `${values.COMMERCE_DATA_DIR}-outbox`),
    smtp: values.SMTP_URL
      ? smtpFromUrl(values.SMTP_URL, values.SMTP_FROM)
      : values.SMTP_HOST
        ? {
            host: values.SMTP_HOST,
            port: values.SMTP_PORT,
            user: values.SMTP_USER ?? null,
            pass: values.SMTP_PASS ?? null,
            from: values.SMTP_FROM,
            secure: values.SMTP_SECURE === 'true',
          }
        : null,
  };
}

/** The SMTP settings of an smtp(s):// URL; the credentials may be percent-encoded. */
function smtpFromUrl(value: string, from: string) {
  const url = new URL(value);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    user: url.username ? decodeURIComponent(url.username) : null,
    pass: url.password ? decodeURIComponent(url.password) : null,
    from,
    secure,
  };
}

/** The current-password rule needs the field that carries it, which a stock site's schema lacks. */
function currentPasswordRule(setting: 'on' | 'off', profile: 'full' | 'stock'): boolean {
  if (setting === 'on' && profile === 'stock') {
    throw new Error(
      'COMMERCE_REQUIRE_CURRENT_PASSWORD=on needs COMMERCE_PROFILE=full: a stock WooGraphQL schema has no field to send the current password in.',
    );
  }
  return setting === 'on';
}

/** Card payments need both keys: the browser collects the card with the publishable one. */
function requiredWithSecretKey(publishableKey: string | undefined): string {
  if (!publishableKey?.startsWith('pk_')) {
    throw new Error('STRIPE_PUBLISHABLE_KEY (pk_…) must be set together with STRIPE_SECRET_KEY.');
  }
  return publishableKey;
}

/** The webhooks kept at start-up: both the URL and the secret, or neither. */
function storefrontWebhook(values: {
  COMMERCE_WEBHOOK_URL?: string | undefined;
  COMMERCE_WEBHOOK_SECRET?: string | undefined;
  COMMERCE_WEBHOOK_TOPICS?: string | undefined;
}) {
  const { COMMERCE_WEBHOOK_URL: url, COMMERCE_WEBHOOK_SECRET: secret } = values;
  if (!url && !secret) return null;
  if (!url || !secret) {
    throw new Error(
      'Invalid configuration:\n  COMMERCE_WEBHOOK_URL and COMMERCE_WEBHOOK_SECRET go together: set both or neither',
    );
  }
  return { deliveryUrl: url, secret, topics: parseTopics(values.COMMERCE_WEBHOOK_TOPICS) };
}
