/**
 * WPGraphQL core's `updateUser`, as WooNuxt's password form uses it: the signed-in user may
 * change their own names, email and password, with the same checks and messages as
 * updateCustomer (profile.ts); nobody may change anyone else (WPGraphQL's UserUpdate mutation
 * refuses without the edit_users capability for another user). Everything is checked before
 * anything is stored.
 */
import { z } from 'zod';
import type { RootMutationResolvers } from '../graphql/generated/resolvers-types.ts';
import { UserInputError } from '../lib/errors.ts';
import { fromGlobalId } from '../lib/global-id.ts';
import { parseInput } from '../lib/input.ts';
import { asksForCurrentPassword, assertCurrentPassword } from './current-password.ts';
import { accountSource, findCustomerById } from './customers.ts';
import { ACCOUNT_INPUT_CODES, updateCustomerInput } from './inputs.ts';
import { NOT_YOUR_ACCOUNT, nameEmailPasswordChanges, updateProfile } from './profile.ts';
import { SIGN_IN_REQUIRED } from './request-auth.ts';

const updateUserInput = updateCustomerInput
  .pick({
    clientMutationId: true,
    firstName: true,
    lastName: true,
    displayName: true,
    email: true,
    password: true,
    currentPassword: true,
  })
  .extend({ id: z.string({ error: NOT_YOUR_ACCOUNT }).max(100, NOT_YOUR_ACCOUNT) });

/** A user id as WPGraphQL takes it: the global id ("user:12", base64) or the database id. */
function userIdOf(id: string): number | null {
  if (/^\d+$/.test(id)) return Number(id);
  const global = fromGlobalId(id);
  return (global?.kind === 'user' || global?.kind === 'customer') && /^\d+$/.test(global.id)
    ? Number(global.id)
    : null;
}

export const updateUserMutationResolvers: RootMutationResolvers = {
  updateUser: async (_root, args, context, info) => {
    const input = parseInput(updateUserInput, args.input, ACCOUNT_INPUT_CODES);
    const customerId = await context.auth.customerId();
    if (customerId === null) throw new UserInputError(SIGN_IN_REQUIRED, { code: 'SIGN_IN_REQUIRED' });
    if (userIdOf(input.id) !== customerId)
      throw new UserInputError(NOT_YOUR_ACCOUNT, { code: 'NOT_YOUR_ACCOUNT' });
    const customer = await findCustomerById(context.db, customerId);
    if (!customer) throw new UserInputError(SIGN_IN_REQUIRED, { code: 'SIGN_IN_REQUIRED' });
    // A new password signs the user out everywhere (their tokens are rotated, as updateCustomer
    // does); the client signs in again with it.
    const changes = nameEmailPasswordChanges(input);
    if (asksForCurrentPassword(info, 'UpdateUserInput')) {
      await assertCurrentPassword(customer, changes, input.currentPassword, context.requireCurrentPassword);
    }
    const { customer: updated } = await updateProfile(context.db, customer, changes);
    return { clientMutationId: input.clientMutationId, user: accountSource(updated) };
  },
};
