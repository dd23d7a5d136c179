/**
 * WooNuxt's GraphQL documents (operations.graphql, with their provenance): each operation with the
 * fragments it spreads, as WooNuxt's client sends it, and every fragment, for tests that check the
 * backend serves and admits what WooNuxt asks.
 */
import { readFileSync } from 'node:fs';
import { type DocumentNode, Kind, parse, print } from 'graphql';
import { type NamedDocument, operationDocuments } from '../graphql-documents.ts';

/** The scottyzen/woonuxt commit whose codegen output operations.graphql copies. */
export const WOONUXT_COMMIT = '57a45e134cd095efaa3202fccf18151a3ee569d9';

/** Every definition of WooNuxt's `.gql` files, fragments included, as one document. */
export const woonuxtDefinitions = (): DocumentNode =>
  parse(readFileSync(new URL('./operations.graphql', import.meta.url), 'utf8'));

/** Each operation in a document of its own, with the fragments it needs. */
export const woonuxtOperations = (): NamedDocument[] => operationDocuments(woonuxtDefinitions().definitions);

/** The text WooNuxt sends for the operation of this name. */
export function woonuxtOperation(name: string): string {
  const found = woonuxtOperations().find((operation) => operation.name === name);
  if (!found) throw new Error(`WooNuxt has no operation named ${name}`);
  return print(found.document);
}

/** The names of WooNuxt's fragments (some are kept in its files without an operation using them). */
export const woonuxtFragmentNames = (): string[] =>
  woonuxtDefinitions()
    .definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
    .map((fragment) => fragment.name.value);
