/**
 * The schema paths a GraphQL document uses, in the notation of woonuxt-paths.ts: `Type` (a
 * fragment's or inline fragment's type condition), `Type.field` or `Type.field(arg,arg)` (the
 * arguments the document passes) and `input Type.field` (an input object field it writes).
 */
import {
  type ASTNode,
  type GraphQLSchema,
  getNamedType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';

export function schemaPaths(schema: GraphQLSchema, document: ASTNode): Set<string> {
  const typeInfo = new TypeInfo(schema);
  const paths = new Set<string>();
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      enter(node) {
        if (
          (node.kind === Kind.FRAGMENT_DEFINITION || node.kind === Kind.INLINE_FRAGMENT) &&
          node.typeCondition
        ) {
          paths.add(node.typeCondition.name.value);
        } else if (node.kind === Kind.FIELD && !node.name.value.startsWith('__')) {
          const parent = typeInfo.getParentType()?.name ?? '?';
          const args = node.arguments?.length
            ? `(${node.arguments.map((arg) => arg.name.value).join(',')})`
            : '';
          paths.add(`${parent}.${node.name.value}${args}`);
        } else if (node.kind === Kind.OBJECT_FIELD) {
          const parent = typeInfo.getParentInputType();
          paths.add(`input ${parent ? getNamedType(parent).name : '?'}.${node.name.value}`);
        }
      },
    }),
  );
  return paths;
}
