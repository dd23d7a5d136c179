/**
 * registerCustomer without `authenticate: true` (WooGraphQL 1.0 signs the new customer in only
 * when asked). The request stays a guest's, so Headless Login issues no tokens: they are for the
 * current user only (TokenManager::prepare_token, "Users can only request tokens for
 * themselves."), and `customer` is restricted to its id. On a stock site that refusal also sets
 * the answer's status to 400 when a token was asked for, and `viewer` is WPGraphQL's restricted
 * User model, whose `databaseId` fails as "Internal server error" (recorded from a real site:
 * real-site/golden-pairs-default.json, "register without authenticate"). The full profile answers
 * 200 with `viewer: null`, which says the same without a failure.
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../graphql/context.ts';
import { selectsField } from '../graphql/selection.ts';
import { type AccountSource, accountSource, type CustomerRow } from './customers.ts';

/** Headless Login's status for tokens asked for someone who is not the current user. */
const TOKENS_REFUSED_STATUS = 400;

export function unauthenticatedRegistration(
  context: Context,
  info: GraphQLResolveInfo,
  customer: CustomerRow,
) {
  const stock = context.profile === 'stock';
  if (stock && (selectsField(info, 'authToken') || selectsField(info, 'refreshToken'))) {
    context.answerStatus = TOKENS_REFUSED_STATUS;
  }
  const viewer: AccountSource | null = stock ? { account: customer, restricted: true } : null;
  return { authToken: null, refreshToken: null, customer: accountSource(customer), viewer };
}
