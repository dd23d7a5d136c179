/** The values catalogue resolvers hand on as parents (beside the rows in loaders.ts). */
import type { LabelledAttribute } from './translations.ts';

/** A product attribute as WooGraphQL's GlobalProductAttribute / LocalProductAttribute. */
export interface AttributeView {
  row: LabelledAttribute;
  productId: number;
}

/** A page of products; `found` is counted only when a client selects it. */
export interface ProductConnectionSource {
  found: number | (() => Promise<number>);
}

/** The parents of this domain's object types, named in the generated resolver types (graphql/models.ts). */
interface Models {
  AttributeView: AttributeView;
  ProductConnectionSource: ProductConnectionSource;
}
declare module '../graphql/models.ts' {
  interface ResolverModels extends Models {}
}
