import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer, smtpMailer } from './mailer.ts';

const silent = pino({ level: 'silent' });
const message = {
  to: 'buyer@example.com',
  subject: '[Shop] Your order #1001 has been received',
  text: 'Thank you for your order.',
  html: '<p>Thank you for your order.</p>',
};

describe('sending over SMTP', () => {
  const received: { from: string; to: string[]; data: string; user: string | undefined }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        if (auth.username === 'shop' && auth.password === 'secret') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
            user: session.user as string | undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the text and HTML message with the configured sender and login', async () => {
    const mailer = smtpMailer(
      {
        host: '127.0.0.1',
        port,
        user: 'shop',
        pass: 'secret',
        from: 'Shop <orders@shop.test>',
        secure: false,
      },
      silent,
    );
    await mailer.send(message);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail).toMatchObject({ from: 'orders@shop.test', to: ['buyer@example.com'], user: 'shop' });
    expect(mail?.data).toContain('Subject: [Shop] Your order #1001 has been received');
    expect(mail?.data).toContain('Thank you for your order.');
    expect(mail?.data).toContain('text/html');
  });

  it('fails loudly with a wrong password (the checkout logs it and keeps the order)', async () => {
    const mailer = smtpMailer(
      { host: '127.0.0.1', port, user: 'shop', pass: 'wrong', from: 'orders@shop.test', secure: false },
      silent,
    );
    await expect(mailer.send(message)).rejects.toThrow();
  });
});

describe('the outbox', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-test-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes each message to its own file', async () => {
    const mailer = outboxMailer(join(dir, 'nested'), silent);
    await mailer.send(message);
    await mailer.send({ ...message, to: 'second@example.com' });
    const files = await readdir(join(dir, 'nested'));
    expect(files).toHaveLength(2);
    const stored = await Promise.all(
      files.map(async (f) => JSON.parse(await readFile(join(dir, 'nested', f), 'utf8'))),
    );
    expect(stored.map((m) => m.to).sort()).toEqual(['buyer@example.com', 'second@example.com']);
  });

  it('only logs when no directory is configured', async () => {
    await expect(outboxMailer(null, silent).send(message)).resolves.toBeUndefined();
  });
});
