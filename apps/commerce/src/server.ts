/**
 * The commerce HTTP server: GraphQL at /graphql, store images at /media, purchased files at
 * /download/<key>, a health check, and a graceful shutdown that lets in-flight requests finish
 * before the database closes.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Kind } from 'graphql';
import type { Logger } from 'pino';
import { tokenSettings } from './accounts/auth-tokens.ts';
import { requestAuth } from './accounts/request-auth.ts';
import { createContext } from './api/context.ts';
import {
  allowedOrigins,
  corsHeaders,
  corsStartupNote,
  matchedOrigin,
  UNAUTHORIZED_ORIGIN,
} from './api/cors.ts';
import { createGraphQLHandler } from './api/http.ts';
import { requestLanguage } from './api/request-params.ts';
import { createSchema } from './api/schema.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { startHealthProbe } from './db/health-probe.ts';
import { DOWNLOAD_PATH, serveDownload } from './downloads/http.ts';
import { isPublicDocumentPath, servePublicDocument } from './downloads/public-documents.ts';
import { startGiftCardDelivery } from './gift-cards/delivery.ts';
import { repeatEvery } from './lib/periodic.ts';
import { stripeClient } from './lib/stripe.ts';
import { clientAddress } from './limits/client-address.ts';
import { rateLimitHits } from './limits/guard.ts';
import { createRateLimiter } from './limits/limiter.ts';
import { rateLimitedMessage } from './limits/rules.ts';
import { isMediaPath, serveMedia } from './media/http.ts';
import { MediaRenderer } from './media/render.ts';
import { purgeUnconfirmedSignUps } from './newsletter/subscriptions.ts';
import { configuredMailer } from './orders/mailer.ts';
import { loadSessionSecret } from './sessions/secret.ts';
import { purgeExpiredSessions, requestSession, SESSION_HEADER } from './sessions/session.ts';
import { cachedOptions, defaultOptions } from './settings/options.ts';
import { startStockAlertDelivery } from './stock-alerts/delivery.ts';
import { purgeUnconfirmedAlerts } from './stock-alerts/subscriptions.ts';
import { keepWebhook, STOREFRONT_WEBHOOK, startWebhookDelivery } from './webhooks/webhooks.ts';

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export interface CommerceServer {
  server: Server;
  /** The base URL the server answers on once listening. */
  url: string;
  close(): Promise<void>;
}

