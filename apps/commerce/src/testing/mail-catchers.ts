/**
 * Where a test store's mail lands, for tests that read it: a real SMTP receiver on a free port,
 * or an outbox directory of its own.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { EmailMessage } from '../lib/mail.ts';
import { startTestStore, type TestStore, type TestStoreOptions } from './test-store.ts';

export interface SmtpReceiver {
  port: number;
  /** Each message as it arrived: the envelope's recipients and the raw text. */
  delivered: { to: string[]; data: string }[];
  close(): Promise<void>;
}

/** An SMTP server on 127.0.0.1 that takes every message without TLS or a login. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const delivered: SmtpReceiver['delivered'] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        delivered.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    delivered,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

export interface StoreWithOutbox {
  store: TestStore;
  outbox: string;
  /** The messages written so far, in the order they were written. */
  mails(): Promise<EmailMessage[]>;
  close(): Promise<void>;
}

/** A test store writing its mail to a fresh outbox directory, removed on close. */
export async function startStoreWithOutbox(options: TestStoreOptions = {}): Promise<StoreWithOutbox> {
  const outbox = await mkdtemp(join(tmpdir(), 'test-outbox-'));
  const store = await startTestStore({ ...options, env: { COMMERCE_OUTBOX_DIR: outbox, ...options.env } });
  // The outbox names files by time and then a serial number: the serial orders them.
  const serial = (file: string) => Number(/-(\d+)\.json$/.exec(file)?.[1]);
  return {
    store,
    outbox,
    mails: async () => {
      const files = (await readdir(outbox).catch(() => [] as string[])).sort((a, b) => serial(a) - serial(b));
      return Promise.all(
        files.map(async (file) => JSON.parse(await readFile(join(outbox, file), 'utf8')) as EmailMessage),
      );
    },
    close: async () => {
      await store.close();
      await rm(outbox, { recursive: true, force: true });
    },
  };
}

/** The messages to `address` written so far, in order. */
export const mailsTo = async (box: StoreWithOutbox, address: string) =>
  (await box.mails()).filter((mail) => mail.to === address);

/** The `count`th message to `address`, waited for (mail goes out after the answer). */
export async function nthMailTo(box: StoreWithOutbox, address: string, count: number): Promise<EmailMessage> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = await mailsTo(box, address);
    if (mails.length >= count) return mails[count - 1] as EmailMessage;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No mail number ${count} to ${address}.`);
}
