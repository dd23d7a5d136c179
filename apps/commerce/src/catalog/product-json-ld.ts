/**
 * The schema.org Product graph a Yoast-style SEO plugin emits for a product page, so the
 * storefront can print it as JSON-LD without knowing WooCommerce's rules. The backend's one
 * builder: `seo.schema.raw` serves it (the storefront's ProductSEO fragment), and WooNuxt's
 * `fullYoastHead` prints that same value in its script tag. The storefront's own builder is only
 * for a backend without the SEO plugin, which has no `seo` field.
 */
import type { Context } from '../graphql/context.ts';
import { rawMoney } from '../lib/money.ts';
import type { MediaRow, ProductRecord } from './loaders.ts';

const AVAILABILITY = {
  instock: 'https://schema.org/InStock',
  outofstock: 'https://schema.org/OutOfStock',
  onbackorder: 'https://schema.org/BackOrder',
} as const;

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export async function productSchemaJsonLd(
  row: ProductRecord,
  canonical: string,
  image: MediaRow | null,
  context: Context,
) {
  const { currency } = await context.options();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: row.name,
    sku: row.sku ?? undefined,
    url: canonical,
    description: stripTags(row.shortDescription || row.description),
    image: image ? `${context.publicUrl}/media/${image.id}/full.webp` : undefined,
    offers: {
      '@type': row.type === 'variable' ? 'AggregateOffer' : 'Offer',
      priceCurrency: currency.code,
      ...(row.type === 'variable'
        ? { lowPrice: rawMoney(row.minPrice ?? 0), highPrice: rawMoney(row.maxPrice ?? 0) }
        : { price: rawMoney(row.price ?? 0) }),
      availability: AVAILABILITY[row.stockStatus],
      url: canonical,
    },
    aggregateRating:
      row.reviewCount > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: row.averageRating.toFixed(2),
            reviewCount: row.reviewCount,
          }
        : undefined,
  };
}
