/**
 * Sign-ups nobody confirmed are deleted, with their links, once their last confirmation link has
 * been expired for 30 days (a fixed clock); confirmed, unsubscribed and once-confirmed addresses
 * stay, and a backend start purges without waiting a day.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type Database, IN_MEMORY, openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { newsletterSubscribers, newsletterTokens } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { startServer } from '../server.ts';
import {
  CONFIRM_TOKEN_LIFETIME_MS,
  confirmSubscription,
  purgeUnconfirmedSignUps,
  signUp,
  UNCONFIRMED_KEPT_MS,
  unsubscribe,
} from './subscriptions.ts';

const NOW = new Date('2031-03-01T12:00:00Z');
/** The last moment a confirmation mail may have gone out for its sign-up to be purged at NOW. */
const LAST_PURGED = new Date(NOW.getTime() - CONFIRM_TOKEN_LIFETIME_MS - UNCONFIRMED_KEPT_MS - 1);
const DAY = 24 * 60 * 60 * 1000;

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: IN_MEMORY });
  await runMigrations(database.db);
});
afterAll(async () => database?.close());

const signUpAt = (email: string, at: Date) =>
  signUp(database.db, { email, language: 'en', consentVersion: 'v1', clientAddress: '192.0.2.1' }, at);

async function stored(email: string) {
  const [row] = await database.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
  if (!row) return { subscriber: null, tokens: 0 };
  const tokens = await database.db
    .select()
    .from(newsletterTokens)
    .where(eq(newsletterTokens.subscriberId, row.id));
  return { subscriber: row.status, tokens: tokens.length };
}

describe('purging unconfirmed sign-ups', () => {
  it('deletes a sign-up whose link expired more than 30 days ago, with its tokens, and keeps a newer one', async () => {
    await signUpAt('stale@example.com', LAST_PURGED);
    await signUpAt('recent@example.com', new Date(LAST_PURGED.getTime() + 2));
    expect(await stored('stale@example.com')).toEqual({ subscriber: 'pending', tokens: 2 });

    expect(await purgeUnconfirmedSignUps(database.db, NOW)).toBe(1);
    expect(await stored('stale@example.com')).toEqual({ subscriber: null, tokens: 0 });
    expect(await stored('recent@example.com')).toEqual({ subscriber: 'pending', tokens: 2 });
    // A day later the newer one's time has come too.
    expect(await purgeUnconfirmedSignUps(database.db, new Date(NOW.getTime() + DAY))).toBe(1);
    expect(await stored('recent@example.com')).toEqual({ subscriber: null, tokens: 0 });
  });

  it('counts from the latest confirmation mail: signing up again later keeps the address', async () => {
    const long = new Date(LAST_PURGED.getTime() - 90 * DAY);
    await signUpAt('again@example.com', long);
    await signUpAt('again@example.com', new Date(NOW.getTime() - DAY));
    expect(await purgeUnconfirmedSignUps(database.db, NOW)).toBe(0);
    expect((await stored('again@example.com')).subscriber).toBe('pending');
  });

  it('keeps confirmed and unsubscribed addresses, and a pending one that was confirmed before', async () => {
    const long = new Date(LAST_PURGED.getTime() - 90 * DAY);
    const confirmed = await signUpAt('confirmed@example.com', long);
    await confirmSubscription(database.db, confirmed?.confirmToken ?? '', '192.0.2.1', long);
    const gone = await signUpAt('gone@example.com', long);
    await unsubscribe(database.db, gone?.unsubscribeToken ?? '', long);
    const back = await signUpAt('back@example.com', long);
    const welcome = await confirmSubscription(database.db, back?.confirmToken ?? '', '192.0.2.1', long);
    await unsubscribe(database.db, welcome?.unsubscribeToken ?? '', long);
    // Signing up again after unsubscribing: pending once more, but consent was proven once.
    await signUpAt('back@example.com', new Date(long.getTime() + DAY));

    expect(await purgeUnconfirmedSignUps(database.db, NOW)).toBe(0);
    expect((await stored('confirmed@example.com')).subscriber).toBe('confirmed');
    expect((await stored('gone@example.com')).subscriber).toBe('unsubscribed');
    expect((await stored('back@example.com')).subscriber).toBe('pending');
  });

  it('runs when the backend starts', async () => {
    await signUpAt('at-start@example.com', new Date(Date.now() - CONFIRM_TOKEN_LIFETIME_MS - 31 * DAY));
    await signUpAt('today@example.com', new Date());
    const config = loadConfig({ COMMERCE_PORT: '0', COMMERCE_DATA_DIR: IN_MEMORY, LOG_LEVEL: 'silent' });
    const server = await startServer(config, database, createLogger('silent'));
    try {
      expect((await stored('at-start@example.com')).subscriber).toBeNull();
      expect((await stored('today@example.com')).subscriber).toBe('pending');
    } finally {
      await server.close();
    }
  });
});
