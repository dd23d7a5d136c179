/**
 * Every newsletter mail, the confirmation and the welcome, carries the one-click unsubscribe
 * headers, over SMTP and in the outbox alike, and the header's token unsubscribes.
 *
 * Evidence for the wire: RFC 2369 (List-Unsubscribe, a URL in angle brackets) and RFC 8058
 * (List-Unsubscribe-Post: List-Unsubscribe=One-Click, the POST a mail client sends); mail
 * clients that offer the button read exactly these, e.g. Zimbra-Community/list-unsubscribe-zimlet,
 * README.md, and FlorianPerucki/list-unsubscribe, README.md (the header on every mail of a site).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SmtpReceiver,
  type StoreWithOutbox,
  startSmtpReceiver,
  startStoreWithOutbox,
} from '../testing/mail-catchers.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

const STOREFRONT = 'https://shop.example';
const SUBSCRIBE = `mutation ($email: String!) {
  subscribeToNewsletter(input: { email: $email, consent: true }) { status } }`;
const CONFIRM = `mutation ($token: String!) {
  confirmNewsletterSubscription(input: { token: $token }) { status } }`;
const UNSUBSCRIBE = `mutation ($token: String!) {
  unsubscribeFromNewsletter(input: { token: $token }) { status } }`;

const ONE_CLICK = new RegExp(
  `^<${STOREFRONT}/api/newsletter/unsubscribe\\?token=([A-Za-z0-9_-]{43})>$`.replaceAll('.', '\\.'),
);

/** The token in a List-Unsubscribe value; fails when the value is not the one-click URL. */
function oneClickToken(value: string | undefined): string {
  const token = ONE_CLICK.exec(value ?? '')?.[1];
  if (!token) throw new Error(`Not a one-click unsubscribe URL: ${value}`);
  return token;
}

const linkToken = (body: string, page: 'confirm' | 'unsubscribe') => {
  const token = new RegExp(`/newsletter/${page}\\?token=([A-Za-z0-9_-]+)`).exec(body)?.[1];
  if (!token) throw new Error(`No ${page} link in ${body}`);
  return token;
};

async function waitFor<T>(find: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = await find();
    if (found !== undefined) return found;
    await sleep(50);
  }
  throw new Error('Nothing arrived.');
}

async function unsubscribeWith(store: TestStore, token: string) {
  return (await store.data<{ unsubscribeFromNewsletter: { status: string } }>(UNSUBSCRIBE, { token }))
    .unsubscribeFromNewsletter.status;
}

describe('newsletter mail over SMTP', () => {
  let smtp: SmtpReceiver;
  let store: TestStore;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    store = await startTestStore({
      seed: false,
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), STOREFRONT_URL: STOREFRONT },
    });
  });
  afterAll(async () => {
    await store?.close();
    await smtp?.close();
  });

  /** The header lines (folded lines joined, as RFC 5322 unfolds them) and the decoded body. */
  const parse = (data: string) => {
    const [head = '', ...rest] = data.split(/\r?\n\r?\n/);
    const headers = new Map<string, string>();
    for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
      const colon = line.indexOf(':');
      headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
    }
    // Quoted-printable may wrap long lines; unwrap before reading the links.
    return {
      headers,
      body: rest
        .join('\n')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    };
  };

  it('carries List-Unsubscribe and List-Unsubscribe-Post in the confirmation and the welcome', async () => {
    await store.data(SUBSCRIBE, { email: 'smtp-reader@example.com' });
    const confirmation = parse(await waitFor(() => smtp.delivered[0]?.data));
    expect(confirmation.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const fromHeader = oneClickToken(confirmation.headers.get('list-unsubscribe'));
    // The header and the mail's own unsubscribe link share one token.
    expect(fromHeader).toBe(linkToken(confirmation.body, 'unsubscribe'));

    await store.data(CONFIRM, { token: linkToken(confirmation.body, 'confirm') });
    const welcome = parse(await waitFor(() => smtp.delivered[1]?.data));
    expect(welcome.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const welcomeToken = oneClickToken(welcome.headers.get('list-unsubscribe'));
    expect(welcomeToken).toBe(linkToken(welcome.body, 'unsubscribe'));

    expect(await unsubscribeWith(store, welcomeToken)).toBe('UNSUBSCRIBED');
  });
});

describe('newsletter mail in the outbox', () => {
  let shop: StoreWithOutbox;
  beforeAll(async () => {
    shop = await startStoreWithOutbox({ seed: false, env: { STOREFRONT_URL: STOREFRONT } });
  });
  afterAll(async () => shop?.close());

  it('keeps the headers with each message, and the confirmation header token unsubscribes', async () => {
    await shop.store.data(SUBSCRIBE, { email: 'outbox-reader@example.com' });
    const confirmation = await waitFor(async () => (await shop.mails())[0]);
    expect(confirmation.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const token = oneClickToken(confirmation.headers?.['List-Unsubscribe']);
    expect(token).toBe(linkToken(confirmation.text, 'unsubscribe'));

    await shop.store.data(CONFIRM, { token: linkToken(confirmation.text, 'confirm') });
    const welcome = await waitFor(async () => (await shop.mails())[1]);
    expect(welcome.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(oneClickToken(welcome.headers?.['List-Unsubscribe'])).toBe(linkToken(welcome.text, 'unsubscribe'));

    expect(await unsubscribeWith(shop.store, token)).toBe('UNSUBSCRIBED');
  });
});
