/**
 * Customer accounts: finding one by login, creating one with WooCommerce's rules (username
 * derived from the email when none is given; usernames and emails unique whatever their case),
 * and the provider sign-in helper. Passwords are hashed by the caller (passwords.ts) so no
 * transaction waits on Argon2.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { EMAIL_MAX_LENGTH, isEmail } from '@ppe/shop-rules/email';
import type { StoreLanguage } from '@ppe/shop-rules/languages';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type AddressFields, customers } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';

export type CustomerRow = typeof customers.$inferSelect;

export const NO_ACCOUNT = 'No account found with that username. Sign up for a new account.';
export const EMAIL_TAKEN = 'An account is already registered with your email address. Please log in.';
export const USERNAME_TAKEN = 'That username is already taken.';
export const INVALID_EMAIL = 'Please provide a valid email address.';
export const INVALID_USERNAME =
  'Please enter a valid account username: letters, numbers, spaces and . _ - @ only, at most 60 characters.';

/**
 * Trims and checks an email address with WordPress's is_email(), as WooCommerce's registration
 * does; the case is kept as typed (uniqueness ignores it).
 */
export function normaliseEmail(email: string): string {
  const trimmed = email.trim();
  if (trimmed.length > EMAIL_MAX_LENGTH || !isEmail(trimmed))
    throw new UserInputError(INVALID_EMAIL, { code: 'INVALID_EMAIL', field: 'email' });
  return trimmed;
}

/** WordPress's sanitize_user (strict): the characters a username may hold. */
const USERNAME_PATTERN = /^[A-Za-z0-9 _.@-]{1,60}$/;

export function normaliseUsername(username: string): string {
  const trimmed = username.trim().replace(/\s+/g, ' ');
  if (!USERNAME_PATTERN.test(trimmed))
    throw new UserInputError(INVALID_USERNAME, { code: 'INVALID_USERNAME' });
  return trimmed;
}

/** A fresh per-customer secret mixed into every token (rotating it signs the customer out everywhere). */
export const newTokenSecret = () => randomBytes(32).toString('base64url');

export async function findCustomerById(db: Db, id: number): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email.trim()})`);
  return row ?? null;
}

/** WordPress's login: the username first, then the email address, case-insensitively. */
export async function findCustomerByLogin(db: Db, login: string): Promise<CustomerRow | null> {
  const wanted = login.trim();
  if (wanted === '') return null;
  const rows = await db
    .select()
    .from(customers)
    .where(
      or(
        sql`lower(${customers.username}) = lower(${wanted})`,
        sql`lower(${customers.email}) = lower(${wanted})`,
      ),
    );
  const lower = wanted.toLowerCase();
  return rows.find((row) => row.username.toLowerCase() === lower) ?? rows[0] ?? null;
}

const usernameTaken = async (db: Db, username: string) =>
  (
    await db
      .select({ id: customers.id })
      .from(customers)
      .where(sql`lower(${customers.username}) = lower(${username})`)
  ).length > 0;

/**
 * WooCommerce's wc_create_new_customer_username: the part of the email before the @, made a
 * valid username; when taken, a random 4-digit suffix is added until one is free.
 */
export async function usernameFromEmail(db: Db, email: string): Promise<string> {
  const local = email.split('@')[0] ?? '';
  let base = local.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 50);
  if (base === '') base = 'customer';
  if (!(await usernameTaken(db, base))) return base;
  for (;;) {
    const candidate = `${base}-${String(randomInt(0, 10_000)).padStart(4, '0')}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
}

export interface NewCustomer {
  email: string;
  /** Derived from the email when absent. */
  username?: string | null;
  /** Already hashed; null for accounts created by an external provider. */
  passwordHash: string | null;
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  billing?: AddressFields;
  shipping?: AddressFields;
  /** The language the account is created in (the request's). */
  language?: StoreLanguage | null;
}

/** The unique index a failed insert or update ran into, if that is why it failed. */
export function uniqueViolation(error: unknown): string | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as Error & { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
}

