/**
 * Fields of SimpleProduct, VariableProduct and ExternalProduct (and the interfaces they
 * share), resolved from a products row plus batch loaders.
 */
import { arrayConnection } from '../graphql/connection.ts';
import type { Context } from '../graphql/context.ts';
import type {
  ExternalProductResolvers,
  GroupProductResolvers,
  SimpleProductResolvers,
  VariableProductResolvers,
} from '../graphql/generated/resolvers-types.ts';
import { wpDate } from '../lib/dates.ts';
import { toGlobalId } from '../lib/global-id.ts';
import { present } from '../lib/input.ts';
import { priceField } from '../lib/money.ts';
import { catalogLoaders, type ProductRecord, type VariationRow } from './loaders.ts';
import { productLinkResolvers } from './product-links.ts';
import { RELATED_LIMIT } from './product-list-loaders.ts';
import { productSeo } from './product-seo.ts';
import { metaDataEntries, productUri, stockStatusEnum, variationAttributes } from './product-values.ts';
import { taxonomyByTaxonomyEnum } from './taxonomies.ts';
import type { AttributeView } from './types.ts';

/** Limits of the spec (section 9): gallery 20, related 5 (product-list-loaders.ts), terms 100, variations 100. */
const GALLERY_LIMIT = 20;
const TERMS_LIMIT = 100;
const VARIATIONS_LIMIT = 100;

const PRODUCT_TYPE_NAMES: Record<string, string> = {
  simple: 'SimpleProduct',
  variable: 'VariableProduct',
  external: 'ExternalProduct',
  // WooCommerce's grouped type; the demo store has none, but a row of that type is served as one.
  grouped: 'GroupProduct',
};

export const productTypeName = (row: Pick<ProductRecord, 'type'>) =>
  PRODUCT_TYPE_NAMES[row.type] ?? 'SimpleProduct';

/** Min and max of a list of cents, ignoring products without a price. */
function range(values: (number | null)[]): { min: number | null; max: number | null } {
  const prices = values.filter((v): v is number => v !== null);
  return prices.length === 0
    ? { min: null, max: null }
    : { min: Math.min(...prices), max: Math.max(...prices) };
}

/** Price, regular price or sale price of a product: its own, or the range over its variations. */
async function priceOf(
  row: ProductRecord,
  field: 'price' | 'regularPrice' | 'salePrice',
  format: 'RAW' | 'FORMATTED',
  context: Context,
): Promise<string | null> {
  const { currency } = await context.options();
  if (row.type !== 'variable') {
    const cents = row[field];
    return priceField({ min: cents, max: cents }, format, currency);
  }
  const variations = await catalogLoaders(context).variationsByParent.load(row.id);
  const values = variations.map((v) => (field === 'salePrice' && !v.onSale ? null : v[field]));
  return priceField(range(values), format, currency);
}

const termsOf = async (row: ProductRecord, context: Context, taxonomy?: string) => {
  const all = await catalogLoaders(context).termsByProduct.load(row.id);
  return taxonomy ? all.filter((term) => term.taxonomy === taxonomy) : all;
};

const TAB_TYPES = { text: 'TEXT', accordion: 'ACCORDION', videos: 'VIDEOS', downloads: 'DOWNLOADS' } as const;

/** The fields every product type shares: one map serves simple, variable, external and grouped products. */
export type ProductFieldResolvers = SimpleProductResolvers &
  VariableProductResolvers &
  ExternalProductResolvers &
  GroupProductResolvers;

