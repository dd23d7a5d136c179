import 'server-only';
import { type DocumentNode, getOperationAST } from 'graphql';
import { BROWSER_OPERATIONS } from '@/graphql/browser-operations';
import { BROWSER_OPERATION_NAMES } from '@/graphql/generated/browser-operations.generated';

/**
 * What /api/graphql serves: the browser's registered operations (src/graphql/browser-operations.ts),
 * found by the id the build gave them (never arbitrary documents, never the server's own
 * operations such as refreshToken).
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
