import { type ASTVisitor, GraphQLError, Kind, type SelectionSetNode, type ValidationContext } from 'graphql';

/**
 * Refuses documents nested deeper than `limit` fields, so one request cannot make the
 * server walk products → related → related → … without end.
 */
export function maxDepthRule(limit: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    const depthOf = (selectionSet: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!selectionSet) return 0;
      let deepest = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, seen));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, seen));
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment || seen.has(name)) continue;
          deepest = Math.max(deepest, depthOf(fragment.selectionSet, new Set([...seen, name])));
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(operation) {
        if (depthOf(operation.selectionSet, new Set()) > limit) {
          context.reportError(
            new GraphQLError(`The query is nested too deeply (at most ${limit} levels).`, {
              nodes: operation,
              extensions: { code: 'QUERY_TOO_DEEP', limit: 'depth', max: limit },
            }),
          );
        }
      },
    };
  };
}
