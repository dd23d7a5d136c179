import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordResetKeys } from '../db/schema.ts';
import type { EmailMessage } from '../lib/mail.ts';
import {
  GET_VIEWER,
  LOGIN,
  loginShopper,
  PASSWORD,
  RESET_PASSWORD_EMAIL,
  RESET_PASSWORD_KEY,
  registerShopper,
} from '../testing/account-operations.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../testing/mail-catchers.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

const INVALID_LINK = 'Password reset link is invalid.';

let store: TestStore;
let outbox: string;
beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'reset-outbox-'));
  store = await startTestStore({
    seed: false,
    env: { COMMERCE_OUTBOX_DIR: outbox, STOREFRONT_URL: 'https://shop.example' },
  });
  await registerShopper(shopper(store), 'rosalind@example.com', {
    username: 'rosalind',
    firstName: 'Rosalind',
  });
});
afterAll(async () => {
  await store?.close();
  await rm(outbox, { recursive: true, force: true });
});

const outboxFiles = async () => (await readdir(outbox)).sort();
let seen: string[] = [];
beforeEach(async () => {
  seen = await outboxFiles();
});

/** The next email written to the outbox (the reset email is sent after the answer). */
async function nextEmail(): Promise<EmailMessage> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const fresh = (await outboxFiles()).filter((file) => !seen.includes(file));
    if (fresh[0]) {
      seen.push(fresh[0]);
      return JSON.parse(await readFile(join(outbox, fresh[0]), 'utf8')) as EmailMessage;
    }
    await sleep(50);
  }
  throw new Error('No email arrived.');
}

/** Asks for a reset and follows the emailed link: its key and login. */
async function requestReset(username: string): Promise<{ key: string; login: string; email: EmailMessage }> {
  const answer = await shopper(store).data<{ sendPasswordResetEmail: { success: boolean } }>(
    RESET_PASSWORD_EMAIL,
    {
      username,
    },
  );
  expect(answer.sendPasswordResetEmail.success).toBe(true);
  const email = await nextEmail();
  const link = /https:\/\/shop\.example\/my-account\/lost-password\?\S+/.exec(email.text)?.[0] ?? '';
  const url = new URL(link);
  return { key: url.searchParams.get('key') ?? '', login: url.searchParams.get('login') ?? '', email };
}

const reset = (key: string, login: string, password: string) =>
  shopper(store).graphql<{ resetUserPassword: { user: { databaseId: number } } }>(RESET_PASSWORD_KEY, {
    key,
    login,
    password,
  });

