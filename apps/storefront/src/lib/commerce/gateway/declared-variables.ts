import { type DocumentNode, getOperationAST } from 'graphql';

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

export function declaredVariables(
  document: DocumentNode,
  variables: Record<string, unknown>,
): Record<string, unknown> {
  const names = namesOf(document);
  return Object.fromEntries(Object.entries(variables).filter(([name]) => names.has(name)));
}
