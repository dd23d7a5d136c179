/** The stock alerts plugin's mutations: read the input, call the alerts, shape the answer. */

import { languageOfLocale } from '@ppe/shop-rules/languages';
import { z } from 'zod';
import type { Context } from '../graphql/context.ts';
import type { RootMutationResolvers } from '../graphql/generated/resolvers-types.ts';
import { UserInputError } from '../lib/errors.ts';
import { type MessageCodes, parseInput } from '../lib/input.ts';
import { emailField, sendLater, tokenInput } from '../newsletter/resolvers.ts';
import { alertConfirmationEmail } from './emails.ts';
import { findAlertItem } from './items.ts';
import { confirmAlert, requestAlert, unsubscribeAlert } from './subscriptions.ts';

const SAY = { emailInvalid: 'Please enter a valid email address.' } as const;
const CODES: MessageCodes = { [SAY.emailInvalid]: 'STOCK_ALERT_EMAIL_INVALID' };

/** The one answer to every accepted request, whatever the address's state. */
export const ALERT_ANSWER =
  'Thank you! Please check your inbox: unless this alert is set already, you will receive an email with a link to confirm it.';
export const ALERT_CONFIRMED_ANSWER =
  'Thank you: your stock alert is confirmed. We will email you once when the product is back in stock.';
export const ALERT_UNSUBSCRIBED_ANSWER = 'Your stock alert is cancelled: we will not email you about it.';
export const PRODUCT_NOT_FOUND = 'This product cannot be found.';
export const IN_STOCK = 'This product is in stock: you can order it now.';

const alertInput = z.object({
  clientMutationId: z.string().nullish(),
  email: emailField(SAY.emailInvalid),
  productId: z.number().int(),
  variationId: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? 0),
  language: z.string().max(35).nullish(),
});

const shopOf = async (context: Context) => ({
  siteName: (await context.options()).site.siteName,
  storefrontUrl: context.storefrontUrl,
});

export const stockAlertMutationResolvers: RootMutationResolvers = {
  subscribeToStockAlert: async (_root, args, context) => {
    const input = parseInput(alertInput, args.input, CODES);
    const language = input.language ? languageOfLocale(input.language) : context.language;
    // Whether the item exists and is sold out is the same for every address: it tells nothing of who asked.
    const item = await findAlertItem(context.db, input.productId, input.variationId, language);
    if (!item) throw new UserInputError(PRODUCT_NOT_FOUND, { code: 'STOCK_ALERT_PRODUCT_NOT_FOUND' });
    if (!item.outOfStock) throw new UserInputError(IN_STOCK, { code: 'STOCK_ALERT_IN_STOCK' });
    const mail = await requestAlert(context.db, {
      email: input.email,
      language,
      productId: input.productId,
      variationId: input.variationId,
      clientAddress: context.clientAddress,
    });
    if (mail)
      sendLater(context, alertConfirmationEmail(mail, item, await shopOf(context)), 'stock alert email');
    return {
      clientMutationId: input.clientMutationId,
      status: 'PENDING_CONFIRMATION',
      message: ALERT_ANSWER,
    };
  },

  confirmStockAlert: async (_root, args, context) => {
    const input = parseInput(tokenInput, args.input);
    await confirmAlert(context.db, input.token, context.clientAddress);
    return { clientMutationId: input.clientMutationId, status: 'CONFIRMED', message: ALERT_CONFIRMED_ANSWER };
  },

  unsubscribeFromStockAlert: async (_root, args, context) => {
    const input = parseInput(tokenInput, args.input);
    await unsubscribeAlert(context.db, input.token);
    return {
      clientMutationId: input.clientMutationId,
      status: 'UNSUBSCRIBED',
      message: ALERT_UNSUBSCRIBED_ANSWER,
    };
  },
};
