import type { MessageCode, MessageParams } from '@ppe/shop-rules/messages';
import { MESSAGE_CODES } from '@ppe/shop-rules/messages';
import { GraphQLError } from 'graphql';

/** graphql-php's sentence for a failure it does not show a client (WPGraphQL without debug). */
export const INTERNAL_SERVER_ERROR = 'Internal server error';

export interface UserInputErrorOptions {
  /** A shopper-facing problem's code (@ppe/shop-rules/messages), or another client-facing code. */
  code?: MessageCode | 'BAD_USER_INPUT' | 'FORBIDDEN';
  /** The input field the problem concerns ("email", "billing.firstName"); else the code's own field. */
  field?: string;
  /** The values the sentence names, for clients that word the code themselves. */
  params?: MessageParams;
}

/**
 * Bad input from a client: the message is WooGraphQL's English sentence (what its clients show),
 * and `extensions` carry the code, the field and the values it names, so a storefront can say the
 * same in the shopper's language.
 */
export class UserInputError extends GraphQLError {
  constructor(message: string, options: UserInputErrorOptions = {}) {
    const code = options.code ?? 'BAD_USER_INPUT';
    const rule: { field?: string } | undefined = MESSAGE_CODES[code as MessageCode];
    const field = options.field ?? rule?.field;
    super(message, {
      extensions: {
        code,
        ...(field ? { field } : {}),
        ...(rule ? { params: options.params ?? {} } : {}),
      },
    });
  }
}
