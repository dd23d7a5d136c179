/**
 * A real SMTP server for the journeys (the `smtp-server` package on 127.0.0.1): the backend
 * sends its emails to it as to any mail server, and each message lands as a file in a folder
 * the test workers read (its path reaches them as E2E_MAIL_DIR). `waitForMail` finds a message
 * by recipient and subject.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  host: string;
  port: number;
  /** smtp://host:port, for configurations that take a URL. */
  url: string;
  close(): Promise<void>;
}

/** Starts the server; every accepted message is written to `mailDir` as `<time>-<id>.eml`. */
export async function startSmtpInbox(mailDir: string): Promise<SmtpInbox> {
  const server = new SMTPServer({
    // A local test server: no TLS certificate to trust, no accounts.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const name = `${Date.now()}-${randomUUID()}.eml`;
        // Written under a temporary name first, so a reader never sees half a message.
        const partial = join(mailDir, `.${name}.partial`);
        writeFile(partial, Buffer.concat(chunks))
          .then(() => rename(partial, join(mailDir, name)))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('The SMTP server has no port.');
  return {
    host: '127.0.0.1',
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the message (HTML hrefs and bare links in the text). */
  links: string[];
  receivedAt: Date;
}

async function readMail(file: string): Promise<ReceivedMail> {
  const parsed = await simpleParser(await readFile(file));
  const addresses = [parsed.to ?? []]
    .flat()
    .flatMap((group) => group.value.map((entry) => entry.address ?? ''));
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  const text = parsed.text ?? '';
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
  const bare = [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]);
  const time = Number(file.split('/').at(-1)?.split('-')[0]);
  return {
    to: addresses.map((address) => address.toLowerCase()),
    subject: parsed.subject ?? '',
    text,
    html,
    links: [...new Set([...hrefs, ...bare])].filter((link) => /^https?:\/\//.test(link)),
    receivedAt: new Date(time),
  };
}

/**
 * Waits for a message to `to` whose subject matches, received after `since` (default: any),
 * and returns the newest such message.
 */
export async function waitForMail({
  to,
  subject,
  since = new Date(0),
  timeoutMs = 15_000,
}: {
  to: string;
  subject?: string | RegExp;
  since?: Date;
  timeoutMs?: number;
}): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [newest] = await receivedMail({ to, subject, since });
    if (newest) return newest;
    if (Date.now() > deadline) {
      throw new Error(
        `No email to ${to}${subject ? ` about ${String(subject)}` : ''} arrived within ${timeoutMs} ms.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every message received so far to `to` whose subject matches, after `since`; newest first. */
export async function receivedMail({
  to,
  subject,
  since = new Date(0),
}: {
  to: string;
  subject?: string | RegExp;
  since?: Date;
}): Promise<ReceivedMail[]> {
  const mailDir = process.env.E2E_MAIL_DIR;
  if (!mailDir) throw new Error('E2E_MAIL_DIR is not set; the global setup did not run');
  const wanted = to.toLowerCase();
  const matches = (mail: ReceivedMail) =>
    mail.to.includes(wanted) &&
    mail.receivedAt >= since &&
    (subject === undefined ||
      (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject)));
  const files = (await readdir(mailDir))
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  const found: ReceivedMail[] = [];
  for (const name of files) {
    const mail = await readMail(join(mailDir, name));
    if (matches(mail)) found.push(mail);
  }
  return found;
}
