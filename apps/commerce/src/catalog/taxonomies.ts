/**
 * The store's taxonomies and how the three WooGraphQL enums name them: ProductTaxonomyEnum
 * (PA_SIZE), TaxonomyEnum (PASIZE) and the GraphQL type of a term (PaSize).
 */
export interface TaxonomyInfo {
  /** WordPress taxonomy name. */
  name: string;
  productTaxonomyEnum: string;
  taxonomyEnum: string;
  graphqlType: string;
  /** Hierarchical taxonomies match a term's descendants too (WordPress include_children). */
  hierarchical: boolean;
}

const attribute = (slug: string, typeSuffix: string): TaxonomyInfo => ({
  name: `pa_${slug}`,
  productTaxonomyEnum: `PA_${slug.toUpperCase()}`,
  taxonomyEnum: `PA${slug.toUpperCase()}`,
  graphqlType: `Pa${typeSuffix}`,
  hierarchical: false,
});

export const TAXONOMIES: readonly TaxonomyInfo[] = [
  {
    name: 'product_cat',
    productTaxonomyEnum: 'PRODUCT_CAT',
    taxonomyEnum: 'PRODUCTCATEGORY',
    graphqlType: 'ProductCategory',
    hierarchical: true,
  },
  {
    name: 'product_tag',
    productTaxonomyEnum: 'PRODUCT_TAG',
    taxonomyEnum: 'PRODUCTTAG',
    graphqlType: 'ProductTag',
    hierarchical: false,
  },
  attribute('color', 'Color'),
  attribute('size', 'Size'),
  attribute('filterclass', 'Filterclass'),
  attribute('cutlevel', 'Cutlevel'),
  attribute('shade', 'Shade'),
  attribute('standard', 'Standard'),
];

const byName = new Map(TAXONOMIES.map((t) => [t.name, t]));
const byProductEnum = new Map(TAXONOMIES.map((t) => [t.productTaxonomyEnum, t]));
const byTaxonomyEnum = new Map(TAXONOMIES.map((t) => [t.taxonomyEnum, t]));

export const taxonomyByName = (name: string) => byName.get(name);
/** Undefined for enum values a WooCommerce site may have but this store does not (PA_RANGE...). */
export const taxonomyByProductEnum = (value: string) => byProductEnum.get(value);
export const taxonomyByTaxonomyEnum = (value: string) => byTaxonomyEnum.get(value);

export const isGlobalAttribute = (name: string) => name.startsWith('pa_');
