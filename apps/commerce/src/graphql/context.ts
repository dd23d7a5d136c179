import type { Logger } from 'pino';
import { type CatalogLoaders, createCatalogLoaders } from '../catalog/loaders.ts';
import type { StripeClient } from '../checkout/stripe.ts';
import { readOptions, type StoreOptions } from '../content/options.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../orders/mailer.ts';
import { type RequestSession, requestSession } from '../sessions/session.ts';

/** What every resolver of one request shares. */
export interface Context {
  db: Db;
  loaders: CatalogLoaders;
  /** Store settings, read at most once per request. */
  options: () => Promise<StoreOptions>;
  /** Absolute base URL of this backend, for media links. */
  publicUrl: string;
  /** The shopper's session (cart, addresses), from the `woocommerce-session` header. */
  session: RequestSession;
  /** Sends order emails (SMTP or the outbox). */
  mailer: Mailer;
  logger: Logger;
  /** The storefront's public URL, for links in emails. */
  storefrontUrl: string;
  /** Stripe, when STRIPE_SECRET_KEY is configured. */
  stripe: StripeClient | null;
}

export interface ContextDependencies {
  db: Db;
  publicUrl: string;
  defaultOptions: StoreOptions;
  sessionSecret: string;
  /** The `woocommerce-session` request header, if any. */
  sessionHeader?: string;
  mailer: Mailer;
  logger: Logger;
  storefrontUrl: string;
  stripe: StripeClient | null;
}

export function createContext({
  db,
  publicUrl,
  defaultOptions,
  sessionSecret,
  sessionHeader,
  mailer,
  logger,
  storefrontUrl,
  stripe,
}: ContextDependencies): Context {
  let options: Promise<StoreOptions> | undefined;
  return {
    db,
    loaders: createCatalogLoaders(db),
    options: () => {
      options ??= readOptions(db, defaultOptions);
      return options;
    },
    publicUrl,
    session: requestSession(db, sessionSecret, sessionHeader),
    mailer,
    logger,
    storefrontUrl,
    stripe,
  };
}
