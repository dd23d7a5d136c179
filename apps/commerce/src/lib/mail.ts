/** What every domain that sends email hands over: order confirmations, password resets. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines (List-Unsubscribe on newsletter mail), sent as given. */
  headers?: Record<string, string>;
}

/** Delivers a message: over SMTP or into the development outbox (orders/mailer.ts). */
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}
