import 'server-only';
import { type DocumentNode, getOperationAST } from 'graphql';
import { BROWSER_OPERATIONS } from '@/graphql/browser-operations';
import {
  GetPaymentGatewaysWithStripeDocument,
  UpdatePasswordWithCurrentPasswordDocument,
} from '@/graphql/generated';
import { BROWSER_OPERATION_NAMES } from '@/graphql/generated/browser-operations.generated';
import type { PluginFeature } from '@/graphql/plugin-features';

/**
 * What /api/graphql sends the backend for the browser's {id, variables}: one of the browser's
 * registered operations (src/graphql/browser-operations.ts), found by the id the build gave it
 * (never arbitrary documents, never the server's own operations such as refreshToken); its richer
 * variant where the backend has the plugin feature the variant needs (the browser asks the same
 * either way); and only the variables that document declares.
 */

export interface RegisteredOperation {
  name: string;
  document: DocumentNode;
}

const documents = new Map<string, DocumentNode>(
  Object.values(BROWSER_OPERATIONS).map((document) => [
    getOperationAST(document)?.name?.value ?? '',
    document as DocumentNode,
  ]),
);

export function registeredOperation(id: unknown): RegisteredOperation | null {
  if (typeof id !== 'string' || !Object.hasOwn(BROWSER_OPERATION_NAMES, id)) return null;
  const name = BROWSER_OPERATION_NAMES[id] ?? '';
  const document = documents.get(name);
  return document ? { name, document } : null;
}

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

/** The document and variables the backend is sent for a registered operation. */
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
  const sent = await withCurrentPassword(operationName, chosen, variables, () =>
    hasFeature('currentPassword'),
  );
  // Only what the operation declares goes on to the backend.
  return { document: sent.document, variables: declaredVariables(sent.document, sent.variables) };
}

/**
 * The variables an operation declares, and only those: the browser may post any others beside
 * them, and the backend would receive them all (a value nested 100,000 deep among them). Read
 * once per document from its parsed definitions.
 */
const declaredNames = new WeakMap<DocumentNode, ReadonlySet<string>>();

function namesOf(document: DocumentNode): ReadonlySet<string> {
  let names = declaredNames.get(document);
  if (!names) {
    const definitions = getOperationAST(document)?.variableDefinitions ?? [];
    names = new Set(definitions.map((definition) => definition.variable.name.value));
    declaredNames.set(document, names);
  }
  return names;
}

function declaredVariables(
  document: DocumentNode,
  variables: Record<string, unknown>,
): Record<string, unknown> {
  const names = namesOf(document);
  return Object.fromEntries(Object.entries(variables).filter(([name]) => names.has(name)));
}
