/** The `woocommerce-session` token a Customer or User answers with. */
import type { Context } from '../graphql/context.ts';
import { openCustomerSession } from './customer-cart.ts';
import type { CustomerRow } from './customers.ts';

/**
 * The request's session token (WooGraphQL's Customer.sessionToken): a guest has one from their
 * first request, before anything is saved in it; a bad token the client sent is reported here.
 */
export const sessionToken = async (context: Context) => {
  await context.session.current();
  return context.session.responseToken();
};

/**
 * A signed-in customer's session token: the request's session, or, when the client sent none
 * (a new device, cookies cleared), the customer's own cart session, so their cart follows them.
 */
export const accountSessionToken = async (context: Context, account: CustomerRow) => {
  if (!(await context.session.current()))
    context.session.adopt(await openCustomerSession(context.db, account, null));
  return context.session.responseToken();
};
