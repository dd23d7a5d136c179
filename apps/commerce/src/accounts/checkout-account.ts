/**
 * "Create an account?" at checkout (CheckoutInput.account): the guest's account is checked with
 * registerCustomer's rules before the order is attempted, and created inside the order's
 * transaction, so a refused checkout leaves no account and a refused account leaves no order.
 */
import { DEFAULT_LANGUAGE, type StoreLanguage } from '@ppe/shop-rules/languages';
import type { Db } from '../db/client.ts';
import type { AddressFields } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';
import { assertAvailable, createCustomer, normaliseEmail, normaliseUsername } from './customers.ts';
import { assertPasswordAcceptable, hashPassword, PASSWORD_REQUIRED } from './passwords.ts';

export type AccountCreator = (
  tx: Db,
  addresses: { billing: AddressFields; shipping: AddressFields },
) => Promise<number>;

export async function prepareCheckoutAccount(
  db: Db,
  account: { username: string; password: string },
  billingEmail: string,
  /** The checkout's language, remembered as the account's. */
  language: StoreLanguage = DEFAULT_LANGUAGE,
): Promise<AccountCreator> {
  const email = normaliseEmail(billingEmail);
  const username = account.username.trim() ? normaliseUsername(account.username) : null;
  if (!account.password) throw new UserInputError(PASSWORD_REQUIRED, { code: 'PASSWORD_REQUIRED' });
  assertPasswordAcceptable(account.password);
  await assertAvailable(db, { email, ...(username ? { username } : {}) });
  const passwordHash = await hashPassword(account.password);
  return async (tx, { billing, shipping }) => {
    const customer = await createCustomer(tx, {
      email,
      username,
      passwordHash,
      firstName: billing.firstName ?? '',
      lastName: billing.lastName ?? '',
      billing,
      shipping,
      language,
    });
    return customer.id;
  };
}
