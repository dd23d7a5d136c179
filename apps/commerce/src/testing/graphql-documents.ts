/**
 * GraphQL documents as a client sends them: each operation of a set of definitions with the
 * fragments it spreads, directly or through other fragments (a client's codegen joins them so).
 */
import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  visit,
} from 'graphql';

export interface NamedDocument {
  name: string;
  document: DocumentNode;
}

const isFragment = (definition: DefinitionNode): definition is FragmentDefinitionNode =>
  definition.kind === Kind.FRAGMENT_DEFINITION;

export const isOperation = (definition: DefinitionNode): definition is OperationDefinitionNode =>
  definition.kind === Kind.OPERATION_DEFINITION;

/** A function giving an operation its own document: the operation, then every fragment it needs. */
export function fragmentJoiner(
  definitions: readonly DefinitionNode[],
): (operation: OperationDefinitionNode) => DocumentNode {
  const fragments = new Map(
    definitions.filter(isFragment).map((fragment) => [fragment.name.value, fragment]),
  );
  return (operation) => {
    const needed = new Map<string, FragmentDefinitionNode>();
    const collect = (node: DefinitionNode | SelectionSetNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (!fragment || needed.has(fragment.name.value)) return;
          needed.set(fragment.name.value, fragment);
          collect(fragment);
        },
      });
    collect(operation);
    return { kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] };
  };
}

/** Every operation of the definitions, each in a document of its own with its fragments. */
export function operationDocuments(definitions: readonly DefinitionNode[]): NamedDocument[] {
  const withFragments = fragmentJoiner(definitions);
  return definitions.filter(isOperation).map((operation) => ({
    name: operation.name?.value ?? '(anonymous)',
    document: withFragments(operation),
  }));
}
