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
