/**
 * The delivery job on its own, with a fixed clock: a card is emailed on its delivery day (or at
 * the first run after it), once, even with several runs at the same time; a failed email is tried
 * again at the next run.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, IN_MEMORY, openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { giftCards } from '../db/schema.ts';
import type { EmailMessage, Mailer } from '../lib/mail.ts';
import { generateGiftCardCode } from './codes.ts';
import { deliverDueGiftCards } from './delivery.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: IN_MEMORY });
  await runMigrations(database.db);
});
afterAll(async () => database?.close());

const shop = {
  siteName: 'PPE Shop',
  storefrontUrl: 'https://shop.example',
  currency: { code: 'USD', symbol: '$' },
};

function outbox(): Mailer & { sent: EmailMessage[] } {
  const sent: EmailMessage[] = [];
  return { sent, send: async (message) => void sent.push(message) };
}

async function card(deliveryDate: string, recipientEmail: string): Promise<string> {
  const code = generateGiftCardCode();
  await database.db.insert(giftCards).values({
    code,
    initialBalance: 5000,
    balance: 5000,
    currency: 'USD',
    purchaserName: 'Ada Lovelace',
    recipientName: 'Grace Hopper',
    recipientEmail,
    message: 'Stay <safe>',
    deliveryDate,
  });
  return code;
}

const deliveredAt = async (code: string) =>
  (await database.db.select().from(giftCards).where(eq(giftCards.code, code)))[0]?.deliveredAt ?? null;

describe('gift card delivery', () => {
  it('waits for the delivery day, then emails the code to the recipient once', async () => {
    const code = await card('2030-05-10', 'grace@example.com');
    const mailer = outbox();
    expect(await deliverDueGiftCards(database.db, mailer, shop, new Date('2030-05-09T23:59:00Z'))).toBe(0);
    expect(mailer.sent).toEqual([]);

    const morning = new Date('2030-05-10T00:01:00Z');
    expect(await deliverDueGiftCards(database.db, mailer, shop, morning)).toBe(1);
    expect(mailer.sent).toHaveLength(1);
    const [email] = mailer.sent;
    expect(email?.to).toBe('grace@example.com');
    expect(email?.subject).toBe('Ada Lovelace sent you a PPE Shop gift card');
    expect(email?.text).toContain(`Your gift card code: ${code}`);
    expect(email?.text).toContain('$50.00');
    expect(email?.html).toContain('Stay &lt;safe&gt;');
    expect(await deliveredAt(code)).toEqual(morning);

    expect(await deliverDueGiftCards(database.db, mailer, shop, new Date('2030-05-11T00:00:00Z'))).toBe(0);
    expect(mailer.sent).toHaveLength(1);
  });

  it('sends a card whose day has passed at the next run, and never twice from parallel runs', async () => {
    const codes = await Promise.all([
      card('2030-06-01', 'a@example.com'),
      card('2030-06-02', 'b@example.com'),
    ]);
    const mailer = outbox();
    const runs = await Promise.all(
      [1, 2, 3].map(() => deliverDueGiftCards(database.db, mailer, shop, new Date('2030-06-05T08:00:00Z'))),
    );
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(2);
    expect(mailer.sent.map((message) => message.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    for (const code of codes) expect(await deliveredAt(code)).not.toBeNull();
  });

  it('releases a card whose email failed, so the next run sends it', async () => {
    const code = await card('2030-07-01', 'c@example.com');
    const failing: Mailer = {
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    const now = new Date('2030-07-01T09:00:00Z');
    expect(await deliverDueGiftCards(database.db, failing, shop, now)).toBe(0);
    expect(await deliveredAt(code)).toBeNull();
    const mailer = outbox();
    expect(await deliverDueGiftCards(database.db, mailer, shop, now)).toBe(1);
    expect(mailer.sent[0]?.text).toContain(code);
  });
});
