import type {
  UpdateCustomerMutation,
  UpdateCustomerMutationVariables,
  UpdatePasswordMutation,
  UpdatePasswordMutationVariables,
} from '@/graphql/generated';
import {
  UpdateCustomerOperation,
  UpdatePasswordOperation,
} from '@/graphql/generated/browser-operations.generated';
import type { PersistedOperation } from '@/lib/commerce/browser/browser-client';

/**
 * The edit-account forms send the current password beside the operation's own variables; the
 * route hands it to a backend that asks for it and drops it for a stock site
 * (lib/commerce/gateway/registry.ts). These are the same registered operations, typed with it.
 */
type WithCurrentPassword<TVariables> = TVariables & { currentPassword: string };

export const UpdateCustomerWithPassword = UpdateCustomerOperation as PersistedOperation<
  UpdateCustomerMutation,
  WithCurrentPassword<UpdateCustomerMutationVariables>
>;

export const UpdatePasswordWithPassword = UpdatePasswordOperation as PersistedOperation<
  UpdatePasswordMutation,
  WithCurrentPassword<UpdatePasswordMutationVariables>
>;
