import { GraphQLError } from 'graphql';

/**
 * Bad input from a client: the message is a sentence a shopper can read (the storefront
 * shows errors[0].message) and the code lets programs branch on it.
 */
export class UserInputError extends GraphQLError {
  constructor(message: string, code = 'BAD_USER_INPUT') {
    super(message, { extensions: { code } });
  }
}
