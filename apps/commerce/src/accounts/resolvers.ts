/**
 * Headless Login and WooGraphQL account operations: login (password here, other providers in
 * providers/), registerCustomer, refreshToken, logout, viewer, customer, orders, updateCustomer
 * and the password reset pair. Thin over the modules beside it.
 */
import { cleanAddress, guestCustomer, updateGuestCustomer } from '../cart/addresses.ts';
import type { AddressFields } from '../db/schema.ts';
import { arrayConnection } from '../graphql/connection.ts';
import type { Context } from '../graphql/context.ts';
import type { RootMutationResolvers, RootQueryResolvers } from '../graphql/generated/resolvers-types.ts';
import { UserInputError } from '../lib/errors.ts';
import { fromGlobalId } from '../lib/global-id.ts';
import { parseInput } from '../lib/input.ts';
import type { EmailMessage } from '../lib/mail.ts';
import { updateSessionAddresses } from '../sessions/session.ts';
import { refuseWhenSignedIn } from './already-signed-in.ts';
import { issueLoginSession, refreshAuthToken, revokeLoginSession } from './auth-tokens.ts';
import { asksForCurrentPassword, assertCurrentPassword } from './current-password.ts';
import { ordersOfCustomer } from './customer-orders.ts';
import {
  accountSource,
  assertAvailable,
  createCustomer,
  findCustomerById,
  findCustomerByLogin,
  normaliseEmail,
  normaliseUsername,
} from './customers.ts';
import {
  ACCOUNT_INPUT_CODES,
  loginInput,
  logoutInput,
  refreshTokenInput,
  registerInput,
  resetUserPasswordInput,
  sendPasswordResetEmailInput,
  updateCustomerInput,
} from './inputs.ts';
import { createLoginPayload, unixSeconds } from './login-payload.ts';
import { createResetKey, resetPassword } from './password-reset.ts';
import { passwordResetEmail, passwordResetLink } from './password-reset-email.ts';
import {
  assertPasswordAcceptable,
  hashPassword,
  MAX_PASSWORD_INPUT,
  PASSWORD_REQUIRED,
  verifyPassword,
} from './passwords.ts';
import { NOT_YOUR_ACCOUNT, nameEmailPasswordChanges, updateProfile } from './profile.ts';
import { signInWithProvider } from './providers/sign-in.ts';
import { withRegistrationErrors } from './registration-errors.ts';
import { SIGN_IN_REQUIRED } from './request-auth.ts';
import { unauthenticatedRegistration } from './unauthenticated-registration.ts';

/**
 * Headless Login's answers to a password login (Auth::login, ProviderConfig\Password): a wrong
 * password and an unknown username get the same sentence, as it obscures every authentication
 * error, so the answer never tells whether an account exists.
 */
export const LOGIN_FAILED = 'The user could not be logged in.';
export const MISSING_CREDENTIALS = 'Missing username or password.';

/** The signed-in customer's row; null for guests (and for an account deleted meanwhile). */
async function signedInCustomer(context: Context) {
  const id = await context.auth.customerId();
  return id === null ? null : findCustomerById(context.db, id);
}

/** The customer id an updateCustomer `id` names: a Customer or User global id, or a number. */
function customerIdOf(id: string): number | null {
  if (/^\d+$/.test(id)) return Number(id);
  const global = fromGlobalId(id);
  return (global?.kind === 'customer' || global?.kind === 'user') && /^\d+$/.test(global.id)
    ? Number(global.id)
    : null;
}

/** Sends the reset email after the answer is on its way: how long mail takes must not tell who exists. */
function sendResetEmailLater(context: Context, message: EmailMessage): void {
  context.mailer.send(message).catch((error: unknown) => {
    context.logger.error({ err: error }, 'password reset email failed');
  });
}

export const accountQueryResolvers: RootQueryResolvers = {
  viewer: async (_root, _args, context) => {
    const customer = await signedInCustomer(context);
    return customer ? accountSource(customer) : null;
  },
  // The signed-in customer, or the guest of the session (asking never creates a session).
  customer: async (_root, _args, context) => {
    const customer = await signedInCustomer(context);
    return customer ? accountSource(customer) : guestCustomer(context);
  },
  /** The signed-in customer's orders; a guest reads none (as WooGraphQL, which keys them by user). */
  orders: async (_root, args, context) => {
    const customerId = await context.auth.customerId();
    return arrayConnection(customerId === null ? [] : await ordersOfCustomer(context.db, customerId), args);
  },
};

