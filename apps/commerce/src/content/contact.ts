/**
 * The contact form (a store contact-form plugin): validates what the shopper wrote and keeps it
 * for the staff. Bad input is refused with a sentence the storefront can show, and stores nothing.
 */
import { CONTACT_LIMITS } from '@ppe/shop-rules/contact';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';
import type { RootMutationResolvers } from '../graphql/generated/resolvers-types.ts';
import { type MessageCodes, parseInput } from '../lib/input.ts';

const oneLine = (text: string) => !/[\r\n]/.test(text);

const { name, email, subject, messageMin, messageMax } = CONTACT_LIMITS;

/** The form's sentences, each with its code (@ppe/shop-rules/messages). */
const SAY = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name can be at most ${name} characters long.`,
  nameOneLine: 'Your name must fit on one line.',
  emailRequired: 'Please enter your email address.',
  emailTooLong: `Your email address can be at most ${email} characters long.`,
  emailInvalid: 'Please enter a valid email address, such as name@example.com.',
  subjectTooLong: `The subject can be at most ${subject} characters long.`,
  subjectOneLine: 'The subject must fit on one line.',
  messageTooShort: `Your message is too short: please write at least ${messageMin} characters.`,
  messageTooLong: `Your message can be at most ${messageMax} characters long.`,
  localeInvalid: 'The locale must be a language tag such as en-US.',
} as const;

const CONTACT_CODES: MessageCodes = {
  [SAY.nameRequired]: 'CONTACT_NAME_REQUIRED',
  [SAY.nameTooLong]: 'CONTACT_NAME_TOO_LONG',
  [SAY.nameOneLine]: 'CONTACT_NAME_ONE_LINE',
  [SAY.emailRequired]: 'CONTACT_EMAIL_REQUIRED',
  [SAY.emailTooLong]: 'CONTACT_EMAIL_TOO_LONG',
  [SAY.emailInvalid]: 'CONTACT_EMAIL_INVALID',
  [SAY.subjectTooLong]: 'CONTACT_SUBJECT_TOO_LONG',
  [SAY.subjectOneLine]: 'CONTACT_SUBJECT_ONE_LINE',
  [SAY.messageTooShort]: 'CONTACT_MESSAGE_TOO_SHORT',
  [SAY.messageTooLong]: 'CONTACT_MESSAGE_TOO_LONG',
  [SAY.localeInvalid]: 'CONTACT_LOCALE_INVALID',
};

/** Empty optional text is no text. */
const optionalText = (schema: z.ZodType<string, string>) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .pipe(z.union([z.literal(''), schema]))
    .transform((value) => value || null);

export const contactInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, SAY.nameRequired)
    .max(name, SAY.nameTooLong)
    .refine(oneLine, SAY.nameOneLine),
  email: z
    .string()
    .trim()
    .min(1, SAY.emailRequired)
    .max(email, SAY.emailTooLong)
    .pipe(z.email(SAY.emailInvalid)),
  subject: optionalText(z.string().max(subject, SAY.subjectTooLong).refine(oneLine, SAY.subjectOneLine)),
  message: z.string().trim().min(messageMin, SAY.messageTooShort).max(messageMax, SAY.messageTooLong),
  locale: optionalText(
    z
      .string()
      .max(35, SAY.localeInvalid)
      .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, SAY.localeInvalid),
  ),
});

export type ContactInput = z.infer<typeof contactInputSchema>;

/** What the shopper reads after sending. */
export const CONTACT_THANK_YOU = 'Thank you for your message. We will reply within one business day.';

export async function storeContactMessage(db: Db, input: ContactInput): Promise<void> {
  await db.insert(contactMessages).values(input);
}

export const contactMutationResolvers: RootMutationResolvers = {
  submitContactForm: async (_root, args, context) => {
    const input = parseInput(contactInputSchema, args.input, CONTACT_CODES);
    await storeContactMessage(context.db, input);
    return { success: true, message: CONTACT_THANK_YOU };
  },
};
