/**
 * Whether a resolver's field selects a subfield, through fragments too: a resolver may then do
 * in one statement what the subfield's own resolver would do in another.
 */
import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

export function selectsField(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, name: string) {
  const seen = new Set<string>();
  const within = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet);
      const fragment = info.fragments[selection.name.value];
      if (!fragment || seen.has(fragment.name.value)) return false;
      seen.add(fragment.name.value);
      return within(fragment.selectionSet);
    });
  return info.fieldNodes.some((node) => within(node.selectionSet));
}
