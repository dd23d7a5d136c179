/**
 * Customer passwords: Argon2id (memory-hard, OWASP's first choice) through @node-rs/argon2,
 * with its defaults (19 MiB, 2 passes), which keep one hash near 30 ms on this machine.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { UserInputError } from '../lib/errors.ts';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_TOO_SHORT = `Your password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
/** Longer input is refused before hashing (no accepted password is anywhere near it). */
export const MAX_PASSWORD_INPUT = 1024;
export const PASSWORD_REQUIRED = 'Please enter an account password.';
export const PASSWORD_TOO_LONG = `Your password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;

/** Refuses passwords outside 8–128 characters (the ceiling keeps hashing cheap to ask for). */
export function assertPasswordAcceptable(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH)
    throw new UserInputError(PASSWORD_TOO_SHORT, {
      code: 'PASSWORD_TOO_SHORT',
      params: { min: MIN_PASSWORD_LENGTH },
    });
  if ([...password].length > MAX_PASSWORD_LENGTH)
    throw new UserInputError(PASSWORD_TOO_LONG, {
      code: 'PASSWORD_TOO_LONG',
      params: { max: MAX_PASSWORD_LENGTH },
    });
}

/** @node-rs/argon2's Algorithm.Argon2id; its const enum cannot be imported under verbatimModuleSyntax. */
const ARGON2ID = 2;

export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

/**
 * A hash no password matches, verified in place of an account's when there is none (no such
 * account, or one signed up through a provider): every refused sign-in then costs one Argon2
 * verification, so its answer time does not tell whether the account exists.
 */
let standIn: Promise<string> | null = null;
const standInHash = () => {
  standIn ??= hash(randomBytes(32).toString('base64url'), { algorithm: ARGON2ID });
  return standIn;
};

/** True when the password matches; an account without a password (provider sign-up) never matches. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await standInHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a mismatch, not a crash of the login.
    return false;
  }
}
