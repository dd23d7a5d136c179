import { type CatalogLoaders, createCatalogLoaders } from '../catalog/loaders.ts';
import { readOptions, type StoreOptions } from '../content/options.ts';
import type { Db } from '../db/client.ts';
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
}

export interface ContextDependencies {
  db: Db;
  publicUrl: string;
  defaultOptions: StoreOptions;
  sessionSecret: string;
  /** The `woocommerce-session` request header, if any. */
  sessionHeader?: string;
}

export function createContext({
  db,
  publicUrl,
  defaultOptions,
  sessionSecret,
  sessionHeader,
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
  };
}
