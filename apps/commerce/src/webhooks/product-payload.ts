/**
 * The body of a product's webhook delivery, as WooCommerce writes it: the product as its REST API
 * (wc/v3) answers it, in the same field order, encoded as PHP's json_encode does (`/` as `\/`,
 * anything outside ASCII as \uXXXX), so a receiver that checks the signature over the bytes and
 * reads the fields a real site sends reads ours alike. A deleted product's body is only its id
 * (recorded from a real site: WooCommerce sends `{"id":127}` for a product moved to the trash).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products, productTerms, productVariations, terms } from '../db/schema.ts';
import { mediaPath } from '../media/sizes.ts';

export interface PayloadSite {
  /** The backend's public origin: media addresses and the REST links. */
  publicUrl: string;
  /** Where the product's page is (WooCommerce's permalink). */
  storefrontUrl: string;
}

/** PHP's json_encode without flags: slashes escaped, non-ASCII as UTF-16 escapes. */
export function phpJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('/', '\\/')
    .replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const money = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** WordPress's two dates of a moment: the site's local time (UTC here) and GMT, to the second. */
const dates = (name: string, at: Date) => {
  const text = at.toISOString().slice(0, 19);
  return { [name]: text, [`${name}_gmt`]: text };
};

/** The REST product of `productId` (a product or a variation), or null when it no longer exists. */
export async function productPayload(db: Db, productId: number, site: PayloadSite): Promise<string | null> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (product) return phpJson(await restProduct(db, product, site));
  const [variation] = await db.select().from(productVariations).where(eq(productVariations.id, productId));
  if (!variation) return null;
  const [parent] = await db
    .select({ slug: products.slug, name: products.name })
    .from(products)
    .where(eq(products.id, variation.parentId));
  return phpJson(restVariation(variation, parent ?? null, site));
}

/** A product gone from the store entirely: WooCommerce's body for a deletion. */
export const deletedPayload = (productId: number): string => phpJson({ id: productId });

type ProductRow = typeof products.$inferSelect;
type VariationRow = typeof productVariations.$inferSelect;

async function restProduct(db: Db, product: ProductRow, site: PayloadSite) {
  const assigned = await db
    .select({ id: terms.id, name: terms.name, slug: terms.slug, taxonomy: terms.taxonomy })
    .from(productTerms)
    .innerJoin(terms, eq(terms.id, productTerms.termId))
    .where(
      and(eq(productTerms.productId, product.id), inArray(terms.taxonomy, ['product_cat', 'product_tag'])),
    )
    .orderBy(productTerms.position, terms.id);
  const variationIds = await db
    .select({ id: productVariations.id })
    .from(productVariations)
    .where(eq(productVariations.parentId, product.id))
    .orderBy(productVariations.menuOrder, productVariations.id);
  const imageIds = [product.imageId, ...product.galleryIds].filter((id): id is number => id !== null);
  const termsOf = (taxonomy: string) =>
    assigned.filter((term) => term.taxonomy === taxonomy).map(({ id, name, slug }) => ({ id, name, slug }));
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    permalink: `${site.storefrontUrl}/product/${product.slug}/`,
    ...dates('date_created', product.publishedAt),
    ...dates('date_modified', product.modifiedAt),
    type: product.type,
    status: product.status,
    featured: product.featured,
    catalog_visibility: product.catalogVisibility,
    description: product.description,
    short_description: product.shortDescription,
    sku: product.sku ?? '',
    price: money(product.price),
    regular_price: money(product.regularPrice),
    sale_price: money(product.salePrice),
    on_sale: product.onSale,
    purchasable: product.price !== null,
    total_sales: product.totalSales,
    virtual: product.virtual,
    downloadable: product.downloadable,
    external_url: product.externalUrl ?? '',
    button_text: product.buttonText ?? '',
    manage_stock: product.manageStock,
    stock_quantity: product.stockQuantity,
    backorders: product.backorders,
    backorders_allowed: product.backorders !== 'no',
    low_stock_amount: product.lowStockAmount,
    weight: product.weight ?? '',
    dimensions: { length: product.length ?? '', width: product.width ?? '', height: product.height ?? '' },
    average_rating: product.averageRating.toFixed(2),
    rating_count: product.reviewCount,
    parent_id: 0,
    purchase_note: product.purchaseNote,
    categories: termsOf('product_cat'),
    tags: termsOf('product_tag'),
    images: imageIds.map((id) => ({ id, src: `${site.publicUrl}${mediaPath(id, 'full')}` })),
    variations: variationIds.map((row) => row.id),
    menu_order: product.menuOrder,
    meta_data: product.metaData,
    stock_status: product.stockStatus,
    _links: restLinks(product.id, site),
  };
}

function restVariation(
  variation: VariationRow,
  parent: { slug: string; name: string } | null,
  site: PayloadSite,
) {
  return {
    id: variation.id,
    name: parent?.name ?? '',
    slug: parent ? `${parent.slug}-${variation.id}` : String(variation.id),
    permalink: parent ? `${site.storefrontUrl}/product/${parent.slug}/` : '',
    ...dates('date_created', variation.publishedAt),
    ...dates('date_modified', variation.modifiedAt),
    type: 'variation',
    status: variation.status,
    description: variation.description,
    sku: variation.sku ?? '',
    price: money(variation.price),
    regular_price: money(variation.regularPrice),
    sale_price: money(variation.salePrice),
    on_sale: variation.onSale,
    virtual: variation.virtual,
    downloadable: variation.downloadable,
    manage_stock: variation.manageStock,
    stock_quantity: variation.stockQuantity,
    weight: variation.weight ?? '',
    parent_id: variation.parentId,
    attributes: Object.entries(variation.attributes).map(([name, option]) => ({ name, option })),
    images: variation.imageId
      ? [{ id: variation.imageId, src: `${site.publicUrl}${mediaPath(variation.imageId, 'full')}` }]
      : [],
    stock_status: variation.stockStatus,
    _links: restLinks(variation.id, site),
  };
}

const restLinks = (id: number, site: PayloadSite) => ({
  self: [{ href: `${site.publicUrl}/wp-json/wc/v3/products/${id}` }],
  collection: [{ href: `${site.publicUrl}/wp-json/wc/v3/products` }],
});
