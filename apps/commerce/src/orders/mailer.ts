/**
 * Sends email over SMTP when it is configured; otherwise writes each message to an outbox
 * directory (one .eml-like JSON file a message) and logs it, so a development store loses none.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Mailer } from '../lib/mail.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  user: string | null;
  pass: string | null;
  from: string;
  secure: boolean;
}

export function smtpMailer(settings: SmtpSettings, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
  });
  return {
    send: async (message) => {
      await transport.sendMail({ from: settings.from, ...message });
      logger.info({ to: message.to, subject: message.subject }, 'email sent');
    },
  };
}

/** Writes messages to `dir` (when given) and logs them. */
export function outboxMailer(dir: string | null, logger: Logger): Mailer {
  let serial = 0;
  return {
    send: async (message) => {
      let file: string | null = null;
      if (dir) {
        await mkdir(dir, { recursive: true });
        serial += 1;
        file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${serial}.json`);
        await writeFile(file, `${JSON.stringify(message, null, 2)}\n`);
      }
      logger.info({ to: message.to, subject: message.subject, file }, 'email written to the outbox');
    },
  };
}

/** Where mail goes: an SMTP server, else files in the outbox directory (or nowhere). */
export interface MailerSettings {
  smtp: SmtpSettings | null;
  outboxDir: string | null;
}

/** The mailer a configuration asks for: SMTP when set, else the outbox (the shop and its commands alike). */
export const configuredMailer = (config: MailerSettings, logger: Logger): Mailer =>
  config.smtp ? smtpMailer(config.smtp, logger) : outboxMailer(config.outboxDir, logger);
