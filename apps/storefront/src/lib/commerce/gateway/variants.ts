import type { DocumentNode } from 'graphql';
import {
  GetPaymentGatewaysWithStripeDocument,
  UpdatePasswordWithCurrentPasswordDocument,
} from '@/graphql/generated';
import type { PluginFeature } from '@/graphql/plugin-features';

/**
 * The document the route sends for a browser operation: the registered one, or its richer variant
 * when the backend has the plugin feature the variant needs (the browser asks the same either way).
 */

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

export async function documentToSend(
  operationName: string,
  document: DocumentNode,
  variables: Record<string, unknown>,
  hasFeature: (feature: PluginFeature) => Promise<boolean>,
): Promise<{ document: DocumentNode; variables: Record<string, unknown> }> {
  // With WooNuxt Settings, the payment methods come with the Stripe settings (same answer, one more field).
  const chosen =
    operationName === 'getPaymentGateways' && (await hasFeature('woonuxt'))
      ? GetPaymentGatewaysWithStripeDocument
      : document;
  return withCurrentPassword(operationName, chosen, variables, () => hasFeature('currentPassword'));
}
