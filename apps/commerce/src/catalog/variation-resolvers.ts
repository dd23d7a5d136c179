/** Fields of SimpleProductVariation (WooGraphQL's only ProductVariation) and of product attributes. */

import { arrayConnection } from '../graphql/connection.ts';
import type { Context } from '../graphql/context.ts';
import type {
  GlobalProductAttributeResolvers,
  LocalProductAttributeResolvers,
  SimpleProductVariationResolvers,
} from '../graphql/generated/resolvers-types.ts';
import { moneyField } from '../graphql/money-fields.ts';
import { wpDate } from '../lib/dates.ts';
import { fromGlobalId, toGlobalId } from '../lib/global-id.ts';
import { present } from '../lib/input.ts';
import { catalogLoaders, type ProductRecord, type TermRow, type VariationRow } from './loaders.ts';
import { attributeLabel, metaDataEntries, stockStatusEnum, variationAttributes } from './product-values.ts';
import { isGlobalAttribute } from './taxonomies.ts';

const parentOf = async (row: VariationRow, context: Context): Promise<ProductRecord> => {
  const parent = await catalogLoaders(context).productById.load(row.parentId);
  if (!parent) throw new Error(`Variation ${row.id} has no parent product.`);
  return parent;
};

/** The variation's chosen values in its product's attribute order, "any" ('') left out. */
const chosenValues = async (row: VariationRow, context: Context) =>
  (await variationAttributes(row.id, row.parentId, row.attributes, context)).filter(
    ({ value }) => value !== '',
  );

/** Display names of the chosen values ("Medium, Blue"), as WooCommerce titles variations. */
async function valueNames(row: VariationRow, context: Context): Promise<string[]> {
  return Promise.all(
    (await chosenValues(row, context)).map(async ({ name, value }) =>
      isGlobalAttribute(name)
        ? ((await catalogLoaders(context).termBySlug.load(`${name}:${value}`))?.name ?? value)
        : value,
    ),
  );
}

export const variationResolvers: SimpleProductVariationResolvers = {
  id: (row) => toGlobalId('post', row.id),
  databaseId: (row) => row.id,
  name: async (row, _args, context) => {
    const [parent, values] = await Promise.all([parentOf(row, context), valueNames(row, context)]);
    return values.length > 0 ? `${parent.name} - ${values.join(', ')}` : parent.name;
  },
  slug: async (row, _args, context) => {
    const [parent, values] = await Promise.all([parentOf(row, context), chosenValues(row, context)]);
    return [parent.slug, ...values.map(({ key }) => key)].join('-');
  },
  sku: (row) => row.sku,
  type: () => 'VARIATION',
  status: (row) => row.status,
  menuOrder: (row) => row.menuOrder,
  date: (row) => wpDate(row.publishedAt),
  description: (row) => row.description,
  shortDescription: (row) => row.description,
  onSale: (row) => row.onSale,
  price: (row, args, context) => moneyField(row.price, args, context),
  regularPrice: (row, args, context) => moneyField(row.regularPrice, args, context),
  salePrice: (row, args, context) => moneyField(row.onSale ? row.salePrice : null, args, context),
  stockStatus: (row) => stockStatusEnum(row.stockStatus),
  stockQuantity: (row) => row.stockQuantity,
  // WooCommerce's variation answers 'parent' when its product keeps the stock, else its own
  // setting; not managed at all answers null, as a product does (product-resolvers.ts).
  manageStock: async (row, _args, context) =>
    row.manageStock ? 'TRUE' : (await parentOf(row, context)).manageStock ? 'PARENT' : null,
  lowStockAmount: () => null,
  backorders: () => 'NO',
  backordersAllowed: (row) => row.stockStatus === 'onbackorder',
  soldIndividually: () => false,
  purchasable: (row) => row.price !== null && row.stockStatus !== 'outofstock',
  virtual: (row) => row.virtual,
  downloadable: (row) => row.downloadable,
  downloads: () => [],
  weight: async (row, _args, context) => row.weight ?? (await parentOf(row, context)).weight,
  length: async (row, _args, context) => (await parentOf(row, context)).length,
  width: async (row, _args, context) => (await parentOf(row, context)).width,
  height: async (row, _args, context) => (await parentOf(row, context)).height,
  // A variation without its own picture shows its product's, as in WooCommerce.
  image: async (row, _args, context) => {
    const imageId = row.imageId ?? (await parentOf(row, context)).imageId;
    return imageId ? catalogLoaders(context).mediaById.load(imageId) : null;
  },
  hasAttributes: (row) => Object.keys(row.attributes).length > 0,
  attributes: async (row, args, context) =>
    arrayConnection(await variationAttributes(row.id, row.parentId, row.attributes, context), args),
  parent: async (row, _args, context) => ({ cursor: null, node: await parentOf(row, context) }),
  averageRating: async (row, _args, context) => (await parentOf(row, context)).averageRating,
  reviewCount: () => 0,
  reviewsAllowed: () => false,
  featured: () => false,
  totalSales: () => 0,
  catalogVisibility: () => 'VISIBLE',
  purchaseNote: () => '',
  metaData: (row, args) => metaDataEntries([], args, row.id),
};