/** Turns a race lost on a unique index into the same message the checks give. */
export function rethrowUniqueViolation(error: unknown): never {
  const index = uniqueViolation(error);
  if (index === 'customers_email_ci') throw new UserInputError(EMAIL_TAKEN, { code: 'EMAIL_TAKEN' });
  if (index === 'customers_username_ci') throw new UserInputError(USERNAME_TAKEN, { code: 'USERNAME_TAKEN' });
  throw error;
}

/** Refuses an email or username another customer (not `exceptId`) already has, in any case. */
export async function assertAvailable(
  db: Db,
  wanted: { email?: string; username?: string },
  exceptId: number | null = null,
): Promise<void> {
  const others = (row: { id: number }) => row.id !== exceptId;
  if (wanted.email !== undefined) {
    const owner = await findCustomerByEmail(db, wanted.email);
    if (owner && others(owner)) throw new UserInputError(EMAIL_TAKEN, { code: 'EMAIL_TAKEN' });
  }
  if (wanted.username !== undefined) {
    const [owner] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(sql`lower(${customers.username}) = lower(${wanted.username})`);
    if (owner && others(owner)) throw new UserInputError(USERNAME_TAKEN, { code: 'USERNAME_TAKEN' });
  }
}

export async function createCustomer(db: Db, input: NewCustomer): Promise<CustomerRow> {
  const email = normaliseEmail(input.email);
  const given = input.username?.trim() ? normaliseUsername(input.username) : null;
  await assertAvailable(db, { email, ...(given ? { username: given } : {}) });
  const username = given ?? (await usernameFromEmail(db, email));
  const firstName = input.firstName?.trim() ?? '';
  const lastName = input.lastName?.trim() ?? '';
  try {
    const [row] = await db
      .insert(customers)
      .values({
        username,
        email,
        passwordHash: input.passwordHash,
        firstName,
        lastName,
        // WordPress shows the username until the customer gives a name.
        displayName: input.displayName?.trim() || `${firstName} ${lastName}`.trim() || username,
        billing: input.billing ?? {},
        shipping: input.shipping ?? {},
        tokenSecret: newTokenSecret(),
        language: input.language ?? null,
      })
      .returning();
    if (!row) throw new Error('The customer was not stored.');
    return row;
  } catch (error) {
    rethrowUniqueViolation(error);
  }
}

/**
 * For sign-in with an external provider that vouches for the email: the customer with that
 * email (any case), or a new one without a password (they can set one by resetting it).
 */
export async function findOrCreateCustomerByEmail(
  db: Db,
  person: { email: string; firstName?: string | null; lastName?: string | null },
): Promise<CustomerRow> {
  const existing = await findCustomerByEmail(db, person.email);
  if (existing) return existing;
  try {
    return await createCustomer(db, {
      email: person.email,
      passwordHash: null,
      firstName: person.firstName ?? '',
      lastName: person.lastName ?? '',
    });
  } catch (error) {
    // Two first sign-ins racing: the other one created the customer.
    const raced = await findCustomerByEmail(db, person.email);
    if (raced) return raced;
    throw error;
  }
}

/**
 * What a signed-in customer is to GraphQL, as both `Customer` and `User`: the row wrapped, so
 * resolvers tell it from a guest customer (a session) or a blog author (a name) at a glance.
 */
export interface AccountSource {
  account: CustomerRow;
  /**
   * The request acts as this customer although no auth token says so: WooCommerce signs a
   * customer created at checkout in for the rest of that request (wc_set_customer_auth_cookie).
   */
  actingAs?: boolean;
  /**
   * Seen by someone who may not see it: WPGraphQL's User model then keeps only its allowed
   * restricted fields (a stock site's registerCustomer `viewer` without `authenticate`).
   */
  restricted?: boolean;
}

export const accountSource = (account: CustomerRow, actingAs = false): AccountSource =>
  actingAs ? { account, actingAs } : { account };

export const isAccountSource = (value: unknown): value is AccountSource =>
  typeof value === 'object' && value !== null && 'account' in value;

/**
 * Remembers the language the customer last used the shop in (WPML keeps a user's language the same
 * way), so mail to the account speaks it; writes only when it changed.
 */
export async function rememberCustomerLanguage(db: Db, customerId: number, language: StoreLanguage) {
  await db
    .update(customers)
    .set({ language })
    .where(and(eq(customers.id, customerId), sql`${customers.language} is distinct from ${language}`));
}
