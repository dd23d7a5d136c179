/**
 * The password-reset email speaks the account's language: the one it was created in, then the one
 * its customer last signed in with, whatever the language of the request that asks for the reset
 * (anyone may ask for anyone's); the request's for an account that never said.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema.ts';
import type { EmailMessage } from '../lib/mail.ts';
import { loginShopper, RESET_PASSWORD_EMAIL, registerShopper } from '../testing/account-operations.ts';
import { type StoreWithOutbox, startStoreWithOutbox } from '../testing/mail-catchers.ts';
import { shopper } from '../testing/shopper.ts';

let shop: StoreWithOutbox;
beforeAll(async () => {
  shop = await startStoreWithOutbox({ seed: false });
});
afterAll(async () => shop?.close());

/** The reset email sent to `to` (it goes after the answer). */
async function resetEmailTo(to: string, requestLanguage?: string): Promise<EmailMessage> {
  const asker = shopper({ url: shop.store.url, ...(requestLanguage ? { language: requestLanguage } : {}) });
  await asker.data(RESET_PASSWORD_EMAIL, { username: to });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mail = (await shop.mails()).filter((sent) => sent.to === to).at(-1);
    if (mail) return mail;
    await sleep(50);
  }
  throw new Error(`No email to ${to}`);
}

describe('the password-reset email in the account language', () => {
  it('is German for an account created in German, asked for by an English request', async () => {
    await registerShopper(shopper({ url: shop.store.url, language: 'de' }), 'hanna@example.com', {
      username: 'hanna',
      firstName: 'Hanna',
    });
    const mail = await resetEmailTo('hanna@example.com');
    expect(mail.subject).toBe('[SafetyGear Pro] Anfrage zum Zurücksetzen des Passworts');
    expect(mail.text).toContain('Hallo Hanna,');
    expect(mail.text).toContain('Benutzername: hanna');
    expect(mail.html).toContain('Hier klicken, um Ihr Passwort zurückzusetzen');
    expect(mail.text).not.toContain('Someone has requested');
    // The link opens the German page, whatever language the browser it opens in prefers.
    expect(mail.text).toMatch(/\/de-DE\/my-account\/lost-password\?key=/);
  });

  it('is Brazilian Portuguese once the customer signs in in pt-BR', async () => {
    await registerShopper(shopper(shop.store), 'joana@example.com', {
      username: 'joana',
      firstName: 'Joana',
    });
    await loginShopper(shopper({ url: shop.store.url, language: 'pt-br' }), 'joana');
    const [row] = await shop.store.database.db
      .select({ language: customers.language })
      .from(customers)
      .where(eq(customers.email, 'joana@example.com'));
    expect(row?.language).toBe('pt-br');
    const mail = await resetEmailTo('joana@example.com', 'de');
    expect(mail.subject).toBe('[SafetyGear Pro] Solicitação de redefinição de senha');
    expect(mail.text).toContain('Olá, Joana,');
    expect(mail.text).toContain('Nome de usuário: joana');
    expect(mail.text).toMatch(/\/pt-BR\/my-account\/lost-password\?key=/);
  });
});
