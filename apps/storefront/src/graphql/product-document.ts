/**
 * The product page's one document, composed for the backend's plugins: getProduct (stock
 * WooGraphQL fields only) plus the fragment of each plugin feature the backend has (SEO, custom
 * tabs, FAQs, warranty, documents, packaging, quantity tiers), spread into `product`. One round trip whatever the backend, and never a
 * field a stock site would reject. Composed once per capability set.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  type DefinitionNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type SelectionNode,
} from 'graphql';
import {
  GetProductDocument,
  type GetProductQuery,
  type GetProductQueryVariables,
  type ProductCrossSellOfFragment,
  ProductCrossSellOfFragmentDoc,
  type ProductCustomTabsFragment,
  ProductCustomTabsFragmentDoc,
  type ProductDocumentsFragment,
  ProductDocumentsFragmentDoc,
  type ProductFaqsFragment,
  ProductFaqsFragmentDoc,
  type ProductPackagingFragment,
  ProductPackagingFragmentDoc,
  type ProductQuantityTiersFragment,
  ProductQuantityTiersFragmentDoc,
  type ProductSeoFragment,
  ProductSeoFragmentDoc,
  type ProductWarrantyFragment,
  ProductWarrantyFragmentDoc,
} from '@/graphql/generated';
import { type Capabilities, capabilityKey, type PluginFeature } from '@/graphql/plugin-features';

/**
 * One plugin fragment's fields as one object. A fragment on the Product interface is generated as
 * a union of one type per product type; intersecting several such unions would make the cross
 * product of all of them (4^n types), which the type checker cannot afford. Pick over the union's
 * common keys collapses it first.
 */
type FragmentFields<Fragment> = Pick<Fragment, keyof Fragment>;

/** The product as the composed document answers it: the plugin parts only when the backend has them. */
export type ComposedProduct = NonNullable<GetProductQuery['product']> &
  Partial<
    FragmentFields<ProductSeoFragment> &
      FragmentFields<ProductCustomTabsFragment> &
      FragmentFields<ProductFaqsFragment> &
      FragmentFields<ProductWarrantyFragment> &
      FragmentFields<ProductCrossSellOfFragment> &
      FragmentFields<ProductDocumentsFragment> &
      FragmentFields<ProductPackagingFragment> &
      FragmentFields<ProductQuantityTiersFragment> & {
        tierVariations: Extract<ProductQuantityTiersFragment, { tierVariations: unknown }>['tierVariations'];
      }
  >;
export type ComposedProductQuery = { product: ComposedProduct | null };

const PRODUCT_FRAGMENTS: Partial<Record<PluginFeature, DocumentNode>> = {
  seo: ProductSeoFragmentDoc,
  tabs: ProductCustomTabsFragmentDoc,
  faqs: ProductFaqsFragmentDoc,
  warranty: ProductWarrantyFragmentDoc,
  partFits: ProductCrossSellOfFragmentDoc,
  productDocuments: ProductDocumentsFragmentDoc,
  packSizes: ProductPackagingFragmentDoc,
  quantityTiers: ProductQuantityTiersFragmentDoc,
};

/** The plugin features the product document may use. */
export const PRODUCT_FEATURES = Object.keys(PRODUCT_FRAGMENTS) as PluginFeature[];

const fragmentsOf = (document: DocumentNode) =>
  document.definitions.filter(
    (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
  );

function compose(features: PluginFeature[]): DocumentNode {
  const fragments = features.flatMap((feature) => {
    const document = PRODUCT_FRAGMENTS[feature];
    return document ? fragmentsOf(document) : [];
  });
  if (fragments.length === 0) return GetProductDocument;
  const spreads: SelectionNode[] = fragments.map((fragment) => ({
    kind: Kind.FRAGMENT_SPREAD,
    name: { kind: Kind.NAME, value: fragment.name.value },
  }));
  const definitions: DefinitionNode[] = GetProductDocument.definitions.map((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return definition;
    return {
      ...definition,
      selectionSet: {
        ...definition.selectionSet,
        selections: definition.selectionSet.selections.map((selection) =>
          selection.kind === Kind.FIELD && selection.name.value === 'product'
            ? ({
                ...selection,
                selectionSet: selection.selectionSet && {
                  ...selection.selectionSet,
                  selections: [...spreads, ...selection.selectionSet.selections],
                },
              } satisfies FieldNode)
            : selection,
        ),
      },
    };
  });
  // A fragment used by two features is defined once.
  const known = new Set(fragmentsOf(GetProductDocument).map((fragment) => fragment.name.value));
  for (const fragment of fragments) {
    if (known.has(fragment.name.value)) continue;
    known.add(fragment.name.value);
    definitions.push(fragment);
  }
  return { kind: Kind.DOCUMENT, definitions };
}

const composed = new Map<string, TypedDocumentNode<ComposedProductQuery, GetProductQueryVariables>>();

/** getProduct with the fragments of the features in `capabilities` (the same object for the same set). */
export function productDocument(
  capabilities: Capabilities,
): TypedDocumentNode<ComposedProductQuery, GetProductQueryVariables> {
  const key = capabilityKey(capabilities);
  let document = composed.get(key);
  if (!document) {
    const features = PRODUCT_FEATURES.filter((feature) => capabilities[feature]);
    // The fragments' fields are typed by ComposedProduct (generated from the same fragments).
    document = compose(features) as TypedDocumentNode<ComposedProductQuery, GetProductQueryVariables>;
    composed.set(key, document);
  }
  return document;
}