const attributeCommon: GlobalProductAttributeResolvers & LocalProductAttributeResolvers = {
  id: ({ row, productId }) => toGlobalId('product_attribute', `${productId}||${row.name}`),
  name: ({ row }) => row.name,
  options: ({ row }) => row.options,
  position: ({ row }) => row.position,
  visible: ({ row }) => row.visible,
  variation: ({ row }) => row.variation,
};

export const globalAttributeResolvers: GlobalProductAttributeResolvers = {
  ...attributeCommon,
  attributeId: async ({ row }, _args, context) =>
    (await catalogLoaders(context).attributeTaxonomies.load('all')).get(row.name)?.id ?? 0,
  label: ({ row }, _args, context) => attributeLabel(row.name, context),
  scope: () => 'GLOBAL',
  slug: ({ row }) => row.name,
  terms: async ({ row }, args, context) => {
    const loaded = await catalogLoaders(context).termBySlug.loadMany(
      row.options.map((slug) => `${row.name}:${slug}`),
    );
    const terms = loaded.filter((term): term is TermRow => term !== null && !(term instanceof Error));
    return arrayConnection(filterAttributeTerms(terms, args.where), args);
  },
};

/** The `where` of GlobalProductAttribute.terms this backend honours. */
export interface AttributeTermsWhere {
  include?: (string | null)[] | null;
  exclude?: (string | null)[] | null;
  slug?: (string | null)[] | null;
  hideEmpty?: boolean | null;
  orderby?: string | null;
  order?: 'ASC' | 'DESC' | null;
}

/** A term id given as a number or as a WPGraphQL global id ("term:12"). */
const termIdOf = (value: string) =>
  Number(/^\d+$/.test(value) ? value : (fromGlobalId(value)?.id ?? Number.NaN));

const TERM_SORT: Record<string, (term: TermRow) => string | number> = {
  NAME: (term) => term.name.toLowerCase(),
  SLUG: (term) => term.slug,
  COUNT: (term) => term.count,
  MENU_ORDER: (term) => term.menuOrder,
  TERM_ID: (term) => term.id,
  TERM_ORDER: (term) => term.menuOrder,
  TERM_GROUP: () => 0,
  DESCRIPTION: (term) => term.description,
};

/**
 * WooGraphQL answers this connection with get_terms() limited to the product's terms
 * (wc_get_product_terms): include/exclude by id, slug, hideEmpty, and orderby/order (ascending
 * unless told; WooNuxt asks for MENU_ORDER ASC). Without orderby the product's own order stays.
 */
export function filterAttributeTerms(
  terms: TermRow[],
  where: AttributeTermsWhere | null | undefined,
): TermRow[] {
  if (!where) return terms;
  const include = present(where.include).map(termIdOf);
  const exclude = new Set(present(where.exclude).map(termIdOf));
  const slugs = new Set(present(where.slug));
  const kept = terms.filter(
    (term) =>
      (include.length === 0 || include.includes(term.id)) &&
      !exclude.has(term.id) &&
      (slugs.size === 0 || slugs.has(term.slug)) &&
      (where.hideEmpty !== true || term.count > 0),
  );
  const key = where.orderby ? TERM_SORT[where.orderby] : undefined;
  if (!key) return where.order === 'DESC' ? kept.reverse() : kept;
  const direction = where.order === 'DESC' ? -1 : 1;
  return kept
    .map((term, index) => ({ term, index }))
    .sort((a, b) => {
      const x = key(a.term);
      const y = key(b.term);
      // Ties keep the product's own order.
      return x < y ? -direction : x > y ? direction : a.index - b.index;
    })
    .map(({ term }) => term);
}

export const localAttributeResolvers: LocalProductAttributeResolvers = {
  ...attributeCommon,
  attributeId: () => 0,
  // The English name stays the attribute's key (variations and addToCart name it); the label reads in the request's language.
  label: ({ row }) => row.label ?? row.name,
  // The values read in the request's language, as a translated product's own values read under
  // WPML; addToCart takes them back (cart/items.ts).
  options: ({ row }) => row.options.map((value) => row.valueNames?.[value] ?? value),
  scope: () => 'LOCAL',
};
