/** The newsletter plugin's mutations: read the input, call the subscriptions, shape the answer. */

import { isEmail } from '@ppe/shop-rules/email';
import { languageOfLocale } from '@ppe/shop-rules/languages';
import { z } from 'zod';
import type { Context } from '../graphql/context.ts';
import type { RootMutationResolvers } from '../graphql/generated/resolvers-types.ts';
import { type MessageCodes, parseInput } from '../lib/input.ts';
import type { EmailMessage } from '../lib/mail.ts';
import { confirmationEmail, welcomeEmail } from './emails.ts';
import { confirmSubscription, signUp, unsubscribe } from './subscriptions.ts';

export const CONSENT_VERSION_MAX = 64;

const SAY = {
  emailInvalid: 'Please enter a valid email address.',
  consentRequired: 'Please agree to receive our newsletter to sign up.',
  consentVersionTooLong: `Please keep the consent version under ${CONSENT_VERSION_MAX} characters.`,
} as const;

/** The one answer to every accepted sign-up, whatever the address's state. */
export const SIGN_UP_ANSWER =
  'Thank you! If this address is not subscribed yet, you will receive an email with a link to confirm your subscription.';
export const CONFIRMED_ANSWER = 'Thank you: your newsletter subscription is confirmed.';
export const UNSUBSCRIBED_ANSWER = 'You have been unsubscribed and will receive no more newsletters from us.';

const CODES: MessageCodes = {
  [SAY.emailInvalid]: 'NEWSLETTER_EMAIL_INVALID',
  [SAY.consentRequired]: 'NEWSLETTER_CONSENT_REQUIRED',
  // The zod limit fills the code's `max`.
  [SAY.consentVersionTooLong]: 'TEXT_TOO_LONG',
};

const clientMutationId = z.string().nullish();

/** An address to mail: WordPress's is_email(), and no inbox has a longer one (RFC 5321). */
export const emailField = (message: string) => z.string().trim().max(254, message).refine(isEmail, message);

const signUpInput = z.object({
  clientMutationId,
  email: emailField(SAY.emailInvalid),
  consent: z.boolean().refine((given) => given, SAY.consentRequired),
  consentVersion: z
    .string()
    .trim()
    .max(CONSENT_VERSION_MAX, SAY.consentVersionTooLong)
    .nullish()
    .transform((value) => value || null),
  language: z.string().max(35).nullish(),
});

export const tokenInput = z.object({ clientMutationId, token: z.string().trim().max(200).catch('') });

/** Mails after the answer is on its way: how long mail takes must not tell who is subscribed. */
export function sendLater(context: Context, message: EmailMessage, what = 'newsletter email'): void {
  context.mailer.send(message).catch((error: unknown) => {
    context.logger.error({ err: error }, `${what} failed`);
  });
}

export const newsletterMutationResolvers: RootMutationResolvers = {
  subscribeToNewsletter: async (_root, args, context) => {
    const input = parseInput(signUpInput, args.input, CODES);
    const mail = await signUp(context.db, {
      email: input.email,
      language: input.language ? languageOfLocale(input.language) : context.language,
      consentVersion: input.consentVersion,
      clientAddress: context.clientAddress,
    });
    if (mail) {
      const { siteName } = (await context.options()).site;
      sendLater(context, confirmationEmail(mail, context.storefrontUrl, siteName));
    }
    return {
      clientMutationId: input.clientMutationId,
      status: 'PENDING_CONFIRMATION',
      message: SIGN_UP_ANSWER,
    };
  },

  confirmNewsletterSubscription: async (_root, args, context) => {
    const input = parseInput(tokenInput, args.input);
    const mail = await confirmSubscription(context.db, input.token, context.clientAddress);
    if (mail) {
      const { siteName } = (await context.options()).site;
      sendLater(context, welcomeEmail(mail, context.storefrontUrl, siteName));
    }
    return { clientMutationId: input.clientMutationId, status: 'CONFIRMED', message: CONFIRMED_ANSWER };
  },

  unsubscribeFromNewsletter: async (_root, args, context) => {
    const input = parseInput(tokenInput, args.input);
    await unsubscribe(context.db, input.token);
    return { clientMutationId: input.clientMutationId, status: 'UNSUBSCRIBED', message: UNSUBSCRIBED_ANSWER };
  },
};
