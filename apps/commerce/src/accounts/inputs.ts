/** The account mutations' inputs as zod schemas: lengths bounded, messages in words. */
import { z } from 'zod';
import { addressInput } from '../cart/addresses.ts';
import type { MessageCodes } from '../lib/input.ts';
import { NO_ACCOUNT } from './customers.ts';
import { RESET_LINK_INVALID } from './password-reset.ts';
import { MAX_PASSWORD_INPUT, MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG } from './passwords.ts';
import { NOT_YOUR_ACCOUNT } from './profile.ts';

const OAUTH_RESPONSE_TOO_LONG = 'The sign-in answer from the provider is not valid. Please try again.';

/** The sentences of these schemas with their codes (lib/input.ts parseInput). */
const codes: Record<string, MessageCodes[string]> = {
  [NO_ACCOUNT]: 'UNKNOWN_ACCOUNT',
  [RESET_LINK_INVALID]: 'INVALID_RESET_KEY',
  [NOT_YOUR_ACCOUNT]: 'NOT_YOUR_ACCOUNT',
  [PASSWORD_TOO_LONG]: { code: 'PASSWORD_TOO_LONG', params: { max: MAX_PASSWORD_LENGTH } },
};
export const ACCOUNT_INPUT_CODES: MessageCodes = codes;

const text = (max: number, what: string) => {
  const message = `Please keep the ${what} under ${max} characters.`;
  codes[message] = 'TEXT_TOO_LONG';
  return z.string().max(max, message).nullish();
};

/** Long enough for any password the rules accept; the exact rule is passwords.ts's. */
const password = z.string().max(MAX_PASSWORD_INPUT, PASSWORD_TOO_LONG).nullish();

const base = { clientMutationId: z.string().nullish() };

export const registerInput = z.object({
  ...base,
  username: text(60, 'username'),
  email: text(254, 'email address'),
  password,
  firstName: text(100, 'first name'),
  lastName: text(100, 'last name'),
  displayName: text(250, 'display name'),
  billing: addressInput,
  shipping: addressInput,
  shippingSameAsBilling: z.boolean().nullish(),
  authenticate: z.boolean().nullish(),
});

export const loginInput = z.object({
  ...base,
  provider: z.string(),
  credentials: z
    .object({
      // Nobody's username or email is longer: the answer is the unknown-account one.
      username: z.string().max(254, NO_ACCOUNT),
      // Checked (and refused as incorrect when absurdly long) after the username is found.
      password: z.string(),
    })
    .nullish(),
  oauthResponse: z
    .object({
      code: z.string().max(4096, OAUTH_RESPONSE_TOO_LONG),
      state: z.string().max(512, OAUTH_RESPONSE_TOO_LONG).nullish(),
    })
    .nullish(),
});

/** Any string: one that is not a refresh token of ours simply answers success: false. */
export const refreshTokenInput = z.object({ ...base, refreshToken: z.string() });

export const logoutInput = z.object({ ...base });

export const updateCustomerInput = z.object({
  ...base,
  id: z.string().max(100, NOT_YOUR_ACCOUNT).nullish(),
  firstName: text(100, 'first name'),
  lastName: text(100, 'last name'),
  displayName: text(250, 'display name'),
  email: text(254, 'email address'),
  password,
  /** Store extension (current-password.ts); absent from the stock profile's schema. */
  currentPassword: password,
  billing: addressInput,
  shipping: addressInput,
  shippingSameAsBilling: z.boolean().nullish(),
});

/** Any string: the answer is the same whether or not it names an account. */
export const sendPasswordResetEmailInput = z.object({ ...base, username: z.string() });

export const resetUserPasswordInput = z.object({
  ...base,
  key: z.string().max(200, RESET_LINK_INVALID).nullish(),
  login: z.string().max(254, RESET_LINK_INVALID).nullish(),
  password,
});