export const productResolvers: ProductFieldResolvers = {
  id: (row) => toGlobalId('post', row.id),
  databaseId: (row) => row.id,
  productId: (row) => row.id,
  name: (row) => row.name,
  title: (row) => row.name,
  slug: (row) => row.slug,
  sku: (row) => row.sku,
  status: (row) => row.status,
  type: (row) => row.type.toUpperCase(),
  featured: (row) => row.featured,
  onSale: (row) => row.onSale,
  totalSales: (row) => row.totalSales,
  menuOrder: (row) => row.menuOrder,
  averageRating: (row) => row.averageRating,
  reviewCount: (row) => row.reviewCount,
  reviewsAllowed: () => true,
  purchaseNote: (row) => row.purchaseNote,
  virtual: (row) => row.virtual,
  downloadable: (row) => row.downloadable,
  downloads: (row) =>
    row.downloads.map((download, index) => ({
      downloadId: `${row.id}-${index}`,
      name: download.name,
      file: download.file,
    })),
  catalogVisibility: (row) => row.catalogVisibility.toUpperCase(),
  date: (row) => wpDate(row.publishedAt),
  modified: (row) => wpDate(row.modifiedAt),
  description: (row, _args) => row.description,
  shortDescription: (row, _args) => row.shortDescription,
  uri: (row) => productUri(row.slug),
  link: async (row, _args, context) => `${(await context.options()).site.baseUrl}${productUri(row.slug)}`,
  // External products are bought elsewhere; the rest can be bought unless out of stock.
  purchasable: (row) => row.type !== 'external' && row.price !== null && row.stockStatus !== 'outofstock',
  metaData: (row, args) => metaDataEntries(row.metaData, args, row.id),

  image: (row, _args, context) => (row.imageId ? catalogLoaders(context).mediaById.load(row.imageId) : null),
  galleryImages: async (row, args, context) => {
    const images = await catalogLoaders(context).mediaById.loadMany(row.galleryIds.slice(0, GALLERY_LIMIT));
    return arrayConnection(
      images.filter((image) => image !== null && !(image instanceof Error)),
      args,
      GALLERY_LIMIT,
    );
  },

  productCategories: async (row, args, context) =>
    arrayConnection(await termsOf(row, context, 'product_cat'), args),
  productTags: async (row, args, context) =>
    arrayConnection(await termsOf(row, context, 'product_tag'), args),
  terms: async (row, args, context) => {
    const wanted = present(args.where?.taxonomies).map((value) => taxonomyByTaxonomyEnum(value)?.name);
    const all = await termsOf(row, context);
    const selected = all.filter(
      (term) =>
        (wanted.length === 0 || wanted.includes(term.taxonomy)) && (!args.where?.hideEmpty || term.count > 0),
    );
    return arrayConnection(selected, args, TERMS_LIMIT);
  },
  related: async (row, args, context) => {
    const related = await catalogLoaders(context).relatedByProduct.load(row.id);
    return { ...arrayConnection(related, args, RELATED_LIMIT), found: related.length };
  },
  ...productLinkResolvers,
  reviews: async (row, args, context) => {
    const connection = arrayConnection(await catalogLoaders(context).reviewsByProduct.load(row.id), args);
    return {
      ...connection,
      averageRating: row.averageRating,
      edges: connection.edges.map((edge) => ({ ...edge, rating: edge.node.rating })),
    };
  },

  price: (row, args, context) => priceOf(row, 'price', args.format ?? 'FORMATTED', context),
  regularPrice: (row, args, context) => priceOf(row, 'regularPrice', args.format ?? 'FORMATTED', context),
  salePrice: (row, args, context) => priceOf(row, 'salePrice', args.format ?? 'FORMATTED', context),

  attributes: async (row, args, context) => {
    const rows = await catalogLoaders(context).attributesByProduct.load(row.id);
    return arrayConnection<AttributeView>(
      rows.map((attribute) => ({ row: attribute, productId: row.id })),
      args,
    );
  },
  defaultAttributes: async (row, args, context) =>
    arrayConnection(await variationAttributes(row.id, row.id, row.defaultAttributes, context), args),

  stockStatus: (row) => stockStatusEnum(row.stockStatus),
  stockQuantity: (row) => row.stockQuantity,
  // A product whose stock is not managed answers null, not FALSE (real-site/quick-order.json:
  // 9320P, stock not managed, "manageStock": null; GG501, managed, "TRUE").
  manageStock: (row) => (row.manageStock ? 'TRUE' : null),
  lowStockAmount: (row) => row.lowStockAmount,
  backorders: (row) => row.backorders.toUpperCase(),
  backordersAllowed: (row) => row.backorders !== 'no',
  soldIndividually: () => false,

  weight: (row) => row.weight,
  length: (row) => row.length,
  width: (row) => row.width,
  height: (row) => row.height,

  variations: async (row, args, context) => {
    const variations: VariationRow[] =
      row.type === 'variable' ? await catalogLoaders(context).variationsByParent.load(row.id) : [];
    return arrayConnection(variations, args, VARIATIONS_LIMIT);
  },

  externalUrl: (row) => row.externalUrl,
  buttonText: (row) => row.buttonText,

  customTabs: (row) =>
    row.customTabs.map((tab) => ({
      tabTitle: tab.tabTitle,
      contentType: TAB_TYPES[tab.contentType],
      textContent: tab.textContent ?? null,
      accordionItems: tab.accordionItems ?? [],
      videos: tab.videos ?? [],
      downloads: tab.downloads ?? [],
    })),
  faqs: (row) => row.faqs,
  warranty: (row) => row.warranty,
  seo: (row, _args, context) => productSeo(row, context),
};
