import type { DocumentNode } from 'graphql';
import { UpdatePasswordWithCurrentPasswordDocument } from '@/graphql/generated';

/**
 * The edit-account forms send `currentPassword` beside their variables. A backend with the store
 * accounts plugin asks for it to change the password or the email (UpdateCustomerInput.currentPassword);
 * a stock WooGraphQL site has no such field and would refuse the whole operation, so there it is
 * left out. Runs in the /api/graphql route, which knows the backend's features.
 */
export async function withCurrentPassword(
  operationName: string,
  document: DocumentNode,
  variables: Record<string, unknown>,
  backendAsksForIt: () => Promise<boolean>,
): Promise<{ document: DocumentNode; variables: Record<string, unknown> }> {
  if (operationName !== 'UpdateCustomer' && operationName !== 'updatePassword')
    return { document, variables };
  const { currentPassword, ...rest } = variables;
  if (typeof currentPassword !== 'string' || currentPassword === '' || !(await backendAsksForIt())) {
    return { document, variables: rest };
  }
  if (operationName === 'updatePassword') {
    return { document: UpdatePasswordWithCurrentPasswordDocument, variables: { ...rest, currentPassword } };
  }
  const input = rest.input && typeof rest.input === 'object' ? (rest.input as Record<string, unknown>) : {};
  return { document, variables: { ...rest, input: { ...input, currentPassword } } };
}
