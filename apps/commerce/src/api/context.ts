/**
 * One request's context, built from the server's settings and the request's headers.
 */
import { DEFAULT_LANGUAGE } from '@ppe/shop-rules/languages';
import { requestAuth } from '../accounts/request-auth.ts';
import { guardCustomerSession } from '../accounts/session-guard.ts';
import type { Context } from '../graphql/context.ts';
import { requestSession } from '../sessions/session.ts';
import { cachedOptions, type StoreOptions } from '../settings/options.ts';

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
    | 'publicIntrospection'
    | 'registrationErrors'
    | 'clientAddress'
    | 'rateLimiter'
    | 'language'
    | 'profile'
    | 'purchaseOrderRequired'
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
    purchaseOrderRequired: false,
    ...withoutUndefined(settings),
    profile,
    answerStatus: null,
    language,
    options: () => cachedOptions(db, defaultOptions, language),
    session: guardCustomerSession(session, auth),
    auth,
  };
}

/** The settings given: one passed as undefined keeps its default, as a left-out one does. */
function withoutUndefined<T extends object>(settings: T): T {
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) as T;
}
