/**
 * The contact form (a store contact-form plugin): validates what the shopper wrote and keeps it
 * for the staff. Bad input is refused with a sentence the storefront can show, and stores nothing.
 */
import { CONTACT_LIMITS } from '@ppe/shop-rules/contact';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';
import type { RootMutationResolvers } from '../graphql/generated/resolvers-types.ts';
import { parseInput } from '../lib/input.ts';

const oneLine = (text: string) => !/[\r\n]/.test(text);

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
    .min(1, 'Please enter your name.')
    .max(CONTACT_LIMITS.name, `Your name can be at most ${CONTACT_LIMITS.name} characters long.`)
    .refine(oneLine, 'Your name must fit on one line.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(CONTACT_LIMITS.email, `Your email address can be at most ${CONTACT_LIMITS.email} characters long.`)
    .pipe(z.email('Please enter a valid email address, such as name@example.com.')),
  subject: optionalText(
    z
      .string()
      .max(CONTACT_LIMITS.subject, `The subject can be at most ${CONTACT_LIMITS.subject} characters long.`)
      .refine(oneLine, 'The subject must fit on one line.'),
  ),
  message: z
    .string()
    .trim()
    .min(
      CONTACT_LIMITS.messageMin,
      `Your message is too short: please write at least ${CONTACT_LIMITS.messageMin} characters.`,
    )
    .max(
      CONTACT_LIMITS.messageMax,
      `Your message can be at most ${CONTACT_LIMITS.messageMax} characters long.`,
    ),
  locale: optionalText(
    z
      .string()
      .max(35, 'The locale must be a language tag such as en-US.')
      .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, 'The locale must be a language tag such as en-US.'),
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
    const input = parseInput(contactInputSchema, args.input);
    await storeContactMessage(context.db, input);
    return { success: true, message: CONTACT_THANK_YOU };
  },
};