export async function startServer(
  config: Config,
  database: Database,
  logger: Logger,
  /** The rate limits' clock, in epoch milliseconds (tests move it instead of waiting). */
  clock: { now?: () => number } = {},
): Promise<CommerceServer> {
  const schema = createSchema(config.profile);
  let publicUrl = config.publicUrl ?? '';
  const options = defaultOptions(config.storefrontUrl);
  const sessionSecret = await loadSessionSecret(database.db, config.sessionSecret);
  const tokens = tokenSettings(sessionSecret, config.auth);
  // Expired sessions can never be used again; drop them (and their carts) at each start.
  await purgeExpiredSessions(database.db);
  const mailer = configuredMailer(config, logger);
  const stripe = config.stripe
    ? stripeClient(config.stripe.secretKey, config.stripe.publishableKey, config.stripe.apiBase)
    : null;
  const rateLimiter = createRateLimiter(database.db, config.rateLimits, clock.now);
  await rateLimiter.purge();
  // Newsletter sign-ups nobody confirmed are no consent: dropped at each start and every day.
  await purgeUnconfirmedSignUps(database.db);
  await purgeUnconfirmedAlerts(database.db);
  const signUpPurge = repeatEvery(
    () => Promise.all([purgeUnconfirmedSignUps(database.db), purgeUnconfirmedAlerts(database.db)]),
    24 * 60 * 60 * 1000,
    (error) => logger.error({ err: error }, 'newsletter sign-up purge failed'),
  );
  // Gift cards due today are emailed at the next run; several processes share the work safely.
  const stopGiftCardDelivery = startGiftCardDelivery(
    database.db,
    mailer,
    async () => {
      const stored = await cachedOptions(database.db, options);
      return {
        siteName: stored.site.siteName,
        storefrontUrl: config.storefrontUrl,
        currency: stored.currency,
      };
    },
    logger,
    config.giftCardDeliveryIntervalMs,
  );
  // Confirmed stock alerts whose item is back are emailed at the next run, whatever changed the
  // stock; several processes share the work safely.
  const stopStockAlertDelivery = startStockAlertDelivery(
    database.db,
    mailer,
    async () => ({
      siteName: (await cachedOptions(database.db, options)).site.siteName,
      storefrontUrl: config.storefrontUrl,
    }),
    logger,
    config.stockAlertIntervalMs,
  );
  // The catalogue's changes reach the webhooks listening to them (webhooks/deliver.ts), from every
  // process; the storefront's own are kept as configured.
  if (config.webhook) await keepWebhook(database.db, { name: STOREFRONT_WEBHOOK, ...config.webhook });
  const stopWebhookDelivery = await startWebhookDelivery(
    database.db,
    () => ({ publicUrl, source: `${publicUrl}/`, storefrontUrl: config.storefrontUrl }),
    logger,
    config.webhookIntervalMs,
  );
  // /health answers from a probe that runs ahead of shoppers' statements (health-probe.ts says
  // why), never waiting behind them itself.
  const healthProbe = startHealthProbe(database);
  const addressOf = (request: IncomingMessage) => clientAddress(request, config.trustedProxies);
  const handleGraphQL = createGraphQLHandler({
    schema,
    logger,
    profile: config.profile,
    ...config.graphql,
    rateLimit: async (request, document, operation, variables) => {
      const fragments = document.definitions.filter(
        (definition) => definition.kind === Kind.FRAGMENT_DEFINITION,
      );
      const hits = rateLimitHits(schema, fragments, operation, variables, addressOf(request));
      const refusal = await rateLimiter.take(hits);
      if (!refusal) return null;
      logger.warn({ rule: refusal.rule, address: addressOf(request) }, 'rate limited');
      return {
        retryAfterSeconds: refusal.retryAfterSeconds,
        message: rateLimitedMessage(refusal.retryAfterSeconds),
      };
    },
    createContext: (request) =>
      createContext({
        db: database.db,
        publicUrl,
        defaultOptions: options,
        sessionSecret,
        sessionHeader: firstHeader(request.headers[SESSION_HEADER]),
        authorizationHeader: request.headers.authorization,
        tokens,
        mailer,
        logger,
        storefrontUrl: config.storefrontUrl,
        stripe,
        testCard: config.testCard,
        publicIntrospection: config.graphql.introspection,
        registrationErrors: config.registrationErrors,
        requireCurrentPassword: config.requireCurrentPassword,
        purchaseOrderRequired: config.purchaseOrderRequired,
        loginClients: config.loginClients,
        clientAddress: addressOf(request),
        rateLimiter,
        // A stock site has no multilingual plugin: it ignores `lang` and answers in English.
        language: config.profile === 'stock' ? undefined : requestLanguage(request.url),
        profile: config.profile,
      }),
  });
  // Whoever starts a shop should see at once whether it runs only its saved documents.
  const saved = config.graphql.persistedOperations;
  logger.info(
    { persistedOperations: saved?.size ?? 0 },
    saved
      ? `persisted operations enforced (COMMERCE_PERSISTED_OPERATIONS): only the ${saved.size} saved documents run`
      : 'persisted operations not enforced: any query runs',
  );
  const cors = corsStartupNote(config.cors, config.profile);
  logger[cors.level]({ cors: config.cors }, cors.message);
  if (config.profile === 'stock') {
    logger.warn(
      'COMMERCE_PROFILE=stock copies a stock site\'s looser rules: checkout without names or email, auth tokens taken 60 s past their expiry, any origin answered "*" unless blocked',
    );
  }
  const renderer = new MediaRenderer(config.mediaCacheDir);
  const allowed = () => allowedOrigins(publicUrl, config.cors);

  /**
   * Headless Login's refusal under "Block unauthorized domains": 403 before anything runs. The
   * session was started already, so a request without a usable token still gets a new one.
   */
  async function refuseOrigin(request: IncomingMessage, response: ServerResponse) {
    const session = requestSession(database.db, sessionSecret, firstHeader(request.headers[SESSION_HEADER]), {
      wording: config.profile,
    });
    if (session.startsNew) response.setHeader(SESSION_HEADER, await session.responseToken());
    response.writeHead(403, { 'content-type': 'application/json; charset=UTF-8' });
    response.end(JSON.stringify({ errors: [{ message: UNAUTHORIZED_ORIGIN }] }));
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const cors = corsHeaders(request.headers, publicUrl, config.cors, config.profile);
    for (const [name, value] of Object.entries(cors)) response.setHeader(name, value);
    // WPGraphQL answers a preflight itself: 200, its headers, no body.
    if (request.method === 'OPTIONS') {
      response.writeHead(200, { 'content-type': 'application/json ; charset=UTF-8' }).end();
      return;
    }
    if (url.pathname === '/graphql' && (request.method === 'GET' || request.method === 'POST')) {
      if (config.cors.blockUnauthorized && !matchedOrigin(request.headers, allowed(), config.profile)) {
        return refuseOrigin(request, response);
      }
      return handleGraphQL(request, response);
    }
    if (url.pathname === '/health' && request.method === 'GET') {
      const health = await healthProbe.health();
      response.writeHead(health.ok ? 200 : 503, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          health.ok
            ? { status: 'ok', database: database.kind }
            : { status: 'unavailable', database: database.kind, reason: health.reason },
        ),
      );
      return;
    }
    if (request.method === 'GET' && isMediaPath(url.pathname)) {
      return serveMedia(database.db, renderer, url.pathname, response);
    }
    if (request.method === 'GET' && isPublicDocumentPath(url.pathname)) {
      return servePublicDocument(database.db, url.pathname, response);
    }
    const download = request.method === 'GET' ? DOWNLOAD_PATH.exec(url.pathname) : null;
    if (download) {
      const auth = requestAuth(database.db, tokens, request.headers.authorization);
      return serveDownload(
        database.db,
        {
          downloadKey: download[1] ?? '',
          orderKey: url.searchParams.get('order_key'),
          email: url.searchParams.get('email'),
          customerId: () => auth.customerId(),
        },
        response,
      );
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ errors: [{ message: `Nothing here: ${url.pathname}. GraphQL is at /graphql.` }] }),
    );
  }

  const server = createServer((request, response) => {
    const started = performance.now();
    response.on('finish', () => {
      logger.info(
        {
          method: request.method,
          path: request.url?.split('?')[0],
          status: response.statusCode,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    });
    route(request, response).catch((error: unknown) => {
      logger.error({ err: error }, 'request failed');
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ errors: [{ message: 'Something went wrong. Please try again.' }] }));
    });
  });
  server.keepAliveTimeout = 5000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  publicUrl ||= url;

  return {
    server,
    url,
    close: async () => {
      await Promise.all([
        stopGiftCardDelivery(),
        stopStockAlertDelivery(),
        stopWebhookDelivery(),
        signUpPurge.stop(),
        healthProbe.stop(),
      ]);
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      });
    },
  };
}