describe('password reset', () => {
  it('emails a one-time link that sets a new password and signs the customer out everywhere', async () => {
    const before = await loginShopper(shopper(store), 'rosalind');
    const { key, login, email } = await requestReset('Rosalind@Example.com');
    expect(email).toMatchObject({
      to: 'rosalind@example.com',
      subject: expect.stringContaining('Password Reset Request'),
    });
    expect(email.text).toContain('Hi Rosalind,');
    expect(email.text).toContain('Username: rosalind');
    expect(email.html).toContain(`key=${key}`);
    expect(login).toBe('rosalind');

    const done = await reset(key, login, 'double helix photo 51');
    expect(done.errors).toBeUndefined();
    expect(done.data?.resetUserPassword.user.databaseId).toBe(before.user.databaseId);
    expect(await shopper(store).error(LOGIN, { username: 'rosalind', password: PASSWORD })).toBe(
      'The user could not be logged in.',
    );
    await loginShopper(shopper(store), 'rosalind', 'double helix photo 51');
    // Tokens issued before the reset no longer work.
    const old = shopper(store, null, before.authToken);
    expect((await old.graphql(GET_VIEWER)).errors?.[0]?.message).toBe(
      'Invalid authentication token. Please sign in again.',
    );
    // The link works once.
    expect((await reset(key, login, 'another new password')).errors?.[0]?.message).toBe(INVALID_LINK);
    await loginShopper(shopper(store), 'rosalind', 'double helix photo 51');
  });

  it('refuses an expired key, a wrong key, a key for another login and a key replaced by a newer one', async () => {
    const first = await requestReset('rosalind');
    const second = await requestReset('rosalind');
    expect((await reset(first.key, 'rosalind', 'first key password')).errors?.[0]?.message).toBe(
      INVALID_LINK,
    );
    expect((await reset(`${second.key}x`, 'rosalind', 'wrong key password')).errors?.[0]?.message).toBe(
      INVALID_LINK,
    );
    await registerShopper(shopper(store), 'other@example.com', { username: 'other' });
    expect((await reset(second.key, 'other', 'other login password')).errors?.[0]?.message).toBe(
      INVALID_LINK,
    );
    expect((await reset('', '', 'empty key password')).errors?.[0]?.message).toBe(INVALID_LINK);
    expect((await reset('k'.repeat(300), 'rosalind', 'long key password')).errors?.[0]?.message).toBe(
      INVALID_LINK,
    );

    // An hour later the newest key has expired.
    const third = await requestReset('rosalind');
    await store.database.db
      .update(passwordResetKeys)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(isNull(passwordResetKeys.usedAt));
    expect((await reset(third.key, 'rosalind', 'expired key password')).errors?.[0]?.message).toBe(
      INVALID_LINK,
    );
    // None of these changed the password.
    await loginShopper(shopper(store), 'rosalind', 'double helix photo 51');
  });

  it('keeps the key usable when the new password is refused', async () => {
    const { key } = await requestReset('rosalind');
    expect((await reset(key, 'rosalind', 'short')).errors?.[0]?.message).toBe(
      'Your password must be at least 8 characters long.',
    );
    expect((await reset(key, 'rosalind', 'finally a good one')).errors).toBeUndefined();
    await loginShopper(shopper(store), 'rosalind', 'finally a good one');
  });

  it('answers exactly the same for an unknown address and sends nothing', async () => {
    const known = await shopper(store).graphql(RESET_PASSWORD_EMAIL, { username: 'rosalind' });
    await nextEmail();
    const unknown = await shopper(store).graphql(RESET_PASSWORD_EMAIL, { username: 'nobody@example.com' });
    expect(unknown).toEqual(known);
    await sleep(300);
    expect((await outboxFiles()).filter((file) => !seen.includes(file))).toEqual([]);
    expect(await shopper(store).error(RESET_PASSWORD_EMAIL, { username: '  ' })).toBe(
      'Please enter a username or email address.',
    );
  });
});

describe('password reset over SMTP', () => {
  let smtp: SmtpReceiver;
  let smtpStore: TestStore;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    smtpStore = await startTestStore({
      seed: false,
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), STOREFRONT_URL: 'https://shop.example' },
    });
    await registerShopper(shopper(smtpStore), 'smtp@example.com', { username: 'smtp-user' });
  });
  afterAll(async () => {
    await smtpStore?.close();
    await smtp?.close();
  });

  it('delivers the link to the customer’s mailbox, and the link works', async () => {
    await shopper(smtpStore).data(RESET_PASSWORD_EMAIL, { username: 'smtp@example.com' });
    for (let attempt = 0; attempt < 100 && smtp.delivered.length === 0; attempt += 1) await sleep(50);
    const [mail] = smtp.delivered;
    expect(mail?.to).toEqual(['smtp@example.com']);
    // Quoted-printable may wrap long lines; unwrap before reading the link.
    const body = (mail?.data ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /https:\/\/shop\.example\/my-account\/lost-password\?[^\s"<]+/.exec(body)?.[0] ?? '';
    const url = new URL(link.replace(/&amp;/g, '&'));
    expect(url.searchParams.get('login')).toBe('smtp-user');
    const done = await shopper(smtpStore).graphql(RESET_PASSWORD_KEY, {
      key: url.searchParams.get('key'),
      login: 'smtp-user',
      password: 'delivered by smtp',
    });
    expect(done.errors).toBeUndefined();
    await loginShopper(shopper(smtpStore), 'smtp-user', 'delivered by smtp');
  });
});
