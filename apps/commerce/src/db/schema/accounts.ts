/** Customers and what signs them in: refresh tokens, password-reset keys, external identities, OAuth states. */
import type { StoreLanguage } from '@ppe/shop-rules/languages';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AddressFields } from './cart.ts';

/**
 * Customers (WordPress users with the customer role). Usernames and emails are unique
 * whatever their case; `passwordHash` is an Argon2id hash, empty for accounts created by
 * an external provider until the customer sets a password.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    displayName: text('display_name').notNull().default(''),
    roles: text('roles').array().notNull().default(['customer']),
    billing: jsonb('billing').$type<AddressFields>().notNull().default({}),
    shipping: jsonb('shipping').$type<AddressFields>().notNull().default({}),
    /**
     * Mixed into every token issued to the customer (as Headless Login's user secret):
     * rotating it revokes all their auth and refresh tokens at once.
     */
    tokenSecret: text('token_secret').notNull(),
    /**
     * The language (a WPML code) the customer last used the shop in: set when the account is
     * created and at each sign-in, so mail to the account speaks it; null until then.
     */
    language: text('language').$type<StoreLanguage>(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_username_ci').on(sql`lower(${t.username})`),
    uniqueIndex('customers_email_ci').on(sql`lower(${t.email})`),
  ],
);

/** Refresh tokens: stored by hash so a leaked table cannot sign anyone in; revocable one by one. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_customer').on(t.customerId)],
);

/** One-time password-reset keys, stored by hash; a key is spent when used or expired. */
export const passwordResetKeys = pgTable(
  'password_reset_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_keys_customer').on(t.customerId)],
);

/** A customer's identity at an external provider (OpenID Connect `sub`, or the OAuth user id). */
export const customerIdentities = pgTable(
  'customer_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('customer_identities_customer').on(t.customerId),
  ],
);

/**
 * OAuth `state` values this backend issued in an authorization URL, with the PKCE verifier
 * and OpenID nonce that belong to them; each is accepted once, before it expires.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('oauth_states_expires').on(t.expiresAt)],
);