export const accountMutationResolvers: RootMutationResolvers = {
  login: async (_root, args, context) => {
    await refuseWhenSignedIn(context.auth);
    const input = parseInput(loginInput, args.input, ACCOUNT_INPUT_CODES);
    if (input.provider !== 'PASSWORD') {
      const customerId = await signInWithProvider(context, input.provider, input.oauthResponse);
      return { clientMutationId: input.clientMutationId, ...(await createLoginPayload(context, customerId)) };
    }
    const username = input.credentials?.username.trim() ?? '';
    const password = input.credentials?.password ?? '';
    if (!username || !password.trim())
      throw new UserInputError(MISSING_CREDENTIALS, { code: 'MISSING_CREDENTIALS' });
    const customer = await findCustomerByLogin(context.db, username);
    // An unknown account is verified too (against a stand-in hash): a refusal takes as long either way.
    if (
      password.length > MAX_PASSWORD_INPUT ||
      !(await verifyPassword(customer?.passwordHash ?? null, password)) ||
      !customer
    ) {
      throw new UserInputError(LOGIN_FAILED, { code: 'LOGIN_FAILED' });
    }
    return { clientMutationId: input.clientMutationId, ...(await createLoginPayload(context, customer.id)) };
  },

  registerCustomer: async (_root, args, context, info) => {
    const input = parseInput(registerInput, args.input, ACCOUNT_INPUT_CODES);
    const email = normaliseEmail(input.email ?? '');
    const username = input.username?.trim() ? normaliseUsername(input.username) : null;
    if (!input.password) throw new UserInputError(PASSWORD_REQUIRED, { code: 'PASSWORD_REQUIRED' });
    assertPasswordAcceptable(input.password);
    const billing = cleanAddress(input.billing, undefined) ?? {};
    const shipping = input.shippingSameAsBilling ? billing : (cleanAddress(input.shipping, undefined) ?? {});
    const password = input.password;
    const customer = await withRegistrationErrors(context.registrationErrors, async () => {
      // Taken names are refused before the (deliberately slow) password hash is computed.
      await assertAvailable(context.db, { email, ...(username ? { username } : {}) });
      return createCustomer(context.db, {
        email,
        username,
        passwordHash: await hashPassword(password),
        firstName: input.firstName ?? billing.firstName ?? '',
        lastName: input.lastName ?? billing.lastName ?? '',
        displayName: input.displayName ?? null,
        // Checkout starts from the account's email when the billing address has none.
        billing: { ...billing, email: billing.email || email },
        shipping,
        language: context.language,
      });
    });
    // WooGraphQL 1.0 signs the new customer in only when asked (`authenticate: true`).
    if (input.authenticate !== true) {
      return {
        clientMutationId: input.clientMutationId,
        ...unauthenticatedRegistration(context, info, customer),
      };
    }
    const payload = await createLoginPayload(context, customer.id);
    return {
      clientMutationId: input.clientMutationId,
      authToken: payload.authToken,
      refreshToken: payload.refreshToken,
      customer: payload.customer,
      viewer: payload.user,
    };
  },

  refreshToken: async (_root, args, context) => {
    const input = parseInput(refreshTokenInput, args.input);
    const refreshed = await refreshAuthToken(context.db, context.tokens, input.refreshToken);
    if (!refreshed) return { clientMutationId: input.clientMutationId, authToken: null, success: false };
    return {
      clientMutationId: input.clientMutationId,
      authToken: refreshed.token,
      authTokenExpiration: unixSeconds(refreshed.expiresAt),
      success: true,
    };
  },

  /** Ends the login session of the presented token; null when there was none to end (Headless Login). */
  logout: async (_root, args, context) => {
    const input = parseInput(logoutInput, args.input);
    const presented = await context.auth.presentedSession();
    const ended = presented ? await revokeLoginSession(context.db, presented.loginSessionId) : false;
    context.auth.signedOut();
    return { clientMutationId: input.clientMutationId, success: ended ? true : null };
  },

  updateCustomer: async (_root, args, context, info) => {
    const input = parseInput(updateCustomerInput, args.input, ACCOUNT_INPUT_CODES);
    const customerId = await context.auth.customerId();
    const accountFields = [
      input.id,
      input.firstName,
      input.lastName,
      input.displayName,
      input.email,
      input.password,
    ];
    if (customerId === null) {
      // A guest has addresses in their session, and nothing else to change.
      if (accountFields.some((value) => value !== null && value !== undefined)) {
        throw new UserInputError(SIGN_IN_REQUIRED, { code: 'SIGN_IN_REQUIRED' });
      }
      return {
        clientMutationId: input.clientMutationId,
        customer: await updateGuestCustomer(context, input),
      };
    }
    if (input.id && customerIdOf(input.id) !== customerId)
      throw new UserInputError(NOT_YOUR_ACCOUNT, { code: 'NOT_YOUR_ACCOUNT' });
    const customer = await findCustomerById(context.db, customerId);
    if (!customer) throw new UserInputError(SIGN_IN_REQUIRED, { code: 'SIGN_IN_REQUIRED' });
    const billing = cleanAddress(input.billing, customer.billing.country) ?? undefined;
    const shipping = input.shippingSameAsBilling
      ? (billing ?? customer.billing)
      : (cleanAddress(input.shipping, customer.shipping.country) ?? undefined);
    const changes = { ...nameEmailPasswordChanges(input), billing, shipping };
    if (asksForCurrentPassword(info, 'UpdateCustomerInput')) {
      await assertCurrentPassword(customer, changes, input.currentPassword, context.requireCurrentPassword);
    }
    const { customer: updated, passwordChanged } = await updateProfile(context.db, customer, changes);
    if (billing || shipping) await copyAddressesToSession(context, updated.billing, updated.shipping);
    // A new password signed the customer out everywhere; this device gets a fresh login session.
    let tokens: { authToken: string | null; refreshToken: string | null } = {
      authToken: null,
      refreshToken: null,
    };
    if (passwordChanged) {
      const issued = await issueLoginSession(context.db, context.tokens, updated);
      context.auth.signedIn({ customerId, loginSessionId: issued.loginSessionId });
      tokens = { authToken: issued.authToken.token, refreshToken: issued.refreshToken.token };
    }
    return { clientMutationId: input.clientMutationId, customer: accountSource(updated), ...tokens };
  },

  /** Always succeeds, so the answer never tells whether an account exists. */
  sendPasswordResetEmail: async (_root, args, context) => {
    const input = parseInput(sendPasswordResetEmailInput, args.input);
    if (!input.username.trim())
      throw new UserInputError('Please enter a username or email address.', { code: 'USERNAME_REQUIRED' });
    // Nobody's username or email is longer than 254 characters; such a request finds nobody.
    const reset = input.username.length <= 254 ? await createResetKey(context.db, input.username) : null;
    if (reset) {
      const { siteName } = (await context.options()).site;
      // In the account's own language; the request's for an account that never said.
      const language = reset.customer.language ?? context.language;
      const link = passwordResetLink(context.storefrontUrl, language, reset.key, reset.customer.username);
      sendResetEmailLater(context, passwordResetEmail(reset.customer, link, { siteName }, language));
    }
    return { clientMutationId: input.clientMutationId, success: true };
  },

  resetUserPassword: async (_root, args, context) => {
    const input = parseInput(resetUserPasswordInput, args.input, ACCOUNT_INPUT_CODES);
    const customer = await resetPassword(context.db, {
      key: input.key ?? '',
      login: input.login ?? '',
      password: input.password ?? '',
    });
    return { clientMutationId: input.clientMutationId, user: accountSource(customer) };
  },
};

/** The cart's shipping and tax follow the addresses the customer just saved. */
async function copyAddressesToSession(context: Context, billing: AddressFields, shipping: AddressFields) {
  const session = await context.session.current().catch(() => null);
  if (session) await updateSessionAddresses(context.db, session.id, { billing, shipping });
}
