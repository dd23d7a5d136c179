/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ProductTypesEnum =
  | 'EXTERNAL'
  | 'GROUPED'
  | 'SIMPLE'
  | 'VARIABLE'
  | 'VARIATION';

export type ProductsOrderByEnum =
  | 'DATE'
  | 'IN'
  | 'MENU_ORDER'
  | 'MODIFIED'
  | 'NAME'
  | 'NAME_IN'
  | 'ON_SALE_FROM'
  | 'ON_SALE_TO'
  | 'PARENT'
  | 'POPULARITY'
  | 'PRICE'
  | 'RATING'
  | 'REGULAR_PRICE'
  | 'REVIEW_COUNT'
  | 'SALE_PRICE'
  | 'SLUG'
  | 'TOTAL_SALES';

export type StockStatusEnum =
  | 'IN_STOCK'
  | 'ON_BACKORDER'
  | 'OUT_OF_STOCK';

type ProductCard_ExternalProduct_Fragment = { databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null };

type ProductCard_SimpleProduct_Fragment = { stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null };

type ProductCard_VariableProduct_Fragment = { stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null };

export type ProductCardFragment =
  | ProductCard_ExternalProduct_Fragment
  | ProductCard_SimpleProduct_Fragment
  | ProductCard_VariableProduct_Fragment
;

export type GetHomepageProductsQueryVariables = Exact<{
  first?: number | null | undefined;
  orderby?: ProductsOrderByEnum | null | undefined;
}>;


export type GetHomepageProductsQuery = { products: { nodes: Array<
      | { databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null }
      | { stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null }
      | { stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null }
    > } | null };

export const ProductCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"WOOCOMMERCE_THUMBNAIL"}}]},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}}]}}]} as unknown as DocumentNode<ProductCardFragment, unknown>;
export const GetHomepageProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getHomepageProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"5"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderby"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductsOrderByEnum"}},"defaultValue":{"kind":"EnumValue","value":"POPULARITY"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"orderby"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderby"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}]}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"WOOCOMMERCE_THUMBNAIL"}}]},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}}]}}]} as unknown as DocumentNode<GetHomepageProductsQuery, GetHomepageProductsQueryVariables>;