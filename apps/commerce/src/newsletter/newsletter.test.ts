/**
 * Newsletter sign-up with double opt-in, over real HTTP on a real store: pending until the mailed
 * link confirms, the same answer byte for byte whatever the address's state, an unsubscribe link
 * in every mail that works without signing in, refusals by code, rate limits, and none of it in
 * the stock profile.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers, newsletterTokens } from '../db/schema.ts';
import type { EmailMessage } from '../lib/mail.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { CONFIRMED_ANSWER, SIGN_UP_ANSWER, UNSUBSCRIBED_ANSWER } from './resolvers.ts';
import { TOKEN_EXPIRED, TOKEN_INVALID } from './subscriptions.ts';

const STOREFRONT = 'https://shop.example';
const SUBSCRIBE = `mutation ($input: SubscribeToNewsletterInput!) {
  subscribeToNewsletter(input: $input) { clientMutationId status message } }`;
const CONFIRM = `mutation ($token: String!) {
  confirmNewsletterSubscription(input: { token: $token }) { status message } }`;
const UNSUBSCRIBE = `mutation ($token: String!) {
  unsubscribeFromNewsletter(input: { token: $token }) { status message } }`;

let store: TestStore;
let outbox: string;
beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'newsletter-outbox-'));
  store = await startTestStore({
    seed: false,
    env: { COMMERCE_OUTBOX_DIR: outbox, STOREFRONT_URL: STOREFRONT },
  });
});
afterAll(async () => {
  await store?.close();
  await rm(outbox, { recursive: true, force: true });
});

/** The raw answer text, as a client receives it. */
async function post(query: string, variables: Record<string, unknown>, path = '/graphql') {
  const response = await fetch(`${store.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return response.text();
}

const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  post(SUBSCRIBE, { input: { email, consent: true, consentVersion: 'v1', clientMutationId: 'n', ...extra } });

async function mailsTo(address: string): Promise<EmailMessage[]> {
  const mails: EmailMessage[] = [];
  // The outbox names files by time and then a serial number: the serial orders them.
  const serial = (file: string) => Number(/-(\d+)\.json$/.exec(file)?.[1]);
  for (const file of (await readdir(outbox)).sort((a, b) => serial(a) - serial(b))) {
    const mail = JSON.parse(await readFile(join(outbox, file), 'utf8')) as EmailMessage;
    if (mail.to === address) mails.push(mail);
  }
  return mails;
}

/** Waits for the `count`th mail to `address` (mail goes out after the answer). */
async function mailNumber(address: string, count: number): Promise<EmailMessage> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = await mailsTo(address);
    if (mails.length >= count) return mails[count - 1] as EmailMessage;
    await sleep(50);
  }
  throw new Error(`No mail number ${count} to ${address}.`);
}

/** How many mails `address` got, counted after a later mail to someone else has arrived. */
async function settledCount(address: string): Promise<number> {
  const marker = `marker-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await signUp(marker);
  await mailNumber(marker, 1);
  return (await mailsTo(address)).length;
}

const linkToken = (mail: EmailMessage, page: 'confirm' | 'unsubscribe') => {
  // The page in the mail's language: /de-DE/newsletter/… in German, no prefix in English.
  const match = new RegExp(
    `${STOREFRONT}(?:/[a-z]{2}-[A-Z]{2})?/newsletter/${page}\\?token=([A-Za-z0-9_-]+)`,
  ).exec(mail.text);
  if (!match?.[1]) throw new Error(`No ${page} link in ${mail.text}`);
  return match[1];
};

async function subscriber(email: string) {
  const [row] = await store.database.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
  return row;
}

const errorOf = (text: string) =>
  (JSON.parse(text) as { errors?: { message: string; extensions: Record<string, unknown> }[] }).errors?.[0];

describe('signing up', () => {
  it('stores the address as pending with the consent proof and mails a confirmation link', async () => {
    const answer = JSON.parse(await signUp('ada@example.com', { consentVersion: 'footer-2026-11' }));
    expect(answer.data.subscribeToNewsletter).toEqual({
      clientMutationId: 'n',
      status: 'PENDING_CONFIRMATION',
      message: SIGN_UP_ANSWER,
    });
    const row = await subscriber('ada@example.com');
    expect(row).toMatchObject({ status: 'pending', language: 'en', consentVersion: 'footer-2026-11' });
    expect(row?.consentAddress).toMatch(/127\.0\.0\.1|::1/);
    expect(row?.consentedAt).toBeInstanceOf(Date);
    expect(row?.confirmedAt).toBeNull();

    const mail = await mailNumber('ada@example.com', 1);
    expect(mail.subject).toMatch(/Please confirm your newsletter subscription/);
    const confirm = linkToken(mail, 'confirm');
    const unsubscribe = linkToken(mail, 'unsubscribe');
    expect(mail.html).toContain(`${STOREFRONT}/newsletter/confirm?token=${confirm}`);
    expect(mail.html).toContain(`${STOREFRONT}/newsletter/unsubscribe?token=${unsubscribe}`);
    // Only hashes are kept: the table holds neither secret.
    const tokens = await store.database.db.select().from(newsletterTokens);
    const hashes = tokens.map((token) => token.tokenHash);
    for (const token of [confirm, unsubscribe]) {
      expect(token.length).toBeGreaterThanOrEqual(43);
      expect(hashes).not.toContain(token);
      expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
    }
  });

  it('answers byte for byte the same for a new, pending, confirmed and unsubscribed address', async () => {
    const answers = { new: await signUp('grace@example.com') };
    const first = await mailNumber('grace@example.com', 1);
    const pending = await signUp('Grace@Example.com');
    await post(CONFIRM, { token: linkToken(first, 'confirm') });
    const confirmed = await signUp('grace@example.com');
    await signUp('linus@example.com');
    await post(UNSUBSCRIBE, { token: linkToken(await mailNumber('linus@example.com', 1), 'unsubscribe') });
    const unsubscribed = await signUp('linus@example.com');
    for (const answer of [pending, confirmed, unsubscribed]) expect(answer).toBe(answers.new);
    // One subscriber whatever the case; a confirmed one is not asked again, a pending one mailed a
    // moment ago is not mailed again (the welcome mail is grace's second).
    expect(
      await store.database.db.$count(newsletterSubscribers, sql`lower(email) = 'grace@example.com'`),
    ).toBe(1);
    expect((await subscriber('grace@example.com'))?.status).toBe('confirmed');
    expect(await settledCount('grace@example.com')).toBe(2);
    expect((await mailsTo('grace@example.com'))[1]?.subject).toMatch(/is confirmed/);
    // An unsubscribed address signing up again is pending again, with a fresh confirmation.
    expect((await subscriber('linus@example.com'))?.status).toBe('pending');
    expect((await mailNumber('linus@example.com', 2)).subject).toMatch(/Please confirm/);
  });

  it('re-sends the confirmation to a pending address once a while has passed since the last one', async () => {
    await signUp('barbara@example.com');
    await mailNumber('barbara@example.com', 1);
    await signUp('barbara@example.com');
    expect(await settledCount('barbara@example.com')).toBe(1);
    await store.database.db
      .update(newsletterSubscribers)
      .set({ confirmationSentAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(newsletterSubscribers.email, 'barbara@example.com'));
    await signUp('barbara@example.com');
    const second = await mailNumber('barbara@example.com', 2);
    // Either mail's link confirms.
    const [firstMail] = await mailsTo('barbara@example.com');
    expect(linkToken(second, 'confirm')).not.toBe(linkToken(firstMail as EmailMessage, 'confirm'));
    const confirmed = JSON.parse(
      await post(CONFIRM, { token: linkToken(firstMail as EmailMessage, 'confirm') }),
    );
    expect(confirmed.data.confirmNewsletterSubscription.status).toBe('CONFIRMED');
  });

  it('writes the mails in the language the form names, or else the request language', async () => {
    await signUp('hedy@example.com', { language: 'de-DE' });
    const german = await mailNumber('hedy@example.com', 1);
    expect(german.subject).toMatch(/Bitte bestätigen Sie Ihr Newsletter-Abonnement/);
    expect(german.text).toContain('Sie können sich jederzeit mit diesem Link abmelden:');
    // Its links open the German pages, whatever language the browser they open in prefers.
    expect(german.text).toContain(`${STOREFRONT}/de-DE/newsletter/confirm?token=`);
    expect(german.text).toContain(`${STOREFRONT}/de-DE/newsletter/unsubscribe?token=`);
    await post(SUBSCRIBE, { input: { email: 'marie@example.com', consent: true } }, '/graphql?lang=fr');
    const french = await mailNumber('marie@example.com', 1);
    expect(french.subject).toMatch(/confirmer votre inscription/);
    expect(french.text).toContain(`${STOREFRONT}/fr-FR/newsletter/confirm?token=`);
    expect((await subscriber('marie@example.com'))?.language).toBe('fr');
    // The welcome mail keeps the subscriber's language.
    await post(CONFIRM, { token: linkToken(german, 'confirm') });
    expect((await mailNumber('hedy@example.com', 2)).subject).toMatch(/ist bestätigt/);
  });
});

describe('refusals', () => {
  it('refuses an address is_email() refuses, by code, and stores nothing', async () => {
    for (const email of [
      '',
      'not an address',
      'a@b',
      'x@y.z',
      'ann@example..com',
      'ann@-example.com',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      const error = errorOf(await signUp(email));
      expect(error?.message, email).toBe('Please enter a valid email address.');
      expect(error?.extensions, email).toMatchObject({ code: 'NEWSLETTER_EMAIL_INVALID', field: 'email' });
    }
    expect(await store.database.db.$count(newsletterSubscribers, sql`email = 'not an address'`)).toBe(0);
  });

  it('refuses a sign-up without consent and mails nothing', async () => {
    const error = errorOf(await signUp('carl@example.com', { consent: false }));
    expect(error?.extensions).toMatchObject({ code: 'NEWSLETTER_CONSENT_REQUIRED', field: 'consent' });
    expect(await subscriber('carl@example.com')).toBeUndefined();
    expect(await settledCount('carl@example.com')).toBe(0);
  });

  it('refuses a consent version too long to be a label', async () => {
    const error = errorOf(await signUp('carla@example.com', { consentVersion: 'v'.repeat(65) }));
    expect(error?.extensions).toMatchObject({
      code: 'TEXT_TOO_LONG',
      field: 'consentVersion',
      params: { max: 64 },
    });
    expect(await subscriber('carla@example.com')).toBeUndefined();
  });

  it('refuses an unknown token, a spent one and one of the wrong kind', async () => {
    for (const token of ['', 'guess', 'a'.repeat(43)]) {
      for (const query of [CONFIRM, UNSUBSCRIBE]) {
        const error = errorOf(await post(query, { token }));
        expect(error?.message).toBe(TOKEN_INVALID);
        expect(error?.extensions).toMatchObject({ code: 'NEWSLETTER_TOKEN_INVALID', field: 'token' });
      }
    }
    await signUp('kay@example.com');
    const mail = await mailNumber('kay@example.com', 1);
    expect(errorOf(await post(CONFIRM, { token: linkToken(mail, 'unsubscribe') }))?.message).toBe(
      TOKEN_INVALID,
    );
    expect(errorOf(await post(UNSUBSCRIBE, { token: linkToken(mail, 'confirm') }))?.message).toBe(
      TOKEN_INVALID,
    );
    expect((await subscriber('kay@example.com'))?.status).toBe('pending');
  });

  it('refuses an expired confirmation link, and the address stays pending', async () => {
    await signUp('edsger@example.com');
    const mail = await mailNumber('edsger@example.com', 1);
    const row = await subscriber('edsger@example.com');
    await store.database.db
      .update(newsletterTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterTokens.subscriberId, row?.id ?? 0));
    const error = errorOf(await post(CONFIRM, { token: linkToken(mail, 'confirm') }));
    expect(error?.message).toBe(TOKEN_EXPIRED);
    expect(error?.extensions).toMatchObject({ code: 'NEWSLETTER_TOKEN_EXPIRED', field: 'token' });
    expect((await subscriber('edsger@example.com'))?.status).toBe('pending');
  });
});

describe('confirming and unsubscribing', () => {
  it('confirms with the mailed link once, mails a welcome with an unsubscribe link, and a second click changes nothing', async () => {
    await signUp('alan@example.com');
    const token = linkToken(await mailNumber('alan@example.com', 1), 'confirm');
    const confirmed = await post(CONFIRM, { token });
    expect(JSON.parse(confirmed).data.confirmNewsletterSubscription).toEqual({
      status: 'CONFIRMED',
      message: CONFIRMED_ANSWER,
    });
    const row = await subscriber('alan@example.com');
    expect(row?.status).toBe('confirmed');
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect(row?.confirmedAddress).toMatch(/127\.0\.0\.1|::1/);
    const welcome = await mailNumber('alan@example.com', 2);
    expect(welcome.subject).toMatch(/Your newsletter subscription is confirmed/);
    expect(await post(CONFIRM, { token })).toBe(confirmed);
    expect(await settledCount('alan@example.com')).toBe(2);
    // The welcome mail's link unsubscribes, as a guest with no session or sign-in.
    const guest = shopper(store);
    const left = await guest.data<{ unsubscribeFromNewsletter: { status: string; message: string } }>(
      UNSUBSCRIBE,
      { token: linkToken(welcome, 'unsubscribe') },
    );
    expect(left.unsubscribeFromNewsletter).toEqual({ status: 'UNSUBSCRIBED', message: UNSUBSCRIBED_ANSWER });
    expect((await subscriber('alan@example.com'))?.status).toBe('unsubscribed');
  });

  it('unsubscribes with the link of the confirmation mail, again and again, and its confirm link dies', async () => {
    await signUp('joan@example.com');
    const mail = await mailNumber('joan@example.com', 1);
    const first = await post(UNSUBSCRIBE, { token: linkToken(mail, 'unsubscribe') });
    expect(JSON.parse(first).data.unsubscribeFromNewsletter.status).toBe('UNSUBSCRIBED');
    expect(await post(UNSUBSCRIBE, { token: linkToken(mail, 'unsubscribe') })).toBe(first);
    const row = await subscriber('joan@example.com');
    expect(row?.status).toBe('unsubscribed');
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    expect(errorOf(await post(CONFIRM, { token: linkToken(mail, 'confirm') }))?.message).toBe(TOKEN_INVALID);
    expect((await subscriber('joan@example.com'))?.status).toBe('unsubscribed');
  });
});
