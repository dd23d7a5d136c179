import type { DocumentTypeDecoration, TypedDocumentNode } from '@graphql-typed-document-node/core';

/**
 * An operation the browser may run through /api/graphql, as the browser holds it: its registered
 * id (the sha256 of the document's text in src/graphql/generated/persisted-operations.json) and
 * its name, typed with the generated result and variables. The document itself stays on the
 * server, so no query text reaches the browser's bundle and the route serves nothing else.
 * Generated into src/graphql/generated/browser-operations.generated.ts (`npm run codegen`).
 */
export interface PersistedOperation<TResult, TVariables> extends DocumentTypeDecoration<TResult, TVariables> {
  readonly id: string;
  readonly name: string;
}

/** The persisted operation of a generated typed document. */
export type OperationOf<TDocument> =
  TDocument extends TypedDocumentNode<infer TResult, infer TVariables>
    ? PersistedOperation<TResult, TVariables>
    : never;

/** The result type an operation answers (the generated type). */
export type ResultOfOperation<TOperation> =
  TOperation extends PersistedOperation<infer TResult, unknown> ? TResult : never;
